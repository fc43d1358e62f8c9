import { sql } from 'kysely';
import { share } from './sales.js';
import { chartOf, field, sumOf, tableReport, type ReadColumn } from './types.js';

/** A day's figures (or the range's, without a date): checks, gross sales, item discounts and all discounts. */
interface DiscountDay {
  date?: string;
  checks: number;
  gross: number;
  items: number;
  all: number;
}

const COLUMNS: readonly ReadColumn<DiscountDay>[] = [
  field('date', 'date'),
  field('checks', 'count'),
  field('grossSales', 'money', 'gross'),
  field('itemDiscounts', 'money', 'items'),
  { key: 'checkDiscounts', kind: 'money', read: (d) => d.all - d.items },
  field('discounts', 'money', 'all'),
  {
    key: 'discountShare',
    kind: 'percent',
    read: (d) => share(d.all, d.gross),
    whole: { share: ['discounts', 'grossSales'] },
  },
];

/**
 * Discounts per business date: those given on items and those given on whole checks (a check's
 * discount less its live items' own), against the gross sales.
 */
export const discountReport = tableReport(COLUMNS, async (db, q) => {
  // One statement: the day's sales from the sales rollup beside its item discounts from the item rollup.
  const { rows: days } = await sql<{
    date: string;
    checks: string;
    gross: string;
    discount: string;
    items: string;
  }>`with s as (
      select business_date, sum(checks)::bigint as checks, sum(subtotal)::bigint as gross,
        sum(discount)::bigint as discount
      from report_sales_hour
      where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
      group by business_date),
    i as (
      select business_date, sum(discount)::bigint as discount
      from report_item_day
      where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
      group by business_date)
    select to_char(s.business_date, 'YYYY-MM-DD') as date, s.checks, s.gross, s.discount,
      coalesce(i.discount, 0) as items
    from s left join i on i.business_date = s.business_date
    order by s.business_date`.execute(db);
  const out = days.map((d) => ({
    date: d.date,
    checks: Number(d.checks),
    gross: Number(d.gross),
    items: Number(d.items),
    all: Number(d.discount),
  }));
  return {
    rows: out,
    totals: sumOf(['checks', 'gross', 'items', 'all'], out),
    chart: chartOf(
      out,
      (d) => d.date,
      'discounts',
      (d) => d.all,
    ),
  };
});
