import { AppError } from '../../../core/errors.js';
import { resourceByName } from '../../../core/registry.js';
import type { Db } from '../../db/database.js';
import { jsonValue } from '../../services/events.js';
import { isUuid } from '../../services/ids.js';
import { storeDocument, type StoreDocumentScope } from '../../services/store-documents.js';

export const POS_LAYOUT_LIMITS = { minColumns: 4, maxColumns: 8, maxTabs: 50, maxButtons: 200 } as const;

/** Columns of a store that has not saved a layout yet. */
const DEFAULT_COLUMNS = 5;

/** The system log's name for a layout's writes (its record id is the store's). */
const POS_LAYOUT_ENTITY = 'pos-menu-layout';

/** What is stored: ids only, so that names, colours and prices are always the records' own. */
export interface StoredLayout {
  columns: number;
  tabs: { category_id: string; menu_item_ids: string[] }[];
}

interface CategoryRow {
  id: string;
  name: string;
  color: string;
  /** Active and visible: shown on the point of sale. */
  shown: boolean;
}

interface ItemRow {
  id: string;
  name: string;
  category_id: string;
  price: number | null;
  active: boolean;
}

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** Every category and item of the store, shown on the POS or not: a save names the ones it refuses. */
export async function menuOf(db: Db, storeId: string) {
  const categories = await db
    .selectFrom(resourceByName('category').table)
    .select(['id', 'name', 'color', 'status', 'visible'])
    .where('store_id', '=', storeId)
    .execute();
  const items = await db
    .selectFrom(resourceByName('menu-item').table)
    .select(['id', 'name', 'category_id', 'prices', 'status'])
    .where('store_id', '=', storeId)
    .execute();
  return {
    categories: new Map(
      categories.map((c): [string, CategoryRow] => [
        c.id,
        { id: c.id, name: c.name, color: c.color, shown: c.status === 'active' && c.visible === true },
      ]),
    ),
    items: new Map(
      items.map((i): [string, ItemRow] => {
        const first = jsonValue<{ price: number | string }[] | null>(i.prices)?.[0];
        return [
          i.id,
          {
            id: i.id,
            name: i.name,
            category_id: i.category_id,
            price: first ? Number(first.price) : null,
            active: i.status === 'active',
          },
        ];
      }),
    ),
  };
}

export type Menu = Awaited<ReturnType<typeof menuOf>>;

/** Until a store saves its own: every category the POS shows, by name, with its active items by name. */
function defaultLayout(menu: Menu): StoredLayout {
  const items = [...menu.items.values()].filter((i) => i.active).sort(byName);
  return {
    columns: DEFAULT_COLUMNS,
    tabs: [...menu.categories.values()]
      .filter((c) => c.shown)
      .sort(byName)
      .map((c) => ({
        category_id: c.id,
        menu_item_ids: items.filter((i) => i.category_id === c.id).map((i) => i.id),
      })),
  };
}

/** The layout as the POS reads it: what has been deleted, hidden or made inactive since is left out. */
function present(layout: StoredLayout, menu: Menu, saved: { updated_at: string } | null) {
  return {
    columns: layout.columns,
    tabs: layout.tabs.flatMap((tab) => {
      const category = menu.categories.get(tab.category_id);
      if (!category?.shown) return [];
      return [
        {
          category_id: category.id,
          name: category.name,
          color: category.color,
          buttons: tab.menu_item_ids.flatMap((id) => {
            const item = menu.items.get(id);
            return item?.active ? [{ menu_item_id: item.id, name: item.name, price: item.price }] : [];
          }),
        },
      ];
    }),
    saved: !!saved,
    updated_at: saved?.updated_at ?? null,
    limits: POS_LAYOUT_LIMITS,
  };
}

const invalid = (key: string, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION', `posMenuBuilder.errors.${key}`, params);

/**
 * Refuses the first thing wrong with a layout: every id must be one of this store's categories or items
 * that the POS shows, a category on one tab, an item once per tab, and the sizes within the limits.
 */
function check(input: StoredLayout, menu: Menu): void {
  const { minColumns, maxColumns, maxTabs, maxButtons } = POS_LAYOUT_LIMITS;
  if (input.columns < minColumns || input.columns > maxColumns)
    throw invalid('columns', { min: minColumns, max: maxColumns });
  if (input.tabs.length > maxTabs) throw invalid('tooManyTabs', { max: maxTabs });
  const seen = new Set<string>();
  for (const tab of input.tabs) {
    const category = isUuid(tab.category_id) ? menu.categories.get(tab.category_id) : undefined;
    if (!category) throw invalid('unknownCategory', { id: tab.category_id });
    if (!category.shown) throw invalid('categoryHidden', { name: category.name });
    if (seen.has(category.id)) throw invalid('categoryTwice', { name: category.name });
    seen.add(category.id);
    if (tab.menu_item_ids.length > maxButtons)
      throw invalid('tooManyButtons', { max: maxButtons, tab: category.name });
    const placed = new Set<string>();
    for (const id of tab.menu_item_ids) {
      const item = isUuid(id) ? menu.items.get(id) : undefined;
      if (!item) throw invalid('unknownItem', { id });
      if (!item.active) throw invalid('itemInactive', { name: item.name });
      if (placed.has(item.id)) throw invalid('itemTwice', { name: item.name, tab: category.name });
      placed.add(item.id);
    }
  }
}

/** A store's layout as a store document: checked against the store's menu inside the write. */
export const posMenuLayout = storeDocument<StoredLayout>({
  table: 'pos_menu_layout',
  entity: POS_LAYOUT_ENTITY,
  check: async (layout, tx, storeId) => check(layout, await menuOf(tx, storeId)),
});

/** The store's POS menu as the point of sale reads it. */
export async function readPosMenuLayout(db: Db, storeId: string) {
  const saved = await posMenuLayout.readSaved(db, storeId);
  const menu = await menuOf(db, storeId);
  return present(saved?.document ?? defaultLayout(menu), menu, saved);
}

/** Checks and writes a store's layout in one transaction, logged as any write (the seed uses it too). */
export async function savePosMenuLayout(
  db: Db,
  scope: StoreDocumentScope,
  layout: StoredLayout,
): Promise<void> {
  await posMenuLayout.save(db, scope, layout);
}
