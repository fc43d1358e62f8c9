import { REPORT_MODULE } from '../../../core/reports.js';
import { defineFeature } from '../../graphql/feature.js';
import { requireAccess, type GraphqlContext } from '../../graphql/resolvers.js';
import { refundPayment } from './refunds.js';
import { checkDetail, checkVoidReasons } from './service.js';
import { voidCheck, voidCheckItem } from './voids.js';
import type { FeatureDeps } from '../index.js';

/** Every operation needs the check report; the POS permissions each action needs are checked beside it. */
const REPORT_ACCESS = { module: REPORT_MODULE, permission: 'check-report' } as const;

/** Behind the check report's guard, an answer made from the caller's context and the arguments. */
const guarded =
  <A, R>(answer: (ctx: GraphqlContext, args: A) => R) =>
  (_: unknown, args: A, ctx: GraphqlContext): R => {
    requireAccess(ctx, REPORT_ACCESS);
    return answer(ctx, args);
  };

/** A check's detail as the service reads it (its columns as the database types them). */
export type CheckDetailAnswer = Awaited<ReturnType<typeof checkDetail>>;

/** A ticket of the check report: its detail, voiding a line or the whole check, refunding a payment. */
export default defineFeature(({ db, tokens }: FeatureDeps) => ({
  Query: {
    checkDetail: guarded((ctx, args) => checkDetail(db, ctx, args.id)),
    checkVoidReasons: guarded((ctx) => checkVoidReasons(db, ctx.scope.storeId)),
  },
  Mutation: {
    voidCheckItem: guarded((ctx, args) => voidCheckItem(db, tokens, ctx, args)),
    voidCheck: guarded((ctx, args) => voidCheck(db, tokens, ctx, args)),
    refundPayment: guarded((ctx, args) => refundPayment(db, tokens, ctx, args)),
  },
}));
