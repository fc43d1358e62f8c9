import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * The transactions of the gift cards, one row each: a sale or a reload (positive), a redemption
 * (negative) or an adjustment (either way, never zero, with its reason). A card's balance is their
 * sum. Gift cards are an entity whose table the schemas make after the migrations, so the card is
 * kept by id.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table gift_card_transaction (
    store_id uuid not null references store (id) on delete cascade,
    id uuid not null,
    gift_card_id uuid not null,
    kind text not null check (kind in ('sale', 'reload', 'redemption', 'adjustment')),
    amount numeric(12,2) not null,
    reason text,
    check_id uuid,
    user_id uuid,
    user_name text not null,
    at timestamptz not null,
    primary key (store_id, id),
    check (
      (kind in ('sale', 'reload') and amount > 0)
      or (kind = 'redemption' and amount < 0)
      or (kind = 'adjustment' and amount <> 0 and reason is not null)
    )
  )`.execute(db);
  await sql`create index gift_card_transaction_card on gift_card_transaction (store_id, gift_card_id, at, id)`.execute(
    db,
  );
  await sql`create index gift_card_transaction_at on gift_card_transaction (store_id, at, id)`.execute(db);
  await sql`create index gift_card_transaction_check on gift_card_transaction (store_id, check_id) where check_id is not null`.execute(
    db,
  );
}
