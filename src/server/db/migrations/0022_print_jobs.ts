import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Print jobs for the store's devices to fetch: a server in the cloud does not reach a
 * restaurant's LAN, a POS on it does. The printer is named and addressed as it was when queued
 * (no reference: a printer deleted meanwhile still has its job end).
 */
export async function up(db: Db): Promise<void> {
  await sql`create table print_job (
    store_id uuid not null references store (id) on delete cascade,
    id uuid not null,
    printer_id uuid not null,
    printer_name text not null,
    host text not null,
    port integer not null,
    printed text not null,
    bytes text not null,
    status text not null default 'queued' check (status in ('queued', 'taken', 'printed', 'failed')),
    device_id uuid,
    created_at timestamptz not null default now(),
    taken_at timestamptz,
    done_at timestamptz,
    primary key (store_id, id)
  )`.execute(db);
  await sql`create index print_job_queue on print_job (store_id, status, created_at)`.execute(db);
}
