import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * Two-factor sign-in: a user's TOTP secret (sealed with the server's secrets key, never stored in the
 * clear), the last time step a code was accepted for (a code is not taken twice), the user's one-time
 * recovery codes (hashed, each used once), and the short-lived challenges a password sign-in answers
 * before the code is given (hashed too: the challenge itself is only in the client's hands).
 */
export async function up(db: Db): Promise<void> {
  await sql`create table if not exists user_two_factor (
    user_id uuid primary key references app_user (id) on delete cascade,
    secret_sealed text not null,
    confirmed_at timestamptz,
    last_step bigint not null default 0,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table if not exists two_factor_recovery_code (
    user_id uuid not null references app_user (id) on delete cascade,
    code_hash text not null,
    used_at timestamptz,
    primary key (user_id, code_hash)
  )`.execute(db);
  await sql`create table if not exists two_factor_challenge (
    token_hash text primary key,
    user_id uuid not null references app_user (id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);
  await sql`create index if not exists two_factor_challenge_expires on two_factor_challenge (expires_at)`.execute(
    db,
  );
}
