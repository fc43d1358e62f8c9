import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * A password change or reset voids the user's older tokens.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table app_user add column token_epoch integer not null default 1`.execute(db);
}
