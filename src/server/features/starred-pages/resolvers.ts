import { toAccessUser } from '../../auth/access.js';
import { defineFeature } from '../../graphql/feature.js';
import type { FeatureDeps } from '../index.js';
import { reorderStarredPages, starPage, starredPages, unstarPage } from './service.js';

/** The signed-in user's starred pages: every office user has them, each only his own. */
export default defineFeature(({ db }: FeatureDeps) => ({
  Query: {
    starredPages: (_, __, ctx) => starredPages(db, ctx.principal.userId),
  },
  Mutation: {
    starPage: (_, a, ctx) => starPage(db, toAccessUser(ctx.principal), ctx.principal.userId, a.path),
    unstarPage: (_, a, ctx) => unstarPage(db, ctx.principal.userId, a.path),
    reorderStarredPages: (_, a, ctx) => reorderStarredPages(db, ctx.principal.userId, a.paths),
  },
}));
