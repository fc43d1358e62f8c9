import { salesBy, netSales, sumSales } from './sales.js';
import { salesByKeyColumns } from './daily-sales.js';
import { chartOf, tableReport } from './types.js';

const COLUMNS = salesByKeyColumns('hour');

/**
 * Sales per local hour of opening, the range's days together. Every hour of the day is listed, so
 * that the chart shows the quiet hours too.
 */
export const hourlyReport = tableReport(COLUMNS, async (db, q) => {
  const found = new Map((await salesBy(db, q, 'hour')).map((h) => [h.key, h]));
  const empty = sumSales([]);
  const hours = Array.from({ length: 24 }, (_, h) => ({
    ...empty,
    ...found.get(String(h)),
    key: String(h),
  }));
  return { rows: hours, totals: sumSales(hours), chart: chartOf(hours, (h) => h.key, 'netSales', netSales) };
});
