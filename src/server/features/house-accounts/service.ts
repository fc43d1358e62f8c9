/**
 * Customers' house accounts: every movement is a row of `house_account_movement`, and the balance
 * kept on the customer is rewritten as their sum in the same transaction, with the customer locked,
 * so that it never drifts from them. Charges (a check put on the account) stop at the limit.
 */
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../services/items.js';
import { cents, checkedMoney, HOUSE_ACCOUNT_LEDGER, invalid, lockedSum } from '../../services/ledger.js';
import { money, moneyValues, writeEntry } from '../../services/ledger.js';

export type MovementKind = 'charge' | 'payment' | 'adjustment';

export interface MovementInput {
  customer_id: string;
  kind: string;
  /** What the user entered: positive for a charge or a payment, signed for an adjustment. */
  amount: number;
  reason?: string | null;
  /** The check a charge puts on the account. */
  check_id?: string | null;
}

/**
 * Records one movement inside the caller's transaction: checked, the customer locked (refused when
 * he is not of the store), refused over the limit for a charge before anything is written, then the
 * row and the customer's balance as the new sum.
 */
export async function recordMovementIn(tx: Db, scope: Scope, input: MovementInput) {
  const movement = checkedMoney<MovementKind>(HOUSE_ACCOUNT_LEDGER, 'payment', input);
  const { owner: customer, sum: before } = await lockedSum(
    tx,
    HOUSE_ACCOUNT_LEDGER,
    scope.storeId,
    input.customer_id,
    ['name', 'house_account_enabled', 'house_account_limit'],
  );
  const account = {
    enabled: !!customer.house_account_enabled,
    limitCents: cents(customer.house_account_limit),
  };
  if (movement.kind === 'charge') {
    if (!account.enabled) throw new AppError('VALIDATION', 'errors.customer.houseAccountOff');
    const after = before + movement.cents;
    if (after > account.limitCents)
      throw invalid('amount', 'errors.customer.overLimit', {
        balance: money(after),
        limit: money(account.limitCents),
      });
  }
  const values = moneyValues(movement, input.check_id);
  const shown = { customer_name: String(customer.name) };
  const done = await writeEntry(tx, HOUSE_ACCOUNT_LEDGER, scope, input.customer_id, values, shown);
  return {
    customer_id: input.customer_id,
    balance: done.balance / 100,
    limit: account.limitCents / 100,
    enabled: account.enabled,
    movement: done.record,
  };
}

/** A movement in a transaction of its own. */
export function recordMovement(db: Db, scope: Scope, input: MovementInput) {
  return db.transaction().execute((tx) => recordMovementIn(tx, scope, input));
}
