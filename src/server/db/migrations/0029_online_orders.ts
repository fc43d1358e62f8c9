import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * What an online order keeps beside its check: the guest's name, e-mail, phone and note, where it is
 * delivered, and its lines as the guest was answered them (with the prefixes of their choices).
 */
export async function up(db: Db): Promise<void> {
  await sql`create table olo_order (
    store_id uuid not null references store (id) on delete cascade,
    check_id uuid not null,
    name text,
    email text,
    phone text,
    note text,
    lat double precision,
    lng double precision,
    lines jsonb not null,
    created_at timestamptz not null default now(),
    primary key (store_id, check_id),
    foreign key (store_id, check_id) references pos_check (store_id, id) on delete cascade
  )`.execute(db);
}
