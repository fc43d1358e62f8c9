import type { Db } from '../db/database.js';
import { readOrderMonitor } from '../services/order-monitor.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/** The order monitor: the store's checks of the last hours, as the devices record them. */
export const ORDER_MONITOR_SDL = `
"A check on the order monitor. Money in integer cents."
type OrderMonitorCheck {
  id: ID!
  "The number the device gave it in the working day."
  number: Int!
  "ISO date and time."
  opened_at: String!
  closed_at: String
  "open, closed or voided."
  status: String!
  order_type_id: ID!
  "The order type's name when the check was recorded."
  order_type_name: String!
  table_name: String
  server_name: String!
  guests: Int!
  "Units of the items not voided."
  item_count: Int!
  total: Int!
  "What the payments leave in the store: amounts less change."
  paid: Int!
}

type OrderMonitor {
  "The hours looked back."
  hours: Int!
  "The store's default: its master device's maximum hours shown in monitor, else 5."
  default_hours: Int!
  "The start of the window, ISO date and time."
  since: String!
  "Newest first."
  checks: [OrderMonitorCheck!]!
}

extend type Query {
  "The store's checks opened in the last hours (1 to 72; the store's default when left out)."
  orderMonitor(hours: Int): OrderMonitor!
}
`;

/** SPEC §2 Operations: the order monitor. */
const ORDER_MONITOR_ACCESS = { module: 'operations', permission: 'order-monitor' } as const;

export function orderMonitorResolvers(deps: { db: Db }) {
  const { db } = deps;
  return {
    Query: {
      orderMonitor: (_: unknown, args: { hours?: number | null }, ctx: GraphqlContext) => {
        requireAccess(ctx, ORDER_MONITOR_ACCESS);
        return readOrderMonitor(db, ctx.scope.storeId, args.hours);
      },
    },
  };
}
