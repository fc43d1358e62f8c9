import { requirePageAccess } from '../../graphql/guard.js';
import type { GraphqlContext } from '../../graphql/resolvers.js';
import type { FeatureDeps } from '../index.js';
import type { OpenChecksChoice } from './open-checks.js';
import { autoCloseSetting, CloseDayScheduler } from './scheduler.js';
import { closeDay, closeDayStatus } from './service.js';

/** The guard of both operations. */
const CLOSE_DAY_PAGE = '/pages/close-day';

/**
 * Close day (SPEC §2 other screens, §4 working day): the open working day, and closing it; and the
 * automatic close, rebuilt from the database at each start.
 */
export default function closeDayFeature({ db, storeEvents, log }: FeatureDeps) {
  const now = () => new Date();
  const scheduler = new CloseDayScheduler({ db, storeEvents, log });
  return {
    Query: {
      closeDayStatus: async (_: unknown, _args: unknown, ctx: GraphqlContext) => {
        requirePageAccess(ctx, CLOSE_DAY_PAGE);
        const { storeId } = ctx.scope;
        const [status, autoClose] = await Promise.all([
          closeDayStatus(db, storeId),
          autoCloseSetting(db, storeId, now()),
        ]);
        return { ...status, auto_close: autoClose };
      },
    },
    Mutation: {
      closeDay: async (
        _: unknown,
        args: { working_day_id?: string | null; open_checks?: OpenChecksChoice | null },
        ctx: GraphqlContext,
      ) => {
        requirePageAccess(ctx, CLOSE_DAY_PAGE);
        const { storeId, userId, userName } = ctx.scope;
        return closeDay(db, storeId, {
          at: now(),
          by: { userId, userName: userName ?? '' },
          workingDayId: args.working_day_id ?? undefined,
          openChecks: args.open_checks ?? undefined,
          storeEvents,
        });
      },
    },
    start: () => scheduler.start(),
    stop: () => scheduler.stop(),
  };
}
