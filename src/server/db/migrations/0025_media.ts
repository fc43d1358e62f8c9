import { sql } from 'kysely';
import { storeRowKey } from '../../../core/ddl.js';
import type { Db } from '../database.js';

/**
 * The store's uploaded images (customer display ads, later feature items, banners and the receipt
 * logo), kept in the database with the rest of the store's data so that a backup holds them: the
 * image as stored (checked, resized and stripped of its metadata), its kind, size and the SHA-256 of
 * its bytes, which names its content in the address the console reads it at. A row never changes.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table media (
    ${sql.raw(storeRowKey)}
    name text not null default '',
    use text not null,
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    byte_size integer not null check (byte_size > 0),
    hash text not null,
    data bytea not null,
    created_at timestamptz not null default now(),
    primary key (store_id, id)
  )`.execute(db);
}
