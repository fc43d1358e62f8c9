import { sql } from 'kysely';
import { moneyLedgerTable } from '../../../../core/ddl.js';
import type { Db } from '../../../db/database.js';

/**
 * The movements of the customers' house accounts, one row each: a charge (positive), a payment
 * (negative) or an adjustment (either way, never zero). A customer's balance is their sum. Customers
 * are an entity whose table the schemas make after the migrations, so the customer is kept by id.
 */
export async function up(db: Db): Promise<void> {
  const owner = { column: 'customer_id', index: 'customer' };
  const kinds = { adding: ['charge'], taking: 'payment', reasoned: false };
  for (const statement of moneyLedgerTable('house_account_movement', owner, kinds))
    await sql.raw(statement).execute(db);
}
