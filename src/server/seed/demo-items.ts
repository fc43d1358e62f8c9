/** How the demo seed finds the menu items it has written, to point other records at them. */
import type { Db } from '../db/database.js';

/** The ids of a store's menu items by name. */
export async function itemIdsByName(db: Db, storeId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('menu_item')
    .select(['id', 'name'])
    .where('store_id', '=', storeId)
    .execute();
  return new Map(rows.map((row) => [row.name as string, row.id as string]));
}

/** The ids of a store's menu items in some categories (by category name), in the order of their names. */
export async function itemIdsIn(db: Db, storeId: string, categories: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('menu_item')
    .innerJoin('category', (j) =>
      j
        .onRef('category.store_id', '=', 'menu_item.store_id')
        .onRef('category.id', '=', 'menu_item.category_id'),
    )
    .select('menu_item.id')
    .where('menu_item.store_id', '=', storeId)
    .where('category.name', 'in', categories)
    .orderBy('menu_item.name')
    .execute();
  return rows.map((row) => row.id as string);
}
