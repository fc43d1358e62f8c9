import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * The floor layout (SPEC §2, §4): a store's areas in order, and their tables where the editor placed
 * them. A table's number is unique in the store; busy is set by the point of sale, reset by the office.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table floor_area (
    store_id uuid not null references store (id) on delete cascade,
    id uuid not null,
    name text not null,
    status text not null default 'active' check (status in ('active', 'inactive')),
    position integer not null,
    updated_at timestamptz not null default now(),
    primary key (store_id, id)
  )`.execute(db);
  await sql`create unique index floor_area_name_key on floor_area (store_id, lower(name))`.execute(db);
  await sql`create table floor_table (
    store_id uuid not null,
    id uuid not null,
    area_id uuid not null,
    name text not null,
    shape text not null check (shape in ('square', 'round', 'rectangle')),
    x integer not null,
    y integer not null,
    width integer not null,
    height integer not null,
    rotation integer not null default 0 check (rotation between 0 and 359),
    seats integer not null check (seats between 1 and 99),
    color text not null,
    busy boolean not null default false,
    primary key (store_id, id),
    foreign key (store_id, area_id) references floor_area (store_id, id) on delete cascade
  )`.execute(db);
  await sql`create unique index floor_table_name_key on floor_table (store_id, lower(name))`.execute(db);
  await sql`create index floor_table_area on floor_table (store_id, area_id)`.execute(db);
}
