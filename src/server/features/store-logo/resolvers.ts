import { defineFeature } from '../../graphql/feature.js';
import { storeLogoOf } from '../../services/store-logo.js';
import type { FeatureDeps } from '../index.js';

/** The store's logo for the console: the e-mail editor's Store logo block points at its address. */
export default defineFeature(({ db, config }: FeatureDeps) => ({
  Query: {
    storeLogo: (_, __, ctx) => storeLogoOf(db, ctx.scope.storeId, config.publicUrl),
  },
}));
