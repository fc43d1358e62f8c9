import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * The channel a check came from (SPEC application codes: pos, olo, kiosk, mobile), kept on the check
 * and in the sales rollup's key; and the kitchen resends the POS records (a whole check, or one
 * line of it, sent to the kitchen again), dated by the business date of the check's working day.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table pos_check add column source text not null default 'pos'
    check (source in ('pos', 'olo', 'kiosk', 'mobile'))`.execute(db);
  await sql`alter table report_sales_hour add column source text not null default 'pos'
    check (source in ('pos', 'olo', 'kiosk', 'mobile'))`.execute(db);
  await sql`alter table report_sales_hour drop constraint report_sales_hour_pkey`.execute(db);
  await sql`alter table report_sales_hour add primary key
    (store_id, business_date, hour, order_type_id, server_id, source)`.execute(db);
  await sql`create table kitchen_resend (
    store_id uuid not null references store (id) on delete cascade,
    id uuid not null,
    working_day_id uuid not null,
    check_id uuid not null,
    check_item_id uuid,
    employee_id uuid not null,
    employee_name text not null,
    quantity integer not null check (quantity > 0),
    reason text,
    resent_at timestamptz not null,
    request_hash text not null,
    business_date date not null,
    primary key (store_id, id),
    foreign key (store_id, working_day_id) references working_day (store_id, id),
    foreign key (store_id, check_id) references pos_check (store_id, id) on delete cascade,
    foreign key (store_id, check_item_id) references check_item (store_id, id) on delete cascade
  )`.execute(db);
  await sql`create index kitchen_resend_date on kitchen_resend (store_id, business_date)`.execute(db);
  await sql`create index kitchen_resend_check on kitchen_resend (store_id, check_id)`.execute(db);
}
