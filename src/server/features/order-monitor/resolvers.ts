import { operationAllowed } from '../../../core/permissions.js';
import { toAccessUser } from '../../auth/access.js';
import { defineFeature } from '../../graphql/feature.js';
import { requirePageAccess } from '../../graphql/guard.js';
import { AppError } from '../../../core/errors.js';
import { markOnlineOrder } from './online-orders.js';
import { readOrderMonitor } from './service.js';
import type { FeatureDeps } from '../index.js';

/** SPEC §6 "access OLO orders": who sees the orders placed online among the store's checks. */
const ACCESS_OLO_ORDERS = { module: 'online-ordering', permission: 'access-olo-orders' };

/** SPEC §2 Operations: the order monitor. */
const ORDER_MONITOR_PAGE = '/pages/order-monitor';

/** The order monitor: the store's checks of the last hours, as the devices record them. */
export default defineFeature(({ db, storeEvents }: FeatureDeps) => ({
  Query: {
    orderMonitor: (_, args, ctx) => {
      requirePageAccess(ctx, ORDER_MONITOR_PAGE);
      const online = operationAllowed(toAccessUser(ctx.principal), ACCESS_OLO_ORDERS);
      return readOrderMonitor(db, ctx.scope.storeId, args.hours, online);
    },
  },
  Mutation: {
    markOnlineOrder: async (_, args, ctx) => {
      requirePageAccess(ctx, ORDER_MONITOR_PAGE);
      if (!operationAllowed(toAccessUser(ctx.principal), ACCESS_OLO_ORDERS))
        throw new AppError('597-1', 'errors.notAuthorized');
      const progress = await markOnlineOrder(db, ctx.scope, args);
      // The store's consoles, tracker screens and the guest's order page follow at once.
      storeEvents.emit(ctx.scope.storeId, 'onlineOrderChanged', progress);
      return progress;
    },
  },
}));
