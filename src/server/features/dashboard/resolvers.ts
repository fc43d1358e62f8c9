import { AppError, NOT_AUTHORIZED_CODE } from '../../../core/errors.js';
import { routeDecision } from '../../../core/permissions.js';
import { toAccessUser } from '../../auth/access.js';
import { defineFeature } from '../../graphql/feature.js';
import { pageAllowedTo, requirePageAccess } from '../../graphql/guard.js';
import type { GraphqlContext } from '../../graphql/resolvers.js';
import { readDashboard, readOnlineDashboard, readStoresGlance } from './service.js';
import type { FeatureDeps } from '../index.js';

const ECOMMERCE_PATH = '/dashboard/ecommerce';
const ANALYTICS_PATH = '/dashboard/analytics';
/** The most stores set side by side. */
const GLANCE_STORES = 50;

/** /dashboard/ecommerce needs the admin role (SPEC §6) besides its permission code: the router's rule. */
function requireAdmin(ctx: GraphqlContext) {
  requirePageAccess(ctx, ECOMMERCE_PATH);
  if (routeDecision(toAccessUser(ctx.principal), ECOMMERCE_PATH) !== 'allow')
    throw new AppError(NOT_AUTHORIZED_CODE, 'errors.notAuthorized');
}

/** The dashboards of SPEC §2: /dashboard/analytics and /dashboard/ecommerce (admin only). */
export default defineFeature(({ db, access }: FeatureDeps) => ({
  Query: {
    dashboard: (_, args, ctx) => {
      requirePageAccess(ctx, ANALYTICS_PATH);
      return readDashboard(db, ctx.scope.storeId, args);
    },
    dashboardStores: async (_, _args, ctx) => {
      requirePageAccess(ctx, ANALYTICS_PATH);
      const { userId } = ctx.principal;
      const stores = (await access.storesOf(userId)).slice(0, GLANCE_STORES);
      const principals = await Promise.all(stores.map((s) => access.principal(userId, s.id)));
      const allowed = stores.filter((_, i) => principals[i] && pageAllowedTo(principals[i], ANALYTICS_PATH));
      return readStoresGlance(db, allowed);
    },
    ecommerceDashboard: (_, args, ctx) => {
      requireAdmin(ctx);
      return readOnlineDashboard(db, ctx.scope.storeId, args);
    },
  },
}));
