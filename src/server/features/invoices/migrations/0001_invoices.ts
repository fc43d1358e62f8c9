import { sql } from 'kysely';
import { storeRowKey } from '../../../../core/ddl.js';
import type { Db } from '../../../db/database.js';

/**
 * The invoices a store receives. Its subscription's billing (`store_billing`: the cycle and the day
 * the first cycle starts, the trial's end) and one invoice per elapsed cycle, at most one per cycle
 * and its number unique in the store; its vendors' invoices, each for a paid out's reason, with its
 * document (a PDF or a photo) in the media table, which from now on also keeps PDFs.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table store_billing (
    store_id uuid primary key references store (id) on delete cascade,
    billing_cycle text not null default 'monthly' check (billing_cycle in ('monthly', 'annual')),
    starts_on date not null
  )`.execute(db);
  await sql`create table invoice (
    ${sql.raw(storeRowKey)}
    kind text not null check (kind in ('subscription', 'vendor')),
    number text not null,
    status text not null default 'open' check (status in ('open', 'paid')),
    issued_on date not null,
    amount_cents bigint not null check (amount_cents >= 0),
    billing_cycle text,
    period_start date,
    period_end date,
    vendor_id uuid,
    paid_out_id uuid,
    document_id uuid,
    paid_at timestamptz,
    created_by uuid,
    created_at timestamptz not null default now(),
    primary key (store_id, id),
    check (kind = 'vendor' or period_start is not null),
    check (kind = 'subscription' or (vendor_id is not null and document_id is not null))
  )`.execute(db);
  await sql`create unique index invoice_subscription_period on invoice (store_id, period_start)
    where kind = 'subscription'`.execute(db);
  await sql`create unique index invoice_subscription_number on invoice (store_id, number)
    where kind = 'subscription'`.execute(db);
  await sql`create unique index invoice_vendor_number on invoice (store_id, vendor_id, lower(number))
    where kind = 'vendor'`.execute(db);
  await sql`create index invoice_issued on invoice (store_id, issued_on desc)`.execute(db);
  await sql`alter table media drop constraint if exists media_content_type_check`.execute(db);
  await sql`alter table media drop constraint if exists media_width_check`.execute(db);
  await sql`alter table media drop constraint if exists media_height_check`.execute(db);
  await sql`alter table media add constraint media_content_type_check
    check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'application/pdf'))`.execute(db);
  await sql`alter table media add constraint media_size_check
    check (content_type = 'application/pdf' or (width > 0 and height > 0))`.execute(db);
}
