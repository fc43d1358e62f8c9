import { sql, type RawBuilder } from 'kysely';
import type { ReadColumn, ReportPage, ReportQuery } from './types.js';

/** A column of a paged report: how its value is read, and the expression a page is sorted by on it. */
export interface SortedColumn<R> extends ReadColumn<R> {
  sort: RawBuilder<unknown>;
}

/** Rows a paged report returns when it is not told how many. */
export const PAGE_ROWS_DEFAULT = 1000;
/** The most rows one answer of a paged report holds (an export asks page after page). */
export const PAGE_ROWS_MAX = 5000;

export const pageOf = (q: ReportQuery): ReportPage =>
  q.page ?? { offset: 0, limit: PAGE_ROWS_DEFAULT, sort: null };

/**
 * `order by` of a page: the chosen column's expression in its direction, then the report's own order,
 * which ends with a unique key so that pages never overlap. Nulls sort as the smallest values.
 */
export function pageOrder(
  page: ReportPage,
  columns: readonly RawBuilder<unknown>[],
  own: RawBuilder<unknown>,
) {
  const chosen = page.sort ? columns[page.sort.column] : undefined;
  if (!chosen) return sql`order by ${own}`;
  return page.sort!.desc
    ? sql`order by ${chosen} desc nulls last, ${own}`
    : sql`order by ${chosen} asc nulls first, ${own}`;
}

export const pageLimit = (page: ReportPage) => sql`limit ${page.limit} offset ${page.offset}`;
