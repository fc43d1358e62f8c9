import { itemDiscount, itemNet, itemsBy, sumItems, type ItemFigures } from './items.js';
import { share } from './sales.js';
import { chartOf, groupsReport, largestFirst, type ReadColumn, type ReportModule } from './types.js';

/** An item group's figures beside the whole range's (for shares); the totals row has no label or category. */
type Sums = Omit<ItemFigures, 'key' | 'label' | 'category'>;
type Group = Sums & { label?: string; category?: string | null; whole: Sums };
type Column = ReadColumn<Group>;

const menuItem: Column = { key: 'menuItem', kind: 'text', read: (g) => g.label };
const category: Column = { key: 'category', kind: 'text', read: (g) => g.category };
/** The groups a chart shows: the largest. */
const CHARTED = 15;

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
  return groupsReport({
    columns:
      by === 'item'
        ? [menuItem, category, ...SOLD]
        : [{ key: first, kind: 'text', read: (g: Group) => g.label }, ...SOLD],
    groups: (db, q) => itemsBy(db, q, by),
    order: largestFirst(itemNet),
    sum: sumItems,
    chart: (groups) => chartOf(groups.slice(0, CHARTED), (g) => g.label, 'netSales', itemNet),
  });
}

export const menuItemReport = soldBy('item', 'menuItem');
export const categoryReport = soldBy('category', 'category');
export const departmentReport = soldBy('department', 'department');

const VOID_COLUMNS: readonly Column[] = [menuItem, category, voidQuantity, voids];

/** The lines voided in the range (item voids and the lines of voided checks), by menu item. */
export const voidReport = groupsReport({
  columns: VOID_COLUMNS,
  groups: async (db, q) => (await itemsBy(db, q, 'item')).filter((g) => g.void_quantity > 0),
  order: largestFirst((g: ItemFigures) => g.void_amount),
  sum: sumItems,
  chart: (voided) =>
    chartOf(
      voided.slice(0, CHARTED),
      (g) => g.label,
      'voids',
      (g) => g.void_amount,
    ),
});
