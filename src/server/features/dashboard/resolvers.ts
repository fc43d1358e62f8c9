import { AppError, NOT_AUTHORIZED_CODE } from '../../../core/errors.js';
import { routeDecision } from '../../../core/permissions.js';
import { toAccessUser } from '../../auth/access.js';
import { defineFeature } from '../../graphql/feature.js';
import { requirePageAccess } from '../../graphql/guard.js';
import type { GraphqlContext } from '../../graphql/resolvers.js';
import { readDashboard, readOnlineDashboard } from './service.js';
import type { FeatureDeps } from '../index.js';

const ECOMMERCE_PATH = '/dashboard/ecommerce';

/** /dashboard/ecommerce needs the admin role (SPEC §6) besides its permission code: the router's rule. */
function requireAdmin(ctx: GraphqlContext) {
  requirePageAccess(ctx, ECOMMERCE_PATH);
  if (routeDecision(toAccessUser(ctx.principal), ECOMMERCE_PATH) !== 'allow')
    throw new AppError(NOT_AUTHORIZED_CODE, 'errors.notAuthorized');
}

/** The dashboards of SPEC §2: /dashboard/analytics and /dashboard/ecommerce (admin only). */
export default defineFeature(({ db }: FeatureDeps) => ({
  Query: {
    dashboard: (_, args, ctx) => {
      requirePageAccess(ctx, '/dashboard/analytics');
      return readDashboard(db, ctx.scope.storeId, args);
    },
    ecommerceDashboard: (_, args, ctx) => {
      requireAdmin(ctx);
      return readOnlineDashboard(db, ctx.scope.storeId, args);
    },
  },
}));
