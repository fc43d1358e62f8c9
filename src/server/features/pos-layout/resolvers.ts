import { guardedByPage } from '../../graphql/guard.js';
import type { FeatureDeps } from '../index.js';
import { readPosMenuLayout, savePosMenuLayout, type StoredLayout } from './service.js';

/** The guard of both operations (SPEC §2 Menu Items: /pages/menu-builder-pos). */
const guarded = guardedByPage('/pages/menu-builder-pos');

/** The POS menu layout: which categories the point of sale shows as tabs, and which items as buttons. */
export default function posLayout({ db }: FeatureDeps) {
  return {
    Query: {
      posMenuLayout: guarded((scope) => readPosMenuLayout(db, scope.storeId)),
    },
    Mutation: {
      savePosMenuLayout: guarded(async (scope, args: { layout: StoredLayout }) => {
        await savePosMenuLayout(db, scope, args.layout);
        return readPosMenuLayout(db, scope.storeId);
      }),
    },
  };
}
