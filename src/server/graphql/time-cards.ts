import type { Db } from '../db/database.js';
import type { Scope } from '../services/items.js';
import {
  createTimeCard,
  createWorkingDay,
  deleteTimeCard,
  listEmployees,
  listTimeCards,
  listWorkingDays,
  timeCardContext,
  updateTimeCard,
  type TimeCardInput,
} from '../services/time-cards.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/** Employees' time cards (SPEC §5) and the working days they belong to. Times are ISO 8601 instants. */
export const TIME_CARDS_SDL = `
type TimeCardBreak {
  id: ID!
  break_in: String!
  break_out: String!
  minutes: Int!
}

type TimeCard {
  id: ID!
  employee_id: ID!
  first_name: String!
  last_name: String!
  working_day_id: ID!
  "The working day's business date, YYYY-MM-DD on the store's calendar."
  business_date: String!
  "open or closed: a card of an open working day cannot be edited or deleted."
  working_day_status: String!
  clock_in: String!
  "Null while the employee is still clocked in."
  clock_out: String
  breaks: [TimeCardBreak!]!
  "Clock span minus breaks; a card still clocked in counts to now."
  worked_minutes: Int!
  hours: Float!
}

type TimeCardTotal {
  employee_id: ID!
  first_name: String!
  last_name: String!
  cards: Int!
  worked_minutes: Int!
  hours: Float!
}

type TimeCardList {
  "By business date, then clock in."
  cards: [TimeCard!]!
  "Per employee, by name."
  totals: [TimeCardTotal!]!
  worked_minutes: Int!
  hours: Float!
  "The store's IANA time zone, which business dates and times are read in."
  time_zone: String!
  now: String!
}

type WorkingDay {
  id: ID!
  business_date: String!
  "open or closed."
  status: String!
  opened_at: String!
  closed_at: String
}

type TimeCardOtherCard {
  id: ID!
  clock_in: String!
  clock_out: String
}

"A working day as a time card is checked against it."
type TimeCardWorkingDay {
  id: ID!
  business_date: String!
  "open or closed."
  status: String!
  opened_at: String!
  closed_at: String
  "When the store's working day before this one closed: a card of this day clocks in after it. Null when there is none."
  previous_close: String
}

"What a time card of a date is checked against."
type TimeCardContext {
  "The date's working days; a card of the date goes to the first one that had not closed by its clock in."
  working_days: [TimeCardWorkingDay!]!
  "The store's opening time that day, which the office is told a clock in comes before (no rule); null when the store has no hours that day."
  opening_at: String
  "The same, as HH:mm on the store's clock."
  opening_hour: String
  "The employee's other cards around that day and those still clocked in."
  cards: [TimeCardOtherCard!]!
  time_zone: String!
  now: String!
}

"An employee a card can be entered for."
type TimeCardEmployee {
  id: ID!
  first_name: String!
  last_name: String!
  "active, inactive or terminated."
  status: String!
}

input TimeCardBreakInput {
  break_in: String
  break_out: String
}

extend type Query {
  "Cards of business dates from and to (inclusive, YYYY-MM-DD), of one employee or all."
  timeCards(from: String!, to: String!, employee_id: ID): TimeCardList!
  workingDays(from: String!, to: String!): [WorkingDay!]!
  "The store's employees, by name."
  timeCardEmployees: [TimeCardEmployee!]!
  timeCardContext(business_date: String!, employee_id: ID, exclude_id: ID): TimeCardContext!
}

extend type Mutation {
  "A closed working day for a past date that has none."
  createWorkingDay(business_date: String!): WorkingDay!
  createTimeCard(
    employee_id: ID
    business_date: String
    clock_in: String
    clock_out: String
    breaks: [TimeCardBreakInput!]
  ): TimeCard!
  "Replaces the card's times and breaks; refused while its working day is open."
  updateTimeCard(
    id: ID!
    employee_id: ID
    business_date: String
    clock_in: String
    clock_out: String
    breaks: [TimeCardBreakInput!]
  ): TimeCard!
  "Refused while the card's working day is open. Answers the card's id."
  deleteTimeCard(id: ID!): ID!
}
`;

/** The guard of every operation (SPEC §2 Employees: /pages/time-cards). */
const TIME_CARDS_ACCESS = { module: 'employees-office', permission: 'time-cards' } as const;

type Args<T> = (_: unknown, args: T, ctx: GraphqlContext) => Promise<unknown>;

const guarded =
  <T>(fn: (scope: Scope, args: T) => Promise<unknown>): Args<T> =>
  (_, args, ctx) => {
    requireAccess(ctx, TIME_CARDS_ACCESS);
    return fn(ctx.scope, args);
  };

export function timeCardsResolvers(deps: { db: Db }) {
  const { db } = deps;
  return {
    Query: {
      timeCards: guarded((scope, a: { from: string; to: string; employee_id?: string | null }) =>
        listTimeCards(db, scope.storeId, a),
      ),
      workingDays: guarded((scope, a: { from: string; to: string }) =>
        listWorkingDays(db, scope.storeId, a.from, a.to),
      ),
      timeCardEmployees: guarded((scope) => listEmployees(db, scope.storeId)),
      timeCardContext: guarded(
        (scope, a: { business_date: string; employee_id?: string | null; exclude_id?: string | null }) =>
          timeCardContext(db, scope.storeId, a),
      ),
    },
    Mutation: {
      createWorkingDay: guarded((scope, a: { business_date: string }) =>
        createWorkingDay(db, scope, a.business_date),
      ),
      createTimeCard: guarded((scope, a: TimeCardInput) => createTimeCard(db, scope, a)),
      updateTimeCard: guarded((scope, { id, ...a }: TimeCardInput & { id: string }) =>
        updateTimeCard(db, scope, id, a),
      ),
      deleteTimeCard: guarded((scope, a: { id: string }) => deleteTimeCard(db, scope, a.id)),
    },
  };
}
