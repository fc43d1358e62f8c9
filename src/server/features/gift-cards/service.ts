/**
 * Gift cards' money: every transaction is a row of `gift_card_transaction`, and the balance kept on
 * the card is rewritten as their sum in the same transaction, with the card locked, so that it never
 * drifts from them and two redemptions at once cannot take more than it holds.
 */
import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import { grantorHolds } from '../../../core/grants.js';
import { resourceByName } from '../../../core/registry.js';
import type { Db } from '../../db/database.js';
import { logEvent } from '../../services/events.js';
import { isUuid, uuidv7 } from '../../services/ids.js';
import type { ItemsService, Scope } from '../../services/items.js';
import { toRecord } from '../../services/item-rows.js';

export type TransactionKind = 'sale' | 'reload' | 'redemption' | 'adjustment';

export interface TransactionInput {
  gift_card_id: string;
  kind: string;
  /** What the user entered: positive for a sale, a reload or a redemption, signed for an adjustment. */
  amount: number;
  reason?: string | null;
  /** The check a redemption pays. */
  check_id?: string | null;
}

const MAX_CENTS = 999_999_999;
const REASON_MAX = 500;
const KINDS: readonly string[] = ['sale', 'reload', 'redemption', 'adjustment'];

const money = (cents: number) => (cents / 100).toFixed(2);
const cents = (value: unknown) => Math.round(Number(value) * 100);

const invalid = (field: string, key: string, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION', key, params, [{ field, key, params }]);

/** Selling and reloading a card need the Approve gift card purchases permission (SPEC §6). */
function requirePurchaseRight(scope: Scope): void {
  if (
    scope.grantor &&
    !grantorHolds(scope.grantor, { module: 'pos', permission: 'approve-gift-card-purchase' })
  )
    throw new AppError('597-1', 'errors.giftCard.noPurchaseRight');
}

/** The transaction's signed amount in cents and its reason, or the first rule it breaks. */
function checked(input: TransactionInput): { kind: TransactionKind; cents: number; reason: string | null } {
  if (!KINDS.includes(input.kind)) throw invalid('kind', 'errors.giftCard.kindUnknown');
  const kind = input.kind as TransactionKind;
  const entered = Number.isFinite(input.amount) ? Math.round(input.amount * 100) : NaN;
  if (Number.isNaN(entered)) throw invalid('amount', 'errors.giftCard.amountPositive');
  if (Math.abs(entered) > MAX_CENTS) throw invalid('amount', 'errors.giftCard.amountTooLarge');
  if (kind === 'adjustment' && entered === 0) throw invalid('amount', 'errors.giftCard.amountNonZero');
  if (kind !== 'adjustment' && entered <= 0) throw invalid('amount', 'errors.giftCard.amountPositive');
  const reason = input.reason?.trim() || null;
  if (kind === 'adjustment' && !reason) throw invalid('reason', 'errors.giftCard.reasonRequired');
  if (reason && reason.length > REASON_MAX) throw invalid('reason', 'errors.giftCard.reasonTooLong');
  return { kind, cents: kind === 'redemption' ? -entered : entered, reason };
}

/** The card, locked until the transaction ends; refused when it is not of the store. */
async function lockedCard(tx: Db, storeId: string, cardId: string) {
  const row = isUuid(cardId)
    ? await tx
        .selectFrom('gift_card')
        .select(['state', 'last_four'])
        .where('store_id', '=', storeId)
        .where('id', '=', cardId)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'errors.giftCard.unknown');
  return { state: String(row.state), lastFour: String(row.last_four ?? '') };
}

/** The sum of a card's transactions, in cents. */
export async function transactionsSum(db: Db, storeId: string, cardId: string): Promise<number> {
  const row = await db
    .selectFrom('gift_card_transaction')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
    .where('store_id', '=', storeId)
    .where('gift_card_id', '=', cardId)
    .executeTakeFirstOrThrow();
  return cents(row.sum);
}

/**
 * Records one transaction inside the caller's transaction (the device API's payment too): checked,
 * the card locked, a redemption refused over the balance or on a card not activated before anything
 * is written, then the row and the card's balance as the new sum.
 */
export async function recordGiftCardTransactionIn(tx: Db, scope: Scope, input: TransactionInput) {
  const transaction = checked(input);
  if (transaction.kind === 'sale' || transaction.kind === 'reload') requirePurchaseRight(scope);
  const card = await lockedCard(tx, scope.storeId, input.gift_card_id);
  const before = await transactionsSum(tx, scope.storeId, input.gift_card_id);
  if (transaction.kind === 'redemption') {
    if (card.state !== 'activated') throw new AppError('VALIDATION', 'errors.giftCard.notActivated');
    if (-transaction.cents > before)
      throw invalid('amount', 'errors.giftCard.overBalance', {
        amount: money(-transaction.cents),
        balance: money(before),
      });
  }
  if (transaction.kind === 'adjustment' && before + transaction.cents < 0)
    throw invalid('amount', 'errors.giftCard.belowZero');
  const row = {
    store_id: scope.storeId,
    id: uuidv7(),
    gift_card_id: input.gift_card_id,
    kind: transaction.kind,
    amount: money(transaction.cents),
    reason: transaction.reason,
    check_id: input.check_id && isUuid(input.check_id) ? input.check_id : null,
    user_id: isUuid(scope.userId) ? scope.userId : null,
    user_name: scope.userName ?? '',
    at: new Date().toISOString(),
  };
  await tx.insertInto('gift_card_transaction').values(row).execute();
  const balance = await transactionsSum(tx, scope.storeId, input.gift_card_id);
  await tx
    .updateTable('gift_card')
    .set({ balance: money(balance), updated_at: sql`now()` })
    .where('store_id', '=', scope.storeId)
    .where('id', '=', input.gift_card_id)
    .execute();
  await logEvent(tx, {
    storeId: scope.storeId,
    userId: scope.userId,
    userName: scope.userName ?? null,
    entity: 'gift-card-transaction',
    action: 'create',
    recordId: row.id,
    after: { ...row, last_four: card.lastFour },
  });
  return {
    gift_card_id: input.gift_card_id,
    balance: balance / 100,
    transaction: toRecord(resourceByName('gift-card-transaction'), row),
  };
}

/** A transaction in a transaction of its own. */
export function recordGiftCardTransaction(db: Db, scope: Scope, input: TransactionInput) {
  return db.transaction().execute((tx) => recordGiftCardTransactionIn(tx, scope, input));
}

export interface IssueInput {
  number: string;
  amount: number;
  customer_id?: string | null;
  state?: string | null;
}

/**
 * Issues a card and sells it for its first amount, together or not at all: the card is written by
 * the item service (its number hashed and checked unique by the entity's rules), then its sale.
 */
export async function issueGiftCard(db: Db, items: ItemsService, scope: Scope, input: IssueInput) {
  requirePurchaseRight(scope);
  checked({ gift_card_id: '', kind: 'sale', amount: input.amount });
  return db.transaction().execute(async (tx) => {
    const card = await items.within(tx).create(scope, resourceByName('gift-card'), {
      number: input.number,
      ...(input.customer_id ? { customer_id: input.customer_id } : {}),
      state: input.state ?? 'activated',
    });
    return recordGiftCardTransactionIn(tx, scope, {
      gift_card_id: String(card.id),
      kind: 'sale',
      amount: input.amount,
    });
  });
}
