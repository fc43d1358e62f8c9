import { sql } from 'kysely';
import { text, type ReportModule } from './types.js';

const FIELDS = ['payments', 'amount', 'change', 'tip', 'refunds', 'refund_amount'] as const;

/** What each payment type took in: tendered, change, collected, tips and refunds (report_payment_day). */
export const paymentReport: ReportModule = {
  columns: [
    { key: 'payment', kind: 'text' },
    { key: 'paymentType', kind: 'text' },
    { key: 'payments', kind: 'count' },
    { key: 'tendered', kind: 'money' },
    { key: 'changeGiven', kind: 'money' },
    { key: 'collected', kind: 'money' },
    { key: 'tips', kind: 'money' },
    { key: 'refundCount', kind: 'count' },
    { key: 'refunds', kind: 'money' },
    { key: 'net', kind: 'money' },
  ],
  async run(db, q) {
    const payment = q.filters.payment_id ? sql`and payment_id = ${q.filters.payment_id}` : sql``;
    const sums = sql.join(FIELDS.map((f) => sql`sum(${sql.ref(f)})::bigint as ${sql.ref(f)}`));
    const { rows } = await sql<Record<string, unknown>>`select
        (array_agg(payment_name order by business_date desc))[1] as name,
        (array_agg(payment_type order by business_date desc))[1] as type, ${sums}
      from report_payment_day
      where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date ${payment}
      group by payment_id`.execute(db);
    const figures = rows
      .map((r) => ({
        name: r.name as string,
        type: r.type as string,
        ...(Object.fromEntries(FIELDS.map((f) => [f, Number(r[f])])) as Record<
          (typeof FIELDS)[number],
          number
        >),
      }))
      .sort((a, b) => b.amount - b.change - (a.amount - a.change) || a.name.localeCompare(b.name));
    const cells = (f: Record<(typeof FIELDS)[number], number>) =>
      [
        f.payments,
        f.amount,
        f.change,
        f.amount - f.change,
        f.tip,
        f.refunds,
        f.refund_amount,
        f.amount - f.change - f.refund_amount,
      ].map(text);
    const whole = Object.fromEntries(FIELDS.map((k) => [k, figures.reduce((s, f) => s + f[k], 0)])) as Record<
      (typeof FIELDS)[number],
      number
    >;
    return {
      rows: figures.map((f) => ({ cells: [f.name, f.type, ...cells(f)] })),
      totals: [null, null, ...cells(whole)],
      chart: {
        labels: figures.map((f) => f.name),
        series: [{ key: 'collected', values: figures.map((f) => f.amount - f.change) }],
      },
    };
  },
};

/**
 * Tax by the tax each menu item carries now (the store's default tax for an item without one):
 * the taxable sales (net of every discount, the lines' shares of their checks' own included, so that
 * they add up to the net sales) and the tax the checks charged.
 */
export const taxReport: ReportModule = {
  columns: [
    { key: 'taxName', kind: 'text' },
    { key: 'rate', kind: 'percent' },
    { key: 'taxableSales', kind: 'money' },
    { key: 'tax', kind: 'money' },
  ],
  async run(db, q) {
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
    const taxable = rows.reduce((s, r) => s + Number(r.taxable), 0);
    const tax = rows.reduce((s, r) => s + Number(r.tax), 0);
    return {
      rows: rows.map((r) => ({
        cells: [
          r.name ?? '—',
          r.rate === null ? null : String(Number(r.rate)),
          String(Number(r.taxable)),
          String(Number(r.tax)),
        ],
      })),
      totals: [null, null, text(taxable), text(tax)],
      chart: null,
    };
  },
};
