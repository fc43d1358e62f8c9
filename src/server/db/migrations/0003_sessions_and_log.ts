import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Sessions, trials, sign-in throttling, password reset links and the system log.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table store add column session_epoch integer not null default 1`.execute(db);
  await sql`alter table store add column plan text not null default 'trial'`.execute(db);
  await sql`alter table store add column trial_ends_at timestamptz`.execute(db);
  // Where the store's console is served when it is not this deployment (versionStore).
  await sql`alter table store add column console_url text`.execute(db);
  await sql`create table sign_in_failure (
    email text not null,
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index sign_in_failure_email_at on sign_in_failure (email, at)`.execute(db);
  await sql`create table password_reset (
    token_hash text primary key,
    user_id uuid not null references app_user (id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);
  await sql`create table system_log (
    id uuid primary key,
    store_id uuid not null references store (id) on delete cascade,
    user_id uuid,
    user_name text,
    entity text not null,
    record_id uuid,
    action text not null,
    before jsonb,
    after jsonb,
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index system_log_store_at on system_log (store_id, at desc, id desc)`.execute(db);
}
