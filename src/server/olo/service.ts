/**
 * What the online-ordering API tells a guest of one store (SPEC §7's second GraphQL service): the
 * store and its hours, the order types offered online, the online menu with its prices and
 * availability at a moment, and a delivery quote. Read only; every price and availability comes from
 * the same rules as the office's `effectivePrice` and `isAvailable`.
 */
import { sql } from 'kysely';
import { DEFAULT_TILE_URL } from '../../core/delivery-zones.js';
import { AppError } from '../../core/errors.js';
import { localMoment } from '../../core/promotions.js';
import { resourceByName } from '../../core/registry.js';
import { joinTableOf } from '../../core/resource.js';
import { minutes, openAt, WEEKDAYS, type Schedule } from '../../core/schedule.js';
import type { Db } from '../db/database.js';
import { CHANNEL_PREFIXES } from '../entities/modifier-group.js';
import { quoteDelivery } from '../features/delivery-zones/service.js';
import { instantOf, offersAt } from '../features/menu-rules/service.js';
import { inSavedOrder, oloOrderOf } from '../features/olo-menu/service.js';
import { json } from '../services/promotions.js';
import { publishedUrls } from '../services/published-media.js';
import { defaults } from '../../core/validation.js';

/** The longest slug a store may have (schemas/store-info): a longer one names no store. */
export const SLUG_MAX = 60;

/** The longest instant a guest may send: `2025-06-01T18:30:00.000+05:30` and a little room. */
const AT_MAX = 40;

/** The instant a guest asked about, now when none; refused, and not repeated whole, when it is not one. */
function askedInstant(at: string | null | undefined): Date {
  if (at != null && at.length > AT_MAX)
    throw new AppError('BAD_REQUEST', 'errors.invalidInstant', { at: `${at.slice(0, AT_MAX)}…` });
  return instantOf(at);
}

/** Where a guest reads an item's image, without sign-in (src/server/http/storefront.ts). */
export const itemImagePath = (slug: string, imageId: string) =>
  `/order/${encodeURIComponent(slug)}/images/${encodeURIComponent(imageId)}`;

/** Whether an image is one a store shows online: that of one of its active feature items. */
export async function isItemImage(db: Db, storeId: string, imageId: string): Promise<boolean> {
  const row = await db
    .selectFrom(resourceByName('feature-item').table)
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .where('image_id', '=', imageId)
    .executeTakeFirst();
  return !!row;
}

/** The store a guest session opens, by its slug; refused as not found when no store has it. */
export async function storeOfSlug(db: Db, slug: string): Promise<{ id: string }> {
  const wanted = slug.trim().toLowerCase();
  const row =
    wanted.length > 0 && wanted.length <= SLUG_MAX
      ? await db
          .selectFrom('store')
          .select('id')
          .where(sql<string>`lower(slug)`, '=', wanted)
          .executeTakeFirst()
      : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'olo.errors.unknownStore', { store: slug.slice(0, SLUG_MAX) });
  return { id: row.id as string };
}

