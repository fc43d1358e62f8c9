import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * The movements of the customers' house accounts, one row each: a charge (positive), a payment
 * (negative) or an adjustment (either way, never zero). A customer's balance is their sum. Customers
 * are an entity whose table the schemas make after the migrations, so the customer is kept by id.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table house_account_movement (
    store_id uuid not null references store (id) on delete cascade,
    id uuid not null,
    customer_id uuid not null,
    kind text not null check (kind in ('charge', 'payment', 'adjustment')),
    amount numeric(12,2) not null,
    reason text,
    check_id uuid,
    user_id uuid,
    user_name text not null,
    at timestamptz not null,
    primary key (store_id, id),
    check (
      (kind = 'charge' and amount > 0)
      or (kind = 'payment' and amount < 0)
      or (kind = 'adjustment' and amount <> 0)
    )
  )`.execute(db);
  await sql`create index house_account_movement_customer on house_account_movement (store_id, customer_id, at, id)`.execute(
    db,
  );
  await sql`create index house_account_movement_at on house_account_movement (store_id, at, id)`.execute(db);
  await sql`create index house_account_movement_check on house_account_movement (store_id, check_id) where check_id is not null`.execute(
    db,
  );
}
