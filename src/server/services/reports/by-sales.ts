import { SALES_COLUMN } from './daily-sales.js';
import { netSales, salesBy, share, sumSales, type SalesFigures } from './sales.js';
import { chartOf, groupsReport, largestFirst, type ReadColumn, type ReportModule } from './types.js';

/** A group's sales beside the whole range's (for shares); the totals row has no label. */
type Group = SalesFigures & { label?: string; whole: SalesFigures };
type Column = ReadColumn<Group>;

const { checks, guests, netSales: net, averageCheck, tax, tips, gratuities, total, voids } = SALES_COLUMN;

/** Sales by one dimension of the sales rollup (order type, server), largest net sales first. */
function salesByDimension(
  by: 'order_type' | 'server',
  first: string,
  figures: readonly Column[],
  chart: { key: string; of: (f: SalesFigures) => number },
): ReportModule {
  return groupsReport({
    columns: [{ key: first, kind: 'text', read: (g: Group) => g.label }, ...figures],
    groups: (db, q) => salesBy(db, q, by),
    order: largestFirst(netSales),
    sum: sumSales,
    chart: (groups) => chartOf(groups, (g) => g.label, chart.key, chart.of),
  });
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
  [checks, guests, net, averageCheck, tax, tips, gratuities, total, voids],
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
    {
      key: 'tipShare',
      kind: 'percent',
      read: (f) => share(f.tip, netSales(f)),
      whole: { share: ['tips', 'netSales'] },
    },
  ],
  { key: 'tips', of: (f) => f.tip },
);
