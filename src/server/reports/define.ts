import type { ReportDef, SeriesUnit } from '../../core/report-def.js';
import type { Consolidate } from './consolidate.js';
import type { HandCheck } from './hand/compare.js';
import { FILTER_SOURCES } from '../services/reports/filters.js';
import type { ReportModule } from '../services/reports/types.js';

/** A series of a report's chart: the query's values under `key`, drawn on the axis of `unit`. */
export interface SeriesDeclaration {
  key: string;
  /** The i18n key of its legend, e.g. `reports.chart.netSales`. */
  label: string;
  unit: SeriesUnit;
  /** The column whose figures the series draws; its kind must give the series' unit. */
  column?: string;
}

/**
 * One report, in src/server/reports/<code>.ts: what the console knows of it (ReportDef: code, order,
 * icon, filters, paging, chart kind, a page of its own), its chart's series, its columns and query,
 * and the statements written by hand that the bench and tests/api/report-sql compare it with.
 */
export interface ReportDeclaration extends ReportDef, ReportModule {
  series: readonly SeriesDeclaration[];
  hand: HandCheck;
  /** How the answers of several stores are put together: by store (consolidate.ts `byStore`) unless said. */
  consolidate?: Consolidate;
}

/** A report's declaration, as its file's default export. */
export const defineReport = (declaration: ReportDeclaration): ReportDeclaration => declaration;

/** The filters of a report whose choices are searched on the server (FILTER_SOURCES `searched`). */
const searchedOf = (d: ReportDeclaration) => d.filters.filter((f) => FILTER_SOURCES[f].searched);

/** The part of a declaration the browser is given (generated/reports.ts). */
export const browserPart = (d: ReportDeclaration): ReportDef => ({
  code: d.code,
  order: d.order,
  icon: d.icon,
  filters: d.filters,
  ...(searchedOf(d).length ? { searched: searchedOf(d) } : {}),
  compare: d.compare,
  chart: d.chart,
  paged: d.paged,
  ...(d.chartPrevious ? { chartPrevious: true } : {}),
  ...(d.unsortable ? { unsortable: true } : {}),
  ...(d.page ? { page: d.page } : {}),
});
