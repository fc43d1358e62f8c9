import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * The store's receipt (SPEC §3 receipt builder): header, footer, logo, copies and its fields in
 * order, one row per store, written whole by the receipt builder and read by every printer.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table receipt_layout (
    store_id uuid primary key references store (id) on delete cascade,
    layout jsonb not null,
    updated_at timestamptz not null default now(),
    updated_by uuid
  )`.execute(db);
}
