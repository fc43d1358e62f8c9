import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { Tokens } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../services/ids.js';
import { applyRefund } from '../../pos/check-actions.js';
import type { Scope } from '../../services/items.js';
import { recordGiftCardTransactionIn } from '../gift-cards/service.js';
import { recordMovementIn } from '../house-accounts/service.js';
import {
  checkDetail,
  logCheckAction,
  managerByPin,
  posOn,
  selfEmployee,
  write,
  type Caller,
} from './service.js';

const REFUND_FAILED = 'reports.checks.errors.refundFailed';

/** Refunds part of a payment, in cents; answers the check. */
export async function refundPayment(
  db: Db,
  tokens: Tokens,
  caller: Caller,
  args: {
    check_payment_id: string;
    amount?: number | null;
    reason?: string | null;
    approver_pin?: string | null;
  },
) {
  if (!posOn(caller, 'create-refund')) throw new AppError('597-1', 'errors.notAuthorized');
  if (!args.amount || args.amount <= 0)
    throw new AppError('VALIDATION', 'reports.checks.errors.refundNeedsValue');
  const reason = args.reason?.trim() ?? '';
  if (!reason) throw new AppError('VALIDATION', 'reports.checks.errors.reasonRequired');
  if (!isUuid(args.check_payment_id)) throw new AppError('NOT_FOUND', 'reports.errors.paymentNotFound');
  const storeId = caller.scope.storeId;
  const checkId = await write(db, REFUND_FAILED, async (tx) => {
    const self = await selfEmployee(tx, caller);
    let employeeId = self?.id;
    if (args.approver_pin) {
      const manager = await managerByPin(tx, tokens, storeId, args.approver_pin);
      if (!manager) throw new AppError('VALIDATION', 'reports.checks.errors.badPin');
      employeeId ??= manager.id;
    }
    if (!employeeId) throw new AppError('VALIDATION', 'reports.checks.errors.employeeNeeded');
    const payment = await tx
      .selectFrom('check_payment')
      .select(['check_id', 'payment_name', 'payment_type', 'card_last_four', 'amount', 'change'])
      .where('store_id', '=', storeId)
      .where('id', '=', args.check_payment_id)
      .executeTakeFirst();
    if (!payment) throw new AppError('NOT_FOUND', 'reports.errors.paymentNotFound');
    const { id } = await applyRefund(tx, storeId, {
      checkPaymentId: args.check_payment_id,
      amount: args.amount!,
      reason,
      employeeId,
    });
    await giveBack(tx, caller.scope, payment, args.amount!, reason);
    await logCheckAction(tx, caller, 'refund', payment.check_id as string, null, {
      refund_id: id,
      payment: payment.payment_name,
      amount: args.amount,
      reason,
    });
    return payment.check_id as string;
  });
  return checkDetail(db, caller, checkId);
}

/** The most a card's or an account's row may say of why it moved. */
const REASON_MAX = 500;

interface RefundedPayment {
  check_id: unknown;
  payment_type: unknown;
  card_last_four: unknown;
  amount: unknown;
  change: unknown;
}

/**
 * Gives back what a refunded payment took from a gift card or charged to a house account, in the
 * refund's transaction: the card gets the amount back and the customer owes that much less, each as
 * an adjustment naming the check (its balance the sum of its rows, with it locked). The card is the
 * one the check redeemed with the payment's last four digits; the account is the one the check
 * charged. Refused, writing nothing, when the check moved no such card or account.
 */
async function giveBack(tx: Db, scope: Scope, payment: RefundedPayment, cents: number, reason: string) {
  const type = String(payment.payment_type);
  if (type !== 'gift-card' && type !== 'house-account') return;
  const storeId = scope.storeId;
  const checkId = payment.check_id as string;
  const check = await tx
    .selectFrom('pos_check')
    .select('number')
    .where('store_id', '=', storeId)
    .where('id', '=', checkId)
    .executeTakeFirstOrThrow();
  // What the card or the account is given back: an adjustment naming the check.
  const adjustment = (amount: number) => ({
    kind: 'adjustment' as const,
    amount,
    reason: `#${check.number} ${reason}`.slice(0, REASON_MAX),
    check_id: checkId,
  });
  if (type === 'gift-card') {
    // The check's redemptions of a card with these last four digits; the one of this payment's
    // amount first when two cards share them.
    const net = ((Number(payment.amount) - Number(payment.change)) / 100).toFixed(2);
    const card = await tx
      .selectFrom('gift_card_transaction as t')
      .innerJoin('gift_card as c', (j) =>
        j.onRef('c.store_id', '=', 't.store_id').onRef('c.id', '=', 't.gift_card_id'),
      )
      .select('t.gift_card_id')
      .where('t.store_id', '=', storeId)
      .where('t.check_id', '=', checkId)
      .where('t.kind', '=', 'redemption')
      .where('c.last_four', '=', String(payment.card_last_four ?? ''))
      .orderBy(sql`case when -t.amount = ${net} then 0 else 1 end`)
      .orderBy('t.gift_card_id')
      .executeTakeFirst();
    if (!card) throw new AppError('VALIDATION', 'reports.checks.errors.refundCardUnknown');
    await recordGiftCardTransactionIn(tx, scope, {
      gift_card_id: card.gift_card_id as string,
      ...adjustment(cents / 100),
    });
    return;
  }
  const account = await tx
    .selectFrom('house_account_movement')
    .select('customer_id')
    .where('store_id', '=', storeId)
    .where('check_id', '=', checkId)
    .where('kind', '=', 'charge')
    .orderBy('customer_id')
    .executeTakeFirst();
  if (!account) throw new AppError('VALIDATION', 'reports.checks.errors.refundAccountUnknown');
  await recordMovementIn(tx, scope, {
    customer_id: account.customer_id as string,
    ...adjustment(-cents / 100),
  });
}
