import type { ReportFilters } from '../../core/reports';
import { officeCall } from '../officeCall';
import type { ReportData } from './data';

export type { ReportData, ReportRowData } from './data';

export interface FilterChoices {
  filter: string;
  choices: { id: string; name: string }[];
}

const REPORT = `query ($code: String!, $from: String!, $to: String!, $filters: ReportFilters, $compare: Boolean,
  $page: ReportPage) {
  report(code: $code, from: $from, to: $to, filters: $filters, compare: $compare, page: $page) {
    code from to count columns { key kind } rows { id cells unit group } totals
    chart { labels series { key label unit column values } }
    previous { from to rows { cells unit group } totals } } }`;

export interface ReportRequest {
  code: string;
  from: string;
  to: string;
  filters: ReportFilters;
  compare: boolean;
  /** For a paged report: which rows, in which order. */
  page?: ReportPageRequest;
}

export interface ReportPageRequest {
  offset: number;
  limit: number;
  sort: { column: number; desc: boolean } | null;
}

/** The most rows one answer holds (the server's PAGE_ROWS_MAX). */
export const PAGE_ROWS_MAX = 5000;

export const fetchReport = async (request: ReportRequest) =>
  (await officeCall<{ report: ReportData }>(REPORT, { ...request })).report;

export const fetchFilterChoices = async (code: string) =>
  (
    await officeCall<{ reportFilterChoices: FilterChoices[] }>(
      'query ($code: String!) { reportFilterChoices(code: $code) { filter choices { id name } } }',
      { code },
    )
  ).reportFilterChoices;