/** A schedule's hours in weekday order, as the API answers them. */
const hoursOf = (schedule: Schedule | null) =>
  [...(schedule?.hours ?? [])].sort(
    (a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || minutes(a.start) - minutes(b.start),
  );

const SETTINGS = resourceByName('online-ordering-settings');

/** How the store sells online (Online Ordering Settings), its defaults until its first save. */
export interface OloSettings {
  ordering_enabled: boolean;
  web_banner_id: string | null;
  mobile_banner_id: string | null;
  pickup_minutes: number;
  delivery_minutes: number;
  online_minimum_order: number;
  closed_message: string | null;
  /** The smallest subtotal delivered (the Delivery settings' minimum order); 0 for any. */
  delivery_minimum_order: number;
}

/** The store's online ordering settings as saved, else their defaults (online ordering off). */
export async function oloSettings(db: Db, storeId: string): Promise<OloSettings> {
  const base = defaults(SETTINGS);
  const row = await db
    .selectFrom('store_info')
    .select([
      'online_ordering',
      'web_banner_id',
      'mobile_banner_id',
      'pickup_minutes',
      'delivery_minutes',
      'online_minimum_order',
      'closed_message',
      'minimum_order',
    ])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  return {
    ordering_enabled: row ? row.online_ordering === true : base.online_ordering === true,
    web_banner_id: text(row?.web_banner_id),
    mobile_banner_id: text(row?.mobile_banner_id),
    pickup_minutes: Number(row?.pickup_minutes ?? base.pickup_minutes),
    delivery_minutes: Number(row?.delivery_minutes ?? base.delivery_minutes),
    online_minimum_order: Number(row?.online_minimum_order ?? base.online_minimum_order),
    closed_message: text(row?.closed_message),
    delivery_minimum_order: Number(row?.minimum_order ?? 0),
  };
}

/** The store's banners at the addresses a guest's browser reads them (no sign-in); null where none is set. */
export async function oloBanners(
  db: Db,
  store: { store_id: string; slug: string; web_banner_id: string | null; mobile_banner_id: string | null },
  publicUrl: string,
) {
  const urls = await publishedUrls(
    db,
    store.slug,
    store.store_id,
    [store.web_banner_id, store.mobile_banner_id],
    publicUrl,
  );
  return {
    web_url: (store.web_banner_id && urls.get(store.web_banner_id)) || null,
    mobile_url: (store.mobile_banner_id && urls.get(store.mobile_banner_id)) || null,
  };
}

/**
 * The store as a guest sees it at an instant (now by default): its name, money, zone and hours, and
 * how it sells online (on or off, its closed message, lead times, online minimum; its banners are
 * resolved on demand from the ids kept here).
 */
export async function oloStore(db: Db, storeId: string, at: string | null | undefined) {
  const instant = askedInstant(at);
  const store = await db
    .selectFrom('store')
    .select(['name', 'slug', 'time_zone'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const info = await db
    .selectFrom('store_info')
    .select(['business_name', 'currency_symbol', 'opening_hours', 'pickup_hours', 'delivery_hours'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const map = await db
    .selectFrom('delivery_settings')
    .select(['latitude', 'longitude', 'tile_url'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const zone = store.time_zone as string;
  const now = localMoment(instant, zone);
  const schedule = (value: unknown) => json<Schedule | null>(value ?? null);
  const general = schedule(info?.opening_hours);
  const pickup = schedule(info?.pickup_hours);
  const delivery = schedule(info?.delivery_hours);
  const settings = await oloSettings(db, storeId);
  return {
    store_id: storeId,
    ...settings,
    name: (info?.business_name as string | null) || (store.name as string),
    slug: store.slug as string,
    currency_symbol: (info?.currency_symbol as string | null) ?? '$',
    time_zone: zone,
    at: now.iso,
    open: openAt(general, now.date, now.time),
    pickup_open: openAt(pickup, now.date, now.time),
    delivery_open: openAt(delivery, now.date, now.time),
    hours: { general: hoursOf(general), pickup: hoursOf(pickup), delivery: hoursOf(delivery) },
    location:
      map?.latitude == null || map.longitude == null
        ? null
        : { lat: Number(map.latitude), lng: Number(map.longitude) },
    tile_url: (map?.tile_url as string | null | undefined) || DEFAULT_TILE_URL,
  };
}

/** The store's active order types offered online, by name, with what they ask the guest for. */
export async function oloOrderTypes(db: Db, storeId: string) {
  const rows = await db
    .selectFrom(resourceByName('order-type').table)
    .select(['id', 'name', 'prompt_table_number', 'prompt_name_only', 'prompt_customer_lookup', 'prompt_at'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .where('olo', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id as string,
    name: r.name as string,
    prompts: {
      table_number: r.prompt_table_number === true,
      name_only: r.prompt_name_only === true,
      customer_lookup: r.prompt_customer_lookup === true,
      at: r.prompt_at as string,
    },
  }));
}

/** The ids a resource's list of references (`resource.field`) holds, per owner, in their order. */
async function listed(db: Db, list: `${string}.${string}`, storeId: string, owners: readonly string[]) {
  const out = new Map<string, string[]>();
  if (owners.length === 0) return out;
  const [resource, field] = list.split('.') as [string, string];
  const r = resourceByName(resource);
  const rows = await db
    .selectFrom(
      joinTableOf(
        r,
        r.fields.find((f) => f.name === field)!,
      ),
    )
    .select(['owner_id', 'target_id'])
    .where('store_id', '=', storeId)
    .where('owner_id', 'in', [...owners])
    .orderBy('position')
    .execute();
  for (const r of rows)
    out.set(r.owner_id as string, [...(out.get(r.owner_id as string) ?? []), r.target_id]);
  return out;
}

/** The active records of a resource in a store, by id. */
async function activeById(db: Db, resource: string, storeId: string, columns: string[]) {
  const rows = await db
    .selectFrom(resourceByName(resource).table)
    .select(['id', ...columns])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .execute();
  return new Map(rows.map((r) => [r.id as string, r as Record<string, unknown>]));
}

const ONLINE = CHANNEL_PREFIXES.find((c) => c.flag === 'online_ordering')!;

/**
 * The store's modifier groups offered online, by id: their quantities, their active modifiers with
 * their prices, their prefixes, and the prefix online ordering puts before a choice ("Add" or
 * "Extra", the one SPEC §5 requires of a group offered online).
 */
async function onlineGroups(db: Db, storeId: string) {
  const groups = await db
    .selectFrom(resourceByName('modifier-group').table)
    .select(['id', 'name', 'min', 'max', 'free'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .where('online_ordering', '=', true)
    .execute();
  const ids = groups.map((g) => g.id as string);
  const mods = await activeById(db, 'modifier-item', storeId, ['name', 'price']);
  const prefixes = await activeById(db, 'modifier-prefix', storeId, ['name']);
  const modsOf = await listed(db, 'modifier-group.modifier_item_ids', storeId, ids);
  const prefixesOf = await listed(db, 'modifier-group.prefix_ids', storeId, ids);
  return new Map(
    groups.map((g) => {
      const names = (prefixesOf.get(g.id as string) ?? []).flatMap((id) => {
        const p = prefixes.get(id);
        return p ? [{ id, name: p.name as string }] : [];
      });
      const online = names.find((p) =>
        (ONLINE.names as readonly string[]).includes(p.name.trim().toLowerCase()),
      );
      return [
        g.id as string,
        {
          id: g.id as string,
          name: g.name as string,
          min: Number(g.min),
          max: Number(g.max),
          free: Number(g.free),
          prefixes: names,
          online_prefix: online?.name ?? null,
          modifiers: (modsOf.get(g.id as string) ?? []).flatMap((id) => {
            const m = mods.get(id);
            return m ? [{ id, name: m.name as string, price: Number(m.price ?? 0) }] : [];
          }),
        },
      ];
    }),
  );
}

/**
 * The online menu at an instant (now by default): the store's active, visible categories in the order
 * the OLO menu builder saved (those it does not hold after, by name), each with its active items sold
 * online in that order (the others after, by name: their OLO name when they have one), the price then
 * and whether they are offered then, and their modifier groups offered online.
 */
export async function oloMenu(db: Db, storeId: string, at: string | null | undefined) {
  const instant = askedInstant(at);
  const categories = await db
    .selectFrom(resourceByName('category').table)
    .select(['id', 'name', 'description'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .where('visible', '=', true)
    .execute();
  const order = await oloOrderOf(db, storeId);
  const items = await db
    .selectFrom(resourceByName('menu-item').table)
    .select(['id', 'name', 'olo_name', 'description', 'category_id', 'nutritional_info'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .where('online_sale', '=', true)
    .execute();
  const images = await db
    .selectFrom(resourceByName('feature-item').table)
    .select(['id', 'description', 'url', 'menu_item_id', 'image_id', 'sequence_order'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .orderBy('sequence_order', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const imageOf = new Map(images.map((i) => [i.menu_item_id as string, i.image_id as string]));
  const { slug } = await db
    .selectFrom('store')
    .select('slug')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const groups = await onlineGroups(db, storeId);
  const groupsOf = await listed(
    db,
    'menu-item.modifier_group_ids',
    storeId,
    items.map((i) => i.id as string),
  );
  const named = items.map((i) => ({
    ...i,
    id: i.id as string,
    name: ((i.olo_name as string | null) || (i.name as string)) as string,
  }));
  const offers = await offersAt(
    db,
    storeId,
    named.map((i) => i.id as string),
    at,
  );
  const answered = [];
  const ordered = inSavedOrder(
    categories.map((c) => ({ ...c, id: c.id as string, name: c.name as string })),
    order.categories,
  );
  for (const c of ordered) {
    const inCategory = inSavedOrder(
      named.filter((i) => i.category_id === c.id),
      order.items.get(c.id) ?? [],
    );
    if (inCategory.length === 0) continue;
    const out = [];
    for (const i of inCategory) {
      const id = i.id as string;
      const offer = offers.get(id);
      if (!offer) continue;
      out.push({
        id,
        name: i.name,
        description: (i.description as string | null) ?? null,
        nutritional_info: (i.nutritional_info as string | null) ?? null,
        image_id: imageOf.get(id) ?? null,
        image_url: imageOf.has(id) ? itemImagePath(slug as string, imageOf.get(id)!) : null,
        price: offer.price,
        base_price: offer.base_price,
        available: offer.available,
        modifier_groups: (groupsOf.get(id) ?? []).flatMap((g) => (groups.has(g) ? [groups.get(g)!] : [])),
      });
    }
    answered.push({
      id: c.id as string,
      name: c.name as string,
      description: (c.description as string | null) ?? null,
      items: out,
    });
  }
  const onMenu = new Set(answered.flatMap((c) => c.items.map((i) => i.id)));
  const features = images
    .filter((f) => onMenu.has(f.menu_item_id as string))
    .reverse()
    .map((f) => ({
      id: f.id as string,
      description: f.description as string,
      sequence_order: Number(f.sequence_order),
      menu_item_id: f.menu_item_id as string,
      url: f.url as string,
      image_id: f.image_id as string,
    }));
  return {
    at: localMoment(instant, await zoneOf(db, storeId)).iso,
    store_id: storeId,
    categories: answered,
    feature_items: features,
  };
}

/** The feature items of a menu with the addresses their images are read at without signing in. */
export async function withImageUrls(
  db: Db,
  storeId: string,
  features: readonly { image_id: string }[],
  publicUrl: string,
) {
  if (features.length === 0) return [];
  const store = await db
    .selectFrom('store')
    .select('slug')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const urls = await publishedUrls(
    db,
    store.slug as string,
    storeId,
    features.map((f) => f.image_id),
    publicUrl,
  );
  return features.map((f) => ({ ...f, image_url: urls.get(f.image_id) ?? null }));
}

async function zoneOf(db: Db, storeId: string): Promise<string> {
  const row = await db
    .selectFrom('store')
    .select('time_zone')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  return row.time_zone as string;
}

/** What delivery to a point costs, by the zones the store uses; refused when no zone delivers there. */
export async function oloDeliveryQuote(db: Db, storeId: string, lat: number, lng: number) {
  const quote = await quoteDelivery(db, storeId, { lat, lng });
  if (!quote) throw new AppError('VALIDATION', 'olo.errors.outsideDelivery');
  const unit = await db
    .selectFrom('delivery_settings')
    .select('unit')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return {
    zone: quote.zone.name,
    fee: quote.fee,
    distance: quote.distance === null ? null : Math.round(quote.distance * 100) / 100,
    unit: quote.distance === null ? null : ((unit?.unit as string | undefined) ?? null),
  };
}
