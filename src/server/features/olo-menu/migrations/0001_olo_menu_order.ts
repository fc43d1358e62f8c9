import { sql } from 'kysely';
import { storeLayoutTable } from '../../../../core/ddl.js';
import type { Db } from '../../../db/database.js';

/**
 * The order of the online menu, per store: its categories in order, each with its items in order, as
 * ids (names and the rest are read with it). One row per store, written whole by the OLO menu builder.
 */
export async function up(db: Db): Promise<void> {
  await sql.raw(storeLayoutTable('olo_menu_order')).execute(db);
}
