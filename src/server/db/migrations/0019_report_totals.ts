import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Totals the reports of records (checks, payments) and the ratings report read from the rollups
 * rather than from a year of rows: what each check's payments took in and what was refunded, in
 * the sales rollup; the cards typed in by hand, in the payment rollup; the guests' ratings per
 * business date and menu item.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table report_sales_hour add column paid bigint not null default 0,
    add column refunded bigint not null default 0`.execute(db);
  await sql`alter table report_payment_day add column manual_payments integer not null default 0,
    add column manual_amount bigint not null default 0, add column manual_tip bigint not null default 0,
    add column manual_change bigint not null default 0`.execute(db);
  await sql`create table report_rating_day (
    store_id uuid not null references store (id) on delete cascade,
    business_date date not null,
    menu_item_id uuid not null,
    ratings integer not null default 0,
    points integer not null default 0,
    likes integer not null default 0,
    dislikes integer not null default 0,
    primary key (store_id, business_date, menu_item_id)
  )`.execute(db);
  // The stores' rollups are counted again by 0021_check_discount_shares, which changes them after.
}
