import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * When an online order will be ready, as the guest was told when placing it: placed plus the store's
 * lead time of its kind then, kept so that a later change of lead times leaves it as promised. Orders
 * placed before read as ready when placed.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table olo_order add column ready_at timestamptz`.execute(db);
}
