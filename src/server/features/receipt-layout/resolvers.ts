import type { ReceiptLayout } from '../../../core/receipt.js';
import { requireAccess, type GraphqlContext } from '../../graphql/resolvers.js';
import type { FeatureDeps } from '../index.js';
import { receiptLayoutAnswer, saveReceiptLayout } from './service.js';

/** The guard of both operations (SPEC §2 Operations: /pages/receipt-builder). */
const RECEIPT_LAYOUT_ACCESS = { module: 'operations', permission: 'receipt-builder' } as const;

/** The store's receipt layout (SPEC §3 receipt builder), read and written whole. */
export default function receiptLayout({ db }: FeatureDeps) {
  return {
    Query: {
      async receiptLayout(_: unknown, _args: unknown, ctx: GraphqlContext) {
        requireAccess(ctx, RECEIPT_LAYOUT_ACCESS);
        return receiptLayoutAnswer(db, ctx.items, ctx.scope);
      },
    },
    Mutation: {
      async saveReceiptLayout(_: unknown, args: { layout: ReceiptLayout }, ctx: GraphqlContext) {
        requireAccess(ctx, RECEIPT_LAYOUT_ACCESS);
        await saveReceiptLayout(db, ctx.scope, args.layout);
        return receiptLayoutAnswer(db, ctx.items, ctx.scope);
      },
    },
  };
}
