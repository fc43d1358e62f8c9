import { REPORT_DECLARATIONS } from '../../generated/reports.js';
import type { ReportDef } from './report-def.js';

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
