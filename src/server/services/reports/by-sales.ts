import type { ReportColumn } from '../../../core/reports.js';
import { average, netSales, salesBy, share, sumSales, type SalesFigures } from './sales.js';
import { text, type ReportModule } from './types.js';

/** Sales by one dimension of the sales rollup (order type, server), largest net sales first. */
function salesByDimension(
  by: 'order_type' | 'server',
  first: string,
  columns: readonly ReportColumn[],
  cells: (f: SalesFigures, whole: SalesFigures) => string[],
  chart: { key: string; of: (f: SalesFigures) => number },
): ReportModule {
  return {
    columns: [{ key: first, kind: 'text' }, ...columns],
    async run(db, q) {
      const groups = (await salesBy(db, q, by)).sort(
        (a, b) => netSales(b) - netSales(a) || a.label.localeCompare(b.label),
      );
      const whole = sumSales(groups);
      return {
        rows: groups.map((g) => ({ cells: [g.label, ...cells(g, whole)] })),
        totals: [null, ...cells(whole, whole)],
        chart: {
          labels: groups.map((g) => g.label),
          series: [{ key: chart.key, values: groups.map(chart.of) }],
        },
      };
    },
  };
}

export const orderTypeReport = salesByDimension(
  'order_type',
  'orderType',
  [
    { key: 'checks', kind: 'count' },
    { key: 'guests', kind: 'count' },
    { key: 'netSales', kind: 'money' },
    { key: 'averageCheck', kind: 'money' },
    { key: 'share', kind: 'percent' },
    { key: 'tax', kind: 'money' },
    { key: 'total', kind: 'money' },
  ],
  (f, whole) =>
    [f.checks, f.guests, netSales(f), average(netSales(f), f.checks)]
      .map(text)
      .concat([share(netSales(f), netSales(whole)), text(f.tax), text(f.total)]),
  { key: 'netSales', of: netSales },
);

export const serverReport = salesByDimension(
  'server',
  'server',
  [
    { key: 'checks', kind: 'count' },
    { key: 'guests', kind: 'count' },
    { key: 'netSales', kind: 'money' },
    { key: 'averageCheck', kind: 'money' },
    { key: 'tax', kind: 'money' },
    { key: 'tips', kind: 'money' },
    { key: 'gratuities', kind: 'money' },
    { key: 'total', kind: 'money' },
    { key: 'voids', kind: 'money' },
  ],
  (f) =>
    [
      f.checks,
      f.guests,
      netSales(f),
      average(netSales(f), f.checks),
      f.tax,
      f.tip,
      f.gratuity,
      f.total,
      f.void_amount,
    ].map(text),
  { key: 'netSales', of: netSales },
);

export const tipsReport = salesByDimension(
  'server',
  'server',
  [
    { key: 'checks', kind: 'count' },
    { key: 'netSales', kind: 'money' },
    { key: 'tips', kind: 'money' },
    { key: 'gratuities', kind: 'money' },
    { key: 'tipShare', kind: 'percent' },
  ],
  (f) => [text(f.checks), text(netSales(f)), text(f.tip), text(f.gratuity), share(f.tip, netSales(f))],
  { key: 'tips', of: (f) => f.tip },
);
