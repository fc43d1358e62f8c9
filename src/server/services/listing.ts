import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type ExpressionWrapper,
  type ReferenceExpression,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { AppError } from '../../core/errors.js';
import type { ResourceDef } from '../../core/resource.js';
import { searchedTogether } from '../db/entity-tables.js';
import { isUuid } from './ids.js';

/**
 * The list mechanics every list query of the API shares (the registry's items and the system log):
 * pages, sort order and the `q` search, with the same limits and the same messages.
 */

export const MAX_PER_PAGE = 1000;

// The lists are built over tables named at run time (the registry's), so they are untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Select = SelectQueryBuilder<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Condition = ExpressionWrapper<any, any, SqlBool>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SearchColumn = ReferenceExpression<any, any>;

export interface PageParams {
  page?: number | null;
  perPage?: number | null;
  filter?: { ids?: unknown } | null;
}

/** `page` counts from 0; `perPage` from 1 to MAX_PER_PAGE; anything else is refused. */
export function paging(params: PageParams): { limit: number; offset: number } {
  // Asked for some records by id, without a page size: all of them (react-admin's getMany).
  const ids = params.filter?.ids;
  const asked = Array.isArray(ids) ? ids.length : 0;
  const perPage = params.perPage ?? Math.max(25, Math.min(asked, MAX_PER_PAGE));
  const page = params.page ?? 0;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    throw new AppError('BAD_REQUEST', 'errors.perPage', { limit: MAX_PER_PAGE });
  if (!Number.isInteger(page) || page < 0)
    throw new AppError('BAD_REQUEST', 'errors.perPage', { limit: MAX_PER_PAGE });
  return { limit: perPage, offset: page * perPage };
}

export interface SortParams {
  sortField?: string | null;
  sortOrder?: string | null;
}

export interface Sort {
  field: string;
  order: 'asc' | 'desc';
  /**
   * What the rows are ordered by when it is not the column itself (a reference sorts by the name of
   * the record it points to); rows without a value come last in either order.
   */
  key?: Expression<unknown>;
}

export interface SortRule {
  /** Columns that may be sorted on, besides `id`. */
  fields: readonly string[];
  /** The order of a list that names none. */
  field: string;
  order: string;
  /**
   * Set: an order other than ASC or DESC is refused with this message key, and an empty one takes
   * the default. Unset: anything but DESC, even an empty order, is ascending — as the entity lists
   * have always answered, so existing clients keep their order.
   */
  strictOrder?: string;
}

/** The sort a list asked for, checked against the columns it may sort on. */
export function sorting(params: SortParams, rule: SortRule): Sort {
  const field = params.sortField || rule.field;
  if (field !== 'id' && !rule.fields.includes(field))
    throw new AppError('BAD_REQUEST', 'errors.sortField', { field });
  if (!rule.strictOrder) {
    const given = (params.sortOrder ?? rule.order).toUpperCase();
    return { field, order: given === 'DESC' ? 'desc' : 'asc' };
  }
  const given = (params.sortOrder || rule.order).toUpperCase();
  if (given !== 'ASC' && given !== 'DESC') throw new AppError('BAD_REQUEST', rule.strictOrder);
  return { field, order: given === 'ASC' ? 'asc' : 'desc' };
}

/**
 * ORDER BY the sort, then `ties`, then `id` in the sort's order unless `ties` already orders by it:
 * rows of equal value keep one order, so consecutive pages neither repeat nor skip a row.
 */
export function ordered<Q extends Select>(qb: Q, sort: Sort, ties: readonly Sort[] = []): Q {
  const by = (q: Select, s: Sort) =>
    s.key ? q.orderBy(s.key, (ob) => ob[s.order]().nullsLast()) : q.orderBy(s.field, s.order);
  let q = by(qb, sort);
  for (const t of ties) q = by(q, t);
  if (!ties.some((t) => t.field === 'id')) q = q.orderBy('id', sort.order);
  return q as Q;
}

/** Ids a caller sent: every one must be a UUID, or the call is refused. */
export function checkIds(ids: unknown[]): string[] {
  if (!ids.every(isUuid)) throw new AppError('BAD_REQUEST', 'errors.invalidId');
  return ids as string[];
}

/** The `ids` filter: those records; an empty list matches none. */
export function idsCondition(eb: Eb, ids: unknown[]): Condition {
  const checked = checkIds(ids);
  return checked.length ? eb('id', 'in', checked) : eb.val(false);
}

/** `q` as a LIKE pattern matching itself only: `%`, `_` and `\` are no wildcards. */
export function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What the `q` search of a resource looks in: its search fields, or all of them as one text. */
export function searchColumns(r: ResourceDef): readonly SearchColumn[] {
  return r.searchTogether ? [sql.raw(searchedTogether(r.search))] : r.search;
}

/**
 * The `q` search: the text, trimmed, anywhere in any of the columns, ignoring case and accents
 * ("creme" finds "Crème"). Null when there is nothing to search for (or nothing to search in), so the
 * list is not narrowed.
 */
export function searchCondition(eb: Eb, columns: readonly SearchColumn[], q: unknown): Condition | null {
  if (q === null || q === undefined || columns.length === 0) return null;
  const text = String(q).trim();
  if (!text) return null;
  const pattern = sql<string>`office_unaccent(${`%${escapeLike(text)}%`})`;
  // Written exactly as the trigram indexes of entity-tables.ts are, so that they serve the search.
  const unaccented = (c: SearchColumn) =>
    sql<string>`office_unaccent(${typeof c === 'string' ? sql.ref(c) : c})`;
  return eb.or(columns.map((c) => eb(unaccented(c), 'ilike', pattern)));
}
