import {
  DEFAULT_TILE_URL,
  deliveryProblems,
  validLatitude,
  validLongitude,
  validTileUrl,
  type DeliveryProblem,
  type DeliverySettingsInput,
  type DistanceUnit,
  type LatLng,
  type ZoneType,
} from '../../../core/delivery-zones';
import type { SavedSettings, SavedZone } from './api';

/** A zone being edited: numbers as typed, and a key of its own that survives edits. */
export interface EditZone {
  key: string;
  name: string;
  fee: string;
  distance: string;
  color: string;
  polygon: LatLng[];
}

export interface EditState {
  type: ZoneType;
  latitude: string;
  longitude: string;
  tile_url: string;
  unit: DistanceUnit;
  distance_zones: EditZone[];
  map_zones: EditZone[];
}

/** Colours given to zones drawn one after another. */
const PALETTE = ['#1e88e5', '#43a047', '#e53935', '#fb8c00', '#8e24aa', '#00897b', '#6d4c41', '#3949ab'];

let counter = 0;
export const newKey = () => `new-${++counter}`;

const text = (n: number | null) => (n === null ? '' : String(n));
const number = (s: string) => (s.trim() === '' ? null : Number(s));

function fromZone(zone: SavedZone): EditZone {
  return {
    key: zone.id,
    name: zone.name,
    fee: text(zone.fee),
    distance: text(zone.distance),
    color: zone.color ?? '',
    polygon: zone.polygon ?? [],
  };
}

export function fromSaved(saved: SavedSettings): EditState {
  return {
    type: saved.type,
    latitude: text(saved.latitude),
    longitude: text(saved.longitude),
    tile_url: saved.tile_url,
    unit: saved.unit,
    distance_zones: saved.distance_zones.map(fromZone),
    map_zones: saved.map_zones.map(fromZone),
  };
}

/** What a save sends. */
export function toInput(state: EditState): DeliverySettingsInput {
  return {
    type: state.type,
    latitude: number(state.latitude),
    longitude: number(state.longitude),
    tile_url: state.tile_url.trim(),
    unit: state.unit,
    distance_zones: state.distance_zones.map((z) => ({
      name: z.name,
      fee: number(z.fee),
      distance: number(z.distance),
    })),
    map_zones: state.map_zones.map((z) => ({
      name: z.name,
      fee: number(z.fee),
      color: z.color,
      polygon: z.polygon,
    })),
  };
}

export const sameSettings = (a: EditState, b: EditState) =>
  JSON.stringify(toInput(a)) === JSON.stringify(toInput(b));

/** Each field's first problem, by its path (`map_zones.2.fee`). */
export function problemsByField(state: EditState): Map<string, DeliveryProblem> {
  const byField = new Map<string, DeliveryProblem>();
  for (const problem of deliveryProblems(toInput(state)))
    if (!byField.has(problem.field)) byField.set(problem.field, problem);
  return byField;
}

export function newDistanceZone(name: string): EditZone {
  return { key: newKey(), name, fee: '', distance: '', color: '', polygon: [] };
}

export function newMapZone(name: string, polygon: LatLng[], index: number): EditZone {
  return { key: newKey(), name, fee: '', distance: '', color: PALETTE[index % PALETTE.length]!, polygon };
}

/** The store's location, when both halves are valid. */
export function locationOf(state: EditState): LatLng | null {
  const lat = number(state.latitude);
  const lng = number(state.longitude);
  return validLatitude(lat) && validLongitude(lng) ? { lat, lng } : null;
}

/** Tiles from the setting once it is a valid address; OpenStreetMap's while it is being typed. */
export const tilesOf = (state: EditState) =>
  validTileUrl(state.tile_url) ? state.tile_url : DEFAULT_TILE_URL;

export const METERS_PER_UNIT: Record<DistanceUnit, number> = { mi: 1609.344, km: 1000 };

/** Where the map opens: around the zones of the type in use, else the store, else the whole world. */
export function initialView(
  state: EditState,
): { bounds: [number, number][] } | { center: LatLng; zoom: number } {
  const store = locationOf(state);
  const points: [number, number][] = [];
  if (state.type === 'map')
    for (const z of state.map_zones) for (const p of z.polygon) points.push([p.lat, p.lng]);
  else if (store) {
    const widest = Math.max(0, ...state.distance_zones.map((z) => Number(z.distance) || 0));
    const meters = widest * METERS_PER_UNIT[state.unit];
    const dLat = meters / 111_320;
    const dLng = meters / (111_320 * Math.max(0.01, Math.cos((store.lat * Math.PI) / 180)));
    if (meters > 0) points.push([store.lat - dLat, store.lng - dLng], [store.lat + dLat, store.lng + dLng]);
  }
  if (points.length >= 2) return { bounds: points };
  if (store) return { center: store, zoom: 13 };
  return { center: { lat: 20, lng: 0 }, zoom: 2 };
}
