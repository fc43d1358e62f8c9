import { REPORT_MODULE } from '../../../core/reports.js';
import { requireAccess, type GraphqlContext } from '../../graphql/resolvers.js';
import type { FeatureDeps } from '../index.js';
import { refundPayment } from './refunds.js';
import { checkDetail, checkVoidReasons } from './service.js';
import { voidCheck, voidCheckItem } from './voids.js';

/** Every operation needs the check report; the POS permissions each action needs are checked beside it. */
const REPORT_ACCESS = { module: REPORT_MODULE, permission: 'check-report' } as const;

type Action<T> = (_: unknown, args: T, ctx: GraphqlContext) => unknown;

/** A ticket of the check report: its detail, voiding a line or the whole check, refunding a payment. */
export default function checkActions({ db, tokens }: FeatureDeps) {
  const guarded =
    <T>(answer: (ctx: GraphqlContext, args: T) => unknown): Action<T> =>
    (_, args, ctx) => {
      requireAccess(ctx, REPORT_ACCESS);
      return answer(ctx, args);
    };
  return {
    Query: {
      checkDetail: guarded((ctx, args: { id: string }) => checkDetail(db, ctx, args.id)),
      checkVoidReasons: guarded((ctx) => checkVoidReasons(db, ctx.scope.storeId)),
    },
    Mutation: {
      voidCheckItem: guarded((ctx, args: Parameters<typeof voidCheckItem>[3]) =>
        voidCheckItem(db, tokens, ctx, args),
      ),
      voidCheck: guarded((ctx, args: Parameters<typeof voidCheck>[3]) => voidCheck(db, tokens, ctx, args)),
      refundPayment: guarded((ctx, args: Parameters<typeof refundPayment>[3]) =>
        refundPayment(db, tokens, ctx, args),
      ),
    },
  };
}
