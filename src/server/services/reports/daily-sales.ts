import { average, netSales, salesBy, sumSales, type SalesFigures } from './sales.js';
import { cellsOf, type ReadColumn, type ReportModule } from './types.js';

/** The columns of a sales row, after its first column (a date or an hour). */
export const SALES_COLUMNS: readonly ReadColumn<SalesFigures>[] = [
  { key: 'checks', kind: 'count', read: (f) => f.checks },
  { key: 'guests', kind: 'count', read: (f) => f.guests },
  { key: 'grossSales', kind: 'money', read: (f) => f.subtotal },
  { key: 'discounts', kind: 'money', read: (f) => f.discount },
  { key: 'netSales', kind: 'money', read: netSales },
  { key: 'averageCheck', kind: 'money', read: (f) => average(netSales(f), f.checks) },
  { key: 'tax', kind: 'money', read: (f) => f.tax },
  { key: 'tips', kind: 'money', read: (f) => f.tip },
  { key: 'gratuities', kind: 'money', read: (f) => f.gratuity },
  { key: 'total', kind: 'money', read: (f) => f.total },
  { key: 'voids', kind: 'money', read: (f) => f.void_amount },
];

/** Sales figures by a date or an hour (`key`); the totals row has none. */
export type KeyedSales = SalesFigures & { key?: string };

/** The columns of sales per date or per hour: the first column's kind, then SALES_COLUMNS. */
export const salesByKeyColumns = (kind: 'date' | 'hour'): readonly ReadColumn<KeyedSales>[] => [
  { key: kind, kind, read: (f) => f.key },
  ...SALES_COLUMNS,
];

const COLUMNS = salesByKeyColumns('date');

/** Sales per business date of the range, with the employee and order type filters. */
export const dailySales: ReportModule = {
  columns: COLUMNS,
  async run(db, q) {
    const days = await salesBy(db, q, 'date');
    return {
      rows: days.map((d) => ({ cells: cellsOf(COLUMNS, d) })),
      totals: cellsOf(COLUMNS, sumSales(days)),
      chart: {
        labels: days.map((d) => d.key),
        series: [{ key: 'netSales', values: days.map(netSales) }],
      },
    };
  },
};
