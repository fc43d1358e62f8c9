import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { AppError } from '../../core/errors.js';
import { registry, resourceByName } from '../../core/registry.js';
import {
  filterFields,
  joinTableOf,
  readableFields,
  referencesFields,
  type FieldDef,
  type ResourceDef,
} from '../../core/resource.js';
import type { ImportMessage } from '../../core/import/protocol.js';
import { defaults, normalize, type RecordData } from '../../core/validation.js';
import type { Grantor } from '../../core/grants.js';
import type { Db } from '../db/database.js';
import { checkIds, idsCondition, searchColumns, searchCondition, type Sort } from './listing.js';
import { instantText, rangeCondition } from './record-reads.js';

/*
 * The rows of the generic CRUD: records to columns and back, references joined, filters and sorts.
 */

export interface Scope {
  storeId: string;
  userId: string;
  /** Shown in the system log beside the user id. */
  userName?: string;
  /**
   * What the caller may grant to jobs and employees; every call of a signed-in user carries it.
   * Absent when the system itself writes (seeding, opening a store).
   */
  grantor?: Grantor;
  /** Set when the write comes from a file import rather than a form: a hook may record it (a customer's agreement source). */
  via?: 'import';
}

export type Row = Record<string, unknown>;

/** Rules of one resource that its schema cannot state; they run inside the write's transaction. */
export interface ResourceHooks {
  /**
   * After validation and reference checks, before the row is written: may refuse the write and may
   * return extra columns to store (hashed secrets, links).
   */
  beforeWrite?(tx: Db, scope: Scope, data: RecordData, before: Row | null): Promise<Row>;
  /** After the delete guards, before the rows are deleted: may refuse the delete. */
  beforeDelete?(tx: Db, scope: Scope, rows: readonly Row[]): Promise<void>;
  /** After the write's transaction committed: which records changed (created, updated or deleted). */
  afterCommit?(scope: Scope, ids: readonly string[]): void;
  /** A singleton's values before its first save, beside its schema's defaults (store info: the store's name). */
  initial?(db: Db, scope: Scope): Promise<Row>;
  /** What an import of the resource does beside writing its records (menu items: their POS tabs). */
  imported?: ImportFollowUp;
}

/** Counts of what an import's follow-up did, by what they count; a file's batches add up. */
export type ImportCounts = Record<string, number>;

/**
 * A follow-up of an import: run on the records a batch created, inside the batch's transaction, or
 * weighed on the checked lines before anything is written, and told in the import's result.
 */
export interface ImportFollowUp {
  /** What it would do with these records, written as they are (a check writes nothing). */
  plan(db: Db, scope: Scope, records: readonly RecordData[]): Promise<ImportCounts>;
  /** Does it with the records just created, in the batch's transaction. */
  apply(tx: Db, scope: Scope, records: readonly { id: string; data: RecordData }[]): Promise<ImportCounts>;
  /** The result's words for the counts of the whole file: planned (a check) or done. */
  tell(counts: ImportCounts, done: boolean): ImportMessage[];
}

export interface ListParams {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: RecordData | null;
}

/** The reference fields of a resource's list rows, each with its list: a recipe's ingredient. */
export function rowReferenceFields(r: ResourceDef): { list: FieldDef; item: FieldDef }[] {
  return r.fields.flatMap((list) =>
    list.kind === 'list'
      ? (list.fields ?? []).filter((f) => f.reference).map((item) => ({ list, item }))
      : [],
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Eb = ExpressionBuilder<any, any>;

type Shown = (v: unknown) => unknown;

const asNumber: Shown = (v) => (v == null ? v : Number(v));
const withHours: Shown = (v) =>
  v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Row), hours: (v as Row).hours ?? [] } : v;

/** How one field's database value is shown, or null when it is shown as it is. */
function shownAs(r: ResourceDef, f: FieldDef): Shown | null {
  if (f.kind === 'money' || f.kind === 'percent' || f.kind === 'quantity') return asNumber;
  if (r.readOnly && f.kind === 'datetime') return instantText;
  if (f.kind === 'schedule') return withHours;
  return null;
}

