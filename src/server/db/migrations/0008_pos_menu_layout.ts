import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * What the point of sale shows, per store: tabs and their buttons as ids (names, colours and prices
 * are read with it, so they never go stale). One row per store, written whole by the POS menu builder.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table pos_menu_layout (
    store_id uuid primary key references store (id) on delete cascade,
    layout jsonb not null,
    updated_at timestamptz not null default now(),
    updated_by uuid
  )`.execute(db);
}
