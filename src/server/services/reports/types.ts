import type { ReportColumn, ReportFilters } from '../../../core/reports.js';
import type { Db } from '../../db/database.js';

/** What a report is asked: the store, an inclusive range of business dates and the filters. */
export interface ReportQuery {
  storeId: string;
  from: string;
  to: string;
  filters: ReportFilters;
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
  series: { key: string; values: number[] }[];
}

export interface ReportOutput {
  rows: ReportRow[];
  /** The totals row, one cell per column; null for a report without one. */
  totals: (string | null)[] | null;
  chart: ReportChart | null;
}

/** One report: its columns and its query over the rollups. */
export interface ReportModule {
  columns: readonly ReportColumn[];
  run(db: Db, q: ReportQuery): Promise<ReportOutput>;
}

export const text = (n: number) => String(n);
