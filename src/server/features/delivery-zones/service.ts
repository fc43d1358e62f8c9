import { sql } from 'kysely';
import {
  DEFAULT_TILE_URL,
  DELIVERY_LIMITS,
  deliveryProblems,
  outline,
  validLatitude,
  validLongitude,
  ZONE_TYPES,
  type DeliverySettingsInput,
  type DistanceUnit,
  type LatLng,
  type ZoneInput,
  type ZoneType,
} from '../../../core/delivery-zones.js';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import { quoteAt, type DeliveryQuote, type QuotedZone } from './quote.js';
import { uuidv7 } from '../../services/ids.js';
import { logStoreWrite, type StoreDocumentScope } from '../../services/store-documents.js';

/** The system log's name for these writes (their record id is the store's). */
const DELIVERY_ZONES_ENTITY = 'delivery-zones';

interface SettingsRow {
  zone_type: ZoneType;
  latitude: number | null;
  longitude: number | null;
  tile_url: string;
  unit: DistanceUnit;
  updated_at: Date | string;
}

interface ZoneRow {
  id: string;
  zone_type: ZoneType;
  name: string;
  fee: string | number;
  distance: string | number | null;
  color: string | null;
  polygon: unknown;
}

/** jsonb as a value, whichever way the driver hands it over. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

function toZone(row: ZoneRow): QuotedZone {
  return {
    id: row.id,
    name: row.name,
    fee: Number(row.fee),
    distance: num(row.distance),
    color: row.color,
    polygon: row.polygon === null ? null : json<LatLng[]>(row.polygon),
  };
}

async function settingsOf(db: Db, storeId: string): Promise<SettingsRow | undefined> {
  return (await db
    .selectFrom('delivery_settings')
    .select(['zone_type', 'latitude', 'longitude', 'tile_url', 'unit', 'updated_at'])
    .where('store_id', '=', storeId)
    .executeTakeFirst()) as SettingsRow | undefined;
}

async function zonesOf(db: Db, storeId: string, type?: ZoneType): Promise<ZoneRow[]> {
  let query = db
    .selectFrom('delivery_zone')
    .select(['id', 'zone_type', 'name', 'fee', 'distance', 'color', 'polygon'])
    .where('store_id', '=', storeId);
  if (type) query = query.where('zone_type', '=', type);
  return (await query.orderBy('zone_type').orderBy('position').execute()) as ZoneRow[];
}

/** The store's delivery settings and zones of both types. */
export async function readDeliverySettings(db: Db, storeId: string) {
  const [row, zones] = await Promise.all([settingsOf(db, storeId), zonesOf(db, storeId)]);
  const of = (type: ZoneType) => zones.filter((z) => z.zone_type === type).map(toZone);
  return {
    type: row?.zone_type ?? 'distance',
    latitude: row?.latitude ?? null,
    longitude: row?.longitude ?? null,
    tile_url: row?.tile_url ?? DEFAULT_TILE_URL,
    unit: row?.unit ?? 'mi',
    distance_zones: of('distance'),
    map_zones: of('map'),
    saved: !!row,
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
    limits: { maxZones: DELIVERY_LIMITS.maxZones, maxPoints: DELIVERY_LIMITS.maxPoints },
  };
}

/** What the system log keeps of a store's delivery settings: everything but ids and times. */
function snapshot(settings: Awaited<ReturnType<typeof readDeliverySettings>>) {
  const bare = ({ name, fee, distance, color, polygon }: QuotedZone) => ({
    name,
    fee,
    distance,
    color,
    polygon,
  });
  return {
    type: settings.type,
    latitude: settings.latitude,
    longitude: settings.longitude,
    tile_url: settings.tile_url,
    unit: settings.unit,
    distance_zones: settings.distance_zones.map(bare),
    map_zones: settings.map_zones.map(bare),
  };
}

type Scope = StoreDocumentScope;

const log = (db: Db, scope: Scope, before: object | null, after: object) =>
  logStoreWrite(db, scope, DELIVERY_ZONES_ENTITY, before, after);

/** Takes the store's settings row for the rest of the transaction, and what it held before. */
async function lockedBefore(tx: Db, storeId: string) {
  const locked = await tx
    .selectFrom('delivery_settings')
    .select('store_id')
    .where('store_id', '=', storeId)
    .forUpdate()
    .executeTakeFirst();
  return locked ? snapshot(await readDeliverySettings(tx, storeId)) : null;
}

