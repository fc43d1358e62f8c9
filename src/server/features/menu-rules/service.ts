import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import { availableAt, inForce, priceAt, type SpecialPriceTerms } from '../../../core/promotions.js';
import { resourceByName } from '../../../core/registry.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../services/ids.js';
import {
  ITEM_AVAILABILITY,
  json,
  SPECIAL_PRICE,
  storeMoment,
  termsOf,
  type PromotionKind,
} from '../../services/promotions.js';

/** An instant with its offset: a wall-clock time alone would be read in the server's zone, not the store's. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant a client sent (ISO 8601 with its offset), now when none; refuses anything else. */
export function instantOf(at: string | null | undefined): Date {
  if (at == null) return new Date();
  const instant = new Date(at);
  if (!INSTANT.test(at) || Number.isNaN(instant.getTime()))
    throw new AppError('BAD_REQUEST', 'errors.invalidInstant', { at });
  return instant;
}

/** The item's first price, or null when it has none; refuses an item the store does not have. */
async function basePrice(db: Db, storeId: string, itemId: string): Promise<number | null> {
  const item = isUuid(itemId)
    ? await db
        .selectFrom(resourceByName('menu-item').table)
        .select('prices')
        .where('store_id', '=', storeId)
        .where('id', '=', itemId)
        .executeTakeFirst()
    : undefined;
  if (!item) throw new AppError('NOT_FOUND', 'errors.notFound');
  return firstPrice(item.prices);
}

/** An item's first price as stored (jsonb), or null when it has none. */
function firstPrice(prices: unknown): number | null {
  const first = json<{ price?: number | string }[] | null>(prices)?.[0];
  return first?.price == null ? null : Number(first.price);
}

/**
 * The active records of the store that list some items on a date, by item, each as it is in force
 * that day (its kept version through the day it was edited on, SPEC §4): one query, the kept version
 * joined. A kept version may list an item when the record no longer does, and the other way round.
 */
export async function recordsForItems(
  db: Db,
  storeId: string,
  kind: PromotionKind,
  itemIds: readonly string[],
  date: string,
): Promise<Map<string, SpecialPriceTerms[]>> {
  const byItem = new Map<string, SpecialPriceTerms[]>(itemIds.map((id) => [id, []]));
  if (!itemIds.length) return byItem;
  const ids = sql.join(itemIds.map((id) => sql`${id}::text`));
  const listedIds = sql<unknown>`coalesce((select jsonb_agg(j.target_id::text) from ${sql.table(kind.joinTable)} j
    where j.store_id = t.store_id and j.owner_id = t.id and j.target_id::text in (${ids})), '[]'::jsonb)`;
  const keptLists = sql<boolean>`coalesce(v.snapshot -> 'item_ids' ?| array[${ids}], false)`;
  const rows = await db
    .selectFrom(`${kind.table} as t`)
    .leftJoin('promotion_version as v', (join) =>
      join
        .onRef('v.store_id', '=', 't.store_id')
        .onRef('v.record_id', '=', 't.id')
        .on('v.entity', '=', kind.entity)
        .on('v.valid_through', '>=', sql<string>`${date}::date`),
    )
    .selectAll('t')
    .select([
      sql<string | null>`v.valid_through::text`.as('kept_through'),
      'v.snapshot as kept',
      listedIds.as('listed_ids'),
    ])
    .where('t.store_id', '=', storeId)
    .where('t.status', '=', 'active')
    .where(sql<boolean>`(jsonb_array_length(${listedIds}) > 0 or ${keptLists})`)
    .orderBy('t.id')
    .execute();
  for (const row of rows) {
    const listed = new Set(json<string[]>(row.listed_ids) ?? []);
    const kept = row.kept_through
      ? {
          valid_through: row.kept_through as string,
          snapshot: json<Partial<ReturnType<typeof termsOf>>>(row.kept),
        }
      : null;
    const named = new Set([...listed, ...(kept?.snapshot?.item_ids ?? []).map(String)]);
    for (const itemId of named) {
      const terms = byItem.get(itemId);
      if (!terms) continue;
      const current = { ...termsOf(row), item_ids: listed.has(itemId) ? [itemId] : [] };
      const inForceThen = inForce(current, kept, date);
      if (inForceThen.item_ids.includes(itemId)) terms.push(inForceThen);
    }
  }
  return byItem;
}

/** The active records of the store that list an item on a date, each as it is in force that day. */
export async function recordsForItem(
  db: Db,
  storeId: string,
  kind: PromotionKind,
  itemId: string,
  date: string,
): Promise<SpecialPriceTerms[]> {
  return (await recordsForItems(db, storeId, kind, [itemId], date)).get(itemId) ?? [];
}

/** A menu item's price at an instant (now by default), in the store's time zone. */
export async function effectivePrice(db: Db, storeId: string, itemId: string, at: string | null | undefined) {
  const base = await basePrice(db, storeId, itemId);
  const now = await storeMoment(db, storeId, instantOf(at));
  const specials = await recordsForItem(db, storeId, SPECIAL_PRICE, itemId, now.date);
  const { price, specialPriceId } = priceAt(base, specials, now.date, now.time);
  return { price, base_price: base, special_price_id: specialPriceId, at: now.iso };
}

/** Whether a menu item is offered at an instant (now by default), by its availability. */
export async function isAvailable(db: Db, storeId: string, itemId: string, at: string | null | undefined) {
  // An item the store does not have is refused here too, rather than called available.
  await basePrice(db, storeId, itemId);
  const now = await storeMoment(db, storeId, instantOf(at));
  const windows = await recordsForItem(db, storeId, ITEM_AVAILABILITY, itemId, now.date);
  return availableAt(windows, now.date, now.time);
}

/**
 * Many menu items at one instant (now by default), as `effectivePrice` and `isAvailable` give each:
 * their price then, first price and whether they are offered, in four queries whatever their number
 * (an online menu asks for all of them). Items the store does not have are left out.
 */
export async function offersAt(
  db: Db,
  storeId: string,
  itemIds: readonly string[],
  at: string | null | undefined,
) {
  const now = await storeMoment(db, storeId, instantOf(at));
  const ids = itemIds.filter(isUuid);
  const items = ids.length
    ? await db
        .selectFrom(resourceByName('menu-item').table)
        .select(['id', 'prices'])
        .where('store_id', '=', storeId)
        .where('id', 'in', ids)
        .execute()
    : [];
  const specials = await recordsForItems(db, storeId, SPECIAL_PRICE, ids, now.date);
  const windows = await recordsForItems(db, storeId, ITEM_AVAILABILITY, ids, now.date);
  return new Map(
    items.map((item) => {
      const id = item.id as string;
      const base = firstPrice(item.prices);
      const { price, specialPriceId } = priceAt(base, specials.get(id) ?? [], now.date, now.time);
      const available = availableAt(windows.get(id) ?? [], now.date, now.time);
      return [id, { price, base_price: base, special_price_id: specialPriceId, available }];
    }),
  );
}
