import type { ReportColumn, SeriesUnit } from '../../core/reports.js';

/* A report as the server answers it (src/server/graphql/reports.ts): what the table, the chart and the files are made of. */

export interface ReportRowData {
  /** The record a row stands for, when it opens one (check report: the check). */
  id?: string | null;
  cells: (string | null)[];
  unit: 'money' | 'count' | null;
  group: string | null;
}

export interface ReportData {
  code: string;
  from: string;
  to: string;
  columns: ReportColumn[];
  rows: ReportRowData[];
  totals: (string | null)[] | null;
  chart: {
    labels: string[];
    /** Each series with its legend (an i18n key), its unit and the column it draws, from the report's declaration. */
    series: { key: string; label: string; unit: SeriesUnit; column: string | null; values: number[] }[];
  } | null;
  previous: { from: string; to: string; rows: ReportRowData[]; totals: (string | null)[] | null } | null;
  /** Rows of the range in all, for a paged report (its rows are one page). */
  count: number | null;
  /** The stores it was run over and their own dates, when stores were chosen. */
  stores?: { id: string; name: string; from: string | null; to: string | null }[] | null;
  /** Stores chosen where the user may not see the report: they contribute nothing. */
  leftOut?: string[] | null;
}
