import { sql } from 'kysely';
import { storeLayoutTable } from '../../../core/ddl.js';
import type { Db } from '../database.js';

/**
 * The store's receipt (SPEC §3 receipt builder): header, footer, logo, copies and its fields in
 * order, one row per store, written whole by the receipt builder and read by every printer.
 */
export async function up(db: Db): Promise<void> {
  await sql.raw(storeLayoutTable('receipt_layout')).execute(db);
}
