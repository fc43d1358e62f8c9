import { defineFeature } from '../../graphql/feature.js';
import { guardedBy } from '../../graphql/guard.js';
import { PARALLEL_STORES, publishMenu, publishStores, type PublishDeps } from './service.js';
import type { FeatureDeps } from '../index.js';

/** Publishing is done from the menu items list: its rights, here and in every store written. */
const guarded = guardedBy({ module: 'menu-items', permission: 'menu-items' });

/** Menu publishing: one store's menu records written to the user's other stores. */
export default defineFeature(({ db, database, items, access, log }: FeatureDeps) => {
  const deps: PublishDeps = {
    db,
    items,
    principal: (userId, storeId) => access.principal(userId, storeId),
    storesOf: (userId) => access.storesOf(userId),
    parallel: database.kind === 'postgres' ? PARALLEL_STORES : 1,
  };
  return {
    Query: {
      menuPublishStores: guarded((scope) => publishStores(deps, scope)),
      menuPublishPreview: guarded((scope, { input }) => publishMenu(deps, scope, input, false)),
    },
    Mutation: {
      publishMenu: guarded((scope, { input }) => publishMenu(deps, scope, input, true, log)),
    },
  };
});
