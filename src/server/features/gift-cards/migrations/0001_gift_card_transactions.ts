import { sql } from 'kysely';
import { moneyLedgerTable } from '../../../../core/ddl.js';
import type { Db } from '../../../db/database.js';

/**
 * The transactions of the gift cards, one row each: a sale or a reload (positive), a redemption
 * (negative) or an adjustment (either way, never zero, with its reason). A card's balance is their
 * sum. Gift cards are an entity whose table the schemas make after the migrations, so the card is
 * kept by id.
 */
export async function up(db: Db): Promise<void> {
  const owner = { column: 'gift_card_id', index: 'card' };
  const kinds = { adding: ['sale', 'reload'], taking: 'redemption', reasoned: true };
  for (const statement of moneyLedgerTable('gift_card_transaction', owner, kinds))
    await sql.raw(statement).execute(db);
}
