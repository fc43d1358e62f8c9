import { sql } from 'kysely';
import { ledgerTable } from '../../../../core/ddl.js';
import type { Db } from '../../../db/database.js';

/**
 * Customers' loyalty points, one row per movement: points earned on a check (positive, at most once
 * per check), points spent on a reward (negative) or an adjustment with its reason (either way,
 * never zero). A customer's points are their sum. Customers and plans are entities whose tables the
 * schemas make after the migrations, so both are kept by id.
 */
export async function up(db: Db): Promise<void> {
  const statements = ledgerTable('loyalty_movement', {
    owner: 'customer_id',
    kinds: ['earn', 'spend', 'adjustment'],
    columns: [
      'points integer not null',
      'amount numeric(12,2)',
      'plan_id uuid',
      'reward_index integer',
      'reason text',
    ],
    rules: [
      "(kind = 'earn' and points > 0 and check_id is not null)",
      "(kind = 'spend' and points < 0)",
      "(kind = 'adjustment' and points <> 0 and reason is not null)",
    ],
    indexes: { customer: 'customer_id, at, id' },
  });
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`create unique index loyalty_movement_earned_once on loyalty_movement (store_id, check_id) where kind = 'earn'`.execute(
    db,
  );
}
