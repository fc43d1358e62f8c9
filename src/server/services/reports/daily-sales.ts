import type { ReportColumn } from '../../../core/reports.js';
import { average, netSales, salesBy, sumSales, type SalesFigures } from './sales.js';
import { text, type ReportModule } from './types.js';

/** The columns of a sales row, after its first column (a date or an hour). */
export const SALES_COLUMNS: readonly ReportColumn[] = [
  { key: 'checks', kind: 'count' },
  { key: 'guests', kind: 'count' },
  { key: 'grossSales', kind: 'money' },
  { key: 'discounts', kind: 'money' },
  { key: 'netSales', kind: 'money' },
  { key: 'averageCheck', kind: 'money' },
  { key: 'tax', kind: 'money' },
  { key: 'tips', kind: 'money' },
  { key: 'gratuities', kind: 'money' },
  { key: 'total', kind: 'money' },
  { key: 'voids', kind: 'money' },
];

export const salesCells = (f: SalesFigures) =>
  [
    f.checks,
    f.guests,
    f.subtotal,
    f.discount,
    netSales(f),
    average(netSales(f), f.checks),
    f.tax,
    f.tip,
    f.gratuity,
    f.total,
    f.void_amount,
  ].map(text);

/** Sales per business date of the range, with the employee and order type filters. */
export const dailySales: ReportModule = {
  columns: [{ key: 'date', kind: 'date' }, ...SALES_COLUMNS],
  async run(db, q) {
    const days = await salesBy(db, q, 'date');
    return {
      rows: days.map((d) => ({ cells: [d.key, ...salesCells(d)] })),
      totals: [null, ...salesCells(sumSales(days))],
      chart: {
        labels: days.map((d) => d.key),
        series: [{ key: 'netSales', values: days.map(netSales) }],
      },
    };
  },
};
