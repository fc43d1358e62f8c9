/**
 * The reports of SPEC §2 that exist: one declaration each, read by the router, the sidebar's Reports
 * section, the server's report query and the spec coverage. A report's page is
 * `/pages/reports/<code>`, guarded by module `reports-office` and its own code (core/permissions).
 * Ranges are business dates in the store's time zone, both ends included, at most a year and a day.
 */

export const REPORT_MODULE = 'reports-office';

/** The filters a report may take. */
export const REPORT_FILTERS = [
  'employee_id',
  'order_type_id',
  'payment_id',
  'category_id',
  'department_id',
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

export interface ReportColumn {
  /** i18n key `reports.columns.<key>`. */
  key: string;
  kind: ColumnKind;
}

export interface ReportDef {
  code: string;
  /** Its place in the sidebar's Reports section. */
  order: number;
  /** A Material icon's name (generated/icons). */
  icon: string;
  filters: readonly ReportFilter[];
  /** Whether it shows the previous period of the same length beside the chosen one. */
  compare: boolean;
  chart: ChartKind;
  /**
   * One row per record (a check, a payment): an answer holds a page of the rows, sorted on the server,
   * and the totals and the count cover the whole range.
   */
  paged: boolean;
}

/** The reports whose rows are records, thousands a month. */
const PAGED_REPORTS = new Set([
  'check-report',
  'detailed-payment-tickets-report',
  'manual-cc-transactions-report',
  'resend-audit-report',
]);

const report = (
  code: string,
  order: number,
  icon: string,
  chart: ChartKind,
  filters: readonly ReportFilter[] = [],
  compare = false,
): ReportDef => ({ code, order, icon, filters, compare, chart, paged: PAGED_REPORTS.has(code) });

const SALES_FILTERS: readonly ReportFilter[] = ['employee_id', 'order_type_id'];
const ITEM_FILTERS: readonly ReportFilter[] = ['category_id', 'department_id'];

export const REPORTS: readonly ReportDef[] = [
  report('summary', 1, 'Insights', 'pie', [], true),
  report('check-report', 1.5, 'ReceiptLong', 'none', SALES_FILTERS),
  report('daily-sales', 2, 'EventAvailable', 'bar', SALES_FILTERS, true),
  report('hourly-report', 3, 'AccessTime', 'bar', SALES_FILTERS, true),
  report('category-report', 4, 'Category', 'pie', ['department_id']),
  report('menu-item-report', 5, 'RestaurantMenu', 'bar', ITEM_FILTERS),
  report('department-report', 6, 'Apartment', 'pie'),
  report('order-type-report', 7, 'RoomService', 'pie', ['employee_id']),
  report('payment-report', 8, 'Payments', 'pie', ['payment_id']),
  report('tax-report', 9, 'Percent', 'none'),
  report('tips-report', 10, 'VolunteerActivism', 'bar', ['order_type_id']),
  report('server-report', 11, 'Badge', 'bar', ['order_type_id']),
  report('discount-report', 12, 'LocalOffer', 'bar'),
  report('void-report', 13, 'RemoveShoppingCart', 'bar', ITEM_FILTERS),
  report('refund-report', 14, 'ReceiptLong', 'none'),
  report('paid-outs-report', 15, 'Outbox', 'none'),
  report('drawer-report', 16, 'Savings', 'none'),
  report('labor-report', 17, 'Insights', 'bar'),
  report('payroll-report', 18, 'People', 'none'),
  report('employee-report', 19, 'Badge', 'bar'),
  report('rate-system-report', 20, 'Checklist', 'bar'),
  report('detailed-payment-tickets-report', 21, 'ReceiptLong', 'none'),
  report('manual-cc-transactions-report', 22, 'Payments', 'none'),
  report('resend-audit-report', 15.5, 'History', 'bar', ['employee_id']),
];

/** A report shown on a page of its own (core/pages.ts declares it), outside /pages/reports, under another module. */
export interface PageReportDef extends ReportDef {
  path: string;
  module: string;
}

/** Reports with a page of their own: online ordering's daily sales (SPEC §2, Online Ordering). */
export const PAGE_REPORTS: readonly PageReportDef[] = [
  {
    ...report('daily-report-olo', 4, 'Storefront', 'bar', [], true),
    path: '/pages/daily-report-olo',
    module: 'online-ordering',
  },
];

export const reportPath = (code: string) => `/pages/reports/${code}`;
/** i18n key of a report's title (sidebar entry and page heading). */
export const reportLabel = (code: string) => `reports.${code}.title`;
export const reportByCode = (code: string): ReportDef | undefined => REPORTS.find((r) => r.code === code);
/** Any report the server answers: those of /pages/reports and those with a page of their own. */
export const anyReport = (code: string): ReportDef | undefined =>
  reportByCode(code) ?? PAGE_REPORTS.find((r) => r.code === code);
/** The module and permission code that open a report, on the server as in the console. */
export const reportAccess = (code: string): { module: string; permission: string } => ({
  module: PAGE_REPORTS.find((r) => r.code === code)?.module ?? REPORT_MODULE,
  permission: code,
});

/** The longest range, in days. */
export const MAX_REPORT_DAYS = 366;

export const DATE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'thisYear',
  'lastMonth',
  'last30Days',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  from: string;
  to: string;
}

const DAY = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && toDate(toTime(value)) === value;

export const addDays = (date: string, days: number) => toDate(toTime(date) + days * DAY);

/** Days in a range, both ends counted. */
export const rangeDays = (r: DateRange) => Math.round((toTime(r.to) - toTime(r.from)) / DAY) + 1;

/** The range of a preset (SPEC §9), from the store's today; weeks start on Sunday. */
export function presetRange(preset: DatePreset, today: string): DateRange {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const monthStart = (year: number, month: number) => toDate(Date.UTC(year, month - 1, 1));
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisWeek':
      return { from: addDays(today, -new Date(toTime(today)).getUTCDay()), to: today };
    case 'thisMonth':
      return { from: monthStart(y, m), to: today };
    case 'thisYear':
      return { from: `${y}-01-01`, to: today };
    case 'lastMonth': {
      const first = monthStart(y, m);
      return { from: monthStart(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1), to: addDays(first, -1) };
    }
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
  }
}

/** The period of the same length that ends the day before the range starts. */
export function previousRange(r: DateRange): DateRange {
  const days = rangeDays(r);
  return { from: addDays(r.from, -days), to: addDays(r.from, -1) };
}

/** Why a range is refused (an i18n key), or null when it may be reported. */
export function rangeError(r: DateRange): string | null {
  if (!isIsoDate(r.from) || !isIsoDate(r.to)) return 'reports.errors.badDate';
  if (r.to < r.from) return 'reports.errors.rangeOrder';
  if (rangeDays(r) > MAX_REPORT_DAYS) return 'reports.errors.rangeTooLong';
  return null;
}
