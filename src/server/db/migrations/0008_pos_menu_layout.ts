import { sql } from 'kysely';
import { storeLayoutTable } from '../../../core/ddl.js';
import type { Db } from '../database.js';

/**
 * What the point of sale shows, per store: tabs and their buttons as ids (names, colours and prices
 * are read with it, so they never go stale). One row per store, written whole by the POS menu builder.
 */
export async function up(db: Db): Promise<void> {
  await sql.raw(storeLayoutTable('pos_menu_layout')).execute(db);
}
