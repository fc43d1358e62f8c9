import { sql } from 'kysely';
import { average } from './sales.js';
import { text, type ReportModule } from './types.js';

interface OloDay {
  date: string;
  orders: number;
  subtotal: number;
  discount: number;
  tax: number;
  tip: number;
  total: number;
}

const FIGURES = ['orders', 'subtotal', 'discount', 'tax', 'tip', 'total'] as const;

/** Orders, subtotal, discount, tax, tip, total and the average ticket (total per order), as cells. */
const cells = (d: Omit<OloDay, 'date'>) =>
  [d.orders, d.subtotal, d.discount, d.tax, d.tip, d.total, average(d.total, d.orders)].map(text);

/**
 * Online ordering's sales per business date (SPEC §2, /pages/daily-report-olo): the checks whose
 * source is `olo`, from the sales rollup. Orders count the checks that were not voided; the average
 * ticket is the total (with tax and gratuities) per order.
 */
export const dailyReportOlo: ReportModule = {
  columns: [
    { key: 'date', kind: 'date' },
    { key: 'orders', kind: 'count' },
    { key: 'subtotal', kind: 'money' },
    { key: 'discounts', kind: 'money' },
    { key: 'tax', kind: 'money' },
    { key: 'tips', kind: 'money' },
    { key: 'total', kind: 'money' },
    { key: 'averageTicket', kind: 'money' },
  ],
  async run(db, q) {
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
    const days: OloDay[] = rows.map((r) => ({
      date: r.date!,
      ...(Object.fromEntries(FIGURES.map((f) => [f, Number(r[f])])) as Omit<OloDay, 'date'>),
    }));
    const sum = Object.fromEntries(FIGURES.map((f) => [f, days.reduce((s, d) => s + d[f], 0)])) as Omit<
      OloDay,
      'date'
    >;
    return {
      rows: days.map((d) => ({ cells: [d.date, ...cells(d)] })),
      totals: [null, ...cells(sum)],
      chart: {
        labels: days.map((d) => d.date),
        series: [{ key: 'onlineSales', values: days.map((d) => d.total) }],
      },
    };
  },
};
