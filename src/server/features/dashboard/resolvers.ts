import { AppError, NOT_AUTHORIZED_CODE } from '../../../core/errors.js';
import { routeDecision } from '../../../core/permissions.js';
import { toAccessUser } from '../../auth/access.js';
import { requirePageAccess } from '../../graphql/guard.js';
import type { GraphqlContext } from '../../graphql/resolvers.js';
import type { FeatureDeps } from '../index.js';
import { readDashboard, readOnlineDashboard, type PeriodArgs } from './service.js';

const ECOMMERCE_PATH = '/dashboard/ecommerce';

/** /dashboard/ecommerce needs the admin role (SPEC §6) besides its permission code: the router's rule. */
function requireAdmin(ctx: GraphqlContext) {
  requirePageAccess(ctx, ECOMMERCE_PATH);
  if (routeDecision(toAccessUser(ctx.principal), ECOMMERCE_PATH) !== 'allow')
    throw new AppError(NOT_AUTHORIZED_CODE, 'errors.notAuthorized');
}

/** The dashboards of SPEC §2: /dashboard/analytics and /dashboard/ecommerce (admin only). */
export default function dashboard({ db }: FeatureDeps) {
  return {
    Query: {
      dashboard: (_: unknown, args: PeriodArgs, ctx: GraphqlContext) => {
        requirePageAccess(ctx, '/dashboard/analytics');
        return readDashboard(db, ctx.scope.storeId, args);
      },
      ecommerceDashboard: (_: unknown, args: PeriodArgs, ctx: GraphqlContext) => {
        requireAdmin(ctx);
        return readOnlineDashboard(db, ctx.scope.storeId, args);
      },
    },
  };
}
