import type { ReceiptLayout } from '../../../core/receipt.js';
import { defineFeature, orNull } from '../../graphql/feature.js';
import { requirePageAccess } from '../../graphql/guard.js';
import { receiptLayoutAnswer, saveReceiptLayout } from './service.js';
import type { FeatureDeps } from '../index.js';

/** The guard of both operations (SPEC §2 Operations: /pages/receipt-builder). */
const RECEIPT_BUILDER_PAGE = '/pages/receipt-builder';

/** The store's receipt layout (SPEC §3 receipt builder), read and written whole. */
export default defineFeature(({ db }: FeatureDeps) => ({
  Query: {
    async receiptLayout(_, _args, ctx) {
      requirePageAccess(ctx, RECEIPT_BUILDER_PAGE);
      return receiptLayoutAnswer(db, ctx.items, ctx.scope);
    },
  },
  Mutation: {
    async saveReceiptLayout(_, args, ctx) {
      requirePageAccess(ctx, RECEIPT_BUILDER_PAGE);
      // The SDL takes any field name; the service keeps the receipt's own and refuses a layout without them.
      const layout = orNull(args.layout, ['logo']) as ReceiptLayout;
      await saveReceiptLayout(db, ctx.scope, layout);
      return receiptLayoutAnswer(db, ctx.items, ctx.scope);
    },
  },
}));
