import { average, netSales, salesBy, share, sumSales, type SalesFigures } from './sales.js';
import { cellsOf, type ReadColumn, type ReportModule } from './types.js';

/** A group's sales beside the whole range's (for shares); the totals row has no label. */
type Group = SalesFigures & { label?: string; whole: SalesFigures };
type Column = ReadColumn<Group>;

const checks: Column = { key: 'checks', kind: 'count', read: (f) => f.checks };
const guests: Column = { key: 'guests', kind: 'count', read: (f) => f.guests };
const net: Column = { key: 'netSales', kind: 'money', read: netSales };
const averageCheck: Column = {
  key: 'averageCheck',
  kind: 'money',
  read: (f) => average(netSales(f), f.checks),
};
const tax: Column = { key: 'tax', kind: 'money', read: (f) => f.tax };
const tips: Column = { key: 'tips', kind: 'money', read: (f) => f.tip };
const gratuities: Column = { key: 'gratuities', kind: 'money', read: (f) => f.gratuity };
const total: Column = { key: 'total', kind: 'money', read: (f) => f.total };

/** Sales by one dimension of the sales rollup (order type, server), largest net sales first. */
function salesByDimension(
  by: 'order_type' | 'server',
  first: string,
  figures: readonly Column[],
  chart: { key: string; of: (f: SalesFigures) => number },
): ReportModule {
  const columns: readonly Column[] = [{ key: first, kind: 'text', read: (g) => g.label }, ...figures];
  return {
    columns,
    async run(db, q) {
      const groups = (await salesBy(db, q, by)).sort(
        (a, b) => netSales(b) - netSales(a) || a.label.localeCompare(b.label),
      );
      const whole = sumSales(groups);
      return {
        rows: groups.map((g) => ({ cells: cellsOf(columns, { ...g, whole }) })),
        totals: cellsOf(columns, { ...whole, whole }),
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
    checks,
    guests,
    net,
    averageCheck,
    { key: 'share', kind: 'percent', read: (f) => share(netSales(f), netSales(f.whole)) },
    tax,
    total,
  ],
  { key: 'netSales', of: netSales },
);

export const serverReport = salesByDimension(
  'server',
  'server',
  [
    checks,
    guests,
    net,
    averageCheck,
    tax,
    tips,
    gratuities,
    total,
    { key: 'voids', kind: 'money', read: (f) => f.void_amount },
  ],
  { key: 'netSales', of: netSales },
);

export const tipsReport = salesByDimension(
  'server',
  'server',
  [
    checks,
    net,
    tips,
    gratuities,
    { key: 'tipShare', kind: 'percent', read: (f) => share(f.tip, netSales(f)) },
  ],
  { key: 'tips', of: (f) => f.tip },
);
