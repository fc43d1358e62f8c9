import { sql } from 'kysely';
import { AppError, type ErrorCode } from '../../core/errors.js';
import {
  availabilityHolds,
  localMoment,
  nextScheduledDate,
  specialHolds,
  type KeptVersion,
  type LocalMoment,
  type SpecialPriceTerms,
} from '../../core/promotions.js';
import { overlapDay, weekdayOf, type Schedule } from '../../core/schedule.js';
import type { Db } from '../db/database.js';
import type { ResourceHooks, Scope } from './items.js';

/**
 * What the database side of the promotion rules needs to know of one entity: its tables, the fields
 * whose edits wait for the next cycle, and how its rule decides that a record runs at a moment.
 */
export interface PromotionKind {
  entity: 'special-price' | 'item-availability';
  table: string;
  joinTable: string;
  /** Fields whose edit during an active cycle waits for the next one (SPEC §4). */
  terms: readonly string[];
  holds(terms: SpecialPriceTerms, date: string, time: string): boolean;
}

export const SPECIAL_PRICE: PromotionKind = {
  entity: 'special-price',
  table: 'special_price',
  joinTable: 'special_price_item_ids',
  terms: ['schedule', 'value', 'price_type', 'frequency', 'item_ids'],
  holds: specialHolds,
};

export const ITEM_AVAILABILITY: PromotionKind = {
  entity: 'item-availability',
  table: 'item_availability',
  joinTable: 'item_availability_item_ids',
  terms: ['schedule', 'item_ids'],
  holds: availabilityHolds,
};

type Row = Record<string, unknown>;

/** jsonb as a value, whichever way the driver hands it over. */
export function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The store's wall clock at an instant (now by default), in the store's time zone. */
export async function storeMoment(db: Db, storeId: string, instant = new Date()): Promise<LocalMoment> {
  const store = await db.selectFrom('store').select('time_zone').where('id', '=', storeId).executeTakeFirst();
  if (!store) throw new AppError('NOT_FOUND', 'errors.notFound');
  return localMoment(instant, store.time_zone as string);
}

/** A stored or written record as its rule reads it: money as a number, the schedule as an object. */
export function termsOf(row: Row): SpecialPriceTerms & { item_ids: string[] } {
  return {
    ...(row as object),
    id: row.id as string,
    status: row.status as string | undefined,
    execution_date: row.execution_date as string,
    schedule: json<Schedule>(row.schedule),
    value: Number(row.value ?? 0),
    item_ids: json<string[] | undefined>(row.item_ids) ?? [],
  } as SpecialPriceTerms & { item_ids: string[] };
}

/** The same value whatever the order of an object's keys (jsonb keeps its own order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Row)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Row)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** Which of these fields an update changes, read as the rules read them. */
export function changedFields(fields: readonly string[], before: Row, data: object): string[] {
  const was = termsOf(before) as unknown as Row;
  const next = termsOf(data as Row);
  // The service stores a list of references without its repeats.
  const now = { ...next, item_ids: [...new Set(next.item_ids)] } as unknown as Row;
  return fields.filter((f) => canonical(was[f]) !== canonical(now[f]));
}

/** The kept version of a record still in force on `date`, if any. */
export async function keptVersion(
  tx: Db,
  storeId: string,
  kind: PromotionKind,
  recordId: string,
  date: string,
): Promise<KeptVersion<SpecialPriceTerms> | null> {
  const row = await tx
    .selectFrom('promotion_version')
    .select([sql<string>`valid_through::text`.as('valid_through'), 'snapshot'])
    .where('store_id', '=', storeId)
    .where('entity', '=', kind.entity)
    .where('record_id', '=', recordId)
    .where('valid_through', '>=', sql<string>`${date}::date`)
    .executeTakeFirst();
  return row ? { valid_through: row.valid_through, snapshot: json(row.snapshot) } : null;
}

