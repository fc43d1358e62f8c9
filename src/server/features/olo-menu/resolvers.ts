import { pageFeature } from '../../graphql/feature.js';
import { readOloMenuBuilder, saveOloMenu } from './service.js';
import type { FeatureDeps } from '../index.js';

/**
 * The online menu's order, its items' OLO names and whether they are sold online; both operations are
 * guarded by the OLO menu builder's page (SPEC §2 Online Ordering).
 */
export default pageFeature('/pages/menu-builder-olo', ({ db, items }: FeatureDeps, guarded) => ({
  Query: {
    oloMenuBuilder: guarded((scope) => readOloMenuBuilder(db, scope.storeId)),
  },
  Mutation: {
    saveOloMenu: guarded(async (scope, a) => {
      await saveOloMenu(db, items, scope, a.menu);
      return readOloMenuBuilder(db, scope.storeId);
    }),
  },
}));
