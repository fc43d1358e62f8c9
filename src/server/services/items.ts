import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { AppError } from '../../core/errors.js';
import { registry } from '../../core/registry.js';
import {
  columnFields,
  groupFields,
  readableFields,
  type FieldDef,
  type ResourceDef,
} from '../../core/resource.js';
import { defaults, normalize, validateRecord, type RecordData } from '../../core/validation.js';
import type { Grantor } from '../../core/grants.js';
import type { Db } from '../db/database.js';
import { isUuid, uuidv7 } from './ids.js';
import { checkIds, idsCondition, ordered, paging, searchCondition, sorting, type Sort } from './listing.js';

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
}

type Row = Record<string, unknown>;

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
}

export interface ListParams {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: RecordData | null;
}

/** Columns every table has beside its schema's, sortable as theirs are (and `id`). */
const SYSTEM_COLUMNS = ['created_at', 'updated_at'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

/** Database values as the API shows them: numbers for money, ISO strings for times. */
function fieldValues(r: ResourceDef, row: Row): Row {
  const out: Row = {};
  for (const f of readableFields(r)) {
    const v = row[f.name];
    out[f.name] = (f.kind === 'money' || f.kind === 'percent') && v !== null ? Number(v) : v;
  }
  return out;
}

function toRecord(r: ResourceDef, row: Row): Row {
  const out: Row = { id: row.id, ...fieldValues(r, row) };
  for (const c of ['created_at', 'updated_at']) {
    const v = row[c];
    out[c] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

function toColumns(r: ResourceDef, data: RecordData): Row {
  const out: Row = {};
  for (const f of r.fields) {
    if (!(f.name in data) || f.kind === 'secret') continue;
    out[f.name] = f.kind === 'list' || f.kind === 'references' ? JSON.stringify(data[f.name]) : data[f.name];
  }
  return out;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Select = SelectQueryBuilder<any, any, any>;

/**
 * A list sorted by a reference is sorted by what people see in that column: the referenced record's
 * title (a menu item's category name), ignoring case, rather than by an id that means nothing to them.
 * The titles come in by a join with the store's referenced records rather than one lookup per row,
 * which on a large menu is several times slower. The joined columns have names no schema field can
 * have, so the list's filters, which name their columns bare, still mean the list's own.
 */
function sortedByReference(query: Select, storeId: string, r: ResourceDef, sort: Sort): [Select, Sort] {
  const field = r.fields.find((f) => f.name === sort.field);
  if (field?.kind !== 'reference') return [query, sort];
  const target = registry.find((x) => x.name === field.reference!.resource)!;
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
function applyFilter(r: ResourceDef, eb: Eb, filter: RecordData | null | undefined) {
  const conds = [];
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (value === null || value === undefined) continue;
    if (name === 'q') {
      const search = searchCondition(eb, r.search, value);
      if (search) conds.push(search);
    } else if (name === 'ids') {
      conds.push(idsCondition(eb, value as unknown[]));
    } else if (name === 'id') {
      conds.push(eb('id', '=', checkIds([value])[0]));
    } else {
      const field = columnFields(r).find((f) => f.name === name);
      if (!field) throw new AppError('BAD_REQUEST', 'validation.unknownField', { field: name });
      if (field.kind === 'reference') checkIds([value]);
      conds.push(eb(name, '=', value));
    }
  }
  return eb.and(conds);
}

/** The generic CRUD of every resource of the registry; each entity's quirks come in as its hooks. */
export class ItemsService {
  constructor(
    private readonly db: Db,
    private readonly hooks: Record<string, ResourceHooks> = {},
    /** Set when this service works inside a caller's transaction. */
    private readonly outer?: Db,
  ) {}

  /** The same service inside an open transaction, so several writes commit or fail together. */
  within(tx: Db): ItemsService {
    return new ItemsService(this.db, this.hooks, tx);
  }

  private run<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.outer ? fn(this.outer) : this.db.transaction().execute(fn);
  }

  private changed(scope: Scope, r: ResourceDef, ids: readonly string[]): void {
    this.hooks[r.name]?.afterCommit?.(scope, ids);
  }

  /** One system log entry: who changed what, with the record before and after. */
  private async log(
    tx: Db,
    scope: Scope,
    r: ResourceDef,
    action: string,
    before: Row | null,
    after: Row | null,
  ) {
    await tx
      .insertInto('system_log')
      .values({
        id: uuidv7(),
        store_id: scope.storeId,
        user_id: scope.userId,
        user_name: scope.userName ?? null,
        entity: r.name,
        record_id: (after?.id ?? before?.id ?? null) as string | null,
        action,
        before: before ? JSON.stringify(before) : null,
        after: after ? JSON.stringify(after) : null,
      })
      .execute();
  }

  private async extraColumns(tx: Db, scope: Scope, r: ResourceDef, data: RecordData, before: Row | null) {
    const hook = this.hooks[r.name]?.beforeWrite;
    return hook ? hook(tx, scope, data, before) : {};
  }

  async list(scope: Scope, r: ResourceDef, params: ListParams): Promise<Row[]> {
    const { limit, offset } = paging(params);
    const sort = sorting(params, {
      fields: [...columnFields(r).map((f) => f.name), ...SYSTEM_COLUMNS],
      field: r.sort.field,
      order: r.sort.order,
    });
    const query = (this.outer ?? this.db)
      .selectFrom(r.table)
      .selectAll(r.table)
      .where('store_id', '=', scope.storeId)
      .where((eb) => applyFilter(r, eb, params.filter));
    const [from, by] = sortedByReference(query, scope.storeId, r, sort);
    const rows = await ordered(from, by).limit(limit).offset(offset).execute();
    return rows.map((row) => toRecord(r, row));
  }

  async count(scope: Scope, r: ResourceDef, filter: RecordData | null | undefined): Promise<number> {
    const row = await (this.outer ?? this.db)
      .selectFrom(r.table)
      .select(sql<number>`count(*)::int`.as('count'))
      .where('store_id', '=', scope.storeId)
      .where((eb) => applyFilter(r, eb, filter))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** How many records hold each value of a groupable field, most frequent first. */
  async countBy(
    scope: Scope,
    r: ResourceDef,
    by: string,
    filter: RecordData | null | undefined,
  ): Promise<{ key: string | null; count: number }[]> {
    if (!groupFields(r).some((f) => f.name === by))
      throw new AppError('BAD_REQUEST', 'validation.unknownField', { field: by });
    const rows = await (this.outer ?? this.db)
      .selectFrom(r.table)
      .select([sql<string | null>`${sql.ref(by)}::text`.as('key'), sql<number>`count(*)::int`.as('count')])
      .where('store_id', '=', scope.storeId)
      .where((eb) => applyFilter(r, eb, filter))
      .groupBy(by)
      .orderBy('count', 'desc')
      .orderBy('key')
      .execute();
    return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
  }

  async get(scope: Scope, r: ResourceDef, id: string): Promise<Row | null> {
    if (!isUuid(id)) return null;
    const row = await (this.outer ?? this.db)
      .selectFrom(r.table)
      .selectAll()
      .where('store_id', '=', scope.storeId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(r, row) : null;
  }

  async create(scope: Scope, r: ResourceDef, input: RecordData): Promise<Row> {
    const data = { ...defaults(r), ...normalize(r, input) };
    const created = await this.run(async (tx) => {
      await this.check(tx, scope, r, data, null);
      const extra = await this.extraColumns(tx, scope, r, data, null);
      const id = uuidv7();
      const row = await tx
        .insertInto(r.table)
        .values({ store_id: scope.storeId, id, ...toColumns(r, data), ...extra })
        .returningAll()
        .executeTakeFirstOrThrow();
      const record = toRecord(r, row);
      await this.log(tx, scope, r, 'create', null, record);
      return record;
    });
    this.changed(scope, r, [created.id as string]);
    return created;
  }

  async update(scope: Scope, r: ResourceDef, id: string, patch: RecordData): Promise<Row> {
    const row = await this.run((tx) => this.updateIn(tx, scope, r, id, patch));
    this.changed(scope, r, [id]);
    return row;
  }

  /** The same patch on several records: all are changed, or none. */
  async updateMany(scope: Scope, r: ResourceDef, ids: string[], patch: RecordData): Promise<string[]> {
    checkIds(ids);
    await this.run(async (tx) => {
      for (const id of ids) await this.updateIn(tx, scope, r, id, patch);
    });
    this.changed(scope, r, ids);
    return ids;
  }

  private async updateIn(tx: Db, scope: Scope, r: ResourceDef, id: string, patch: RecordData): Promise<Row> {
    const before = await this.lockRow(tx, scope, r, id);
    const data = this.merge(r, before, patch);
    await this.check(tx, scope, r, data, id);
    const extra = await this.extraColumns(tx, scope, r, data, before);
    const row = await tx
      .updateTable(r.table)
      .set({ ...toColumns(r, data), ...this.cleared(r, data), ...extra, updated_at: sql`now()` })
      .where('store_id', '=', scope.storeId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const record = toRecord(r, row);
    await this.log(tx, scope, r, 'update', toRecord(r, before), record);
    return record;
  }

  async delete(scope: Scope, r: ResourceDef, id: string): Promise<Row> {
    const deleted = await this.run(async (tx) => {
      const before = await this.lockRow(tx, scope, r, id);
      await this.guardDelete(tx, scope, r, [id]);
      await this.hooks[r.name]?.beforeDelete?.(tx, scope, [before]);
      await tx.deleteFrom(r.table).where('store_id', '=', scope.storeId).where('id', '=', id).execute();
      const record = toRecord(r, before);
      await this.log(tx, scope, r, 'delete', record, null);
      return record;
    });
    this.changed(scope, r, [id]);
    return deleted;
  }

  async deleteMany(scope: Scope, r: ResourceDef, ids: string[]): Promise<string[]> {
    checkIds(ids);
    if (ids.length === 0) return [];
    const deleted = await this.run(async (tx) => {
      await this.guardDelete(tx, scope, r, ids);
      const beforeDelete = this.hooks[r.name]?.beforeDelete;
      if (beforeDelete) {
        const doomed = await tx
          .selectFrom(r.table)
          .selectAll()
          .where('store_id', '=', scope.storeId)
          .where('id', 'in', ids)
          .forUpdate()
          .execute();
        await beforeDelete(tx, scope, doomed);
      }
      const rows = await tx
        .deleteFrom(r.table)
        .where('store_id', '=', scope.storeId)
        .where('id', 'in', ids)
        .returningAll()
        .execute();
      for (const row of rows) await this.log(tx, scope, r, 'delete', toRecord(r, row), null);
      return rows.map((row) => row.id as string);
    });
    this.changed(scope, r, deleted);
    return deleted;
  }

  private async lockRow(tx: Db, scope: Scope, r: ResourceDef, id: string): Promise<Row> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', 'errors.notFound');
    const row = await tx
      .selectFrom(r.table)
      .selectAll()
      .where('store_id', '=', scope.storeId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'errors.notFound');
    return row;
  }

  /** The stored record with the patch applied; `null` in the patch clears an optional field. */
  private merge(r: ResourceDef, before: Row, patch: RecordData): RecordData {
    const stored = normalize(r, fieldValues(r, before));
    const cleared = Object.keys(patch).filter((k) => patch[k] === null || patch[k] === '');
    const merged = { ...stored, ...normalize(r, patch) };
    for (const k of cleared) delete merged[k];
    return merged;
  }

  /** Optional columns absent from the merged record are stored as null. */
  private cleared(r: ResourceDef, data: RecordData): Row {
    const out: Row = {};
    for (const f of readableFields(r))
      if (!(f.name in data) && !f.required && f.default === undefined) out[f.name] = null;
    return out;
  }

  /** Schema validation, then the rules only the database can answer: references, uniqueness. */
  private async check(tx: Db, scope: Scope, r: ResourceDef, data: RecordData, id: string | null) {
    const errors = validateRecord(r, data);
    if (errors.length) throw new AppError('VALIDATION', errors[0]!.key, errors[0]!.params, errors);
    for (const f of r.fields) {
      if (!f.reference || data[f.name] === undefined) continue;
      const values =
        f.kind === 'references' ? [...new Set(data[f.name] as string[])] : [data[f.name] as string];
      for (const value of values) await this.checkReference(tx, scope, f, value);
    }
    for (const fields of r.unique) {
      const clash = await tx
        .selectFrom(r.table)
        .select('id')
        .where('store_id', '=', scope.storeId)
        .where((eb) =>
          eb.and(fields.map((f) => eb(sql`lower(${sql.ref(f)})`, '=', String(data[f] ?? '').toLowerCase()))),
        )
        .$if(id !== null, (qb) => qb.where('id', '!=', id))
        .executeTakeFirst();
      if (clash) {
        throw new AppError('DUPLICATE', 'errors.duplicate', { field: fields[0]! }, [
          { field: fields[0]!, key: 'errors.duplicate' },
        ]);
      }
    }
    if (r.singleDefault && data[r.singleDefault] === true) {
      // Only one record is the default: choosing a new one releases the previous.
      let q = tx
        .updateTable(r.table)
        .set({ [r.singleDefault]: false })
        .where('store_id', '=', scope.storeId)
        .where(r.singleDefault, '=', true);
      if (id) q = q.where('id', '!=', id);
      await q.execute();
    }
  }

  private async checkReference(tx: Db, scope: Scope, f: FieldDef, value: string) {
    const target = registry.find((x) => x.name === f.reference!.resource)!;
    const row = isUuid(value)
      ? await tx
          .selectFrom(target.table)
          .selectAll()
          .where('store_id', '=', scope.storeId)
          .where('id', '=', value)
          .executeTakeFirst()
      : undefined;
    if (!row) {
      if (!isUuid(value)) throw new AppError('BAD_REQUEST', 'errors.invalidId');
      throw new AppError('VALIDATION', 'errors.referenceMissing', {}, [
        { field: f.name, key: 'errors.referenceMissing' },
      ]);
    }
    const where = f.reference!.where ?? {};
    if (Object.entries(where).some(([k, v]) => row[k] !== v)) {
      const key = f.reference!.whereMessage ?? 'validation.invalid';
      throw new AppError('VALIDATION', key, {}, [{ field: f.name, key }]);
    }
  }

  /** Refuses to delete a record that others still point to, with the message its schema names. */
  private async guardDelete(tx: Db, scope: Scope, r: ResourceDef, ids: string[]) {
    for (const other of registry) {
      for (const f of other.fields) {
        if (f.reference?.resource !== r.name) continue;
        const used = await tx
          .selectFrom(other.table)
          .select('id')
          .where('store_id', '=', scope.storeId)
          .where((eb) =>
            f.kind === 'references'
              ? eb.or(ids.map((id) => eb(sql.ref(f.name), '@>', sql`${JSON.stringify([id])}::jsonb`)))
              : eb(f.name, 'in', ids),
          )
          .limit(1)
          .executeTakeFirst();
        if (used) throw new AppError('DELETE_GUARDED', f.reference.deleteGuard ?? 'errors.guard.inUse');
      }
    }
  }
}
