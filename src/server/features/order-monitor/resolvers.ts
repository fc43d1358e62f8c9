import type { FeatureDeps } from '../index.js';
import { requireAccess, type GraphqlContext } from '../../graphql/resolvers.js';
import { readOrderMonitor } from './service.js';

/** SPEC §2 Operations: the order monitor. */
const ORDER_MONITOR_ACCESS = { module: 'operations', permission: 'order-monitor' } as const;

/** The order monitor: the store's checks of the last hours, as the devices record them. */
export default function orderMonitor({ db }: FeatureDeps) {
  return {
    Query: {
      orderMonitor: (_: unknown, args: { hours?: number | null }, ctx: GraphqlContext) => {
        requireAccess(ctx, ORDER_MONITOR_ACCESS);
        return readOrderMonitor(db, ctx.scope.storeId, args.hours);
      },
    },
  };
}
