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
