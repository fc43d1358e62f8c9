/**
 * The demo stores' delivery zones: each has a set by distance and a set drawn on the map, and uses one
 * of them (Demo Bistro the map, Demo Taqueria the distance). Saved through the same function as the
 * API, so they obey the same rules and are logged.
 */
import { DEFAULT_TILE_URL, type DeliverySettingsInput } from '../../core/delivery-zones.js';
import type { Db } from '../db/database.js';
import { saveDeliverySettings } from '../features/delivery-zones/service.js';
import type { Scope } from '../services/items.js';

type Corner = [lat: number, lng: number];

/** A zone's outline through these corners, in order. */
const outline = (...corners: Corner[]) => corners.map(([lat, lng]) => ({ lat, lng }));

/** A rectangle's outline from its north-west corner round to its south-west one. */
const box = (north: number, south: number, west: number, east: number) =>
  outline([north, west], [north, east], [south, east], [south, west]);

const DEMO_DELIVERY: { store: 'bistro' | 'taqueria'; settings: DeliverySettingsInput }[] = [
  {
    // 120 Main Street, Springfield, IL.
    store: 'bistro',
    settings: {
      type: 'map',
      latitude: 39.8017,
      longitude: -89.6436,
      tile_url: DEFAULT_TILE_URL,
      unit: 'mi',
      distance_zones: [
        { name: 'Nearby', distance: 2, fee: 2.99 },
        { name: 'Springfield', distance: 5, fee: 4.99 },
        { name: 'Outskirts', distance: 8, fee: 7.99 },
      ],
      map_zones: [
        {
          name: 'Downtown',
          color: '#1e88e5',
          fee: 2.5,
          polygon: box(39.812, 39.789, -89.662, -89.63),
        },
        {
          name: 'Greater Springfield',
          color: '#43a047',
          fee: 5,
          polygon: outline([39.84, -89.72], [39.85, -89.6], [39.76, -89.57], [39.74, -89.7]),
        },
      ],
    },
  },
  {
    // Avenida Juárez 45, Guadalajara.
    store: 'taqueria',
    settings: {
      type: 'distance',
      latitude: 20.6737,
      longitude: -103.344,
      tile_url: DEFAULT_TILE_URL,
      unit: 'km',
      distance_zones: [
        { name: 'Centro', distance: 3, fee: 25 },
        { name: 'Guadalajara', distance: 6, fee: 45 },
      ],
      map_zones: [
        {
          name: 'Centro histórico',
          color: '#e53935',
          fee: 20,
          polygon: box(20.685, 20.665, -103.36, -103.33),
        },
      ],
    },
  },
];

/** Saves the delivery zones of the demo stores, as their owners. */
export async function seedDemoDelivery(db: Db, stores: Record<'bistro' | 'taqueria', Scope>): Promise<void> {
  for (const { store, settings } of DEMO_DELIVERY) await saveDeliverySettings(db, stores[store], settings);
}
