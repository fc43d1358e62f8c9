import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * The pages a user starred (SPEC §2, §9), in the user's order: kept with the user on the server, so
 * that they follow the user to another browser. At most 10 per user (`STARRED_MAX`).
 */
export async function up(db: Db): Promise<void> {
  await sql`create table if not exists starred_page (
    user_id uuid not null references app_user (id) on delete cascade,
    path text not null,
    position integer not null,
    primary key (user_id, path)
  )`.execute(db);
}
