import { AppError } from '../../core/errors.js';
import { REPORT_MODULE, reportByCode, type ReportFilters } from '../../core/reports.js';
import type { Db } from '../db/database.js';
import { filterChoices, runReport } from '../services/reports/index.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/** The reports of SPEC §2 (core/reports.ts): one query answers any of them, from the rollups. */
export const REPORTS_SDL = `
"A column of a report: its i18n key under reports.columns and how its cells are written (label, text, date, hour, money, count, percent, value)."
type ReportColumn {
  key: String!
  kind: String!
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
  key: String!
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
}

input ReportFilters {
  employee_id: ID
  order_type_id: ID
  payment_id: ID
  category_id: ID
  department_id: ID
}

type ReportChoice {
  id: ID!
  name: String!
}

type ReportFilterChoices {
  filter: String!
  choices: [ReportChoice!]!
}

extend type Query {
  "A report over at most 366 business dates; compare adds the previous period where the report offers it."
  report(code: String!, from: String!, to: String!, filters: ReportFilters, compare: Boolean): Report!
  "The choices of each filter the report takes."
  reportFilterChoices(code: String!): [ReportFilterChoices!]!
}
`;

/** Module `reports-office` and the report's own code, on the server as in the console. */
const guard = (ctx: GraphqlContext, code: string) => {
  if (!reportByCode(code)) throw new AppError('NOT_FOUND', 'reports.errors.unknownReport');
  requireAccess(ctx, { module: REPORT_MODULE, permission: code });
};

export function reportsResolvers(deps: { db: Db }) {
  const { db } = deps;
  return {
    Query: {
      report: (
        _: unknown,
        args: { code: string; from: string; to: string; filters?: ReportFilters; compare?: boolean },
        ctx: GraphqlContext,
      ) => {
        guard(ctx, args.code);
        return runReport(db, ctx.scope.storeId, args);
      },
      reportFilterChoices: (_: unknown, args: { code: string }, ctx: GraphqlContext) => {
        guard(ctx, args.code);
        return filterChoices(db, ctx.scope.storeId, args.code);
      },
    },
  };
}