const shown = new WeakMap<ResourceDef, readonly (readonly [string, Shown | null])[]>();

/** Each readable field with how it is shown, worked out once per resource (every row read passes here). */
function shownFields(r: ResourceDef) {
  let fields = shown.get(r);
  if (!fields) shown.set(r, (fields = readableFields(r).map((f) => [f.name, shownAs(r, f)] as const)));
  return fields;
}

/** The shown fields of `row` written into `out`, in the resource's order. */
function writeShown(r: ResourceDef, row: Row, out: Row): Row {
  for (const [name, show] of shownFields(r)) out[name] = show ? show(row[name]) : row[name];
  return out;
}

/**
 * Database values as the API shows them: numbers for money, ISO strings for times, and a schedule
 * with its list of hours even when it was written with dates alone (a coupon's duration).
 */
export function fieldValues(r: ResourceDef, row: Row): Row {
  return writeShown(r, row, {});
}

/**
 * A record as `toRecord` shows it, built by the database from the row `alias` of the resource's
 * table (a resource that is not read-only): what a bulk write logs without its rows travelling to
 * the server and back. Lists of references are read from their join tables; times as JavaScript
 * writes them (ISO, milliseconds, UTC).
 */
export function recordJson(r: ResourceDef, alias: string) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const pairs = [sql`'id', ${col('id')}`];
  for (const f of readableFields(r)) {
    const c = col(f.name);
    const value =
      f.kind === 'references'
        ? sql`coalesce((select jsonb_agg(j.target_id order by j.position) from ${sql.table(joinTableOf(r, f))} j
            where j.store_id = ${col('store_id')} and j.owner_id = ${col('id')}), '[]'::jsonb)`
        : f.kind === 'money' || f.kind === 'percent' || f.kind === 'quantity'
          ? sql`${c}::float8`
          : f.kind === 'schedule'
            ? sql`case when jsonb_typeof(${c}) = 'object'
                then ${c} || jsonb_build_object('hours', coalesce(nullif(${c} -> 'hours', 'null'::jsonb), '[]'::jsonb))
                else ${c} end`
            : sql`${c}`;
    pairs.push(sql`${sql.lit(f.name)}, ${value}`);
  }
  for (const at of ['created_at', 'updated_at'])
    pairs.push(sql`${sql.lit(at)}, to_char(${col(at)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  // jsonb_build_object takes at most 100 arguments: wide records are built in parts.
  const parts: ReturnType<typeof sql>[] = [];
  for (let i = 0; i < pairs.length; i += 40)
    parts.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + 40))})`);
  return sql.join(parts, sql` || `);
}

export function toRecord(r: ResourceDef, row: Row): Row {
  // One object written in one order, so that every record of a resource has the same shape.
  const out = writeShown(r, row, { id: row.id });
  // A read-only record carries no times of its own writing.
  if (!r.readOnly) {
    out.created_at = instantText(row.created_at);
    out.updated_at = instantText(row.updated_at);
  }
  return out;
}

export function toColumns(r: ResourceDef, data: RecordData): Row {
  const out: Row = {};
  for (const f of r.fields) {
    if (!(f.name in data) || f.kind === 'secret' || f.kind === 'references') continue;
    out[f.name] = ['list', 'choices', 'schedule'].includes(f.kind)
      ? JSON.stringify(data[f.name])
      : data[f.name];
  }
  return out;
}

/**
 * Each list of references read with its record, in its order, by a subquery on the join table: one
 * statement for a whole page, however many rows and lists.
 */
export function withReferences<Q extends Select>(query: Q, r: ResourceDef): Q {
  let out = query;
  for (const f of referencesFields(r)) {
    const jt = sql.table(joinTableOf(r, f));
    out = out.select(
      sql`coalesce((select json_agg(j.target_id order by j.position) from ${jt} j
        where j.store_id = ${sql.ref(`${r.table}.store_id`)} and j.owner_id = ${sql.ref(`${r.table}.id`)}), '[]'::json)`.as(
        f.name,
      ),
    ) as Q;
  }
  return out;
}

