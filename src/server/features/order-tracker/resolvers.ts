import { defineFeature } from '../../graphql/feature.js';
import { guardedByPage } from '../../graphql/guard.js';
import { trackerPath } from './board.js';
import { readTrackerSettings, saveTrackerSettings, type OrderTrackerInput } from './settings.js';
import type { FeatureDeps } from '../index.js';

/** The page the order tracker's settings belong to, and whose guard they share. */
export const ORDER_TRACKER_PATH = '/pages/order-tracker-settings';

/** Order tracker settings (SPEC §3); the public screen is answered by src/server/http/order-tracker.ts. */
export default defineFeature(({ db, storeEvents }: FeatureDeps) => {
  const guard = guardedByPage(ORDER_TRACKER_PATH);
  return {
    Query: {
      orderTrackerSettings: guard((scope) => readTrackerSettings(db, scope.storeId)),
      orderTrackerPath: guard((scope) => trackerPath(db, scope.storeId)),
    },
    Mutation: {
      saveOrderTrackerSettings: guard(async (scope, args) => {
        const saved = await saveTrackerSettings(db, scope.storeId, args.input as OrderTrackerInput);
        // The store's tracker screens show the new look at once.
        storeEvents.emit(scope.storeId, 'orderTrackerChanged', {});
        return saved;
      }),
    },
  };
});
