import { REPORT_MODULE } from '../../core/reports.js';
import type { AccessService } from '../auth/access.js';
import type { Database } from '../db/database.js';
import type { ReportDeclaration } from '../reports/define.js';
import { REPORT_DECLARATIONS } from '../reports/index.js';
import { consolidatedReport, reportStores } from '../reports/stores.js';
import { filterChoices, filterSearch, reportOf, runReport } from '../reports/run.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/** The reports of SPEC §2 (core/reports.ts): one query answers any of them, from the rollups. */
export const REPORTS_SDL = `
"A column of a report: its i18n key under reports.columns and how its cells are written (label, text, date, datetime, time, hour, money, count, percent, value)."
type ReportColumn {
  key: String!
  kind: String!
  "Its heading as it stands (a store's name), instead of the words of its key."
  title: String
}

"A row of a report: one cell per column, money in cents as text."
type ReportRow {
  cells: [String]!
  "money or count: the unit of the row's value columns."
  unit: String
  "The part of the report the row belongs to, when it has several."
  group: String
}

type ReportSeries {
  "Its key in the report's declaration."
  key: String!
  "The i18n key of its legend."
  label: String!
  "The key of the column whose figures it draws, when it draws one."
  column: String
  "What its values are (money in cents, count, percent, number): series of one unit share an axis."
  unit: String!
  values: [Float!]!
}

type ReportChart {
  labels: [String!]!
  series: [ReportSeries!]!
}

"The period of the same length just before the chosen one."
type ReportPeriod {
  from: String!
  to: String!
  rows: [ReportRow!]!
  totals: [String]
}

type Report {
  code: String!
  "Business dates in the store's time zone, both included."
  from: String!
  to: String!
  columns: [ReportColumn!]!
  rows: [ReportRow!]!
  totals: [String]
  chart: ReportChart
  previous: ReportPeriod
  "Rows of the range in all, for a report whose rows are records (checks, payments): its rows are one page of them."
  count: Int
  "The stores whose figures it holds, when stores were chosen."
  stores: [ReportStore!]
  "Stores chosen where the user may not see this report: they contribute nothing."
  leftOut: [ID!]
}

"A store a report may be run over."
type ReportStore {
  id: ID!
  name: String!
  "The business dates the report was run over there: a preset's dates are those of the store's own calendar."
  from: String
  to: String
}

"A column of the report (its index) to sort a page's rows by."
input ReportSort {
  column: Int!
  desc: Boolean
}

"Which rows of a report whose rows are records to return: at most 5000, the first 1000 by default."
input ReportPage {
  offset: Int
  limit: Int
  sort: ReportSort
}

input ReportFilters {
  employee_id: ID
  order_type_id: ID
  payment_id: ID
  category_id: ID
  department_id: ID
  customer_id: ID
}

type ReportChoice {
  id: ID!
  name: String!
}

type ReportFilterChoices {
  filter: String!
  "Its choices are too many to send (a store's customers): none is sent, reportFilterSearch finds them."
  searched: Boolean!
  choices: [ReportChoice!]!
}

extend type Query {
  "A report over at most 366 business dates; compare adds the previous period where the report offers it: the same days of the period before when the dates are a preset's (This Week so far against the same weekdays of last week)."
  report(
    code: String!
    from: String!
    to: String!
    filters: ReportFilters
    compare: Boolean
    preset: String
    page: ReportPage
    "Stores to run it over, put together (at most 50): a store's own business dates and time zone count for it, money is added only in one currency, and a store where the user may not see the report is left out. None: the store signed in to."
    stores: [ID!]
  ): Report!
  "The stores where the user may see the report, by name: what it may be run over together."
  reportStores(code: String!): [ReportStore!]!
  "The choices of each filter the report takes."
  reportFilterChoices(code: String!): [ReportFilterChoices!]!
  "A searched filter's choices: at most 20, by name, whose name (a customer's phone or e-mail too) holds q, case and accents ignored; or the one of id."
  reportFilterSearch(code: String!, filter: String!, q: String, id: ID): [ReportChoice!]!
}
`;

/** The reports (src/server/reports), each guarded by its module and its own code, on the server as in the console. */
export function reportsResolvers(
  database: Pick<Database, 'db' | 'inOneTurn'>,
  reports: readonly ReportDeclaration[] = REPORT_DECLARATIONS,
  access?: Pick<AccessService, 'principal' | 'storesOf'>,
) {
  const { db } = database;
  /** Module `reports-office` (or the module of a report's own page) and the report's own code. */
  const guard = (ctx: GraphqlContext, code: string) =>
    requireAccess(ctx, { module: reportOf(reports, code).page?.module ?? REPORT_MODULE, permission: code });
  return {
    Query: {
      report: (
        _: unknown,
        { stores, ...args }: Parameters<typeof runReport>[2] & { stores?: string[] | null },
        ctx: GraphqlContext,
      ) => {
        if (stores?.length && access)
          return consolidatedReport(database, access, ctx.principal, stores, args, reports);
        guard(ctx, args.code);
        return database.inOneTurn((conn) => runReport(conn, ctx.scope.storeId, args, reports));
      },
      reportStores: (_: unknown, args: { code: string }, ctx: GraphqlContext) => {
        const def = reportOf(reports, args.code);
        return access ? reportStores(access, ctx.principal.userId, def) : [];
      },
      reportFilterChoices: (_: unknown, args: { code: string }, ctx: GraphqlContext) => {
        guard(ctx, args.code);
        return filterChoices(db, ctx.scope.storeId, args.code, reports);
      },
      reportFilterSearch: (_: unknown, args: Parameters<typeof filterSearch>[2], ctx: GraphqlContext) => {
        guard(ctx, args.code);
        return filterSearch(db, ctx.scope.storeId, args, reports);
      },
    },
  };
}
