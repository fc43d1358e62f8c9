import type { ReportColumn, ReportFilters, SeriesUnit } from '../../../core/report-def.js';
import type { Db } from '../../db/database.js';

/** What a report is asked: the store, an inclusive range of business dates and the filters. */
export interface ReportQuery {
  storeId: string;
  from: string;
  to: string;
  filters: ReportFilters;
  /** The rows of a paged report (ReportDef.paged) to return; the first PAGE_ROWS_DEFAULT by default. */
  page?: ReportPage;
}

/** A window of a paged report's rows, ordered by one of its columns. */
export interface ReportPage {
  offset: number;
  limit: number;
  /** A column's index and direction; null for the report's own order. */
  sort: { column: number; desc: boolean } | null;
}

export interface ReportRow {
  /** One cell per column; money in cents, as text so that no amount is rounded on the way. */
  cells: (string | null)[];
  /** The unit of the `value` columns of this row. */
  unit?: 'money' | 'count';
  /** The part of the report the row belongs to, when it has several (summary: `payments`). */
  group?: string;
}

export interface ReportChart {
  /** Cells of the first column, one per point. */
  labels: string[];
  /** Each series' values under its key in the report's declaration (`series`). */
  series: { key: string; values: number[] }[];
}

/** A chart as answered: each series with the legend (an i18n key) and unit its declaration gives. */
export interface AnsweredChart {
  labels: string[];
  series: { key: string; label: string; unit: SeriesUnit; column: string | null; values: number[] }[];
}

export interface ReportOutput {
  rows: ReportRow[];
  /** The totals row, one cell per column; null for a report without one. */
  totals: (string | null)[] | null;
  chart: ReportChart | null;
  /** How many rows the range has in all, when the report is paged. */
  count?: number;
}

/** A report as the API answers it: its output, its dates and columns, and the period before when asked. */
export interface ReportAnswer extends Omit<ReportOutput, 'chart'> {
  chart: AnsweredChart | null;
  code: string;
  from: string;
  to: string;
  columns: readonly ReportColumn[];
  previous: ({ from: string; to: string } & Omit<ReportOutput, 'chart'>) | null;
}

/** One report: its columns and its query over the rollups. */
export interface ReportModule {
  columns: readonly ReportColumn[];
  run(db: Db, q: ReportQuery): Promise<ReportOutput>;
}

export const text = (n: number) => String(n);

/** A column of a report with how its value is read from a row of the query. */
export interface ReadColumn<R> extends ReportColumn {
  /** Money in cents and counts as numbers; nothing (a totals row's label) as null or undefined. */
  read: (row: R) => string | number | null | undefined;
}

/** A row's cells, each read by its column: numbers as text, so that no amount is rounded on the way. */
export const cellsOf = <R>(columns: readonly ReadColumn<R>[], row: R): (string | null)[] =>
  columns.map((c) => {
    const value = c.read(row);
    return value === null || value === undefined ? null : String(value);
  });

/** A chart series read by a column from each point's row, as numbers. */
export function columnValues<R>(
  columns: readonly ReadColumn<R>[],
  key: string,
  rows: readonly R[],
): number[] {
  const column = columns.find((c) => c.key === key);
  if (!column) throw new Error(`no column ${key} to chart`);
  return rows.map((r) => Number(column.read(r) ?? 0));
}

/** A report's answer: a row per record and the totals row, each read by the columns, and its chart. */
export const tableOf = <R>(
  columns: readonly ReadColumn<R>[],
  rows: readonly R[],
  totals: R,
  chart: ReportChart | null,
): ReportOutput => ({
  rows: rows.map((r) => ({ cells: cellsOf(columns, r) })),
  totals: cellsOf(columns, totals),
  chart,
});

/** A row per record and the totals row, as a report of them (tableReport) reads them, and its chart. */
export interface Table<R> {
  rows: readonly R[];
  totals: R;
  chart?: ReportChart | null;
}

/** A report whose answer is a table read by its columns (tableOf): `read` gives the rows and the totals. */
export const tableReport = <R>(
  columns: readonly ReadColumn<R>[],
  read: (db: Db, q: ReportQuery) => Promise<Table<R>>,
): ReportModule => ({
  columns,
  async run(db, q) {
    const { rows, totals, chart = null } = await read(db, q);
    return tableOf(columns, rows, totals, chart);
  },
});

/** A column whose value is a field of the query's row (`name`, the column's key by default), as it is. */
export function field<R>(key: keyof R & string, kind: ReadColumn<R>['kind']): ReadColumn<R>;
export function field<R>(key: string, kind: ReadColumn<R>['kind'], name: keyof R & string): ReadColumn<R>;
export function field<R>(key: string, kind: ReadColumn<R>['kind'], name = key): ReadColumn<R> {
  return { key, kind, read: (r) => r[name as keyof R] as string | number | null | undefined };
}

/** A chart of one series: each row's label and value. */
export const chartOf = <R>(
  rows: readonly R[],
  label: (row: R) => string,
  key: string,
  value: (row: R) => number,
): ReportChart => ({ labels: rows.map(label), series: [{ key, values: rows.map(value) }] });

/** The named fields of a query's row, as numbers. */
export const numbersOf = <F extends string>(fields: readonly F[], row: Record<string, unknown>) =>
  Object.fromEntries(fields.map((f) => [f, Number(row[f])])) as Record<F, number>;

/** The named fields summed over the rows. */
export function sumOf<F extends string>(fields: readonly F[], rows: readonly Record<F, number>[]) {
  const out = Object.fromEntries(fields.map((f) => [f, 0])) as Record<F, number>;
  for (const r of rows) for (const f of fields) out[f] += r[f];
  return out;
}

/** Groups ordered by a figure, largest first, and by their labels where it is the same. */
export const largestFirst =
  <F>(figure: (group: F) => number) =>
  <G extends F & { label: string }>(a: G, b: G) =>
    figure(b) - figure(a) || a.label.localeCompare(b.label);

/** A chart of one series read by a column (`key`) from each row, with each row's label. */
export const columnChart = <R>(
  columns: readonly ReadColumn<R>[],
  rows: readonly R[],
  label: (row: R) => string,
  key: string,
): ReportChart => ({ labels: rows.map(label), series: [{ key, values: columnValues(columns, key, rows) }] });

/**
 * A report of groups (order types, servers, menu items…) beside the whole they add up to, for their
 * shares: a row per group in `order`, and the whole as the totals row.
 */
export function groupsReport<G extends object, W extends object>(def: {
  columns: readonly ReadColumn<(G | W) & { whole: W }>[];
  groups: (db: Db, q: ReportQuery) => Promise<G[]>;
  order: (a: G, b: G) => number;
  sum: (groups: readonly G[]) => W;
  chart: (groups: readonly G[]) => ReportChart;
}): ReportModule {
  return {
    columns: def.columns,
    async run(db, q) {
      const groups = (await def.groups(db, q)).sort(def.order);
      const whole = def.sum(groups);
      return tableOf(
        def.columns,
        groups.map((g) => ({ ...g, whole })),
        { ...whole, whole },
        def.chart(groups),
      );
    },
  };
}
