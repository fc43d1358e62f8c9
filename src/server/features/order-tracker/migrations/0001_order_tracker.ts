import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * The order tracker's settings (SPEC §3), one row per store (none until first saved). Its columns
 * and days are lists kept whole; the image is an uploaded picture of the store, kept by id.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table order_tracker_setting (
    store_id uuid primary key references store (id) on delete cascade,
    title text not null,
    icon text not null,
    background text not null check (background ~ '^#[0-9a-fA-F]{6}$'),
    alignment text not null check (alignment in ('left', 'center', 'right')),
    image_id uuid,
    columns jsonb not null,
    days jsonb not null,
    from_time text not null,
    to_time text not null check (from_time < to_time),
    updated_at timestamptz not null default now()
  )`.execute(db);
}
