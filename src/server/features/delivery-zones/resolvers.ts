import type { DeliverySettingsInput, ZoneType } from '../../../core/delivery-zones.js';
import { guardedByPage } from '../../graphql/guard.js';
import type { FeatureDeps } from '../index.js';
import {
  quoteDelivery,
  readDeliverySettings,
  saveDeliverySettings,
  saveDeliveryZoneType,
} from './service.js';

/** The guard of every operation (SPEC §2 Operations: /pages/delivery-zones). */
const guarded = guardedByPage('/pages/delivery-zones');

/** Delivery zones (SPEC §3, §4): the store's settings, its zones of both types, and the quote. */
export default function deliveryZones({ db }: FeatureDeps) {
  return {
    Query: {
      deliverySettings: guarded((scope) => readDeliverySettings(db, scope.storeId)),
      deliveryQuote: guarded((scope, a: { lat: number; lng: number }) =>
        quoteDelivery(db, scope.storeId, { lat: a.lat, lng: a.lng }),
      ),
    },
    Mutation: {
      saveDeliverySettings: guarded(async (scope, a: { settings: DeliverySettingsInput }) => {
        await saveDeliverySettings(db, scope, a.settings);
        return readDeliverySettings(db, scope.storeId);
      }),
      saveDeliveryZoneType: guarded(async (scope, a: { type: ZoneType }) => {
        await saveDeliveryZoneType(db, scope, a.type);
        return readDeliverySettings(db, scope.storeId);
      }),
    },
  };
}
