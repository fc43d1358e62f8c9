import { AppError } from '../../../core/errors.js';
import { resourceByName } from '../../../core/registry.js';
import type { Db } from '../../db/database.js';
import { jsonValue } from '../../services/events.js';
import { isUuid } from '../../services/ids.js';
import type { ItemsService, Scope } from '../../services/items.js';
import { storeDocument } from '../../services/store-documents.js';

/** The system log's name for the online menu order's writes (its record id is the store's). */
const OLO_MENU_ENTITY = 'olo-menu-order';

/** What is stored: ids only, so that names, prices and images are always the records' own. */
export interface StoredOloOrder {
  categories: { category_id: string; menu_item_ids: string[] }[];
}

export interface OloMenuInput {
  categories: {
    category_id: string;
    items: { menu_item_id: string; olo_name?: string | null; online_sale: boolean }[];
  }[];
}

const MENU_ITEM = resourceByName('menu-item');
const OLO_NAME_MAX = MENU_ITEM.fields.find((f) => f.name === 'olo_name')!.maxLength!;

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * Puts records in the saved order: those it holds first, in its order, then the others by `name`
 * (as the online menu answered them before any order was saved).
 */
export function inSavedOrder<T extends { id: string; name: string }>(
  rows: T[],
  order: readonly string[],
): T[] {
  const place = new Map(order.map((id, i) => [id, i]));
  return [...rows].sort((a, b) => {
    const pa = place.get(a.id);
    const pb = place.get(b.id);
    if (pa !== undefined && pb !== undefined) return pa - pb;
    if (pa !== undefined) return -1;
    if (pb !== undefined) return 1;
    return byName(a, b);
  });
}

/** The online menu's saved order: category ids in order, and each category's item ids in order. */
export async function oloOrderOf(db: Db, storeId: string) {
  const saved = await oloMenuOrder.readSaved(db, storeId);
  const categories = saved?.document.categories ?? [];
  return {
    categories: categories.map((c) => c.category_id),
    items: new Map(categories.map((c) => [c.category_id, c.menu_item_ids])),
    saved,
  };
}