/** A zone as written: trimmed, with only the fields of its type, and drawn corners without repeats. */
function cleanZone(type: ZoneType, zone: ZoneInput) {
  return {
    name: zone.name!.trim(),
    fee: zone.fee!,
    distance: type === 'distance' ? zone.distance! : null,
    color: type === 'map' ? zone.color!.toLowerCase() : null,
    polygon: type === 'map' ? outline(zone.polygon!).map(({ lat, lng }) => ({ lat, lng })) : null,
  };
}

/**
 * Checks a store's delivery settings and zones, then replaces them in one transaction, logged as any
 * write (the seed uses it too). Nothing is written when anything is refused.
 */
export async function saveDeliverySettings(
  db: Db,
  scope: Scope,
  given: DeliverySettingsInput,
): Promise<void> {
  // A field left out of the call is as good as empty.
  const input = { ...given, latitude: given.latitude ?? null, longitude: given.longitude ?? null };
  const problems = deliveryProblems(input);
  const first = problems[0];
  if (first)
    throw new AppError(
      'VALIDATION',
      first.key,
      first.params,
      problems.map(({ field, key, params }) => ({ field, key, params })),
    );
  const { storeId, userId } = scope;
  const distanceZones = input.distance_zones
    .map((z) => cleanZone('distance', z))
    .sort((a, b) => a.distance! - b.distance!);
  const mapZones = input.map_zones.map((z) => cleanZone('map', z));
  await db.transaction().execute(async (tx) => {
    const before = await lockedBefore(tx, storeId);
    const values = {
      zone_type: input.type,
      latitude: input.latitude,
      longitude: input.longitude,
      tile_url: input.tile_url.trim(),
      unit: input.unit,
      updated_by: userId,
    };
    await tx
      .insertInto('delivery_settings')
      .values({ store_id: storeId, ...values })
      .onConflict((oc) => oc.column('store_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
      .execute();
    await tx.deleteFrom('delivery_zone').where('store_id', '=', storeId).execute();
    const rows = [
      ...distanceZones.map((z, position) => ({ ...z, zone_type: 'distance', position })),
      ...mapZones.map((z, position) => ({ ...z, zone_type: 'map', position })),
    ].map((z) => ({
      ...z,
      store_id: storeId,
      id: uuidv7(),
      polygon: z.polygon ? JSON.stringify(z.polygon) : null,
    }));
    if (rows.length) await tx.insertInto('delivery_zone').values(rows).execute();
    await log(tx, scope, before, snapshot(await readDeliverySettings(tx, storeId)));
  });
}

/** Remembers the type of zone in use (SPEC §4); the zones themselves stay as they are. */
export async function saveDeliveryZoneType(db: Db, scope: Scope, type: ZoneType): Promise<void> {
  if (!ZONE_TYPES.includes(type)) throw new AppError('VALIDATION', 'deliveryZones.errors.type');
  await db.transaction().execute(async (tx) => {
    const before = await lockedBefore(tx, scope.storeId);
    await tx
      .insertInto('delivery_settings')
      .values({ store_id: scope.storeId, zone_type: type, updated_by: scope.userId })
      .onConflict((oc) =>
        oc
          .column('store_id')
          .doUpdateSet({ zone_type: type, updated_at: sql`now()`, updated_by: scope.userId }),
      )
      .execute();
    await log(tx, scope, before, snapshot(await readDeliverySettings(tx, scope.storeId)));
  });
}

/** The zone of the type in use that delivers to a point, and its fee; the rule online ordering applies. */
export async function quoteDelivery(db: Db, storeId: string, at: LatLng): Promise<DeliveryQuote | null> {
  if (!validLatitude(at.lat)) throw new AppError('VALIDATION', 'deliveryZones.errors.latitude');
  if (!validLongitude(at.lng)) throw new AppError('VALIDATION', 'deliveryZones.errors.longitude');
  const settings = await settingsOf(db, storeId);
  if (!settings) return null;
  const zones = (await zonesOf(db, storeId, settings.zone_type)).map(toZone);
  return quoteAt({ ...settings, type: settings.zone_type }, zones, at);
}
