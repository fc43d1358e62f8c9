import { arrayMove } from '@dnd-kit/sortable';

/** The POS menu being edited: exactly what `savePosMenuLayout` takes. */
export interface Layout {
  columns: number;
  tabs: Tab[];
}

export interface Tab {
  category_id: string;
  menu_item_ids: string[];
}

/** Every edit is a pure function of the layout, so that undo only has to keep the layouts. */
export type Edit = (layout: Layout) => Layout;

export function sameLayout(a: Layout, b: Layout): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What of a layout still exists: tabs of categories and buttons of items the menu has. A category or
 * item deleted or deactivated while the page was open would make the whole save refused.
 */
export function keepKnown(layout: Layout, categories: Set<string>, items: Set<string>): Layout {
  return {
    columns: layout.columns,
    tabs: layout.tabs
      .filter((t) => categories.has(t.category_id))
      .map((t) => ({ ...t, menu_item_ids: t.menu_item_ids.filter((id) => items.has(id)) })),
  };
}

export const setColumns =
  (columns: number): Edit =>
  (layout) => ({ ...layout, columns });

export const addTab =
  (categoryId: string): Edit =>
  (layout) => ({ ...layout, tabs: [...layout.tabs, { category_id: categoryId, menu_item_ids: [] }] });

export const removeTab =
  (categoryId: string): Edit =>
  (layout) => ({ ...layout, tabs: layout.tabs.filter((t) => t.category_id !== categoryId) });

export const moveTab =
  (from: number, to: number): Edit =>
  (layout) => ({ ...layout, tabs: arrayMove(layout.tabs, from, to) });

/** Changes the buttons of one tab. */
const onTab =
  (categoryId: string, change: (ids: string[]) => string[]): Edit =>
  (layout) => ({
    ...layout,
    tabs: layout.tabs.map((t) =>
      t.category_id === categoryId ? { ...t, menu_item_ids: change(t.menu_item_ids) } : t,
    ),
  });

export const moveButton = (categoryId: string, from: number, to: number): Edit =>
  onTab(categoryId, (ids) => arrayMove(ids, from, to));

/** Puts an item on a tab before the button at `index`, or last; an item already there stays put. */
export const addButton = (categoryId: string, itemId: string, index?: number): Edit =>
  onTab(categoryId, (ids) => {
    if (ids.includes(itemId)) return ids;
    const at = index ?? ids.length;
    return [...ids.slice(0, at), itemId, ...ids.slice(at)];
  });

export const removeButton = (categoryId: string, itemId: string): Edit =>
  onTab(categoryId, (ids) => ids.filter((id) => id !== itemId));

/** Puts several items last on a tab, in the given order, as one edit (one Undo); items already there stay put. */
export const addButtons = (categoryId: string, itemIds: readonly string[]): Edit =>
  onTab(categoryId, (ids) => [
    ...ids,
    ...itemIds.filter((id, i) => !ids.includes(id) && itemIds.indexOf(id) === i),
  ]);

/**
 * Which of the items a tab still has room for, in order: all of them, or the first ones up to the
 * tab's limit. Items already on the tab are left out.
 */
export function fitting(tab: Tab, itemIds: readonly string[], maxButtons: number): string[] {
  const on = new Set(tab.menu_item_ids);
  const wanted = [...new Set(itemIds)].filter((id) => !on.has(id));
  return wanted.slice(0, Math.max(0, maxButtons - tab.menu_item_ids.length));
}
