import { AppError, NOT_AUTHORIZED_CODE } from '../../core/errors.js';
import { routeDecision } from '../../core/permissions.js';
import { toAccessUser } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { readDashboard, readOnlineDashboard, type PeriodArgs } from '../services/dashboard.js';
import type { GraphqlModule } from './module.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/** The dashboards of SPEC §2: /dashboard/analytics and /dashboard/ecommerce (admin only). */
export const DASHBOARD_SDL = `
"A range's sales and labour; money in cents."
type DashboardFigures {
  "Business dates in the store's time zone, both included."
  from: String!
  to: String!
  netSales: Float!
  checks: Int!
  averageTicket: Float!
  guests: Int!
  "As the labor report counts it: time cards × pay."
  laborCost: Float!
  "Labour cost in percent of net sales; null without sales."
  laborShare: Float
}

"Net sales of a local hour (0–23): today, the period and the period before it."
type DashboardHour {
  hour: Int!
  today: Float!
  period: Float!
  previous: Float!
}

type RatedItem {
  menuItem: String!
  ratings: Int!
  "Average rating, 1 to 5, two decimals."
  average: Float!
}

type Dashboard {
  "The preset of the period, or null for two dates."
  preset: String
  today: DashboardFigures!
  yesterday: DashboardFigures!
  period: DashboardFigures!
  "The period of the same length just before."
  previous: DashboardFigures!
  hours: [DashboardHour!]!
  "Ratings an item needs in the period to be listed."
  minRatings: Int!
  "Top 10 by average rating, above the middle of the scale."
  liked: [RatedItem!]!
  "Bottom 10 by average rating, below the middle of the scale."
  disliked: [RatedItem!]!
}

"Online orders (checks from online ordering) of a range; money in cents."
type OnlineFigures {
  from: String!
  to: String!
  orders: Int!
  sales: Float!
  averageTicket: Float!
}

type OnlineDay {
  date: String!
  orders: Int!
  sales: Float!
  averageTicket: Float!
}

type OnlineHour {
  hour: Int!
  orders: Int!
  sales: Float!
  averageTicket: Float!
}

type OnlineOrderType {
  orderType: String!
  orders: Int!
  sales: Float!
  averageTicket: Float!
}

type OnlineDashboard {
  preset: String
  today: OnlineFigures!
  yesterday: OnlineFigures!
  period: OnlineFigures!
  previous: OnlineFigures!
  days: [OnlineDay!]!
  hours: [OnlineHour!]!
  orderTypes: [OnlineOrderType!]!
}

extend type Query {
  "The analytics dashboard for today and a period: a preset (This Week when none) or two business dates."
  dashboard(preset: String, from: String, to: String): Dashboard!
  "The online-ordering dashboard (admin only), for today and a period as dashboard takes it."
  ecommerceDashboard(preset: String, from: String, to: String): OnlineDashboard!
}
`;

const MODULE = 'dashboard-office';
const ECOMMERCE_PATH = '/dashboard/ecommerce';

/** /dashboard/ecommerce needs the admin role (SPEC §6) besides its permission code: the router's rule. */
function requireAdmin(ctx: GraphqlContext) {
  requireAccess(ctx, { module: MODULE, permission: 'ecommerce' });
  if (routeDecision(toAccessUser(ctx.principal), ECOMMERCE_PATH) !== 'allow')
    throw new AppError(NOT_AUTHORIZED_CODE, 'errors.notAuthorized');
}

export function dashboardResolvers(deps: { db: Db }): Omit<GraphqlModule, 'sdl'> {
  const { db } = deps;
  return {
    Query: {
      dashboard: (_: unknown, args: PeriodArgs, ctx: GraphqlContext) => {
        requireAccess(ctx, { module: MODULE, permission: 'analytics' });
        return readDashboard(db, ctx.scope.storeId, args);
      },
      ecommerceDashboard: (_: unknown, args: PeriodArgs, ctx: GraphqlContext) => {
        requireAdmin(ctx);
        return readOnlineDashboard(db, ctx.scope.storeId, args);
      },
    },
  };
}
