import { sql } from 'kysely';
import { chartOf, field, numbersOf, sumOf, tableReport, type ReadColumn } from './types.js';

const FIELDS = ['payments', 'amount', 'change', 'tip', 'refunds', 'refund_amount'] as const;

/** A payment type's sums (or the range's, without a name and type). */
type PaymentSums = Record<(typeof FIELDS)[number], number> & { name?: string; type?: string };

/** What a payment type collected: tendered less change. */
const collected = (f: PaymentSums) => f.amount - f.change;

const PAYMENT_COLUMNS: readonly ReadColumn<PaymentSums>[] = [
  field('payment', 'text', 'name'),
  field('paymentType', 'text', 'type'),
  field('payments', 'count'),
  field('tendered', 'money', 'amount'),
  field('changeGiven', 'money', 'change'),
  { key: 'collected', kind: 'money', read: collected },
  field('tips', 'money', 'tip'),
  field('refundCount', 'count', 'refunds'),
  field('refunds', 'money', 'refund_amount'),
  { key: 'net', kind: 'money', read: (f) => collected(f) - f.refund_amount },
];

/** A tax's taxable sales and tax (or the range's, without a name and rate). */
interface TaxSums {
  name?: string;
  rate?: string | null;
  taxable: number;
  tax: number;
}

const TAX_COLUMNS: readonly ReadColumn<TaxSums>[] = [
  field('taxName', 'text', 'name'),
  {
    key: 'rate',
    kind: 'percent',
    read: (t) => (t.rate === null || t.rate === undefined ? null : Number(t.rate)),
  },
  field('taxableSales', 'money', 'taxable'),
  field('tax', 'money'),
];

/** What each payment type took in: tendered, change, collected, tips and refunds (report_payment_day). */
export const paymentReport = tableReport(PAYMENT_COLUMNS, async (db, q) => {
  const payment = q.filters.payment_id ? sql`and payment_id = ${q.filters.payment_id}` : sql``;
  const sums = sql.join(FIELDS.map((f) => sql`sum(${sql.ref(f)})::bigint as ${sql.ref(f)}`));
  const { rows } = await sql<Record<string, unknown>>`select
      (array_agg(payment_name order by business_date desc))[1] as name,
      (array_agg(payment_type order by business_date desc))[1] as type, ${sums}
    from report_payment_day
    where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date ${payment}
    group by payment_id`.execute(db);
  const figures = rows
    .map((r) => ({ name: r.name as string, type: r.type as string, ...numbersOf(FIELDS, r) }))
    .sort((a, b) => collected(b) - collected(a) || a.name.localeCompare(b.name));
  return {
    rows: figures,
    totals: sumOf(FIELDS, figures),
    chart: chartOf(figures, (f) => f.name, 'collected', collected),
  };
});

/**
 * Tax by the tax each menu item carries now (the store's default tax for an item without one):
 * the taxable sales (net of every discount, the lines' shares of their checks' own included, so that
 * they add up to the net sales) and the tax the checks charged.
 */
export const taxReport = tableReport(TAX_COLUMNS, async (db, q) => {
  const { rows } = await sql<{ name: string | null; rate: string | null; taxable: string; tax: string }>`
    with d as (select id from tax where store_id = ${q.storeId} and is_default limit 1),
    r as (
      select menu_item_id, sum(gross - discount - check_discount) as taxable, sum(tax) as tax
      from report_item_day
      where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
      group by menu_item_id)
    select max(t.name) as name, max(t.rate)::text as rate,
      sum(r.taxable)::bigint as taxable, sum(r.tax)::bigint as tax
    from r
    left join menu_item m on m.store_id = ${q.storeId} and m.id = r.menu_item_id
    left join tax t on t.store_id = ${q.storeId} and t.id = coalesce(m.tax_id, (select id from d))
    group by t.id order by 4 desc`.execute(db);
  const taxes = rows.map((r) => ({
    name: r.name ?? '—',
    rate: r.rate,
    taxable: Number(r.taxable),
    tax: Number(r.tax),
  }));
  return { rows: taxes, totals: sumOf(['taxable', 'tax'], taxes) };
});
