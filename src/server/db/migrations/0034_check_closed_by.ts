import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * The employee who closed a check, when the device names one other than its server (a check handed
 * over, or paid at another station): what the store's payment accountability "closed" credits in the
 * sales rollup. Checks recorded before keep none, and count for their server either way.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table pos_check add column closed_by_id uuid, add column closed_by_name text`.execute(db);
}
