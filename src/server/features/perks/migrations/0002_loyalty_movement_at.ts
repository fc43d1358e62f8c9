import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** The store's points movements newest first, as their list pages them, along an index. */
export async function up(db: Db): Promise<void> {
  await sql`create index loyalty_movement_at on loyalty_movement (store_id, at, id)`.execute(db);
}