/** Keeps a record's terms in force through `date`, replacing a version whose day has passed. */
export async function keepVersion(
  tx: Db,
  storeId: string,
  kind: PromotionKind,
  record: Row,
  date: string,
): Promise<void> {
  const terms = termsOf(record) as unknown as Row;
  const snapshot = Object.fromEntries(
    kind.terms.filter((f) => terms[f] !== undefined).map((f) => [f, terms[f]]),
  );
  await tx
    .insertInto('promotion_version')
    .values({
      store_id: storeId,
      entity: kind.entity,
      record_id: record.id as string,
      valid_through: date,
      snapshot: JSON.stringify(snapshot),
    })
    .onConflict((oc) =>
      oc.columns(['store_id', 'entity', 'record_id']).doUpdateSet({
        valid_through: sql`excluded.valid_through`,
        snapshot: sql`excluded.snapshot`,
      }),
    )
    .execute();
}

/** Forgets the kept versions of deleted records. */
export async function dropVersions(tx: Db, storeId: string, kind: PromotionKind, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .deleteFrom('promotion_version')
    .where('store_id', '=', storeId)
    .where('entity', '=', kind.entity)
    .where('record_id', 'in', ids)
    .execute();
}

/** Another active record of the same kind that lists one of these items: what a write may clash with. */
export async function overlapCandidates(
  tx: Db,
  storeId: string,
  kind: PromotionKind,
  itemIds: readonly string[],
  exceptId: string | null,
): Promise<{ id: string; description: string; schedule: Schedule }[]> {
  if (itemIds.length === 0) return [];
  const jt = sql.table(kind.joinTable);
  const rows = await tx
    .selectFrom(`${kind.table} as t`)
    .select(['t.id', 't.description', 't.schedule'])
    .where('t.store_id', '=', storeId)
    .where('t.status', '=', 'active')
    .$if(exceptId !== null, (q) => q.where('t.id', '!=', exceptId))
    .where(
      sql<boolean>`exists (select 1 from ${jt} j where j.store_id = t.store_id and j.owner_id = t.id
        and j.target_id in (${sql.join([...itemIds])}))`,
    )
    .orderBy('t.description')
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({
    id: r.id as string,
    description: r.description as string,
    schedule: json<Schedule>(r.schedule),
  }));
}

/**
 * Serialises the writes of one kind in one store until the transaction ends, so that two records
 * written at once cannot both pass the overlap check against each other.
 */
