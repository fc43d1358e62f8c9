import { defineFeature } from '../../graphql/feature.js';
import { guardedBy } from '../../graphql/guard.js';
import { issueGiftCard, recordGiftCardTransaction } from './service.js';
import type { FeatureDeps } from '../index.js';

/** Every operation changes a gift card: the Gift cards permission of Marketing. */
const guarded = guardedBy({ module: 'marketing', permission: 'gift-cards' });

/** A gift card as the service answers it (its transaction as the generic reads show one). */
export type GiftCardStateAnswer = Awaited<ReturnType<typeof recordGiftCardTransaction>>;

/** Gift cards' office operations: issuing, selling, reloading, adjusting and redeeming. */
export default defineFeature(({ db, items }: FeatureDeps) => ({
  Mutation: {
    issueGiftCard: guarded((scope, args) =>
      issueGiftCard(db, items, scope, {
        number: args.number,
        amount: args.amount,
        customer_id: args.customer_id ?? null,
        state: args.state ?? null,
      }),
    ),
    recordGiftCardTransaction: guarded((scope, args) => recordGiftCardTransaction(db, scope, args)),
  },
}));
