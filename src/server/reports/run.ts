import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { AppError } from '../../core/errors.js';
import { registry } from '../../core/registry.js';
import {
  comparedRange,
  DATE_PRESETS,
  type DatePreset,
  rangeError,
  REPORT_FILTERS,
  type ReportFilter,
  type ReportFilters,
} from '../../core/reports.js';
import type { Db } from '../db/database.js';
import { searchCondition } from '../services/listing.js';
import { FILTER_SOURCES } from '../services/reports/filters.js';
import { PAGE_ROWS_DEFAULT, PAGE_ROWS_MAX } from '../services/reports/paged.js';
import type { AnsweredChart, ReportAnswer, ReportChart, ReportPage } from '../services/reports/types.js';
import type { ReportDeclaration } from './define.js';
import { REPORT_DECLARATIONS } from './index.js';

export type { ReportAnswer } from '../services/reports/types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The declared report of a code, among those given; unknown codes are refused. */
export function reportOf(reports: readonly ReportDeclaration[], code: string): ReportDeclaration {
  const def = reports.find((r) => r.code === code);
  if (!def) throw new AppError('NOT_FOUND', 'reports.errors.unknownReport');
  return def;
}

/** The query's chart with each series' legend and unit from the declaration; an undeclared series is an error. */
function answeredChart(def: ReportDeclaration, chart: ReportChart | null): AnsweredChart | null {
  if (!chart) return null;
  return {
    labels: chart.labels,
    series: chart.series.map(({ key, values }) => {
      const declared = def.series.find((s) => s.key === key);
      if (!declared)
        throw new Error(`report ${def.code}: its query draws series "${key}", which it does not declare`);
      return { key, label: declared.label, unit: declared.unit, column: declared.column ?? null, values };
    }),
  };
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
    /** The preset the dates were chosen by, if any: the period compared is then the same days of the one before. */
    preset?: string | null;
    page?: { offset?: number | null; limit?: number | null; sort?: ReportSortInput | null } | null;
  },
  reports: readonly ReportDeclaration[] = REPORT_DECLARATIONS,
): Promise<ReportAnswer> {
  const def = reportOf(reports, args.code);
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
  const page = def.paged ? pageArgs(args.page, def.columns.length) : undefined;
  if (!def.paged && args.page) throw new AppError('VALIDATION', 'reports.errors.notPaged');
  const out = await def.run(db, { storeId, ...range, filters, page });
  let previous: ReportAnswer['previous'] = null;
  if (args.compare && def.compare) {
    const preset = (DATE_PRESETS as readonly unknown[]).includes(args.preset)
      ? (args.preset as DatePreset)
      : null;
    const before = comparedRange(range, preset);
    const { rows, totals } = await def.run(db, { storeId, ...before, filters, page });
    previous = { ...before, rows, totals };
  }
  return {
    code: def.code,
    ...range,
    columns: def.columns,
    ...out,
    chart: answeredChart(def, out.chart),
    previous,
  };
}

/** The most choices a search of a filter's choices answers (reportFilterSearch). */
export const SEARCH_CHOICES = 20;
/** Text a trigram index can serve a search for: three letters or digits in a row. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

type Narrow = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A filter's choices (its source's rows of the store, those `narrow` keeps), by name, at most `limit`.
 * `first`: the rows `narrow` keeps are found before the source's own condition and the order are
 * applied (a search the trigram indexes serve), as the planner would otherwise walk the store's rows
 * in name order, filtering each, looking for the few matches that also hold a house account.
 */
async function sourceChoices(
  db: Db,
  storeId: string,
  filter: ReportFilter,
  narrow?: { where: Narrow; first?: boolean; limit: number },
) {
  const { table, name, where } = FILTER_SOURCES[filter];
  const own = db.selectFrom(table).where('store_id', '=', storeId);
  let query = narrow?.first
    ? db.selectFrom(own.selectAll().where(narrow.where).offset(0).as(table)).select(['id', ...name])
    : own.select(['id', ...name]);
  if (where) query = query.where(where);
  if (narrow && !narrow.first) query = query.where(narrow.where);
  for (const c of name) query = query.orderBy(c);
  if (narrow) query = query.orderBy('id').limit(narrow.limit);
  const rows = (await query.execute()) as Record<string, unknown>[];
  return rows.map((r) => ({ id: r.id as string, name: name.map((c) => r[c] as string).join(' ') }));
}

/**
 * The choices of a report's filters (FILTER_SOURCES): the store's rows of each filter's table, by name;
 * a searched filter's are too many to send (reportFilterSearch finds them): it comes with none.
 */
export async function filterChoices(
  db: Db,
  storeId: string,
  code: string,
  reports: readonly ReportDeclaration[] = REPORT_DECLARATIONS,
) {
  const def = reportOf(reports, code);
  const out: { filter: string; searched: boolean; choices: { id: string; name: string }[] }[] = [];
  for (const filter of def.filters) {
    const searched = !!FILTER_SOURCES[filter].searched;
    out.push({ filter, searched, choices: searched ? [] : await sourceChoices(db, storeId, filter) });
  }
  return out;
}

/**
 * A searched filter's choices (FILTER_SOURCES `searched`): at most SEARCH_CHOICES, by name, whose
 * columns the list of its table searches (a customer's name, phone and e-mail) hold `q`, case and
 * accents ignored, as the list's `q` does (so its trigram indexes serve it); or the one of `id` (to
 * name the choice made). Neither given, none.
 */
export async function filterSearch(
  db: Db,
  storeId: string,
  args: { code: string; filter: string; q?: string | null; id?: string | null },
  reports: readonly ReportDeclaration[] = REPORT_DECLARATIONS,
) {
  const def = reportOf(reports, args.code);
  const filter = def.filters.find((f) => f === args.filter);
  if (!filter) throw new AppError('VALIDATION', 'reports.errors.filterNotTaken');
  const { table, searched } = FILTER_SOURCES[filter];
  if (!searched) throw new AppError('VALIDATION', 'reports.errors.filterNotSearched');
  if (args.id) {
    if (!UUID.test(args.id)) throw new AppError('VALIDATION', 'reports.errors.badFilter');
    const id = args.id;
    return sourceChoices(db, storeId, filter, { where: (eb) => eb('id', '=', id), limit: 1 });
  }
  const columns = registry.find((r) => r.table === table)!.search;
  const q = args.q?.trim() ?? '';
  if (!q) return [];
  return sourceChoices(db, storeId, filter, {
    where: (eb) => searchCondition(eb, columns, q)!,
    // Three letters or digits in a row make a trigram: the indexes find the matches first. Shorter
    // text matches most rows: walking them in name order finds the first 20 soonest.
    first: TRIGRAM.test(q),
    limit: SEARCH_CHOICES,
  });
}

/** Each declared report by code (the bench and tests/api/report-sql go through them all). */
export const REPORT_MODULES: Readonly<Record<string, ReportDeclaration>> = Object.fromEntries(
  REPORT_DECLARATIONS.map((r) => [r.code, r]),
);
