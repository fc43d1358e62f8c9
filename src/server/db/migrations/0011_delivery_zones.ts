import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Delivery zones (SPEC §3): per store, which type is in use, where distances are measured from, the
 * map's tiles and unit; and the zones of both types, so that switching back finds the other set.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table delivery_settings (
    store_id uuid primary key references store (id) on delete cascade,
    zone_type text not null default 'distance' check (zone_type in ('distance', 'map')),
    latitude double precision,
    longitude double precision,
    tile_url text not null default 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    unit text not null default 'mi' check (unit in ('mi', 'km')),
    updated_at timestamptz not null default now(),
    updated_by uuid
  )`.execute(db);
  await sql`create table delivery_zone (
    store_id uuid not null references store (id) on delete cascade,
    id uuid not null,
    zone_type text not null check (zone_type in ('distance', 'map')),
    position integer not null,
    name text not null,
    fee numeric(12, 2) not null check (fee >= 0),
    distance numeric(12, 3) check (distance > 0),
    color text,
    polygon jsonb,
    primary key (store_id, id),
    unique (store_id, zone_type, position)
  )`.execute(db);
}
