import { guardedBy } from '../../graphql/guard.js';
import type { FeatureDeps } from '../index.js';
import { effectivePrice, isAvailable } from './service.js';

/** Both queries answer what the menu items page shows (SPEC §6: availability uses menu-items). */
const guarded = guardedBy({ module: 'menu-items', permission: 'menu-items' });

type AtArgs = { item_id: string; at?: string | null };

/** What a menu item costs and whether it is offered at a moment, by the special price and availability rules. */
export default function menuRules({ db }: FeatureDeps) {
  return {
    Query: {
      effectivePrice: guarded((scope, a: AtArgs) => effectivePrice(db, scope.storeId, a.item_id, a.at)),
      isAvailable: guarded((scope, a: AtArgs) => isAvailable(db, scope.storeId, a.item_id, a.at)),
    },
  };
}