/** The rows of a list of references that hold one of these targets, or belong to one of these owners. */
export function joinRows(tx: Db, storeId: string, r: ResourceDef, f: FieldDef) {
  return tx.selectFrom(joinTableOf(r, f)).where('store_id', '=', storeId);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Select = SelectQueryBuilder<any, any, any>;

/**
 * A list sorted by a reference is sorted by what people see in that column: the referenced record's
 * title (a menu item's category name), ignoring case, rather than by an id that means nothing to them.
 * The titles come in by a join with the store's referenced records rather than one lookup per row,
 * which on a large menu is several times slower. The joined columns have names no schema field can
 * have, so the list's filters, which name their columns bare, still mean the list's own.
 */
export function sortedByReference(
  query: Select,
  storeId: string,
  r: ResourceDef,
  sort: Sort,
): [Select, Sort] {
  const field = r.fields.find((f) => f.name === sort.field);
  if (field?.kind !== 'reference') return [query, sort];
  const target = resourceByName(field.reference!.resource);
  const title = sql.join(target.title.map((name) => sql`nullif(${sql.ref(name)}::text, '')`));
  const joined = query.leftJoin(
    (eb) =>
      eb
        .selectFrom(target.table)
        .select([sql.ref('id').as('sort:id'), sql<string>`lower(concat_ws(' ', ${title}))`.as('sort:key')])
        .where('store_id', '=', storeId)
        .as('sort:ref'),
    (join) => join.onRef('sort:ref.sort:id', '=', `${r.table}.${field.name}`),
  );
  return [joined, { ...sort, key: sql.ref('sort:ref.sort:key') }];
}

/** The filter of a list: `q` search, `ids`, and equality on fields; unknown names are refused. */
export function applyFilter(r: ResourceDef, eb: Eb, filter: RecordData | null | undefined) {
  const conds = [];
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (value === null || value === undefined) continue;
    const range = rangeCondition(r, eb, name, value);
    if (range) conds.push(range);
    else if (name === 'q') {
      const search = searchCondition(eb, searchColumns(r), value);
      if (search) conds.push(search);
    } else if (name === 'ids') {
      conds.push(idsCondition(eb, value as unknown[]));
    } else if (name === 'id') {
      conds.push(eb('id', '=', checkIds([value])[0]));
    } else {
      const field = filterFields(r).find((f) => f.name === name);
      if (!field) throw new AppError('BAD_REQUEST', 'validation.unknownField', { field: name });
      if (field.kind === 'reference' || field.kind === 'references') checkIds([value]);
      if (field.kind === 'references') {
        // `menu items of modifier group X`: the records whose list holds X.
        const jt = sql.table(joinTableOf(r, field));
        conds.push(
          sql<boolean>`exists (select 1 from ${jt} j where j.store_id = ${sql.ref(`${r.table}.store_id`)}
            and j.owner_id = ${sql.ref(`${r.table}.id`)} and j.target_id = ${value as string})`,
        );
      } else if (field.kind === 'choices') {
        // `campaigns for kiosks`: the records whose choices hold that one.
        conds.push(
          sql<boolean>`${sql.ref(`${r.table}.${name}`)} @> jsonb_build_array(${String(value)}::text)`,
        );
      } else conds.push(eb(`${r.table}.${name}`, '=', value));
    }
  }
  return eb.and(conds);
}

/**
 * A singleton's first row, before the save's own values: what reading it showed, for each singleton
 * kept in its table (store info and the settings of General Settings share the store's record). A
 * required field without a default goes in empty for a moment; the save must fill it or it fails.
 */
export async function firstRow(
  tx: Db,
  scope: Scope,
  r: ResourceDef,
  hooks: Record<string, ResourceHooks>,
): Promise<Row> {
  let row: Row = {};
  for (const one of registry.filter((x) => x.singleton && x.table === r.table)) {
    const initial = (await hooks[one.name]?.initial?.(tx, scope)) ?? {};
    row = { ...row, ...toColumns(one, { ...defaults(one), ...normalize(one, initial) }) };
  }
  return row;
}
