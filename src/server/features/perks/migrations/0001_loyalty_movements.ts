import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * Customers' loyalty points, one row per movement: points earned on a check (positive, at most once
 * per check), points spent on a reward (negative) or an adjustment with its reason (either way,
 * never zero). A customer's points are their sum. Customers and plans are entities whose tables the
 * schemas make after the migrations, so both are kept by id.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table loyalty_movement (
    store_id uuid not null references store (id) on delete cascade,
    id uuid not null,
    customer_id uuid not null,
    kind text not null check (kind in ('earn', 'spend', 'adjustment')),
    points integer not null,
    amount numeric(12,2),
    plan_id uuid,
    reward_index integer,
    reason text,
    check_id uuid,
    user_id uuid,
    user_name text not null,
    at timestamptz not null,
    primary key (store_id, id),
    check (
      (kind = 'earn' and points > 0 and check_id is not null)
      or (kind = 'spend' and points < 0)
      or (kind = 'adjustment' and points <> 0 and reason is not null)
    )
  )`.execute(db);
  await sql`create index loyalty_movement_customer on loyalty_movement (store_id, customer_id, at, id)`.execute(
    db,
  );
  await sql`create unique index loyalty_movement_earned_once on loyalty_movement (store_id, check_id) where kind = 'earn'`.execute(
    db,
  );
}
