import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * A segment counts its customers' closed checks of the last N working days: one pass over the checks
 * of those days, grouped by customer, finds them through this index (the days' checks that name a
 * customer, their totals and channels beside them) instead of reading every customer's whole history.
 */
export async function up(db: Db): Promise<void> {
  await sql`create index pos_check_customer_day on pos_check (store_id, working_day_id, customer_id)
    include (total, source) where customer_id is not null and status = 'closed'`.execute(db);
}
