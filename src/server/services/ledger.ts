/**
 * The guest side's ledgers: a customer's house account movements, a gift card's transactions and a
 * customer's loyalty points. Each is a table of rows naming their owner (the customer, the card),
 * whose total is the sum of the rows; a money ledger keeps that sum on its owner too, rewritten in
 * the same transaction so that it never drifts from them. A row is written with its owner locked, so
 * that two writes at once cannot take more than it holds, and a check's rows are taken back the same
 * way for all of them.
 */
import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import { logScoped } from './events.js';
import { isUuid, uuidv7 } from './ids.js';
import type { Scope } from './items.js';
import { toRecord } from './item-rows.js';

export interface Ledger {
  /** The rows' table. */
  table: string;
  /** The resource a row is (its log entries' entity). */
  entity: string;
  /** The owner's table, and the rows' column naming it. */
  owner: string;
  ownerKey: string;
  /** What the rows count: money (`amount`, a sum in cents) or whole `points`. */
  counts: 'amount' | 'points';
  /** The owner's column that keeps the sum, or none. */
  balance: string | null;
  kinds: readonly string[];
  /** Where its refusals' keys are (`<errors>.unknown`, `<errors>.amountPositive`…). */
  errors: string;
}

export const HOUSE_ACCOUNT_LEDGER: Ledger = {
  table: 'house_account_movement',
  entity: 'house-account-movement',
  owner: 'customer',
  ownerKey: 'customer_id',
  counts: 'amount',
  balance: 'house_account_balance',
  kinds: ['charge', 'payment', 'adjustment'],
  errors: 'errors.customer',
};

export const GIFT_CARD_LEDGER: Ledger = {
  table: 'gift_card_transaction',
  entity: 'gift-card-transaction',
  owner: 'gift_card',
  ownerKey: 'gift_card_id',
  counts: 'amount',
  balance: 'balance',
  kinds: ['sale', 'reload', 'redemption', 'adjustment'],
  errors: 'errors.giftCard',
};

export const LOYALTY_LEDGER: Ledger = {
  table: 'loyalty_movement',
  entity: 'loyalty-movement',
  owner: 'customer',
  ownerKey: 'customer_id',
  counts: 'points',
  balance: null,
  kinds: ['earn', 'spend', 'adjustment'],
  errors: 'errors.customer',
};

/** The most one money row may move, as the money columns hold it, and the longest reason. */
const MAX_CENTS = 999_999_999;
export const REASON_MAX = 500;

export const money = (cents: number) => (cents / 100).toFixed(2);
export const cents = (value: unknown) => Math.round(Number(value) * 100);

