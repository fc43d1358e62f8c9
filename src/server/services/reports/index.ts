import { AppError } from '../../../core/errors.js';
import {
  anyReport,
  previousRange,
  rangeError,
  REPORT_FILTERS,
  type ReportColumn,
  type ReportFilters,
} from '../../../core/reports.js';
import type { Db } from '../../db/database.js';
import { categoryReport, departmentReport, menuItemReport, voidReport } from './by-items.js';
import { checkReport } from './checks.js';
import { orderTypeReport, serverReport, tipsReport } from './by-sales.js';
import { dailySales } from './daily-sales.js';
import { discountReport } from './discounts.js';
import { dailyReportOlo } from './olo.js';
import { resendAuditReport } from './resends.js';
import { hourlyReport } from './hourly-report.js';
import { paymentReport, taxReport } from './payments.js';
import { drawerReport, employeeReport, laborReport, payrollReport } from './people.js';
import { paidOutsReport, refundReport } from './records.js';
import { summary } from './summary.js';
import { detailedPaymentTicketsReport, manualCcTransactionsReport, rateSystemReport } from './tickets.js';
import { PAGE_ROWS_DEFAULT, PAGE_ROWS_MAX } from './paged.js';
import type { ReportModule, ReportOutput, ReportPage } from './types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each report of core/reports.ts that has a query. */
export const REPORT_MODULES: Record<string, ReportModule> = {
  summary,
  'check-report': checkReport,
  'daily-sales': dailySales,
  'hourly-report': hourlyReport,
  'category-report': categoryReport,
  'menu-item-report': menuItemReport,
  'department-report': departmentReport,
  'order-type-report': orderTypeReport,
  'payment-report': paymentReport,
  'tax-report': taxReport,
  'tips-report': tipsReport,
  'server-report': serverReport,
  'discount-report': discountReport,
  'void-report': voidReport,
  'refund-report': refundReport,
  'paid-outs-report': paidOutsReport,
  'drawer-report': drawerReport,
  'labor-report': laborReport,
  'payroll-report': payrollReport,
  'employee-report': employeeReport,
  'rate-system-report': rateSystemReport,
  'detailed-payment-tickets-report': detailedPaymentTicketsReport,
  'manual-cc-transactions-report': manualCcTransactionsReport,
  'resend-audit-report': resendAuditReport,
  'daily-report-olo': dailyReportOlo,
};

export interface ReportAnswer extends ReportOutput {
  code: string;
  from: string;
  to: string;
  columns: readonly ReportColumn[];
  previous: ({ from: string; to: string } & Omit<ReportOutput, 'chart'>) | null;
}

export interface ReportSortInput {
  column: number;
  desc?: boolean | null;
}

/** The window of a paged report's rows asked for: within its columns, at most PAGE_ROWS_MAX rows. */
function pageArgs(
  input: { offset?: number | null; limit?: number | null; sort?: ReportSortInput | null } | null | undefined,
  columns: number,
): ReportPage {
  const offset = input?.offset ?? 0;
  const limit = input?.limit ?? PAGE_ROWS_DEFAULT;
  const sort = input?.sort ?? null;
  if (
    !Number.isInteger(offset) ||
    offset < 0 ||
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > PAGE_ROWS_MAX
  )
    throw new AppError('VALIDATION', 'reports.errors.badPage', { max: PAGE_ROWS_MAX });
  if (sort && (!Number.isInteger(sort.column) || sort.column < 0 || sort.column >= columns))
    throw new AppError('VALIDATION', 'reports.errors.badSort');
  return { offset, limit, sort: sort ? { column: sort.column, desc: !!sort.desc } : null };
}

/** Runs a report for a store, and the previous period of the same length when asked and offered. */
export async function runReport(
  db: Db,
  storeId: string,
  args: {
    code: string;
    from: string;
    to: string;
    filters?: ReportFilters | null;
    compare?: boolean | null;
    page?: { offset?: number | null; limit?: number | null; sort?: ReportSortInput | null } | null;
  },
): Promise<ReportAnswer> {
  const def = anyReport(args.code);
  const module = REPORT_MODULES[args.code];
  if (!def || !module) throw new AppError('NOT_FOUND', 'reports.errors.unknownReport');
  const range = { from: args.from, to: args.to };
  const bad = rangeError(range);
  if (bad) throw new AppError('VALIDATION', bad);
  const filters: ReportFilters = {};
  for (const f of def.filters) {
    const value = args.filters?.[f];
    if (value && !UUID.test(value)) throw new AppError('VALIDATION', 'reports.errors.badFilter');
    if (value) filters[f] = value;
  }
  for (const f of REPORT_FILTERS)
    if (args.filters?.[f] && !def.filters.includes(f))
      throw new AppError('VALIDATION', 'reports.errors.filterNotTaken');
  const page = def.paged ? pageArgs(args.page, module.columns.length) : undefined;
  if (!def.paged && args.page) throw new AppError('VALIDATION', 'reports.errors.notPaged');
  const out = await module.run(db, { storeId, ...range, filters, page });
  let previous: ReportAnswer['previous'] = null;
  if (args.compare && def.compare) {
    const before = previousRange(range);
    const { rows, totals } = await module.run(db, { storeId, ...before, filters, page });
    previous = { ...before, rows, totals };
  }
  return { code: def.code, ...range, columns: module.columns, ...out, previous };
}

/** The choices of a report's filters: the store's employees, order types, payments, categories or departments, by name. */
export async function filterChoices(db: Db, storeId: string, code: string) {
  const def = anyReport(code);
  if (!def) throw new AppError('NOT_FOUND', 'reports.errors.unknownReport');
  const out: { filter: string; choices: { id: string; name: string }[] }[] = [];
  for (const filter of def.filters) {
    const [table, columns]: [string, string[]] =
      filter === 'employee_id'
        ? ['employee', ['first_name', 'last_name']]
        : filter === 'order_type_id'
          ? ['order_type', ['name']]
          : filter === 'payment_id'
            ? ['payment', ['name']]
            : filter === 'category_id'
              ? ['category', ['name']]
              : ['department', ['name']];
    let query = db
      .selectFrom(table)
      .select(['id', ...columns])
      .where('store_id', '=', storeId);
    for (const c of columns) query = query.orderBy(c);
    const rows = (await query.execute()) as Record<string, unknown>[];
    out.push({
      filter,
      choices: rows.map((r) => ({
        id: r.id as string,
        name: filter === 'employee_id' ? `${r.first_name} ${r.last_name}` : (r.name as string),
      })),
    });
  }
  return out;
}
