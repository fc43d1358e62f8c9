import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * A campaign's recipients, one row each, made from its segment when it starts sending: the
 * customer and the address it goes to, whether it was sent (the SMTP server's answer, how many tries)
 * and whether they unsubscribed through it. `batch` groups them into the jobs that send them.
 * Campaigns and customers are entities whose tables the schemas make after the migrations, so both
 * are kept by id.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table campaign_recipient (
    id uuid primary key default gen_random_uuid(),
    store_id uuid not null references store (id) on delete cascade,
    campaign_id uuid not null,
    customer_id uuid not null,
    email text not null,
    first_name text not null default '',
    batch int not null,
    state text not null default 'queued' check (state in ('queued', 'sent', 'failed')),
    answer text,
    attempts int not null default 0,
    sent_at timestamptz,
    unsubscribed_at timestamptz,
    unique (campaign_id, customer_id)
  )`.execute(db);
  await sql`create index campaign_recipient_batch on campaign_recipient (campaign_id, batch, state)`.execute(
    db,
  );
}
