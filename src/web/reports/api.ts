import type { ReportFilters } from '../../core/reports';
import {
  ReportDocument,
  ReportFilterChoicesDocument,
  ReportFilterSearchDocument,
  ReportStoresDocument,
  type ReportFilterChoicesQuery,
} from '../../../generated/graphql-documents';
import { graphqlCall } from '../graphql/client';
import type { ReportData } from './data';

export type { ReportData, ReportRowData } from './data';

export type FilterChoices = ReportFilterChoicesQuery['reportFilterChoices'][number];

export interface ReportRequest {
  code: string;
  from: string;
  to: string;
  filters: ReportFilters;
  compare: boolean;
  /** The preset the dates were chosen by: the previous period is then the same days of the one before. */
  preset?: string;
  /** For a paged report: which rows, in which order. */
  page?: ReportPageRequest;
  /** Stores to run it over together; none: the store signed in to. */
  stores?: string[];
}

export interface ReportPageRequest {
  offset: number;
  limit: number;
  sort: { column: number; desc: boolean } | null;
}

/** The most rows one answer holds (the server's PAGE_ROWS_MAX). */
export const PAGE_ROWS_MAX = 5000;

// The SDL types a column's kind and a row's unit as strings; the server answers only those of core/reports.
export const fetchReport = async (request: ReportRequest) =>
  (await graphqlCall(ReportDocument, { ...request })).report as ReportData;

export const fetchFilterChoices = async (code: string) =>
  (await graphqlCall(ReportFilterChoicesDocument, { code })).reportFilterChoices;

export type FilterChoice = FilterChoices['choices'][number];

/**
 * A searched filter's choices (a report's customers, too many to send whole): those matching `q` by
 * name (a customer's phone and e-mail too), at most 20, or the one of `id`.
 */
export const searchFilterChoices = async (
  code: string,
  filter: string,
  by: { q: string } | { id: string },
): Promise<FilterChoice[]> =>
  (await graphqlCall(ReportFilterSearchDocument, { code, filter, ...by })).reportFilterSearch;

/** The stores where the user may see a report, by name: what it may be run over together. */
export const fetchReportStores = async (code: string) =>
  (await graphqlCall(ReportStoresDocument, { code })).reportStores;
