import { AppError } from '../../../core/errors.js';
import type { Tokens } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../services/ids.js';
import { applyRefund } from '../../pos/check-actions.js';
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
      .select(['check_id', 'payment_name'])
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
