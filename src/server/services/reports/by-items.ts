import { itemDiscount, itemNet, itemsBy, sumItems, type ItemFigures } from './items.js';
import { share } from './sales.js';
import { cellsOf, type ReadColumn, type ReportModule } from './types.js';

/** An item group's figures beside the whole range's (for shares); the totals row has no label or category. */
type Sums = Omit<ItemFigures, 'key' | 'label' | 'category'>;
type Group = Sums & { label?: string; category?: string | null; whole: Sums };
type Column = ReadColumn<Group>;

const menuItem: Column = { key: 'menuItem', kind: 'text', read: (g) => g.label };
const category: Column = { key: 'category', kind: 'text', read: (g) => g.category };
const voidQuantity: Column = { key: 'voidQuantity', kind: 'count', read: (f) => f.void_quantity };
const voids: Column = { key: 'voids', kind: 'money', read: (f) => f.void_amount };

const SOLD: readonly Column[] = [
  { key: 'quantity', kind: 'count', read: (f) => f.quantity },
  { key: 'grossSales', kind: 'money', read: (f) => f.gross },
  { key: 'discounts', kind: 'money', read: itemDiscount },
  { key: 'netSales', kind: 'money', read: itemNet },
  { key: 'share', kind: 'percent', read: (f) => share(itemNet(f), itemNet(f.whole)) },
  { key: 'tax', kind: 'money', read: (f) => f.tax },
  voidQuantity,
  voids,
];

/**
 * Items sold by menu item, category or department, largest net sales first. Their discounts are the
 * lines' own and their shares of their checks' own discounts, so their net sales are the summary's.
 */
function soldBy(by: 'item' | 'category' | 'department', first: string): ReportModule {
  const columns: readonly Column[] =
    by === 'item'
      ? [menuItem, category, ...SOLD]
      : [{ key: first, kind: 'text', read: (g) => g.label }, ...SOLD];
  return {
    columns,
    async run(db, q) {
      const groups = (await itemsBy(db, q, by)).sort(
        (a, b) => itemNet(b) - itemNet(a) || a.label.localeCompare(b.label),
      );
      const whole = sumItems(groups);
      return {
        rows: groups.map((g) => ({ cells: cellsOf(columns, { ...g, whole }) })),
        totals: cellsOf(columns, { ...whole, whole }),
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

const VOID_COLUMNS: readonly Column[] = [menuItem, category, voidQuantity, voids];

/** The lines voided in the range (item voids and the lines of voided checks), by menu item. */
export const voidReport: ReportModule = {
  columns: VOID_COLUMNS,
  async run(db, q) {
    const voided = (await itemsBy(db, q, 'item'))
      .filter((g) => g.void_quantity > 0)
      .sort((a, b) => b.void_amount - a.void_amount || a.label.localeCompare(b.label));
    const whole = sumItems(voided);
    return {
      rows: voided.map((g) => ({ cells: cellsOf(VOID_COLUMNS, { ...g, whole }) })),
      totals: cellsOf(VOID_COLUMNS, { ...whole, whole }),
      chart: {
        labels: voided.slice(0, 15).map((g) => g.label),
        series: [{ key: 'voids', values: voided.slice(0, 15).map((g) => g.void_amount) }],
      },
    };
  },
};
