import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { AppError } from '../../core/errors.js';
import { registry, resourceByName } from '../../core/registry.js';
import {
  filterFields,
  groupFields,
  joinTableOf,
  readableFields,
  referencesFields,
  type FieldDef,
  type ResourceDef,
} from '../../core/resource.js';
import { defaults, normalize, validateRecord, type RecordData } from '../../core/validation.js';
import type { Grantor } from '../../core/grants.js';
import type { Db } from '../db/database.js';
import { isUuid, uuidv7 } from './ids.js';
import { checkIds, idsCondition, ordered, paging, searchCondition, sorting, type Sort } from './listing.js';
import { instantText, rangeCondition, selectColumns, sortColumns } from './record-reads.js';

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
  /** A singleton's values before its first save, beside its schema's defaults (store info: the store's name). */
  initial?(db: Db, scope: Scope): Promise<Row>;
}

export interface ListParams {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: RecordData | null;
}

/** The reference fields of a resource's list rows, each with its list: a recipe's ingredient. */
function rowReferenceFields(r: ResourceDef): { list: FieldDef; item: FieldDef }[] {
  return r.fields.flatMap((list) =>
    list.kind === 'list'
      ? (list.fields ?? []).filter((f) => f.reference).map((item) => ({ list, item }))
      : [],
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

/** Database values as the API shows them: numbers for money, ISO strings for times. */
function fieldValues(r: ResourceDef, row: Row): Row {
  const out: Row = {};
  for (const f of readableFields(r)) {
    const v = row[f.name];
    out[f.name] =
      (f.kind === 'money' || f.kind === 'percent' || f.kind === 'quantity') && v != null
        ? Number(v)
        : r.readOnly && f.kind === 'datetime'
          ? instantText(v)
          : v;
  }
  return out;
}

function toRecord(r: ResourceDef, row: Row): Row {
  const out: Row = { id: row.id, ...fieldValues(r, row) };
  // A read-only record carries no times of its own writing.
  for (const c of r.readOnly ? [] : ['created_at', 'updated_at']) {
    const v = row[c];
    out[c] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

function toColumns(r: ResourceDef, data: RecordData): Row {
  const out: Row = {};
  for (const f of r.fields) {
    if (!(f.name in data) || f.kind === 'secret' || f.kind === 'references') continue;
    out[f.name] = f.kind === 'list' || f.kind === 'schedule' ? JSON.stringify(data[f.name]) : data[f.name];
  }
  return out;
}

/**
 * Each list of references read with its record, in its order, by a subquery on the join table: one
 * statement for a whole page, however many rows and lists.
 */
function withReferences<Q extends Select>(query: Q, r: ResourceDef): Q {
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
function joinRows(tx: Db, storeId: string, r: ResourceDef, f: FieldDef) {
  return tx.selectFrom(joinTableOf(r, f)).where('store_id', '=', storeId);
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
function applyFilter(r: ResourceDef, eb: Eb, filter: RecordData | null | undefined) {
  const conds = [];
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (value === null || value === undefined) continue;
    const range = rangeCondition(r, eb, name, value);
    if (range) conds.push(range);
    else if (name === 'q') {
      const search = searchCondition(eb, r.search, value);
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
      } else conds.push(eb(`${r.table}.${name}`, '=', value));
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
      fields: sortColumns(r),
      field: r.sort.field,
      order: r.sort.order,
    });
    if (r.singleton) {
      // The one record, on the first page only, so that a client paging through gets it once.
      if (limit === 0 || offset > 0) return [];
      return this.singletonMatching(scope, r, params.filter);
    }
    const query = withReferences(
      selectColumns((this.outer ?? this.db).selectFrom(r.table), r)
        .where(`${r.table}.store_id`, '=', scope.storeId)
        .where((eb) => applyFilter(r, eb, params.filter)),
      r,
    );
    const [from, by] = sortedByReference(query, scope.storeId, r, sort);
    // The table's own column, never an output column of that name: its index serves the order.
    const own = by.key || by.field === 'id' ? by : { ...by, field: `${r.table}.${by.field}` };
    const rows = await ordered(from, own).limit(limit).offset(offset).execute();
    return rows.map((row) => toRecord(r, row));
  }

  /** A singleton as a list: its one record, if it meets the filter's ids and values. */
  private async singletonMatching(scope: Scope, r: ResourceDef, filter: RecordData | null | undefined) {
    const record = (await this.get(scope, r, scope.storeId))!;
    const meets = Object.entries(filter ?? {}).every(([name, value]) => {
      if (value === null || value === undefined) return true;
      if (name === 'ids') return checkIds(value as unknown[]).includes(scope.storeId);
      if (name === 'id') return value === scope.storeId;
      if (name === 'q') return true;
      if (!filterFields(r).some((f) => f.name === name))
        throw new AppError('BAD_REQUEST', 'validation.unknownField', { field: name });
      return record[name] === value;
    });
    return meets ? [record] : [];
  }

  async count(scope: Scope, r: ResourceDef, filter: RecordData | null | undefined): Promise<number> {
    if (r.singleton) return (await this.singletonMatching(scope, r, filter)).length;
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
    const db = this.outer ?? this.db;
    const row = await withReferences(
      selectColumns(db.selectFrom(r.table), r).where('store_id', '=', scope.storeId).where('id', '=', id),
      r,
    ).executeTakeFirst();
    if (row) return toRecord(r, row);
    return r.singleton && id === scope.storeId ? this.unsaved(db, scope, r) : null;
  }

  /** A singleton before its first save: its defaults, dated as its store. */
  private async unsaved(db: Db, scope: Scope, r: ResourceDef): Promise<Row> {
    const store = await db
      .selectFrom('store')
      .select('created_at')
      .where('id', '=', scope.storeId)
      .executeTakeFirstOrThrow();
    const initial = (await this.hooks[r.name]?.initial?.(db, scope)) ?? {};
    const empty = Object.fromEntries(referencesFields(r).map((f) => [f.name, []]));
    const row = { id: scope.storeId, ...empty, ...defaults(r), ...initial };
    return toRecord(r, { ...row, created_at: store.created_at, updated_at: store.created_at });
  }

  async create(scope: Scope, r: ResourceDef, input: RecordData): Promise<Row> {
    // A singleton is created by its first save, whichever call makes it.
    if (r.singleton) return this.update(scope, r, scope.storeId, input);
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
      const record = toRecord(r, { ...row, ...(await this.writeReferences(tx, scope, r, id, data, null)) });
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
    if (r.singleton) {
      if (id !== scope.storeId) throw new AppError('NOT_FOUND', 'errors.notFound');
      // The first save of a singleton creates it; concurrent first saves meet on its key.
      await tx
        .insertInto(r.table)
        .values({ store_id: scope.storeId, id, ...toColumns(r, await this.firstValues(tx, scope, r)) })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
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
    const record = toRecord(r, { ...row, ...(await this.writeReferences(tx, scope, r, id, data, before)) });
    await this.log(tx, scope, r, 'update', toRecord(r, before), record);
    return record;
  }

  /**
   * A singleton's first row, before the save's own values: what reading it showed. A required field
   * without a default goes in empty for a moment; the save must fill it or the transaction fails.
   */
  private async firstValues(tx: Db, scope: Scope, r: ResourceDef): Promise<RecordData> {
    const initial = (await this.hooks[r.name]?.initial?.(tx, scope)) ?? {};
    return { ...defaults(r), ...normalize(r, initial) };
  }

  /**
   * Writes the lists of references the record holds, when they differ from what it held: the join
   * rows are replaced in the list's order. Returns the lists as stored.
   */
  private async writeReferences(
    tx: Db,
    scope: Scope,
    r: ResourceDef,
    id: string,
    data: RecordData,
    before: Row | null,
  ): Promise<Row> {
    const out: Row = {};
    for (const f of referencesFields(r)) {
      const ids = [...new Set((data[f.name] as string[] | undefined) ?? [])];
      out[f.name] = ids;
      const held = (before?.[f.name] as string[] | undefined) ?? [];
      if (before && held.length === ids.length && held.every((x, i) => x === ids[i])) continue;
      const jt = joinTableOf(r, f);
      if (before)
        await tx.deleteFrom(jt).where('store_id', '=', scope.storeId).where('owner_id', '=', id).execute();
      if (ids.length)
        await tx
          .insertInto(jt)
          .values(
            ids.map((target, i) => ({
              store_id: scope.storeId,
              owner_id: id,
              target_id: target,
              position: i,
            })),
          )
          .execute();
    }
    return out;
  }

  async delete(scope: Scope, r: ResourceDef, id: string): Promise<Row> {
    if (r.singleton) {
      if (id !== scope.storeId) throw new AppError('NOT_FOUND', 'errors.notFound');
      throw new AppError('BAD_REQUEST', 'errors.singletonDelete');
    }
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
    if (r.singleton) {
      if (!ids.includes(scope.storeId)) return [];
      throw new AppError('BAD_REQUEST', 'errors.singletonDelete');
    }
    if (ids.length === 0) return [];
    const deleted = await this.run(async (tx) => {
      await this.guardDelete(tx, scope, r, ids);
      const doomed = await withReferences(
        tx
          .selectFrom(r.table)
          .selectAll(r.table)
          .where('store_id', '=', scope.storeId)
          .where('id', 'in', ids),
        r,
      )
        .forUpdate()
        .execute();
      await this.hooks[r.name]?.beforeDelete?.(tx, scope, doomed);
      await tx.deleteFrom(r.table).where('store_id', '=', scope.storeId).where('id', 'in', ids).execute();
      for (const row of doomed) await this.log(tx, scope, r, 'delete', toRecord(r, row), null);
      return doomed.map((row) => row.id as string);
    });
    this.changed(scope, r, deleted);
    return deleted;
  }

  private async lockRow(tx: Db, scope: Scope, r: ResourceDef, id: string): Promise<Row> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', 'errors.notFound');
    const row = await withReferences(
      tx.selectFrom(r.table).selectAll(r.table).where('store_id', '=', scope.storeId).where('id', '=', id),
      r,
    )
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
      if (!(f.name in data) && !f.required && f.default === undefined && f.kind !== 'references')
        out[f.name] = null;
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
      await this.checkReferences(tx, scope, f, values);
    }
    // References within a list's rows (a recipe's ingredients): the same check, over every row.
    for (const { list, item } of rowReferenceFields(r)) {
      const rows = (data[list.name] as RecordData[] | undefined) ?? [];
      const values = [...new Set(rows.map((row) => row[item.name]).filter((v) => typeof v === 'string'))];
      await this.checkReferences(tx, scope, item, values as string[]);
    }
    for (const fields of r.unique) {
      const isReference = (name: string) => r.fields.find((f) => f.name === name)?.kind === 'reference';
      // A set with an empty reference clashes with nothing (recipes of no menu item).
      if (fields.some((f) => isReference(f) && (data[f] === null || data[f] === undefined))) continue;
      const clash = await tx
        .selectFrom(r.table)
        .select('id')
        .where('store_id', '=', scope.storeId)
        .where((eb) =>
          eb.and(
            fields.map((f) =>
              isReference(f)
                ? eb(sql.ref(f), '=', data[f] as string)
                : eb(sql`lower(${sql.ref(f)})`, '=', String(data[f] ?? '').toLowerCase()),
            ),
          ),
        )
        .$if(id !== null, (qb) => qb.where('id', '!=', id))
        .executeTakeFirst();
      if (clash) {
        // A field may name its own wording ("Device's name is already taken").
        const key = r.fields.find((f) => f.name === fields[0])?.messages?.unique ?? 'errors.duplicate';
        throw new AppError('DUPLICATE', key, { field: fields[0]! }, [{ field: fields[0]!, key }]);
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

  /** Every referenced record exists in the store and meets the reference's `where`: one query per field. */
  private async checkReferences(tx: Db, scope: Scope, f: FieldDef, values: string[]) {
    if (values.length === 0) return;
    if (!values.every(isUuid)) throw new AppError('BAD_REQUEST', 'errors.invalidId');
    const target = registry.find((x) => x.name === f.reference!.resource)!;
    const rows = await tx
      .selectFrom(target.table)
      .selectAll()
      .where('store_id', '=', scope.storeId)
      .where('id', 'in', values)
      .execute();
    if (rows.length < values.length)
      throw new AppError('VALIDATION', 'errors.referenceMissing', {}, [
        { field: f.name, key: 'errors.referenceMissing' },
      ]);
    const where = f.reference!.where ?? {};
    if (rows.some((row) => Object.entries(where).some(([k, v]) => row[k] !== v))) {
      const key = f.reference!.whereMessage ?? 'validation.invalid';
      throw new AppError('VALIDATION', key, {}, [{ field: f.name, key }]);
    }
  }

  /** Refuses to delete a record that others still point to, with the message its schema names. */
  private async guardDelete(tx: Db, scope: Scope, r: ResourceDef, ids: string[]) {
    for (const f of referencesFields(r)) {
      if (!f.reference!.ownerDeleteGuard) continue;
      const listing = await joinRows(tx, scope.storeId, r, f)
        .select('owner_id')
        .where('owner_id', 'in', ids)
        .limit(1)
        .executeTakeFirst();
      if (listing) throw new AppError('DELETE_GUARDED', f.reference!.ownerDeleteGuard);
    }
    for (const other of registry) {
      for (const f of other.fields) {
        if (f.reference?.resource !== r.name) continue;
        const used =
          f.kind === 'references'
            ? await joinRows(tx, scope.storeId, other, f)
                .select('owner_id')
                .where('target_id', 'in', ids)
                // A record listing itself does not keep itself from being deleted.
                .$if(other === r, (q) => q.where('owner_id', 'not in', ids))
                .limit(1)
                .executeTakeFirst()
            : await tx
                .selectFrom(other.table)
                .select('id')
                .where('store_id', '=', scope.storeId)
                .where(f.name, 'in', ids)
                .limit(1)
                .executeTakeFirst();
        if (used) throw new AppError('DELETE_GUARDED', f.reference.deleteGuard ?? 'errors.guard.inUse');
      }
      for (const { list, item } of rowReferenceFields(other)) {
        if (item.reference!.resource !== r.name) continue;
        // A row of another record's list names one of them (an ingredient in a recipe).
        const used = await tx
          .selectFrom(other.table)
          .select('id')
          .where('store_id', '=', scope.storeId)
          .where(
            sql<boolean>`exists (select 1 from jsonb_array_elements(${sql.ref(list.name)}) as row_
              where row_->>${item.name} in (${sql.join(ids)}))`,
          )
          .$if(other === r, (q) => q.where('id', 'not in', ids))
          .limit(1)
          .executeTakeFirst();
        if (used) throw new AppError('DELETE_GUARDED', item.reference!.deleteGuard ?? 'errors.guard.inUse');
      }
    }
  }
}
