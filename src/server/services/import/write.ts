import { sql, type RawBuilder } from 'kysely';
import { AppError } from '../../../core/errors.js';
import { IMPORT_LIMITS, type ImportEvent, type LineError } from '../../../core/import/protocol.js';
import { resourceByName } from '../../../core/registry.js';
import { joinTableOf, referencesFields, type ResourceDef } from '../../../core/resource.js';
import type { RecordData } from '../../../core/validation.js';
import type { Db } from '../../db/database.js';
import { recordJson } from '../item-rows.js';
import { uuidv7 } from '../ids.js';
import type { ImportCounts, ItemsService, ResourceHooks, Scope } from '../items.js';
import type { CheckedLine } from './check.js';
import { uniqueMessage } from './names.js';
import { pause } from './pause.js';

type Row = Record<string, unknown>;

export interface WriteOutcome {
  imported: number;
  created: number;
  updated: number;
  /** Every record written, created or updated. */
  ids: string[];
  /** Lines refused while writing: a name taken, or a record named deleted, since the check. */
  errors: LineError[];
  /** What the resource's follow-up did with the records written, summed over the batches. */
  counts: ImportCounts;
}

/** A record's columns, lists of references aside: they go to their join tables. */
function columnsOf(r: ResourceDef, data: RecordData): Row {
  const out: Row = {};
  for (const f of r.fields)
    if (data[f.name] !== undefined && f.kind !== 'references' && f.kind !== 'secret')
      out[f.name] = data[f.name];
  return out;
}

/**
 * Rows travel as one JSON parameter that the database spreads into typed columns: as bound
 * parameters, a thousand rows of a wide table (or of long lists of references) would pass
 * PostgreSQL's limit of 65,535 parameters a statement.
 */
const asRecordset = (table: string, rows: readonly Row[]) =>
  sql`jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)`;

/** What one batch wrote. */
interface Written {
  created: string[];
  updated: string[];
  errors: LineError[];
  /** What the resource's follow-up did with the records created. */
  counts: ImportCounts;
}

/**
 * Writes checked lines in batches, each in one transaction: multi-row inserts of the records, of
 * their lists of references and of one system log entry per record, so that the history stays as
 * complete as if each had been created by hand. A batch is written whole or not at all. A line that
 * updates a record goes through the same update as the record's form (its checks, hooks and log).
 * Given `outer`, every batch runs in that transaction, one after the other, and `afterCommit` is left
 * to whoever commits it.
 */
export class LineWriter {
  constructor(
    private readonly db: Db,
    private readonly items: ItemsService,
    private readonly hooks: ResourceHooks | undefined,
    private readonly scope: Scope,
    private readonly r: ResourceDef,
    /** Batches written at once, each in a transaction of its own. */
    private readonly parallel: number,
    private readonly outer?: Db,
  ) {}

  async *write(lines: readonly CheckedLine[]): AsyncGenerator<ImportEvent, WriteOutcome> {
    const out: WriteOutcome = { imported: 0, created: 0, updated: 0, ids: [], errors: [], counts: {} };
    const running: Promise<Written & { done: number }>[] = [];
    const settle = async () => {
      const { created, updated, errors, counts, done } = await running.shift()!;
      const ids = [...created, ...updated];
      if (ids.length && !this.outer) this.hooks?.afterCommit?.(this.scope, ids);
      out.imported += ids.length;
      out.created += created.length;
      out.updated += updated.length;
      out.ids.push(...ids);
      out.errors.push(...errors);
      for (const [what, n] of Object.entries(counts)) out.counts[what] = (out.counts[what] ?? 0) + n;
      await pause();
      return done;
    };
    try {
      for (let start = 0; start < lines.length; start += IMPORT_LIMITS.batch) {
        const batch = lines.slice(start, start + IMPORT_LIMITS.batch);
        const done = start + batch.length;
        const written = this.outer
          ? this.batch(this.outer, batch).then((w) => ({ ...w, done }))
          : this.db.transaction().execute(async (tx) => ({ ...(await this.batch(tx, batch)), done }));
        // Heard now, so that a batch failing while an earlier one is awaited is not an unhandled
        // rejection; `settle` still receives its error.
        written.catch(() => undefined);
        running.push(written);
        if (running.length >= (this.outer ? 1 : this.parallel))
          yield { phase: 'import', done: await settle(), total: lines.length };
      }
      while (running.length) yield { phase: 'import', done: await settle(), total: lines.length };
    } finally {
      // When one batch fails, the others still running finish before the error goes on.
      await Promise.allSettled(running);
    }
    return out;
  }

