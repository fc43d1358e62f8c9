/**
 * Customers' house accounts: every movement is a row of `house_account_movement`, and the balance
 * kept on the customer is rewritten as their sum in the same transaction, with the customer locked,
 * so that it never drifts from them. Charges (a check put on the account) stop at the limit.
 */
import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import { resourceByName } from '../../../core/registry.js';
import type { Db } from '../../db/database.js';
import { logScoped } from '../../services/events.js';
import { isUuid, uuidv7 } from '../../services/ids.js';
import type { Scope } from '../../services/items.js';
import { toRecord } from '../../services/item-rows.js';

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

/** The most one movement may move, as the money columns hold it. */
const MAX_CENTS = 999_999_999;
const REASON_MAX = 500;

const money = (cents: number) => (cents / 100).toFixed(2);
const cents = (value: unknown) => Math.round(Number(value) * 100);

const invalid = (field: string, key: string, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION', key, params, [{ field, key, params }]);

/** The movement's signed amount in cents and its reason, or the first rule it breaks. */
function checked(input: MovementInput): { kind: MovementKind; cents: number; reason: string | null } {
  const kind = input.kind as MovementKind;
  if (!['charge', 'payment', 'adjustment'].includes(kind))
    throw invalid('kind', 'errors.customer.kindUnknown');
  const entered = Number.isFinite(input.amount) ? Math.round(input.amount * 100) : NaN;
  if (Number.isNaN(entered)) throw invalid('amount', 'errors.customer.amountPositive');
  if (Math.abs(entered) > MAX_CENTS) throw invalid('amount', 'errors.customer.amountTooLarge');
  if (kind === 'adjustment' && entered === 0) throw invalid('amount', 'errors.customer.amountNonZero');
  if (kind !== 'adjustment' && entered <= 0) throw invalid('amount', 'errors.customer.amountPositive');
  const reason = input.reason?.trim() || null;
  if (kind === 'adjustment' && !reason) throw invalid('reason', 'errors.customer.reasonRequired');
  if (reason && reason.length > REASON_MAX) throw invalid('reason', 'errors.customer.reasonTooLong');
  return { kind, cents: kind === 'payment' ? -entered : entered, reason };
}

interface Account {
  enabled: boolean;
  limitCents: number;
  name: string;
}

/** The customer's account, locked until the transaction ends; refused when he is not of the store. */
async function lockedAccount(tx: Db, storeId: string, customerId: string): Promise<Account> {
  const row = isUuid(customerId)
    ? await tx
        .selectFrom('customer')
        .select(['name', 'house_account_enabled', 'house_account_limit'])
        .where('store_id', '=', storeId)
        .where('id', '=', customerId)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'errors.customer.unknown');
  return {
    enabled: !!row.house_account_enabled,
    limitCents: cents(row.house_account_limit),
    name: String(row.name),
  };
}

/** The sum of a customer's movements, in cents. */
export async function movementsSum(db: Db, storeId: string, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('house_account_movement')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
    .where('store_id', '=', storeId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return cents(row.sum);
}

/**
 * Records one movement inside the caller's transaction: checked, refused over the limit for a
 * charge before anything is written, then the row and the customer's balance as the new sum.
 */
export async function recordMovementIn(tx: Db, scope: Scope, input: MovementInput) {
  const movement = checked(input);
  const account = await lockedAccount(tx, scope.storeId, input.customer_id);
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
  const checkId = input.check_id && isUuid(input.check_id) ? input.check_id : null;
  const row = {
    store_id: scope.storeId,
    id: uuidv7(),
    customer_id: input.customer_id,
    kind: movement.kind,
    amount: money(movement.cents),
    reason: movement.reason,
    check_id: checkId,
    user_id: isUuid(scope.userId) ? scope.userId : null,
    user_name: scope.userName ?? '',
    at: new Date().toISOString(),
  };
  await tx.insertInto('house_account_movement').values(row).execute();
  const balance = await movementsSum(tx, scope.storeId, input.customer_id);
  await tx
    .updateTable('customer')
    .set({ house_account_balance: money(balance), updated_at: sql`now()` })
    .where('store_id', '=', scope.storeId)
    .where('id', '=', input.customer_id)
    .execute();
  await logScoped(tx, scope, {
    entity: 'house-account-movement',
    action: 'create',
    recordId: row.id,
    after: { ...row, customer_name: account.name },
  });
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
