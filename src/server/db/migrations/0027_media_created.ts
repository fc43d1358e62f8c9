import { sql } from 'kysely';
import type { Db } from '../database.js';

/** The store's images newest first, as their list pages them, along an index. */
export async function up(db: Db): Promise<void> {
  await sql`create index media_created on media (store_id, created_at, id)`.execute(db);
}
