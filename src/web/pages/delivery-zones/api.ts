import type { TranslateFunction } from 'react-admin';
import type { DeliverySettingsInput, DistanceUnit, LatLng, ZoneType } from '../../../core/delivery-zones';
import { authFetch } from '../../session';

export interface SavedZone {
  id: string;
  name: string;
  fee: number;
  distance: number | null;
  color: string | null;
  polygon: LatLng[] | null;
}

/** The store's delivery settings as the server answers them. */
export interface SavedSettings {
  type: ZoneType;
  latitude: number | null;
  longitude: number | null;
  tile_url: string;
  unit: DistanceUnit;
  distance_zones: SavedZone[];
  map_zones: SavedZone[];
  limits: { maxZones: number; maxPoints: number };
}

/** A refused call: the server's message key and its parameters, rendered in the user's language. */
export class DeliveryZonesError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'DeliveryZonesError';
  }
}

/** What went wrong, in the user's language. */
export function messageOf(translate: TranslateFunction, error: unknown): string {
  if (error instanceof DeliveryZonesError) return translate(error.key, error.params);
  return error instanceof Error ? error.message : translate('errors.unexpected');
}

const ZONE = 'id name fee distance color polygon { lat lng }';
const SETTINGS = `type latitude longitude tile_url unit limits { maxZones maxPoints }
  distance_zones { ${ZONE} } map_zones { ${ZONE} }`;

interface Answer<T> {
  data?: T | null;
  errors?: { extensions?: { key?: string; params?: Record<string, string | number> } }[];
}

/** One operation of the office endpoint; a refusal keeps its parameters (the zone at fault). */
async function request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  let body: Answer<T> | null = null;
  try {
    const response = await authFetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    body = (await response.json()) as Answer<T>;
  } catch {
    throw new DeliveryZonesError('errors.server');
  }
  const ext = body?.errors?.[0]?.extensions;
  if (ext || !body?.data) throw new DeliveryZonesError(ext?.key ?? 'errors.unexpected', ext?.params);
  return body.data;
}

export async function loadSettings(): Promise<SavedSettings> {
  return (await request<{ s: SavedSettings }>(`query { s: deliverySettings { ${SETTINGS} } }`)).s;
}

export async function saveSettings(settings: DeliverySettingsInput): Promise<SavedSettings> {
  const data = await request<{ s: SavedSettings }>(
    `mutation ($settings: DeliverySettingsInput!) { s: saveDeliverySettings(settings: $settings) { ${SETTINGS} } }`,
    { settings },
  );
  return data.s;
}

export async function saveZoneType(type: ZoneType): Promise<SavedSettings> {
  const data = await request<{ s: SavedSettings }>(
    `mutation ($type: DeliveryZoneType!) { s: saveDeliveryZoneType(type: $type) { ${SETTINGS} } }`,
    { type },
  );
  return data.s;
}