  private async batch(tx: Db, lines: readonly CheckedLine[]): Promise<Written> {
    const errors: LineError[] = [];
    const ready = await this.stillReferenced(tx, lines, errors);
    const { ids: created, counts } = await this.create(
      tx,
      ready.filter((line) => !line.updates),
      errors,
    );
    const updated: string[] = [];
    for (const line of ready)
      if (line.updates && (await this.update(tx, line, errors))) updated.push(line.updates.id);
    return { created, updated, errors, counts };
  }

  /** A line's record updated with the line's fields; a refusal is the line's error. */
  private async update(tx: Db, line: CheckedLine, errors: LineError[]): Promise<boolean> {
    try {
      await this.items.within(tx).updateUncommitted(this.scope, this.r, line.updates!.id, line.data);
      return true;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      errors.push({ line: line.line, field: e.errors[0]?.field ?? '', key: e.key, params: e.params });
      return false;
    }
  }

  /** New records of the lines, in one insert, and the resource's follow-up; returns their ids. */
  private async create(
    tx: Db,
    ready: readonly CheckedLine[],
    errors: LineError[],
  ): Promise<{ ids: string[]; counts: ImportCounts }> {
    const rows: { line: CheckedLine; id: string; values: Row }[] = [];
    for (const line of ready) {
      const extra = await this.beforeWrite(tx, line, errors);
      if (extra) rows.push({ line, id: uuidv7(), values: { ...columnsOf(this.r, line.data), ...extra } });
    }
    if (!rows.length) return { ids: [], counts: {} };
    // A name taken since the check (another user, another import) skips its line instead of failing the batch.
    const records = rows.map((row) => ({ store_id: this.scope.storeId, id: row.id, ...row.values }));
    const columns = sql.join([...new Set(records.flatMap((row) => Object.keys(row)))].map((c) => sql.ref(c)));
    const insert = sql`insert into ${sql.table(this.r.table)} (${columns})
      select ${columns} from ${asRecordset(this.r.table, records)}
      on conflict do nothing`;
    // Without lists of references, the log entries are built from the rows as they are inserted, in
    // the same statement; otherwise once the lists are written, as the entries hold them.
    const logged = this.logsWithInsert();
    const { rows: inserted } = logged
      ? await sql<{ id: string }>`with written as (${insert} returning *),
          logged as (${this.logEntries(
            rows.map((row) => row.id),
            sql`written`,
          )})
          select id from written`.execute(tx)
      : await sql<{ id: string }>`${insert} returning id`.execute(tx);
    const done = new Set(inserted.map((row) => row.id));
    for (const row of rows)
      if (!done.has(row.id))
        errors.push({
          line: row.line.line,
          field: this.r.unique[0]?.[0] ?? 'id',
          key: this.r.unique[0] ? uniqueMessage(this.r, this.r.unique[0]) : 'errors.duplicate',
        });
    const written = rows.filter((row) => done.has(row.id));
    if (!logged) {
      await this.writeReferences(tx, written);
      await this.log(tx, written);
    }
    // The resource's follow-up, in the same transaction: the batch and what it places commit together.
    const counts =
      written.length && this.hooks?.imported
        ? await this.hooks.imported.apply(
            tx,
            this.scope,
            written.map((row) => ({ id: row.id, data: row.line.data })),
          )
        : {};
    return { ids: written.map((row) => row.id), counts };
  }

