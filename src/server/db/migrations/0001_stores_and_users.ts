import { sql } from 'kysely';
import type { Db } from '../database.js';

export async function up(db: Db): Promise<void> {
  await sql`create table store (
    id uuid primary key,
    name text not null,
    slug text not null,
    time_zone text not null default 'America/New_York',
    currency_symbol text not null default '$',
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index store_slug_key on store (lower(slug))`.execute(db);
  await sql`create table app_user (
    id uuid primary key,
    email text not null,
    password_hash text not null,
    display_name text not null,
    support boolean not null default false,
    status text not null default 'active',
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index app_user_email_key on app_user (lower(email))`.execute(db);
  await sql`create table store_user (
    store_id uuid not null references store (id) on delete cascade,
    user_id uuid not null references app_user (id) on delete cascade,
    role text not null default 'admin',
    primary key (store_id, user_id)
  )`.execute(db);
  await sql`create table server_secret (
    name text primary key,
    value text not null
  )`.execute(db);
}
