/**
 * The demo stores' delivery zones: each has a set by distance and a set drawn on the map, and uses one
 * of them (Demo Bistro the map, Demo Taqueria the distance). Saved through the same function as the
 * API, so they obey the same rules and are logged.
 */
import { DEFAULT_TILE_URL, type DeliverySettingsInput } from '../../core/delivery-zones.js';
import type { Db } from '../db/database.js';
import { saveDeliverySettings } from '../features/delivery-zones/service.js';
import type { Scope } from '../services/items.js';

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
          polygon: [
            { lat: 39.812, lng: -89.662 },
            { lat: 39.812, lng: -89.63 },
            { lat: 39.789, lng: -89.63 },
            { lat: 39.789, lng: -89.662 },
          ],
        },
        {
          name: 'Greater Springfield',
          color: '#43a047',
          fee: 5,
          polygon: [
            { lat: 39.84, lng: -89.72 },
            { lat: 39.85, lng: -89.6 },
            { lat: 39.76, lng: -89.57 },
            { lat: 39.74, lng: -89.7 },
          ],
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
          polygon: [
            { lat: 20.685, lng: -103.36 },
            { lat: 20.685, lng: -103.33 },
            { lat: 20.665, lng: -103.33 },
            { lat: 20.665, lng: -103.36 },
          ],
        },
      ],
    },
  },
];

/** Saves the delivery zones of the demo stores, as their owners. */
export async function seedDemoDelivery(db: Db, stores: Record<'bistro' | 'taqueria', Scope>): Promise<void> {
  for (const { store, settings } of DEMO_DELIVERY) await saveDeliverySettings(db, stores[store], settings);
}
