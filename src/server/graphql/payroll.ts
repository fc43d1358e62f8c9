import type { Db } from '../db/database.js';
import {
  readCompensations,
  readPayroll,
  readPayrollSettings,
  setCompensation,
  type CompensationInput,
} from '../services/payroll.js';
import type { Scope } from '../services/items.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/** Employees' pay (SPEC §2 "compensation"): each one's compensation, and the payroll of a period. */
export const PAYROLL_SDL = `
"An employee's pay settings and jobs, as the compensation screen lists them."
type Compensation {
  employee_id: ID!
  first_name: String!
  last_name: String!
  nickname: String
  status: String!
  "hourly or salary."
  salary_type: String!
  "The compensation value as employee records hold money (9.5): the rate per hour, or the amount per pay period; none when not set."
  salary: Float
  "daily or weekly."
  pay_period: String!
  "Scheduled hours per pay period."
  hours: Int
  "Names of the employee's jobs."
  jobs: [String!]!
}

"The store's payroll settings used; money in cents."
type PayrollRule {
  "Hours of a business day after which time is overtime; 0: none."
  overtime_daily_hours: Float!
  "Regular hours of a week after which time is overtime; 0: none."
  overtime_weekly_hours: Float!
  overtime_multiplier: Float!
  "monday … sunday: the first day of the pay week."
  week_start: String!
  daily_rate: Int!
  daily_hour_rate: Int!
  weekly_hour_rate: Int!
  time_zone: String!
}

"Hours of one business day, with two decimals."
type PayrollDay {
  date: String!
  hours: Float!
  regular_hours: Float!
  overtime_hours: Float!
}

"One employee's pay over the period: hours with two decimals, money in cents."
type PayrollLine {
  employee_id: ID!
  "First and last name in the store's name format."
  name: String!
  first_name: String!
  last_name: String!
  status: String!
  salary_type: String!
  pay_period: String!
  "The rate per hour, or the amount per pay period of a salaried employee, in cents."
  rate: Int!
  "employee: their own compensation value; store: the store's default rate."
  rate_from: String!
  hours: Float!
  regular_hours: Float!
  overtime_hours: Float!
  regular_pay: Int!
  overtime_pay: Int!
  total: Int!
  "Cards of the period still open: not counted until clocked out."
  open_cards: Int!
  days: [PayrollDay!]!
}

type PayrollSettings {
  rule: PayrollRule!
  "Today's date in the store's time zone, YYYY-MM-DD."
  today: String!
}

type PayrollTotals {
  hours: Float!
  regular_hours: Float!
  overtime_hours: Float!
  regular_pay: Int!
  overtime_pay: Int!
  total: Int!
  open_cards: Int!
}

type Payroll {
  from: String!
  to: String!
  rule: PayrollRule!
  employees: [PayrollLine!]!
  totals: PayrollTotals!
}

extend type Query {
  "Every active employee with their pay and jobs."
  compensations: [Compensation!]!
  "The store's payroll settings and today's business date: what a period picker starts from."
  payrollRule: PayrollSettings!
  "The payroll of the business dates from–to (YYYY-MM-DD, inclusive), of one employee or all."
  payroll(from: String!, to: String!, employee_id: ID): Payroll!
}

extend type Mutation {
  "Sets an employee's pay; the compensation value is required above 0 while the employee is active."
  setCompensation(employee_id: ID!, salary_type: String!, salary: Float, pay_period: String!, hours: Int): Compensation!
}
`;

/** SPEC §2: the compensation screen, permission code "compensation" of Employees Office. */
const COMPENSATION_ACCESS = { module: 'employees-office', permission: 'compensation' } as const;

type Args<T> = (_: unknown, args: T, ctx: GraphqlContext) => Promise<unknown>;

const guarded =
  <T>(fn: (scope: Scope, args: T) => Promise<unknown>): Args<T> =>
  (_, args, ctx) => {
    requireAccess(ctx, COMPENSATION_ACCESS);
    return fn(ctx.scope, args);
  };

export function payrollResolvers(deps: { db: Db }) {
  const { db } = deps;
  return {
    Query: {
      compensations: guarded((scope) => readCompensations(db, scope.storeId)),
      payrollRule: guarded((scope) => readPayrollSettings(db, scope.storeId)),
      payroll: guarded((scope, a: { from: string; to: string; employee_id?: string | null }) =>
        readPayroll(db, scope.storeId, { from: a.from, to: a.to, employeeId: a.employee_id }),
      ),
    },
    Mutation: {
      setCompensation: guarded((scope, a: CompensationInput) => setCompensation(db, scope, a)),
    },
  };
}
