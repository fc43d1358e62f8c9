import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import type { Db } from '../db/database.js';
import { uuidv7 } from '../services/ids.js';
import { checkKey, rollRefund, rollVoid } from './rollups/corrections.js';
import { lineGross, num } from './rollups/tables.js';

/**
 * The office's corrections of a recorded check (the check report): refunding part of a payment and
 * voiding a line after the fact. Each writes the record and then what it moves in the rollups.
 */

export interface RefundRequest {
  checkPaymentId: string;
  amount: number;
  reason: string;
  employeeId: string;
  refundedAt?: string;
}

/**
 * Refunds part of a payment after the fact (the office's check report): the refund row and the
 * payment rollup of the check's business date, in the caller's transaction. Never more than what
 * the payment left in the store, less what was refunded already.
 */
export async function applyRefund(tx: Db, storeId: string, refund: RefundRequest): Promise<{ id: string }> {
  const payment = await tx
    .selectFrom('check_payment')
    .select(['id', 'check_id', 'payment_id', 'payment_name', 'payment_type', 'amount', 'change'])
    .where('store_id', '=', storeId)
    .where('id', '=', refund.checkPaymentId)
    .forUpdate()
    .executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND', 'reports.errors.paymentNotFound');
  const { refunded } = (await tx
    .selectFrom('check_refund')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('refunded'))
    .where('store_id', '=', storeId)
    .where('check_payment_id', '=', refund.checkPaymentId)
    .executeTakeFirstOrThrow()) as { refunded: string };
  const left = num(payment.amount) - num(payment.change) - num(refunded);
  if (!Number.isInteger(refund.amount) || refund.amount <= 0 || refund.amount > left)
    throw new AppError('VALIDATION', 'reports.errors.refundTooLarge', { left });
  const key = (await checkKey(tx, storeId, payment.check_id as string))!;
  const id = uuidv7();
  await tx
    .insertInto('check_refund')
    .values({
      store_id: storeId,
      id,
      check_id: payment.check_id,
      check_payment_id: payment.id,
      amount: refund.amount,
      reason: refund.reason,
      employee_id: refund.employeeId,
      refunded_at: refund.refundedAt ?? new Date().toISOString(),
    })
    .execute();
  await rollRefund(tx, storeId, key, payment, refund.amount);
  return { id };
}

export interface VoidRequest {
  checkItemId: string;
  reasonId: string;
  reasonName: string;
  approvedBy?: string;
}

/**
 * Voids one line of a check after the fact: the line keeps its reason and approver, the check's
 * totals lose what the line added, and the sales and item rollups move it to the voids, in the
 * caller's transaction; the check's own discount stays on the check and is spread again over the
 * lines left. Payments are left as they were (a refund is its own act).
 */
export async function applyVoid(tx: Db, storeId: string, request: VoidRequest): Promise<void> {
  const item = await tx
    .selectFrom('check_item')
    .select([
      'id',
      'check_id',
      'menu_item_id',
      'name',
      'quantity',
      'unit_price',
      'modifiers_total',
      'tax',
      'discount',
      'void_reason_id',
    ])
    .where('store_id', '=', storeId)
    .where('id', '=', request.checkItemId)
    .forUpdate()
    .executeTakeFirst();
  if (!item) throw new AppError('NOT_FOUND', 'reports.errors.itemNotFound');
  const key = (await checkKey(tx, storeId, item.check_id as string))!;
  if (item.void_reason_id != null || key.status === 'voided')
    throw new AppError('VALIDATION', 'reports.errors.alreadyVoided');
  const gross = lineGross(item);
  const discount = num(item.discount);
  const tax = num(item.tax);
  const live = await tx
    .selectFrom('check_item')
    .select(['id', 'line', 'menu_item_id', 'name', 'quantity', 'unit_price', 'modifiers_total', 'discount'])
    .where('store_id', '=', storeId)
    .where('check_id', '=', item.check_id as string)
    .where('void_reason_id', 'is', null)
    .execute();
  const { discount: checkDiscount } = await tx
    .selectFrom('pos_check')
    .select('discount')
    .where('store_id', '=', storeId)
    .where('id', '=', item.check_id as string)
    .executeTakeFirstOrThrow();
  await tx
    .updateTable('check_item')
    .set({
      void_reason_id: request.reasonId,
      void_reason_name: request.reasonName,
      void_approved_by: request.approvedBy ?? null,
    })
    .where('store_id', '=', storeId)
    .where('id', '=', request.checkItemId)
    .execute();
  await sql`update pos_check set subtotal = subtotal - ${gross}, discount = discount - ${discount},
      tax = tax - ${tax}, total = total - ${gross - discount + tax}
    where store_id = ${storeId} and id = ${item.check_id}`.execute(tx);
  const line = {
    id: item.id as string,
    menu_item_id: item.menu_item_id as string,
    name: item.name as string,
    quantity: num(item.quantity),
    gross,
    discount,
    tax,
  };
  await rollVoid(tx, storeId, key, line, live, num(checkDiscount));
}
