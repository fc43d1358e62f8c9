import { pageFeature } from '../../graphql/feature.js';
import { readPosMenuLayout, savePosMenuLayout } from './service.js';
import type { FeatureDeps } from '../index.js';

/**
 * The POS menu layout: which categories the point of sale shows as tabs, and which items as buttons;
 * both operations are guarded by the POS menu builder's page (SPEC §2 Menu Items).
 */
export default pageFeature('/pages/menu-builder-pos', ({ db }: FeatureDeps, guarded) => ({
  Query: {
    posMenuLayout: guarded((scope) => readPosMenuLayout(db, scope.storeId)),
  },
  Mutation: {
    savePosMenuLayout: guarded(async (scope, a) => {
      await savePosMenuLayout(db, scope, a.layout);
      return readPosMenuLayout(db, scope.storeId);
    }),
  },
}));
