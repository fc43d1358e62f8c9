import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * Where a store's published menu records came from: one row per record a publish wrote or matched,
 * naming the store and record it was published from, and the prices as they were published (so that
 * a price the store changed since is known as its own). Menu records are entities whose tables the
 * schemas make after the migrations, so they are kept by id; a row whose record is gone is ignored
 * and replaced by the next publish.
 */
export async function up(db: Db): Promise<void> {
  await sql`
    create table menu_publish_origin (
      store_id uuid not null references store (id) on delete cascade,
      entity text not null,
      record_id uuid not null,
      from_store_id uuid not null references store (id) on delete cascade,
      from_record_id uuid not null,
      prices jsonb,
      published_at timestamptz not null default now(),
      published_by uuid,
      primary key (store_id, entity, from_store_id, from_record_id)
    )`.execute(db);
  await sql`create index menu_publish_origin_record on menu_publish_origin (store_id, entity, record_id)`.execute(
    db,
  );
}
