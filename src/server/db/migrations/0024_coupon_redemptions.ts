import { sql } from 'kysely';
import { storeRowKey } from '../../../core/ddl.js';
import type { Db } from '../database.js';

/**
 * Each use of a coupon on a check: the store, the coupon, the check and when. The coupon is named by
 * its id and by its code as it was (no reference: the coupon's table is the schema's, made after the
 * migrations, and a redemption outlives a coupon deleted later). The coupon's `redeemed` count is
 * kept with each row in the same transaction (services/coupons.ts).
 */
export async function up(db: Db): Promise<void> {
  await sql`create table coupon_redemption (
    ${sql.raw(storeRowKey)}
    coupon_id uuid not null,
    coupon_code text not null,
    check_id uuid not null,
    redeemed_at timestamptz not null default now(),
    primary key (store_id, id),
    unique (store_id, coupon_id, check_id)
  )`.execute(db);
  await sql`create index coupon_redemption_coupon on coupon_redemption (store_id, coupon_id, redeemed_at)`.execute(
    db,
  );
}
