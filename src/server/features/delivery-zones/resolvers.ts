import { orNull, pageFeature } from '../../graphql/feature.js';
import {
  quoteDelivery,
  readDeliverySettings,
  saveDeliverySettings,
  saveDeliveryZoneType,
} from './service.js';
import type { FeatureDeps } from '../index.js';

/**
 * Delivery zones (SPEC §3, §4): the store's settings, its zones of both types, and the quote; every
 * operation is guarded by its page (SPEC §2 Operations: /pages/delivery-zones).
 */
export default pageFeature('/pages/delivery-zones', ({ db }: FeatureDeps, guarded) => {
  const settings = (storeId: string) => readDeliverySettings(db, storeId);
  return {
    Query: {
      deliverySettings: guarded((scope) => settings(scope.storeId)),
      deliveryQuote: guarded((scope, a) => quoteDelivery(db, scope.storeId, { lat: a.lat, lng: a.lng })),
    },
    Mutation: {
      saveDeliverySettings: guarded(async (scope, a) => {
        await saveDeliverySettings(db, scope, orNull(a.settings, ['latitude', 'longitude']));
        return settings(scope.storeId);
      }),
      saveDeliveryZoneType: guarded(async (scope, a) => {
        await saveDeliveryZoneType(db, scope, a.type);
        return settings(scope.storeId);
      }),
    },
  };
});
