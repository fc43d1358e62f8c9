import { average, netSales, salesBy, sumSales, type SalesFigures } from './sales.js';
import { chartOf, tableReport, type ReadColumn } from './types.js';

type SalesColumnKey =
  | 'checks'
  | 'guests'
  | 'grossSales'
  | 'discounts'
  | 'netSales'
  | 'averageCheck'
  | 'tax'
  | 'tips'
  | 'gratuities'
  | 'deliveryFees'
  | 'total'
  | 'voids';

/** Every column of sales figures, under its key, in the order of a sales row. */
export const SALES_COLUMN: Record<SalesColumnKey, ReadColumn<SalesFigures>> = {
  checks: { key: 'checks', kind: 'count', read: (f) => f.checks },
  guests: { key: 'guests', kind: 'count', read: (f) => f.guests },
  grossSales: { key: 'grossSales', kind: 'money', read: (f) => f.subtotal },
  discounts: { key: 'discounts', kind: 'money', read: (f) => f.discount },
  netSales: { key: 'netSales', kind: 'money', read: netSales },
  averageCheck: {
    key: 'averageCheck',
    kind: 'money',
    read: (f) => average(netSales(f), f.checks),
    whole: { ratio: ['netSales', 'checks'] },
  },
  tax: { key: 'tax', kind: 'money', read: (f) => f.tax },
  tips: { key: 'tips', kind: 'money', read: (f) => f.tip },
  gratuities: { key: 'gratuities', kind: 'money', read: (f) => f.gratuity },
  deliveryFees: { key: 'deliveryFees', kind: 'money', read: (f) => f.delivery_fee },
  total: { key: 'total', kind: 'money', read: (f) => f.total },
  voids: { key: 'voids', kind: 'money', read: (f) => f.void_amount },
};

/** The columns of a sales row, after its first column (a date or an hour). */
export const SALES_COLUMNS: readonly ReadColumn<SalesFigures>[] = Object.values(SALES_COLUMN);

/** Sales figures by a date or an hour (`key`); the totals row has none. */
export type KeyedSales = SalesFigures & { key?: string };

/** The columns of sales per date or per hour: the first column's kind, then SALES_COLUMNS. */
export const salesByKeyColumns = (kind: 'date' | 'hour'): readonly ReadColumn<KeyedSales>[] => [
  { key: kind, kind, read: (f) => f.key },
  ...SALES_COLUMNS,
];

const COLUMNS = salesByKeyColumns('date');

/** Sales per business date of the range, with the employee and order type filters. */
export const dailySales = tableReport(COLUMNS, async (db, q) => {
  const days = await salesBy(db, q, 'date');
  return { rows: days, totals: sumSales(days), chart: chartOf(days, (d) => d.key, 'netSales', netSales) };
});
