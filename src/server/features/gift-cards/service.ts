/**
 * Gift cards' money: every transaction is a row of `gift_card_transaction`, and the balance kept on
 * the card is rewritten as their sum in the same transaction, with the card locked, so that it never
 * drifts from them and two redemptions at once cannot take more than it holds.
 */
import { AppError } from '../../../core/errors.js';
import { grantorHolds } from '../../../core/grants.js';
import { resourceByName } from '../../../core/registry.js';
import type { Db } from '../../db/database.js';
import type { ItemsService, Scope } from '../../services/items.js';
import { checkedMoney, GIFT_CARD_LEDGER, invalid, lockedSum } from '../../services/ledger.js';
import { money, moneyValues, writeEntry } from '../../services/ledger.js';

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

/** Selling and reloading a card need the Approve gift card purchases permission (SPEC §6). */
function requirePurchaseRight(scope: Scope): void {
  if (
    scope.grantor &&
    !grantorHolds(scope.grantor, { module: 'pos', permission: 'approve-gift-card-purchase' })
  )
    throw new AppError('597-1', 'errors.giftCard.noPurchaseRight');
}

/** The transaction's signed amount in cents and its reason, or the first rule it breaks. */
const checked = (input: TransactionInput) =>
  checkedMoney<TransactionKind>(GIFT_CARD_LEDGER, 'redemption', input);

/**
 * Records one transaction inside the caller's transaction (the device API's payment too): checked,
 * the card locked (refused when it is not of the store), a redemption refused over the balance or on
 * a card not activated before anything is written, then the row and the card's balance as the new sum.
 */
export async function recordGiftCardTransactionIn(tx: Db, scope: Scope, input: TransactionInput) {
  const transaction = checked(input);
  if (transaction.kind === 'sale' || transaction.kind === 'reload') requirePurchaseRight(scope);
  const { owner: card, sum: before } = await lockedSum(
    tx,
    GIFT_CARD_LEDGER,
    scope.storeId,
    input.gift_card_id,
    ['state', 'last_four'],
  );
  if (transaction.kind === 'redemption') {
    if (String(card.state) !== 'activated') throw new AppError('VALIDATION', 'errors.giftCard.notActivated');
    if (-transaction.cents > before)
      throw invalid('amount', 'errors.giftCard.overBalance', {
        amount: money(-transaction.cents),
        balance: money(before),
      });
  }
  if (transaction.kind === 'adjustment' && before + transaction.cents < 0)
    throw invalid('amount', 'errors.giftCard.belowZero');
  const values = moneyValues(transaction, input.check_id);
  const shown = { last_four: String(card.last_four ?? '') };
  const done = await writeEntry(tx, GIFT_CARD_LEDGER, scope, input.gift_card_id, values, shown);
  return {
    gift_card_id: input.gift_card_id,
    balance: done.balance / 100,
    transaction: done.record,
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
