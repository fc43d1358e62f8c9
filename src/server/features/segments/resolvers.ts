import { defineFeature } from '../../graphql/feature.js';
import { requireAccess } from '../../graphql/resolvers.js';
import { checkedConditions, segmentCount, segmentSample } from '../../services/segments.js';
import type { FeatureDeps } from '../index.js';

/** The segments' own right (module Marketing, code of the page /pages/segments). */
const SEGMENTS_ACCESS = { module: 'marketing', permission: 'segments' } as const;

/** The most customers a preview names. */
export const PREVIEW_LIMIT = 100;

/** Who a segment reaches while it is edited: its live total and its first customers. */
export default defineFeature(({ db }: FeatureDeps) => ({
  Query: {
    async segmentCount(_, args, ctx) {
      requireAccess(ctx, SEGMENTS_ACCESS);
      return segmentCount(db, ctx.scope.storeId, checkedConditions(args.conditions));
    },
    async segmentPreview(_, args, ctx) {
      requireAccess(ctx, SEGMENTS_ACCESS);
      const conditions = checkedConditions(args.conditions);
      const limit = Math.min(Math.max(args.limit ?? 20, 1), PREVIEW_LIMIT);
      const [total, customers] = await Promise.all([
        segmentCount(db, ctx.scope.storeId, conditions),
        segmentSample(db, ctx.scope.storeId, conditions, limit),
      ]);
      return { total, customers };
    },
  },
}));
