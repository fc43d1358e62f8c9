/**
 * What the browser and the server both know of a report: the part of its declaration
 * (src/server/reports/<code>.ts) that `npm run gen` copies into generated/reports.ts, so that the
 * console lists, routes and guards reports without importing the server.
 */

/** The filters a report may take. */
export const REPORT_FILTERS = [
  'employee_id',
  'order_type_id',
  'payment_id',
  'category_id',
  'department_id',
  'customer_id',
] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];
export type ReportFilters = Partial<Record<ReportFilter, string>>;

export type ChartKind = 'bar' | 'pie' | 'none';

/**
 * How a column's cells are written: `label` an i18n key, `text` as it is, `date` a business date,
 * `datetime` a moment on the store's clock (YYYY-MM-DD HH:mm), `time` a time of day on the store's
 * clock (HH:mm), `hour` a local hour (0–23), `money` cents, `count` a whole number, `percent` a
 * percentage, `value` money or a count as the row's unit says. The store's date and hour formats
 * write the dates and times.
 */
export type ColumnKind =
  'label' | 'text' | 'date' | 'datetime' | 'time' | 'hour' | 'money' | 'count' | 'percent' | 'value';

/**
 * What a chart series' values are: `money` cents, `count` whole numbers, `percent` a percentage,
 * `number` any other figure (an average rating). Series of one unit share an axis.
 */
export type SeriesUnit = 'money' | 'count' | 'percent' | 'number';

/**
 * How a column's totals cell is found when the reports of several stores are put together: `sum` adds
 * the stores' totals (money and counts do so unless they say otherwise; hours written with decimals
 * say it); `ratio` divides the consolidated totals of two of its columns, rounded to a whole number
 * (an average check: net sales by checks); `share` the same as a percentage (labour: its cost of net
 * sales). Without one, a cell is kept where every store's is the same (a share of the whole: 100.00)
 * and left empty otherwise.
 */
export type ColumnWhole = 'sum' | { ratio: readonly [string, string] } | { share: readonly [string, string] };

export interface ReportColumn {
  /** i18n key `reports.columns.<key>`. */
  key: string;
  kind: ColumnKind;
  /** The column's heading as it stands, instead of its key's words: a store's name. */
  title?: string;
  /** How its totals cell is found over several stores. */
  whole?: ColumnWhole;
}

export interface ReportDef {
  code: string;
  /** Its place in the sidebar's Reports section. */
  order: number;
  /** A Material icon's name (generated/icons). */
  icon: string;
  filters: readonly ReportFilter[];
  /**
   * Those of its filters whose choices are too many to send whole (a store's customers): the console
   * searches them on the server as the user types (copied from the filter's source, FILTER_SOURCES).
   */
  searched?: readonly ReportFilter[];
  /** Whether it shows the previous period of the same length beside the chosen one. */
  compare: boolean;
  chart: ChartKind;
  /**
   * One row per record (a check, a payment): an answer holds a page of the rows, sorted on the server,
   * and the totals and the count cover the whole range.
   */
  paged: boolean;
  /** Bar charts: the previous period's bars beside the chosen one's, point by point (the same hour). */
  chartPrevious?: boolean;
  /**
   * Rows in an order of their own that sorting would break (a running balance, each row's balance
   * after the one above): the table's columns are not sortable.
   */
  unsortable?: boolean;
  /** A report with a page of its own (core/pages.ts declares it) under another module, not /pages/reports. */
  page?: { path: string; module: string };
}

/**
 * The axis unit a series drawn from a column of this kind must have: `value` columns hold money or
 * a count as their row says; any other kind without a unit of its own is a plain figure.
 */
export function seriesUnitsOf(kind: ColumnKind): readonly SeriesUnit[] {
  switch (kind) {
    case 'money':
    case 'count':
    case 'percent':
      return [kind];
    case 'value':
      return ['money', 'count'];
    default:
      return ['number'];
  }
}