/** The image each menu item shows online: that of its active feature item (the first by sequence). */
export async function itemImages(db: Db, storeId: string): Promise<Map<string, string>> {
  const images = await db
    .selectFrom(resourceByName('feature-item').table)
    .select(['menu_item_id', 'image_id'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .orderBy('sequence_order', 'desc')
    .execute();
  return new Map(
    images.filter((i) => i.image_id != null).map((i) => [i.menu_item_id as string, i.image_id as string]),
  );
}

/** Every category and menu item of the store, online or not: a save names the ones it refuses. */
async function menuOf(db: Db, storeId: string) {
  const categories = await db
    .selectFrom(resourceByName('category').table)
    .select(['id', 'name', 'description', 'status', 'visible'])
    .where('store_id', '=', storeId)
    .execute();
  const items = await db
    .selectFrom(MENU_ITEM.table)
    .select(['id', 'name', 'olo_name', 'online_sale', 'category_id', 'prices', 'status'])
    .where('store_id', '=', storeId)
    .execute();
  return {
    categories: new Map(
      categories.map((c) => [
        c.id as string,
        {
          id: c.id as string,
          name: c.name as string,
          description: (c.description as string | null) ?? null,
          online: c.status === 'active' && c.visible === true,
        },
      ]),
    ),
    items: new Map(
      items.map((i) => {
        const first = jsonValue<{ price: number | string }[] | null>(i.prices)?.[0];
        return [
          i.id as string,
          {
            id: i.id as string,
            name: i.name as string,
            olo_name: (i.olo_name as string | null) ?? null,
            online_sale: i.online_sale === true,
            category_id: i.category_id as string,
            price: first ? Number(first.price) : null,
            active: i.status === 'active',
          },
        ];
      }),
    ),
  };
}

type Menu = Awaited<ReturnType<typeof menuOf>>;

const invalid = (key: string, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION', `oloMenuBuilder.errors.${key}`, params);

/**
 * Refuses the first thing wrong with a menu: every id must be one of this store's categories shown
 * online (active and visible) or of its active items, a category once, an item once and under its own
 * category, and an OLO name within its length.
 */
function check(input: OloMenuInput, menu: Menu): void {
  const seenCategories = new Set<string>();
  const seenItems = new Set<string>();
  for (const c of input.categories) {
    const category = isUuid(c.category_id) ? menu.categories.get(c.category_id) : undefined;
    if (!category) throw invalid('unknownCategory', { id: c.category_id });
    if (!category.online) throw invalid('categoryHidden', { name: category.name });
    if (seenCategories.has(category.id)) throw invalid('categoryTwice', { name: category.name });
    seenCategories.add(category.id);
    for (const i of c.items) {
      const item = isUuid(i.menu_item_id) ? menu.items.get(i.menu_item_id) : undefined;
      if (!item) throw invalid('unknownItem', { id: i.menu_item_id });
      if (!item.active) throw invalid('itemInactive', { name: item.name });
      if (item.category_id !== category.id)
        throw invalid('itemElsewhere', { name: item.name, category: category.name });
      if (seenItems.has(item.id)) throw invalid('itemTwice', { name: item.name });
      seenItems.add(item.id);
      if ((i.olo_name?.trim() ?? '').length > OLO_NAME_MAX)
        throw invalid('oloNameTooLong', { name: item.name, max: OLO_NAME_MAX });
    }
  }
}

/** The order as a store document; the menu it names is checked by `saveOloMenu` before any write. */
export const oloMenuOrder = storeDocument<StoredOloOrder>({
  table: 'olo_menu_order',
  entity: OLO_MENU_ENTITY,
  check: () => undefined,
});

/** The store's online menu as the builder edits it: categories and items in order, sold online or not. */
export async function readOloMenuBuilder(db: Db, storeId: string) {
  const menu = await menuOf(db, storeId);
  const order = await oloOrderOf(db, storeId);
  const images = await itemImages(db, storeId);
  const items = [...menu.items.values()].filter((i) => i.active);
  const categories = inSavedOrder(
    [...menu.categories.values()].filter((c) => c.online),
    order.categories,
  );
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      items: inSavedOrder(
        items
          .filter((i) => i.category_id === c.id)
          .map((i) => ({ ...i, shown: i.name, name: i.olo_name || i.name })),
        order.items.get(c.id) ?? [],
      ).map((i) => ({
        id: i.id,
        name: i.shown,
        olo_name: i.olo_name,
        online_sale: i.online_sale,
        image_id: images.get(i.id) ?? null,
        price: i.price,
      })),
    })),
    saved: !!order.saved,
    updated_at: order.saved?.updated_at ?? null,
  };
}

/**
 * Checks a menu against the store's, then in one transaction writes the items whose OLO name or
 * "sold online" changed (each logged as any edit of a menu item) and the order.
 */
export async function saveOloMenu(
  db: Db,
  items: ItemsService,
  scope: Scope,
  input: OloMenuInput,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const menu = await menuOf(tx, scope.storeId);
    check(input, menu);
    for (const c of input.categories)
      for (const i of c.items) {
        const item = menu.items.get(i.menu_item_id)!;
        const oloName = i.olo_name?.trim() || null;
        if (oloName === item.olo_name && i.online_sale === item.online_sale) continue;
        await items
          .within(tx)
          .updateUncommitted(scope, MENU_ITEM, item.id, { olo_name: oloName, online_sale: i.online_sale });
      }
    await oloMenuOrder.saveIn(tx, scope, {
      categories: input.categories.map((c) => ({
        category_id: c.category_id,
        menu_item_ids: c.items.map((i) => i.menu_item_id),
      })),
    });
  });
}
