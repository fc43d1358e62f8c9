/**
 * Customers' house accounts: every movement is a row of `house_account_movement`, and the balance
 * kept on the customer is rewritten as their sum in the same transaction, with the customer locked,
 * so that it never drifts from them. Charges (a check put on the account) stop at the limit.
 */
import { AppError } from '../../../core/errors.js';
import { resourceByName } from '../../../core/registry.js';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../services/items.js';
import { toRecord } from '../../services/item-rows.js';
import {
  cents,
  checkedMoney,
  HOUSE_ACCOUNT_LEDGER,
  invalid,
  ledgerSum,
  lockOwner,
  money,
  moneyValues,
  writeEntry,
} from '../../services/ledger.js';

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

/** The sum of a customer's movements, in cents. */
export const movementsSum = (db: Db, storeId: string, customerId: string) =>
  ledgerSum(db, HOUSE_ACCOUNT_LEDGER, storeId, customerId);

/**
 * Records one movement inside the caller's transaction: checked, the customer locked (refused when
 * he is not of the store), refused over the limit for a charge before anything is written, then the
 * row and the customer's balance as the new sum.
 */
export async function recordMovementIn(tx: Db, scope: Scope, input: MovementInput) {
  const movement = checkedMoney<MovementKind>(HOUSE_ACCOUNT_LEDGER, 'payment', input);
  const customer = await lockOwner(tx, HOUSE_ACCOUNT_LEDGER, scope.storeId, input.customer_id, [
    'name',
    'house_account_enabled',
    'house_account_limit',
  ]);
  const account = {
    enabled: !!customer.house_account_enabled,
    limitCents: cents(customer.house_account_limit),
  };
  const before = await movementsSum(tx, scope.storeId, input.customer_id);
  if (movement.kind === 'charge') {
    if (!account.enabled) throw new AppError('VALIDATION', 'errors.customer.houseAccountOff');
    const after = before + movement.cents;
    if (after > account.limitCents)
      throw invalid('amount', 'errors.customer.overLimit', {
        balance: money(after),
        limit: money(account.limitCents),
      });
  }
  const { row, balance } = await writeEntry(
    tx,
    HOUSE_ACCOUNT_LEDGER,
    scope,
    input.customer_id,
    moneyValues(movement, input.check_id),
    { customer_name: String(customer.name) },
  );
  return {
    customer_id: input.customer_id,
    balance: balance / 100,
    limit: account.limitCents / 100,
    enabled: account.enabled,
    movement: toRecord(resourceByName('house-account-movement'), row),
  };
}

/** A movement in a transaction of its own. */
export function recordMovement(db: Db, scope: Scope, input: MovementInput) {
  return db.transaction().execute((tx) => recordMovementIn(tx, scope, input));
}
