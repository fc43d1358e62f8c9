import { sql } from 'kysely';
import { businessDate } from '../../core/checks.js';
import type { WorkingDaySpan } from '../../core/time-cards.js';
import type { Db } from '../db/database.js';
import { sameStore } from '../db/joins.js';
import { uuidv7 } from '../services/ids.js';

/** The store's open working day, opened now (its business date in the store's zone) when there is none. */
export async function openWorkingDay(
  tx: Db,
  storeId: string,
  at: Date,
  timeZone: string,
): Promise<{ id: string; business_date: string }> {
  const found = await tx
    .selectFrom('working_day')
    .select(['id', sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_date')])
    .where('store_id', '=', storeId)
    .where('status', '=', 'open')
    // Held until the record is written: a close of the day waits for it, and a record that waited
    // for a close finds the day closed and opens the next one, never writing into a closed day.
    .forShare()
    .executeTakeFirst();
  if (found) return found as { id: string; business_date: string };
  const settings = await tx
    .selectFrom('store_info')
    .select('business_day_start')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const dayStart = (settings?.business_day_start as string | null | undefined) ?? '00:00';
  const day = { id: uuidv7(at.getTime()), business_date: businessDate(at, timeZone, dayStart) };
  // Two first checks at once: one opens the day, the other finds it.
  await sql`insert into working_day (store_id, id, business_date, opened_at, status)
    values (${storeId}, ${day.id}, ${day.business_date}, ${at.toISOString()}, 'open')
    on conflict (store_id) where status = 'open' do nothing`.execute(tx);
  return openWorkingDay(tx, storeId, at, timeZone);
}

/** Closes the store's open working day (history and close day). */
export async function closeWorkingDay(tx: Db, storeId: string, at: Date): Promise<void> {
  await tx
    .updateTable('working_day')
    .set({ status: 'closed', closed_at: at.toISOString() })
    .where('store_id', '=', storeId)
    .where('status', '=', 'open')
    .execute();
}

/** A working day of the store, as the rules of a card read it. */
export async function workingDaySpan(tx: Db, storeId: string, id: string): Promise<WorkingDaySpan> {
  const r = await tx
    .selectFrom('working_day')
    .select([
      'id',
      sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_date'),
      'status',
      'opened_at',
      'closed_at',
    ])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: r.id as string,
    business_date: r.business_date,
    status: r.status as WorkingDaySpan['status'],
    opened_at: new Date(r.opened_at as string).toISOString(),
    closed_at: r.closed_at == null ? null : new Date(r.closed_at as string).toISOString(),
  };
}

/** The business date of the working day joined as `day`, as YYYY-MM-DD. */
export const businessDateOf = (day: string) =>
  sql<string>`to_char(${sql.ref(`${day}.business_date`)}, 'YYYY-MM-DD')`.as('business_date');

/**
 * A query of a store's rows recorded in a working day (`table as row`: checks, time cards) joined to
 * that day as `day`, answering its business date.
 */
export const inWorkingDays = (db: Db, table: string, row: string, day = 'w') =>
  db
    .selectFrom(`${table} as ${row}`)
    .innerJoin(`working_day as ${day}`, sameStore(day, row, 'working_day_id'))
    .select(businessDateOf(day));
