import type { ReceiptLayout } from '../../../core/receipt.js';
import { requirePageAccess } from '../../graphql/guard.js';
import type { GraphqlContext } from '../../graphql/resolvers.js';
import type { FeatureDeps } from '../index.js';
import { receiptLayoutAnswer, saveReceiptLayout } from './service.js';

/** The guard of both operations (SPEC §2 Operations: /pages/receipt-builder). */
const RECEIPT_BUILDER_PAGE = '/pages/receipt-builder';

/** The store's receipt layout (SPEC §3 receipt builder), read and written whole. */
export default function receiptLayout({ db }: FeatureDeps) {
  return {
    Query: {
      async receiptLayout(_: unknown, _args: unknown, ctx: GraphqlContext) {
        requirePageAccess(ctx, RECEIPT_BUILDER_PAGE);
        return receiptLayoutAnswer(db, ctx.items, ctx.scope);
      },
    },
    Mutation: {
      async saveReceiptLayout(_: unknown, args: { layout: ReceiptLayout }, ctx: GraphqlContext) {
        requirePageAccess(ctx, RECEIPT_BUILDER_PAGE);
        await saveReceiptLayout(db, ctx.scope, args.layout);
        return receiptLayoutAnswer(db, ctx.items, ctx.scope);
      },
    },
  };
}
