import type { ReportColumn } from '../../../core/reports.js';
import { itemDiscount, itemNet, itemsBy, sumItems, type ItemFigures } from './items.js';
import { share } from './sales.js';
import { text, type ReportModule } from './types.js';

const SOLD: readonly ReportColumn[] = [
  { key: 'quantity', kind: 'count' },
  { key: 'grossSales', kind: 'money' },
  { key: 'discounts', kind: 'money' },
  { key: 'netSales', kind: 'money' },
  { key: 'share', kind: 'percent' },
  { key: 'tax', kind: 'money' },
  { key: 'voidQuantity', kind: 'count' },
  { key: 'voids', kind: 'money' },
];

type Sums = Omit<ItemFigures, 'key' | 'label' | 'category'>;
const soldCells = (f: Sums, whole: Sums) => [
  text(f.quantity),
  text(f.gross),
  text(itemDiscount(f)),
  text(itemNet(f)),
  share(itemNet(f), itemNet(whole)),
  text(f.tax),
  text(f.void_quantity),
  text(f.void_amount),
];

/**
 * Items sold by menu item, category or department, largest net sales first. Their discounts are the
 * lines' own and their shares of their checks' own discounts, so their net sales are the summary's.
 */
function soldBy(by: 'item' | 'category' | 'department', first: string): ReportModule {
  const withCategory = by === 'item';
  return {
    columns: [
      { key: first, kind: 'text' },
      ...(withCategory ? [{ key: 'category', kind: 'text' } as const] : []),
      ...SOLD,
    ],
    async run(db, q) {
      const groups = (await itemsBy(db, q, by)).sort(
        (a, b) => itemNet(b) - itemNet(a) || a.label.localeCompare(b.label),
      );
      const whole = sumItems(groups);
      const lead = (g: ItemFigures) => (withCategory ? [g.label, g.category] : [g.label]);
      return {
        rows: groups.map((g) => ({ cells: [...lead(g), ...soldCells(g, whole)] })),
        totals: [null, ...(withCategory ? [null] : []), ...soldCells(whole, whole)],
        chart: {
          labels: groups.slice(0, 15).map((g) => g.label),
          series: [{ key: 'netSales', values: groups.slice(0, 15).map(itemNet) }],
        },
      };
    },
  };
}

export const menuItemReport = soldBy('item', 'menuItem');
export const categoryReport = soldBy('category', 'category');
export const departmentReport = soldBy('department', 'department');

/** The lines voided in the range (item voids and the lines of voided checks), by menu item. */
export const voidReport: ReportModule = {
  columns: [
    { key: 'menuItem', kind: 'text' },
    { key: 'category', kind: 'text' },
    { key: 'voidQuantity', kind: 'count' },
    { key: 'voids', kind: 'money' },
  ],
  async run(db, q) {
    const voided = (await itemsBy(db, q, 'item'))
      .filter((g) => g.void_quantity > 0)
      .sort((a, b) => b.void_amount - a.void_amount || a.label.localeCompare(b.label));
    const whole = sumItems(voided);
    return {
      rows: voided.map((g) => ({ cells: [g.label, g.category, text(g.void_quantity), text(g.void_amount)] })),
      totals: [null, null, text(whole.void_quantity), text(whole.void_amount)],
      chart: {
        labels: voided.slice(0, 15).map((g) => g.label),
        series: [{ key: 'voids', values: voided.slice(0, 15).map((g) => g.void_amount) }],
      },
    };
  },
};
