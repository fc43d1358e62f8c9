import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Who opened the store: its owner may grant any right (no-escalation rules).
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table store add column owner_user_id uuid references app_user (id) on delete set null`.execute(
    db,
  );
  await sql`update store set owner_user_id = (
    select su.user_id from store_user su where su.store_id = store.id and su.role = 'admin'
    order by su.user_id limit 1)`.execute(db);
}
