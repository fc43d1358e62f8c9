import { sql } from 'kysely';
import { average } from './sales.js';
import { chartOf, field, numbersOf, sumOf, tableReport, type ReadColumn } from './types.js';

interface OloDay {
  /** None on the totals row. */
  date?: string;
  orders: number;
  subtotal: number;
  discount: number;
  tax: number;
  tip: number;
  total: number;
}

const FIGURES = ['orders', 'subtotal', 'discount', 'tax', 'tip', 'total'] as const;

const COLUMNS: readonly ReadColumn<OloDay>[] = [
  field('date', 'date'),
  field('orders', 'count'),
  field('subtotal', 'money'),
  field('discounts', 'money', 'discount'),
  field('tax', 'money'),
  field('tips', 'money', 'tip'),
  field('total', 'money'),
  {
    key: 'averageTicket',
    kind: 'money',
    read: (d) => average(d.total, d.orders),
    whole: { ratio: ['total', 'orders'] },
  },
];

/**
 * Online ordering's sales per business date (SPEC §2, /pages/daily-report-olo): the checks whose
 * source is `olo`, from the sales rollup. Orders count the checks that were not voided; the average
 * ticket is the total (with tax and gratuities) per order.
 */
export const dailyReportOlo = tableReport(COLUMNS, async (db, q) => {
  const { rows } = await sql<Record<string, string>>`select
      to_char(business_date, 'YYYY-MM-DD') as date, coalesce(sum(checks), 0)::bigint as orders,
      coalesce(sum(subtotal), 0)::bigint as subtotal, coalesce(sum(discount), 0)::bigint as discount,
      coalesce(sum(tax), 0)::bigint as tax, coalesce(sum(tip), 0)::bigint as tip,
      coalesce(sum(total), 0)::bigint as total
    from report_sales_hour
    where store_id = ${q.storeId} and source = 'olo'
      and business_date between ${q.from}::date and ${q.to}::date
    group by business_date
    order by business_date`.execute(db);
  const days = rows.map((r) => ({ date: r.date!, ...numbersOf(FIGURES, r) }));
  return {
    rows: days,
    totals: sumOf(FIGURES, days),
    chart: chartOf(
      days,
      (d) => d.date,
      'onlineSales',
      (d) => d.total,
    ),
  };
});
