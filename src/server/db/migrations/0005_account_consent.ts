import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * What someone agreed to when they opened their account.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table app_user add column terms_accepted_at timestamptz`.execute(db);
  await sql`alter table app_user add column marketing_opt_in boolean not null default false`.execute(db);
}
