import { defineFeature } from '../../graphql/feature.js';
import { guardedBy } from '../../graphql/guard.js';
import { effectivePrice, isAvailable } from './service.js';
import type { FeatureDeps } from '../index.js';

/** Both queries answer what the menu items page shows (SPEC §6: availability uses menu-items). */
const guarded = guardedBy({ module: 'menu-items', permission: 'menu-items' });

/** What a menu item costs and whether it is offered at a moment, by the special price and availability rules. */
export default defineFeature(({ db }: FeatureDeps) => ({
  Query: {
    effectivePrice: guarded((scope, a) => effectivePrice(db, scope.storeId, a.item_id, a.at)),
    isAvailable: guarded((scope, a) => isAvailable(db, scope.storeId, a.item_id, a.at)),
  },
}));
