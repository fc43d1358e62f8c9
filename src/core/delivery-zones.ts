import { polygon as turfPolygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';

/**
 * Delivery zones (SPEC §3): rings around the store by distance, or areas drawn on a map. The rules a
 * save must pass live here once, read by the page before it sends and by the server before it writes.
 */

export const ZONE_TYPES = ['distance', 'map'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** OpenStreetMap's tiles, until a store names its own tile server. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const DELIVERY_LIMITS = {
  /** Zones of each type. */
  maxZones: 50,
  /** Corners of one drawn zone. */
  maxPoints: 500,
  maxFee: 100_000,
  maxDistance: 1_000,
  maxName: 80,
} as const;

export interface LatLng {
  lat: number;
  lng: number;
}

/** A zone as the page edits it and the API receives it: anything may still be missing. */
export interface ZoneInput {
  name?: string | null;
  fee?: number | null;
  /** Zones by distance: the ring's radius, in the store's unit. */
  distance?: number | null;
  /** Zones by map: #rrggbb. */
  color?: string | null;
  /** Zones by map: the outline's corners, not closed (the last corner is not the first repeated). */
  polygon?: LatLng[] | null;
}

export interface DeliverySettingsInput {
  type: ZoneType;
  latitude: number | null;
  longitude: number | null;
  tile_url: string;
  unit: DistanceUnit;
  distance_zones: ZoneInput[];
  map_zones: ZoneInput[];
}

/** One thing wrong: the field's path (`map_zones.2.fee`), the message's i18n key and its parameters. */
export interface DeliveryProblem {
  field: string;
  key: string;
  params: Record<string, string | number>;
}

const KEY = 'deliveryZones.errors.';
const COLOR = /^#[0-9a-fA-F]{6}$/;

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const blank = (s: string | null | undefined) => !s || !s.trim();

/** Money: at most two decimals. */
const cents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const validLatitude = (n: unknown): n is number => finite(n) && n >= -90 && n <= 90;
export const validLongitude = (n: unknown): n is number => finite(n) && n >= -180 && n <= 180;

/** A tile server's address: http(s), with the {z}, {x} and {y} it is asked by. */
export function validTileUrl(url: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((p) => url.includes(p))) return false;
  try {
    const parsed = new URL(url.replace(/\{[a-z]+\}/g, '0'));
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !!parsed.hostname;
  } catch {
    return false;
  }
}

/** The outline without a repeated closing corner or corners repeated one after the other. */
export function outline(points: readonly LatLng[]): LatLng[] {
  const out: LatLng[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last || last.lat !== p.lat || last.lng !== p.lng) out.push(p);
  }
  const [first, last] = [out[0], out[out.length - 1]];
  if (out.length > 1 && first!.lat === last!.lat && first!.lng === last!.lng) out.pop();
  return out;
}

/** GeoJSON's ring of an outline: [lng, lat] pairs, closed. */
export function ring(points: readonly LatLng[]): [number, number][] {
  const coords = points.map((p): [number, number] => [p.lng, p.lat]);
  return [...coords, coords[0]!];
}

/** Why a drawn outline cannot be a zone, or null when it can. */
function polygonProblem(points: readonly LatLng[] | null | undefined): string | null {
  if (!points || points.length === 0) return 'polygonRequired';
  if (!points.every((p) => validLatitude(p.lat) && validLongitude(p.lng))) return 'polygonCoordinates';
  const corners = outline(points);
  if (corners.length < 3) return 'polygonPoints';
  if (corners.length > DELIVERY_LIMITS.maxPoints) return 'polygonTooManyPoints';
  if (kinks(turfPolygon([ring(corners)])).features.length > 0) return 'polygonCrosses';
  return null;
}

function zoneProblems(type: ZoneType, zones: ZoneInput[]): DeliveryProblem[] {
  const problems: DeliveryProblem[] = [];
  const list = `${type}_zones`;
  if (zones.length > DELIVERY_LIMITS.maxZones)
    problems.push({ field: list, key: `${KEY}tooManyZones`, params: { max: DELIVERY_LIMITS.maxZones } });
  const distances = new Map<number, number>();
  zones.forEach((zone, index) => {
    const at = (field: string, key: string, extra: Record<string, string | number> = {}) =>
      problems.push({
        field: `${list}.${index}.${field}`,
        key: KEY + key,
        params: { zone: index + 1, ...extra },
      });
    if (blank(zone.name)) at('name', 'nameRequired');
    else if (zone.name!.trim().length > DELIVERY_LIMITS.maxName)
      at('name', 'nameTooLong', { limit: DELIVERY_LIMITS.maxName });
    if (zone.fee === null || zone.fee === undefined) at('fee', 'feeRequired');
    else if (!finite(zone.fee) || zone.fee < 0) at('fee', 'feeNegative');
    else if (zone.fee > DELIVERY_LIMITS.maxFee) at('fee', 'feeTooHigh', { limit: DELIVERY_LIMITS.maxFee });
    else if (!cents(zone.fee)) at('fee', 'feeDecimals');
    if (type === 'distance') {
      const d = zone.distance;
      if (d === null || d === undefined) at('distance', 'distanceRequired');
      else if (!finite(d) || d <= 0) at('distance', 'distancePositive');
      else if (d > DELIVERY_LIMITS.maxDistance)
        at('distance', 'distanceTooFar', { limit: DELIVERY_LIMITS.maxDistance });
      else if (distances.has(d)) at('distance', 'distanceTwice', { other: distances.get(d)! + 1 });
      else distances.set(d, index);
    } else {
      if (!zone.color || !COLOR.test(zone.color)) at('color', 'colorInvalid');
      const problem = polygonProblem(zone.polygon);
      if (problem) at('polygon', problem, { max: DELIVERY_LIMITS.maxPoints });
    }
  });
  return problems;
}

/** Everything wrong with a save, field by field; empty when it may be written. */
export function deliveryProblems(input: DeliverySettingsInput): DeliveryProblem[] {
  const problems: DeliveryProblem[] = [];
  const top = (field: string, key: string, params: Record<string, string | number> = {}) =>
    problems.push({ field, key: KEY + key, params });
  if (!ZONE_TYPES.includes(input.type)) top('type', 'type');
  if (!DISTANCE_UNITS.includes(input.unit)) top('unit', 'unit');
  if (!validTileUrl(input.tile_url ?? '')) top('tile_url', 'tileUrl');
  const located = input.latitude !== null || input.longitude !== null;
  if (located || input.distance_zones.length > 0) {
    if (input.latitude === null || input.longitude === null) top('latitude', 'locationRequired');
    else {
      if (!validLatitude(input.latitude)) top('latitude', 'latitude');
      if (!validLongitude(input.longitude)) top('longitude', 'longitude');
    }
  }
  return [
    ...problems,
    ...zoneProblems('distance', input.distance_zones),
    ...zoneProblems('map', input.map_zones),
  ];
}
