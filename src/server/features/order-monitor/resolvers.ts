import type { FeatureDeps } from '../index.js';
import { requirePageAccess } from '../../graphql/guard.js';
import type { GraphqlContext } from '../../graphql/resolvers.js';
import { readOrderMonitor } from './service.js';

/** SPEC §2 Operations: the order monitor. */
const ORDER_MONITOR_PAGE = '/pages/order-monitor';

/** The order monitor: the store's checks of the last hours, as the devices record them. */
export default function orderMonitor({ db }: FeatureDeps) {
  return {
    Query: {
      orderMonitor: (_: unknown, args: { hours?: number | null }, ctx: GraphqlContext) => {
        requirePageAccess(ctx, ORDER_MONITOR_PAGE);
        return readOrderMonitor(db, ctx.scope.storeId, args.hours);
      },
    },
  };
}
