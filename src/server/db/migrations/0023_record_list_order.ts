import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * The records read through the API page in their default order (newest first) and by id within
 * one instant: each such order is one index, read backwards, however many years a store holds.
 * The check and working day indexes gain the id in place; the others are new.
 */
export async function up(db: Db): Promise<void> {
  await sql`drop index pos_check_opened`.execute(db);
  await sql`create index pos_check_opened on pos_check (store_id, opened_at, id)`.execute(db);
  await sql`drop index working_day_date`.execute(db);
  await sql`create index working_day_date on working_day (store_id, business_date, id)`.execute(db);
  await sql`create index time_card_clock_in on time_card (store_id, clock_in, id)`.execute(db);
  await sql`create index shift_opened on shift (store_id, opened_at, id)`.execute(db);
  await sql`create index check_payment_paid on check_payment (store_id, paid_at, id)`.execute(db);
}
