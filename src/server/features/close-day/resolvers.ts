import { defineFeature } from '../../graphql/feature.js';
import { requirePageAccess } from '../../graphql/guard.js';
import { autoCloseSetting, CloseDayScheduler } from './scheduler.js';
import { closeDay, closeDayStatus } from './service.js';
import type { FeatureDeps } from '../index.js';

/** The guard of both operations. */
const CLOSE_DAY_PAGE = '/pages/close-day';

/**
 * Close day (SPEC §2 other screens, §4 working day): the open working day, and closing it; and the
 * automatic close, rebuilt from the database at each start.
 */
export default defineFeature(({ db, storeEvents, log }: FeatureDeps) => {
  const now = () => new Date();
  const scheduler = new CloseDayScheduler({ db, storeEvents, log });
  return {
    Query: {
      closeDayStatus: async (_, _args, ctx) => {
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
      closeDay: async (_, args, ctx) => {
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
});