export async function lockKind(tx: Db, storeId: string, kind: PromotionKind): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${kind.table}), hashtext(${storeId}))`.execute(tx);
}

/** Codes and keys of one entity's refusals (SPEC §8); each entity module documents its mapping. */
export interface PromotionCodes {
  pastOnCreate: ErrorCode;
  pastOnUpdate: ErrorCode;
  datesOverlap: { create: ErrorCode; update: ErrorCode };
  hoursOverlap: { create: ErrorCode; update: ErrorCode };
  /** An overlap found when an inactive record is switched on. */
  overlapOnActivation: ErrorCode;
  /** `null` where the rule is not applied (see the entity module). */
  todayNotConfigured: ErrorCode | null;
  editFailed: ErrorCode;
  overlapKey: string;
  editFailedKey: string;
}

/** Whether one schedule's date range holds the whole of the other's (an open end runs for ever). */
function contains(a: Schedule, b: Schedule): boolean {
  return (a.from ?? '') <= (b.from ?? '') && (b.to ?? '9999-12-31') <= (a.to ?? '9999-12-31');
}

interface Write {
  tx: Db;
  scope: Scope;
  kind: PromotionKind;
  codes: PromotionCodes;
  record: ReturnType<typeof termsOf>;
  before: Row | null;
  now: LocalMoment;
}

/** "Execution date not earlier than today" (SPEC §5), checked when the date is set or changed. */
function checkExecutionDate({ codes, record, before, now }: Write): void {
  if (before && before.execution_date === record.execution_date) return;
  if (record.execution_date >= now.date) return;
  const key = 'validation.executionDatePast';
  throw new AppError(before ? codes.pastOnUpdate : codes.pastOnCreate, key, {}, [
    { field: 'execution_date', key },
  ]);
}

/**
 * "Today must be configured" (SPEC §5): a record that starts running today needs hours on today's
 * weekday. Checked when it is created so, or when its date, status or schedule change to make it so.
 */
function checkToday({ codes, record, before, now }: Write): void {
  if (!codes.todayNotConfigured) return;
  if (record.status === 'inactive' || record.execution_date !== now.date) return;
  if (before && changedFields(['execution_date', 'status', 'schedule'], before, record).length === 0) return;
  const day = weekdayOf(now.date);
  if ((record.schedule.hours ?? []).some((h) => h.day === day)) return;
  const key = 'validation.todayNotConfigured';
  throw new AppError(codes.todayNotConfigured, key, { day }, [{ field: 'schedule', key, params: { day } }]);
}

/**
 * Another active record listing one of the same items whose schedule meets this one's (SPEC §5). The
 * refusal names the first day they meet and the other record. Which code: an overlap found as a record
 * is switched back on has its own; otherwise, when one date range holds the other's whole, only the
 * hours can part them ("hours overlap"); when each runs on dates the other does not, moving the dates
 * parts them ("date ranges overlap"). Frequencies are not weighed: two biweekly prices on alternate
 * weeks still count as meeting, the safe side for a rule that must never charge two prices at once.
 */
async function checkOverlap({ tx, scope, kind, codes, record, before }: Write): Promise<void> {
  if (record.status === 'inactive') return;
  const others = await overlapCandidates(
    tx,
    scope.storeId,
    kind,
    record.item_ids,
    (before?.id as string) ?? null,
  );
  for (const other of others) {
    const day = overlapDay(record.schedule, other.schedule);
    if (!day) continue;
    const op = before ? 'update' : 'create';
    const nested = contains(record.schedule, other.schedule) || contains(other.schedule, record.schedule);
    const code =
      before?.status === 'inactive'
        ? codes.overlapOnActivation
        : (nested ? codes.hoursOverlap : codes.datesOverlap)[op];
    const params = { day, other: other.description };
    throw new AppError(code, codes.overlapKey, params, [
      { field: 'schedule', key: codes.overlapKey, params },
    ]);
  }
}

/**
 * "Edits during an active cycle take effect only from the next cycle" (SPEC §4). When an update
 * changes the terms of a record that runs right now, the terms it runs with are kept through the end
 * of today; a kept version that is still in force is left as it is, so a second edit the same day
 * does not replace what runs. An edit whose record has no day left after today could never take
 * effect: it is refused ("edit failed"). Answers whether the edit waits for tomorrow.
 */
async function deferEdit({ tx, scope, kind, codes, record, before, now }: Write): Promise<boolean> {
  if (!before || changedFields(kind.terms, before, record).length === 0) return false;
  const kept = await keptVersion(tx, scope.storeId, kind, before.id as string, now.date);
  const running = !kept && kind.holds(termsOf(before), now.date, now.time);
  if (!kept && !running) return false;
  if (record.status !== 'inactive' && nextScheduledDate(record.schedule, now.date) === null)
    throw new AppError(codes.editFailed, codes.editFailedKey, {}, [
      { field: 'schedule', key: codes.editFailedKey },
    ]);
  if (running) await keepVersion(tx, scope.storeId, kind, before, now.date);
  return true;
}

/** The hooks of a special price or an item availability: their rules, inside the write's transaction. */
export function promotionHooks(kind: PromotionKind, codes: PromotionCodes): ResourceHooks {
  return {
    async beforeWrite(tx, scope, data, before) {
      await lockKind(tx, scope.storeId, kind);
      const now = await storeMoment(tx, scope.storeId);
      const record = termsOf({ ...data, id: before?.id });
      const write: Write = { tx, scope, kind, codes, record, before, now };
      checkExecutionDate(write);
      const deferred = await deferEdit(write);
      // A deferred schedule starts tomorrow: today runs on the kept one, which was configured.
      if (!deferred) checkToday(write);
      await checkOverlap(write);
      return {};
    },
    async beforeDelete(tx, scope, rows) {
      await dropVersions(
        tx,
        scope.storeId,
        kind,
        rows.map((r) => r.id as string),
      );
    },
  };
}
