import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * "Edits during an active cycle take effect only from the next cycle" (SPEC §4): when a special
 * price or an availability that is running is edited, the terms it ran with are kept here and
 * stay in force through valid_through (the store's date of the edit). One row per record: a
 * later edit replaces a row whose day has passed.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table promotion_version (
    store_id uuid not null references store (id) on delete cascade,
    entity text not null,
    record_id uuid not null,
    valid_through date not null,
    snapshot jsonb not null,
    primary key (store_id, entity, record_id)
  )`.execute(db);
}