export const invalid = (field: string, key: string, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION', key, params, [{ field, key, params }]);

export interface MoneyInput {
  kind: string;
  /** What the user entered: positive, but signed for an adjustment. */
  amount: number;
  reason?: string | null;
}

/**
 * A money row's kind, signed amount in cents (the `outgoing` kind takes away) and reason, or the
 * first rule it breaks.
 */
export function checkedMoney<K extends string>(ledger: Ledger, outgoing: K, input: MoneyInput) {
  const key = (rule: string) => `${ledger.errors}.${rule}`;
  if (!ledger.kinds.includes(input.kind)) throw invalid('kind', key('kindUnknown'));
  const kind = input.kind as K;
  const entered = Number.isFinite(input.amount) ? Math.round(input.amount * 100) : NaN;
  if (Number.isNaN(entered)) throw invalid('amount', key('amountPositive'));
  if (Math.abs(entered) > MAX_CENTS) throw invalid('amount', key('amountTooLarge'));
  if (kind === 'adjustment' && entered === 0) throw invalid('amount', key('amountNonZero'));
  if (kind !== 'adjustment' && entered <= 0) throw invalid('amount', key('amountPositive'));
  const reason = input.reason?.trim() || null;
  if (kind === 'adjustment' && !reason) throw invalid('reason', key('reasonRequired'));
  if (reason && reason.length > REASON_MAX) throw invalid('reason', key('reasonTooLong'));
  return { kind, cents: kind === outgoing ? -entered : entered, reason };
}

/** A checked money row's own values, with the check it belongs to when it names one. */
export const moneyValues = (
  checked: { kind: string; cents: number; reason: string | null },
  checkId: string | null | undefined,
) => ({
  kind: checked.kind,
  amount: money(checked.cents),
  reason: checked.reason,
  check_id: checkId && isUuid(checkId) ? checkId : null,
});

/** The owner's columns, locked until the transaction ends; refused when it is not of the store. */
export async function lockOwner(
  tx: Db,
  ledger: Ledger,
  storeId: string,
  ownerId: string,
  columns: readonly string[],
): Promise<Record<string, unknown>> {
  const row = isUuid(ownerId)
    ? await tx
        .selectFrom(ledger.owner)
        .select([...columns])
        .where('store_id', '=', storeId)
        .where('id', '=', ownerId)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', `${ledger.errors}.unknown`);
  return row as Record<string, unknown>;
}

/** The sum of an owner's rows: in cents for money, in points for points. */
export async function ledgerSum(db: Db, ledger: Ledger, storeId: string, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom(ledger.table)
    .select(sql<string>`coalesce(sum(${sql.ref(ledger.counts)}), 0)`.as('sum'))
    .where('store_id', '=', storeId)
    .where(ledger.ownerKey, '=', ownerId)
    .executeTakeFirstOrThrow();
  return ledger.counts === 'points' ? Number(row.sum) : cents(row.sum);
}

/** The owner's columns, locked, and the sum of its rows before anything is written. */
export async function lockedSum(
  tx: Db,
  ledger: Ledger,
  storeId: string,
  ownerId: string,
  columns: readonly string[],
) {
  const owner = await lockOwner(tx, ledger, storeId, ownerId, columns);
  return { owner, sum: await ledgerSum(tx, ledger, storeId, ownerId) };
}

/**
 * Writes one row for an owner the caller has locked (its own values between the owner and who wrote
 * it), the owner's kept sum and the log entry, which shows `shown` of the owner beside the row.
 * Answers the row, as stored and as the generic reads show it, and the owner's new sum.
 */
export async function writeEntry(
  tx: Db,
  ledger: Ledger,
  scope: Scope,
  ownerId: string,
  values: Record<string, unknown>,
  shown: Record<string, unknown>,
  at?: string | null,
) {
  const row = {
    store_id: scope.storeId,
    id: uuidv7(),
    [ledger.ownerKey]: ownerId,
    ...values,
    user_id: isUuid(scope.userId) ? scope.userId : null,
    user_name: scope.userName ?? '',
    at: at ?? new Date().toISOString(),
  };
  await tx.insertInto(ledger.table).values(row).execute();
  const balance = await ledgerSum(tx, ledger, scope.storeId, ownerId);
  if (ledger.balance)
    await tx
      .updateTable(ledger.owner)
      .set({ [ledger.balance]: money(balance), updated_at: sql`now()` })
      .where('store_id', '=', scope.storeId)
      .where('id', '=', ownerId)
      .execute();
  await logScoped(tx, scope, {
    entity: ledger.entity,
    action: 'create',
    recordId: row.id,
    after: { ...row, ...shown },
  });
  return { row, record: toRecord(resourceByName(ledger.entity), row), balance };
}

/**
 * Takes back a check's rows of a ledger: their owners locked in the order of their ids (two checks
 * lock them alike), the rows deleted and each owner's kept sum rewritten from what is left.
 */
export async function takeOutCheckEntries(tx: Db, ledger: Ledger, storeId: string, checkId: string) {
  const { table, owner, ownerKey } = ledger;
  const ids = (
    await sql<{ id: string }>`select distinct ${sql.ref(ownerKey)} as id from ${sql.table(table)}
      where store_id = ${storeId} and check_id = ${checkId} order by 1`.execute(tx)
  ).rows.map((r) => r.id);
  if (!ids.length) return;
  await sql`select id from ${sql.table(owner)} where store_id = ${storeId} and id in (${sql.join(ids)})
    order by id for update`.execute(tx);
  await sql`delete from ${sql.table(table)} where store_id = ${storeId} and check_id = ${checkId}`.execute(
    tx,
  );
  if (!ledger.balance) return;
  await sql`update ${sql.table(owner)} o set ${sql.ref(ledger.balance)} = coalesce(
      (select sum(t.${sql.ref(ledger.counts)}) from ${sql.table(table)} t
        where t.store_id = o.store_id and ${sql.ref(`t.${ownerKey}`)} = o.id), 0),
      updated_at = now()
    where o.store_id = ${storeId} and o.id in (${sql.join(ids)})`.execute(tx);
}
