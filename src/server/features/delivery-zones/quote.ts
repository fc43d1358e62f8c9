import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance as turfDistance } from '@turf/distance';
import { point, polygon } from '@turf/helpers';
import { ring, type DistanceUnit, type LatLng, type ZoneType } from '../../../core/delivery-zones.js';

/** A stored zone as the quote reads it. */
export interface QuotedZone {
  id: string;
  name: string;
  fee: number;
  distance: number | null;
  color: string | null;
  polygon: LatLng[] | null;
}

export interface QuoteSettings {
  type: ZoneType;
  latitude: number | null;
  longitude: number | null;
  unit: DistanceUnit;
}

export interface DeliveryQuote {
  type: ZoneType;
  zone: QuotedZone;
  fee: number;
  /** Zones by distance: how far the address is from the store, in the store's unit. */
  distance: number | null;
}

/** Rounding of the haversine must not put an address exactly on a ring's edge outside it. */
const EDGE = 1e-9;

/**
 * The zone that delivers to a point, by the type the store uses: for zones by distance the smallest
 * ring around the store's location that holds it (haversine), for zones by map the first zone in the
 * store's order whose area holds it, its edge included. Null when none does.
 */
export function quoteAt(
  settings: QuoteSettings,
  zones: readonly QuotedZone[],
  at: LatLng,
): DeliveryQuote | null {
  const here = point([at.lng, at.lat]);
  if (settings.type === 'distance') {
    if (settings.latitude === null || settings.longitude === null) return null;
    const away = turfDistance(point([settings.longitude, settings.latitude]), here, {
      units: settings.unit === 'km' ? 'kilometers' : 'miles',
    });
    const zone = zones
      .filter((z) => z.distance !== null && away <= z.distance * (1 + EDGE))
      .sort((a, b) => a.distance! - b.distance!)[0];
    return zone ? { type: 'distance', zone, fee: zone.fee, distance: away } : null;
  }
  const zone = zones.find(
    (z) => z.polygon && z.polygon.length >= 3 && booleanPointInPolygon(here, polygon([ring(z.polygon)])),
  );
  return zone ? { type: 'map', zone, fee: zone.fee, distance: null } : null;
}
