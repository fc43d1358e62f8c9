import { sql } from 'kysely';
import type { Db } from '../database.js';

export async function up(db: Db): Promise<void> {
  // Sales per business date, local hour (of the check's opening), order type and server. Sales
  // count every check but the voided ones; a voided check counts in voided_checks and its lines
  // in the voids.
  await sql`create table report_sales_hour (
    store_id uuid not null references store (id) on delete cascade,
    business_date date not null,
    hour smallint not null check (hour between 0 and 23),
    order_type_id uuid not null,
    server_id uuid not null,
    order_type_name text not null,
    server_name text not null,
    checks integer not null default 0,
    open_checks integer not null default 0,
    guests integer not null default 0,
    subtotal bigint not null default 0,
    discount bigint not null default 0,
    tax bigint not null default 0,
    tip bigint not null default 0,
    gratuity bigint not null default 0,
    total bigint not null default 0,
    voided_checks integer not null default 0,
    void_quantity integer not null default 0,
    void_amount bigint not null default 0,
    primary key (store_id, business_date, hour, order_type_id, server_id)
  )`.execute(db);
  // Items sold per business date and menu item; voided lines (and the lines of voided checks) apart.
  await sql`create table report_item_day (
    store_id uuid not null references store (id) on delete cascade,
    business_date date not null,
    menu_item_id uuid not null,
    name text not null,
    quantity integer not null default 0,
    gross bigint not null default 0,
    discount bigint not null default 0,
    tax bigint not null default 0,
    void_quantity integer not null default 0,
    void_amount bigint not null default 0,
    primary key (store_id, business_date, menu_item_id)
  )`.execute(db);
  // Payments per business date and payment type, with the refunds made against them.
  await sql`create table report_payment_day (
    store_id uuid not null references store (id) on delete cascade,
    business_date date not null,
    payment_id uuid not null,
    payment_name text not null,
    payment_type text not null,
    payments integer not null default 0,
    amount bigint not null default 0,
    tip bigint not null default 0,
    change bigint not null default 0,
    refunds integer not null default 0,
    refund_amount bigint not null default 0,
    primary key (store_id, business_date, payment_id)
  )`.execute(db);
  // What the stores recorded before these tables existed is counted in them by the last migration
  // that changes them (0021_check_discount_shares), whose columns the recompute reads.
}
