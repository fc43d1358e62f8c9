import { sql } from 'kysely';
import type { Db } from '../database.js';

/** A delivery order's address as the guest wrote it (street, number, apartment), for the driver. */
export async function up(db: Db): Promise<void> {
  await sql`alter table olo_order add column address text`.execute(db);
}
