import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../services/ids.js';
import {
  idsCondition,
  ordered,
  paging,
  searchCondition,
  sorting,
  type SearchColumn,
  type Sort,
  type SortRule,
} from '../../services/listing.js';

export const SYSTEM_LOG_SORT_FIELDS = ['id', 'at', 'entity', 'user_name', 'action'] as const;

/** Newest first unless asked otherwise; an order that is neither ASC nor DESC is refused. */
const SORT_RULE: SortRule = {
  fields: SYSTEM_LOG_SORT_FIELDS,
  field: 'at',
  order: 'DESC',
  strictOrder: 'systemLog.errors.sortOrder',
};

/** What `q` searches: who, which entity, which record, and the recorded values. */
const SEARCHED: readonly SearchColumn[] = [
  'user_name',
  'entity',
  sql`record_id::text`,
  sql`before::text`,
  sql`after::text`,
];

export interface SystemLogFilter {
  q?: string | null;
  ids?: string[] | null;
  id?: string | null;
  user_id?: string | null;
  entity?: string | null;
  action?: string | null;
  record_id?: string | null;
  from?: string | null;
  to?: string | null;
}

export interface SystemLogListArgs {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: SystemLogFilter | null;
}

type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/i;

/** A calendar date that exists, from year 1 on. */
function realDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m || Number(m[1]) < 1) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * One bound of the date filter as SQL: a date is the start of that day (`from`) or of the next one
 * (`to`, exclusive) in the store's time zone; a date and time without an offset is read in the store's
 * time zone too. `to` of a date and time includes its whole millisecond, so the `at` of an entry as
 * the API returns it finds that entry.
 */
function bound(field: 'from' | 'to', value: string, storeId: string): RawBuilder<Date> {
  const text = value.trim();
  const zone = sql`(select time_zone from store where id = ${storeId})`;
  if (DATE.test(text)) {
    if (!realDate(text)) throw invalidDate(field);
    const day = field === 'from' ? sql`${text}::date` : sql`(${text}::date + 1)`;
    return sql<Date>`(${day}::timestamp at time zone ${zone})`;
  }
  const m = DATE_TIME.exec(text);
  if (!m || !realDate(m[1]!)) throw invalidDate(field);
  const instant = m[5]
    ? sql`${text}::timestamptz`
    : sql`(${text.replace(' ', 'T')}::timestamp at time zone ${zone})`;
  return field === 'from' ? sql<Date>`${instant}` : sql<Date>`(${instant} + interval '1 millisecond')`;
}

function invalidDate(field: string): AppError {
  return new AppError('BAD_REQUEST', 'systemLog.errors.invalidDate', { field });
}

function applyFilter(eb: Eb, storeId: string, filter: SystemLogFilter | null | undefined) {
  const f = filter ?? {};
  const conds = [eb('store_id', '=', storeId)];
  for (const key of ['id', 'user_id', 'record_id'] as const) {
    const v = f[key];
    if (v === null || v === undefined || v === '') continue;
    if (!isUuid(v)) throw new AppError('BAD_REQUEST', 'errors.invalidId');
    conds.push(eb(key, '=', v));
  }
  if (f.ids) conds.push(idsCondition(eb, f.ids));
  for (const key of ['entity', 'action'] as const) {
    const v = f[key];
    if (v) conds.push(eb(key, '=', v));
  }
  const search = searchCondition(eb, SEARCHED, f.q);
  if (search) conds.push(search);
  if (f.from) conds.push(eb('at', '>=', bound('from', f.from, storeId)));
  if (f.to) conds.push(eb('at', '<', bound('to', f.to, storeId)));
  return eb.and(conds);
}

/** Within one value of another column, the newest entries come first; ids are time-ordered. */
function ties(sort: Sort): Sort[] {
  return sort.field === 'at' || sort.field === 'id'
    ? []
    : [
        { field: 'at', order: 'desc' },
        { field: 'id', order: 'desc' },
      ];
}

/** jsonb as text, whichever way the driver hands it over. */
function jsonText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function toEntry(row: Row) {
  const at = row.at instanceof Date ? row.at : new Date(String(row.at));
  return {
    id: row.id,
    user_id: row.user_id ?? null,
    user_name: row.user_name ?? null,
    entity: row.entity,
    record_id: row.record_id ?? null,
    action: row.action,
    before: jsonText(row.before),
    after: jsonText(row.after),
    at: at.toISOString(),
  };
}

/** A page of the store's system log; writes are recorded by the items service, never here. */
export async function listSystemLogs(db: Db, storeId: string, args: SystemLogListArgs) {
  const { limit, offset } = paging(args);
  const sort = sorting(args, SORT_RULE);
  const query = db
    .selectFrom('system_log')
    .selectAll()
    .where((eb) => applyFilter(eb, storeId, args.filter));
  const rows = await ordered(query, sort, ties(sort)).limit(limit).offset(offset).execute();
  return rows.map(toEntry);
}

export async function countSystemLogs(db: Db, storeId: string, filter: SystemLogFilter | null | undefined) {
  const row = await db
    .selectFrom('system_log')
    .select(sql<number>`count(*)::int`.as('count'))
    .where((eb) => applyFilter(eb, storeId, filter))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count) };
}

/** One entry of the store's log, or null. */
export async function systemLogEntry(db: Db, storeId: string, id: string) {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom('system_log')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Everyone who appears in the store's log, by the name they had in their latest entry. */
export async function systemLogUsers(db: Db, storeId: string) {
  const rows = await db
    .selectFrom('system_log')
    .select(['user_id', 'user_name'])
    .distinctOn('user_id')
    .where('store_id', '=', storeId)
    .where('user_id', 'is not', null)
    .orderBy('user_id')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows
    .map((r) => ({ user_id: r.user_id as string, user_name: (r.user_name as string | null) ?? null }))
    .sort(
      (a, b) => (a.user_name ?? '').localeCompare(b.user_name ?? '') || a.user_id.localeCompare(b.user_id),
    );
}
