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
  const first = json<{ price?: number | string }[] | null>(item.prices)?.[0];
  return first?.price == null ? null : Number(first.price);
}

/**
 * The active records of the store that list an item on a date, each as it is in force that day (its
 * kept version through the day it was edited on, SPEC §4): one query, the kept version joined. A kept
 * version may list the item when the record no longer does, and the other way round.
 */
export async function recordsForItem(
  db: Db,
  storeId: string,
  kind: PromotionKind,
  itemId: string,
  date: string,
): Promise<SpecialPriceTerms[]> {
  const listed = sql<boolean>`exists (select 1 from ${sql.table(kind.joinTable)} j
    where j.store_id = t.store_id and j.owner_id = t.id and j.target_id = ${itemId})`;
  const keptLists = sql<boolean>`coalesce(v.snapshot -> 'item_ids' @> jsonb_build_array(${itemId}::text), false)`;
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
      listed.as('listed'),
    ])
    .where('t.store_id', '=', storeId)
    .where('t.status', '=', 'active')
    .where(sql<boolean>`(${listed} or ${keptLists})`)
    .orderBy('t.id')
    .execute();
  return rows.flatMap((row) => {
    const current = { ...termsOf(row), item_ids: row.listed ? [itemId] : [] };
    const kept = row.kept_through
      ? { valid_through: row.kept_through as string, snapshot: json<Partial<typeof current>>(row.kept) }
      : null;
    const terms = inForce(current, kept, date);
    return terms.item_ids.includes(itemId) ? [terms] : [];
  });
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
