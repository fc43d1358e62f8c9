import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import {
  filterFields,
  groupFields,
  joinTableOf,
  readableFields,
  referencesFields,
  type ResourceDef,
} from '../../core/resource.js';
import { defaults, normalize, type RecordData } from '../../core/validation.js';
import type { Db } from '../db/database.js';
import { isUuid, uuidv7 } from './ids.js';
import { checkIds, ordered, paging, sorting } from './listing.js';
import { selectColumns, sortColumns } from './record-reads.js';

import { checkWrite, guardDelete } from './item-checks.js';
import {
  applyFilter,
  fieldValues,
  firstRow,
  sortedByReference,
  toColumns,
  toRecord,
  withReferences,
  type ListParams,
  type ResourceHooks,
  type Row,
  type Scope,
} from './item-rows.js';

export type { ImportCounts, ImportFollowUp, ListParams, ResourceHooks, Scope } from './item-rows.js';

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

  /**
   * The records of `r` whose reference `by` is one of `parents`, in `sort` order (ties by id), in one
   * statement however many parents: a page of checks with their items.
   */
  async childrenOf(
    scope: Scope,
    r: ResourceDef,
    by: string,
    parents: readonly string[],
    sort: { field: string; order: 'ASC' | 'DESC' },
  ): Promise<Row[]> {
    const ids = [...new Set(parents)].filter(isUuid);
    if (!ids.length) return [];
    const order = sort.order === 'DESC' ? 'desc' : 'asc';
    const rows = await withReferences(
      selectColumns((this.outer ?? this.db).selectFrom(r.table), r)
        .where(`${r.table}.store_id`, '=', scope.storeId)
        .where(`${r.table}.${by}`, 'in', ids),
      r,
    )
      .orderBy(`${r.table}.${sort.field}`, order)
      .orderBy(`${r.table}.id`, order)
      .execute();
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
      await checkWrite(tx, scope, r, data, null);
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

  /** An update inside the caller's transaction (`within`); the caller runs `afterCommit` once it commits. */
  async updateUncommitted(scope: Scope, r: ResourceDef, id: string, patch: RecordData): Promise<Row> {
    if (!this.outer) throw new Error('updateUncommitted runs within a transaction');
    return this.updateIn(this.outer, scope, r, id, patch);
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
        .values({ store_id: scope.storeId, id, ...(await firstRow(tx, scope, r, this.hooks)) })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const before = await this.lockRow(tx, scope, r, id);
    const data = this.merge(r, before, patch);
    await checkWrite(tx, scope, r, data, id);
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
      await guardDelete(tx, scope, r, [id]);
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
      await guardDelete(tx, scope, r, ids);
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
}
