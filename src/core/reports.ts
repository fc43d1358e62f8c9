import { REPORT_DECLARATIONS } from '../../generated/reports.js';
import type { ReportDef } from './report-def.js';
import { weekStartOf, type Weekday } from './schedule.js';

export type * from './report-def.js';
export { REPORT_FILTERS } from './report-def.js';

/**
 * The reports of SPEC §2 that exist: one declaration each (src/server/reports/<code>.ts, copied into
 * generated/reports.ts by `npm run gen`), read by the router, the sidebar's Reports section and the
 * spec coverage. A report's page is `/pages/reports/<code>`, guarded by module `reports-office` and
 * its own code (core/permissions); a report with a page of its own names its path and module.
 * Ranges are business dates in the store's time zone, both ends included, at most a year and a day.
 */

export const REPORT_MODULE = 'reports-office';

/** The reports of /pages/reports, in the sidebar's order. */
export const REPORTS: readonly ReportDef[] = REPORT_DECLARATIONS.filter((r) => !r.page);

/** A report shown on a page of its own (core/pages.ts declares it), outside /pages/reports, under another module. */
export type PageReportDef = ReportDef & Required<Pick<ReportDef, 'page'>> & { path: string; module: string };

/** Reports with a page of their own: online ordering's daily sales (SPEC §2, Online Ordering). */
export const PAGE_REPORTS: readonly PageReportDef[] = REPORT_DECLARATIONS.flatMap((r) =>
  r.page ? [{ ...r, page: r.page, path: r.page.path, module: r.page.module }] : [],
);

export const reportPath = (code: string) => `/pages/reports/${code}`;
/** i18n key of a report's title (sidebar entry and page heading). */
export const reportLabel = (code: string) => `reports.${code}.title`;
export const reportByCode = (code: string): ReportDef | undefined => REPORTS.find((r) => r.code === code);
/** Any report the server answers: those of /pages/reports and those with a page of their own. */
export const anyReport = (code: string): ReportDef | undefined =>
  reportByCode(code) ?? PAGE_REPORTS.find((r) => r.code === code);
/** The module and permission code that open a report, on the server as in the console. */
export const reportAccess = (code: string): { module: string; permission: string } => ({
  module: anyReport(code)?.page?.module ?? REPORT_MODULE,
  permission: code,
});

/** The longest range, in days. */
export const MAX_REPORT_DAYS = 366;

export const DATE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
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

/** The first day of a month, `months` months after (before, when negative) the month of a date. */
function monthStart(date: string, months = 0): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return toDate(Date.UTC(y, m - 1 + months, 1));
}

/** A date moved by whole months, the day kept but never past the month's last day (31 March → 28 February). */
function addMonths(date: string, months: number): string {
  const first = monthStart(date, months);
  const last = addDays(monthStart(date, months + 1), -1);
  const day = `${first.slice(0, 8)}${date.slice(8)}`;
  return day > last ? last : day;
}

/** A preset's period: `from`–`to` are its days so far (never past today), `end` its last day. */
export interface PresetPeriod extends DateRange {
  end: string;
}

/**
 * The one definition of every date preset (SPEC §9), from the store's business date today and the
 * first day of its week: the dashboards, the reports, time cards and payroll all read it. A period
 * still running (this week, month, year) ends today; `end` is the day it will end.
 */
export function presetPeriod(preset: DatePreset, today: string, weekStart: Weekday): PresetPeriod {
  const upTo = (from: string, end: string) => ({ from, to: end < today ? end : today, end });
  switch (preset) {
    case 'today':
      return upTo(today, today);
    case 'yesterday':
      return upTo(addDays(today, -1), addDays(today, -1));
    case 'thisWeek': {
      const from = weekStartOf(today, weekStart);
      return upTo(from, addDays(from, 6));
    }
    case 'lastWeek': {
      const from = addDays(weekStartOf(today, weekStart), -7);
      return upTo(from, addDays(from, 6));
    }
    case 'thisMonth':
      return upTo(monthStart(today), addDays(monthStart(today, 1), -1));
    case 'lastMonth':
      return upTo(monthStart(today, -1), addDays(monthStart(today), -1));
    case 'thisYear':
      return upTo(`${today.slice(0, 4)}-01-01`, `${today.slice(0, 4)}-12-31`);
    case 'last30Days':
      return upTo(addDays(today, -29), today);
  }
}

/** The days of a preset so far: its period from its first day to today at the latest. */
export function presetRange(preset: DatePreset, today: string, weekStart: Weekday): DateRange {
  const { from, to } = presetPeriod(preset, today, weekStart);
  return { from, to };
}

/** The period of the same length that ends the day before the range starts. */
export function previousRange(r: DateRange): DateRange {
  const days = rangeDays(r);
  return { from: addDays(r.from, -days), to: addDays(r.from, -1) };
}

/**
 * What a preset's days are compared with: the same days of the period before, so that a week so
 * far (Sunday–Thursday) meets Sunday–Thursday of last week, a month so far the same days of last
 * month and a year so far the same days of last year. Other ranges meet the days just before them.
 */
export function comparedRange(r: DateRange, preset: DatePreset | null): DateRange {
  switch (preset) {
    case 'thisWeek':
    case 'lastWeek':
      return { from: addDays(r.from, -7), to: addDays(r.to, -7) };
    case 'thisMonth':
    case 'lastMonth':
      return { from: addMonths(r.from, -1), to: addMonths(r.to, -1) };
    case 'thisYear':
      return { from: addMonths(r.from, -12), to: addMonths(r.to, -12) };
    default:
      return previousRange(r);
  }
}

/** Why a range is refused (an i18n key), or null when it may be reported. */
export function rangeError(r: DateRange): string | null {
  if (!isIsoDate(r.from) || !isIsoDate(r.to)) return 'reports.errors.badDate';
  if (r.to < r.from) return 'reports.errors.rangeOrder';
  if (rangeDays(r) > MAX_REPORT_DAYS) return 'reports.errors.rangeTooLong';
  return null;
}
