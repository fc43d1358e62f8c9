import type { Db } from '../db/database.js';
import type { StoreEvents } from '../realtime/store-events.js';
import { autoCloseSetting } from '../services/close-day-scheduler.js';
import { closeDay, closeDayStatus } from '../services/close-day.js';
import type { OpenChecksChoice } from '../services/close-day-checks.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/** Close day (SPEC §2 other screens, §4 working day): the open working day, and closing it. */
export const CLOSE_DAY_SDL = `
"A shift still open in the working day: it must be closed on its device before the day closes."
type CloseDayShift {
  id: ID!
  employee_id: ID!
  first_name: String!
  last_name: String!
  device: String!
  opened_at: String!
}

"An employee clocked in (a time card without clock-out): the close clocks him out at its time."
type CloseDayTimeCard {
  "The time card's id."
  id: ID!
  employee_id: ID!
  first_name: String!
  last_name: String!
  clock_in: String!
  "Set once the close has clocked the employee out."
  clock_out: String
}

"A check still open: the close asks whether to close it as it is or leave it open into the next day."
type CloseDayCheck {
  id: ID!
  number: Int!
  "The name of the device that recorded it."
  device: String!
  "The server's name, as the check keeps it."
  server: String!
  opened_at: String!
  "In cents."
  total: Int!
  "YYYY-MM-DD of the working day it was recorded in (an earlier one when a close left it open)."
  business_date: String!
}

"What a close does with the checks still open."
enum OpenChecksChoice {
  "Closes them as they are, at the close time."
  close
  "Leaves them open into the next day; their closing from the device is recorded then."
  leave_open
}

"The store's open working day."
type OpenWorkingDay {
  id: ID!
  "YYYY-MM-DD, in the store's time zone."
  business_date: String!
  opened_at: String!
  "Checks recorded in the day so far."
  checks: Int!
  "Total of the day's checks that are not voided, in cents."
  sales: Int!
  shifts: [CloseDayShift!]!
  clocked_in: [CloseDayTimeCard!]!
  "The store's checks still open, this day's and those earlier closes left open."
  open_checks: [CloseDayCheck!]!
}

"The store's automatic close (store info: auto close day, auto close time, time zone)."
type AutoCloseSetting {
  enabled: Boolean!
  "HH:MM on the store's clock."
  time: String
  time_zone: String!
  "When the next automatic close runs, when it is on."
  next_run: String
}

type CloseDayStatus {
  "Whether the store has ever had a working day."
  has_working_days: Boolean!
  "The open working day; null when none is open."
  day: OpenWorkingDay
  auto_close: AutoCloseSetting!
}

"A working day just closed, and the employees its close clocked out."
type ClosedWorkingDay {
  id: ID!
  business_date: String!
  opened_at: String!
  closed_at: String!
  clocked_out: [CloseDayTimeCard!]!
  "The checks that were open at the close."
  open_checks: [CloseDayCheck!]!
  "What the close did with them; null when none was open."
  open_checks_choice: OpenChecksChoice
}

extend type Query {
  closeDayStatus: CloseDayStatus!
}

extend type Mutation {
  """
  Closes the open working day now; irreversible. With working_day_id, only if that day is still the open one.
  Refused while checks are open unless open_checks says what to do with them.
  """
  closeDay(working_day_id: ID, open_checks: OpenChecksChoice): ClosedWorkingDay!
}
`;

/** The guard of both operations. */
const CLOSE_DAY_ACCESS = { module: 'employees-office', permission: 'close-day' } as const;

export function closeDayResolvers(deps: { db: Db; storeEvents: StoreEvents; now?: () => Date }) {
  const { db, storeEvents } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    Query: {
      closeDayStatus: async (_: unknown, _args: unknown, ctx: GraphqlContext) => {
        requireAccess(ctx, CLOSE_DAY_ACCESS);
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
        requireAccess(ctx, CLOSE_DAY_ACCESS);
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
  };
}