  /**
   * Locks the records the lines point to against deletion until the batch commits, and drops the
   * lines whose record was deleted or changed (a category hidden) since the check.
   */
  private async stillReferenced(tx: Db, lines: readonly CheckedLine[], errors: LineError[]) {
    const bad = new Set<CheckedLine>();
    for (const f of this.r.fields.filter((x) => x.kind === 'reference' || x.kind === 'references')) {
      const idsOf = (line: CheckedLine) => {
        const value = line.data[f.name];
        return value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [value as string];
      };
      const ids = [...new Set(lines.flatMap(idsOf))];
      if (!ids.length) continue;
      const target = resourceByName(f.reference!.resource);
      const found = await tx
        .selectFrom(target.table)
        .selectAll()
        .where('store_id', '=', this.scope.storeId)
        .where('id', 'in', ids)
        .forKeyShare()
        .execute();
      const byId = new Map(found.map((row) => [row.id as string, row as Row]));
      const where = Object.entries(f.reference!.where ?? {});
      for (const line of lines) {
        const rows = idsOf(line).map((id) => byId.get(id));
        const key = rows.some((row) => !row)
          ? 'errors.referenceMissing'
          : rows.some((row) => where.some(([k, v]) => row![k] !== v))
            ? (f.reference!.whereMessage ?? 'validation.invalid')
            : null;
        if (!key) continue;
        bad.add(line);
        errors.push({ line: line.line, field: f.name, key });
      }
    }
    return lines.filter((line) => !bad.has(line));
  }

  /** The entity's own rule before a write, if it has one; a refusal is the line's error. */
  private async beforeWrite(tx: Db, line: CheckedLine, errors: LineError[]): Promise<Row | null> {
    const hook = this.hooks?.beforeWrite;
    if (!hook) return {};
    try {
      return await hook(tx, this.scope, line.data, null);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      errors.push({ line: line.line, field: e.errors[0]?.field ?? '', key: e.key, params: e.params });
      return null;
    }
  }

  /** Each list of references into its join table, in the list's order. */
  private async writeReferences(tx: Db, written: readonly { line: CheckedLine; id: string }[]) {
    for (const f of referencesFields(this.r)) {
      const table = joinTableOf(this.r, f);
      const rows = written.flatMap(({ line, id }) =>
        ((line.data[f.name] as string[] | undefined) ?? []).map((target, position) => ({
          store_id: this.scope.storeId,
          owner_id: id,
          target_id: target,
          position,
        })),
      );
      if (rows.length)
        await sql`insert into ${sql.table(table)} (store_id, owner_id, target_id, position)
          select store_id, owner_id, target_id, position from ${asRecordset(table, rows)}`.execute(tx);
    }
  }

  /**
   * One "create" entry per record, holding the record as the API reads it, as a create by hand logs
   * it. The database builds each from the row just written (with its lists of references, written
   * before), so no record travels to the server and back; a read-only resource's record is read
   * back, its columns being shaped on the way out.
   */
  private async log(tx: Db, written: readonly { id: string }[]) {
    if (!written.length) return;
    const scope = this.scope;
    if (this.r.readOnly) {
      const records = await this.items
        .within(tx)
        .list(scope, this.r, { filter: { ids: written.map((row) => row.id) }, perPage: written.length });
      const entries = records.map((record) => ({ id: uuidv7(), record_id: record.id, after: record }));
      await sql`insert into system_log (id, store_id, user_id, user_name, entity, record_id, action, after)
        select e.id, ${this.logHead()}, e.record_id, 'create', e.after
        from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as e(id uuid, record_id uuid, after jsonb)`.execute(
        tx,
      );
      return;
    }
    await this.logEntries(
      written.map((row) => row.id),
      sql`${sql.table(this.r.table)}`,
    ).execute(tx);
  }

  /** Whether a batch's log entries are written by its insert itself (see `create`). */
  private logsWithInsert(): boolean {
    return !this.r.readOnly && !referencesFields(this.r).length;
  }

  /** The insert of one "create" entry per record id, each built from the record's row in `rows`. */
  private logEntries(ids: readonly string[], rows: RawBuilder<unknown>) {
    const entries = ids.map((id) => ({ id: uuidv7(), record_id: id }));
    return sql`insert into system_log (id, store_id, user_id, user_name, entity, record_id, action, after)
      select e.id, ${this.logHead()}, t.id, 'create', ${recordJson(this.r, 't')}
      from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as e(id uuid, record_id uuid)
      join ${rows} t on t.store_id = ${this.scope.storeId} and t.id = e.record_id`;
  }

  /** Who wrote the entries, and of what: the columns every entry of the import shares. */
  private logHead() {
    const { storeId, userId, userName } = this.scope;
    return sql`${storeId}::uuid, ${userId}::uuid, ${userName ?? null}::text, ${this.r.name}::text`;
  }
}
