import { sql } from 'kysely';
import { followOnlineCheck } from '../../pos/online-checks.js';
import { AppError } from '../../../core/errors.js';
import type { Tokens } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../services/ids.js';
import { applyVoid } from '../../pos/check-actions.js';
import { rollCheckVoid } from '../../pos/rollups/index.js';
import {
  checkDetail,
  loadCheck,
  logCheckAction,
  managerByPin,
  num,
  paymentCount,
  posOn,
  selfEmployee,
  write,
  type Caller,
} from './service.js';

const VOID_FAILED = 'reports.checks.errors.voidFailed';

interface VoidContext {
  reason: { id: string; name: string };
  approvedBy: string | null;
}

/** The checks common to both voids: the permissions, the reason and its approval. */
async function prepareVoid(
  tx: Db,
  tokens: Tokens,
  caller: Caller,
  check: Record<string, unknown>,
  reasonId: string,
  pin: string | null | undefined,
): Promise<VoidContext> {
  const storeId = caller.scope.storeId;
  if (!posOn(caller, 'approve-voids')) throw new AppError('597-1', 'errors.notAuthorized');
  if ((await paymentCount(tx, storeId, check.id as string)) > 0 && !posOn(caller, 'void-payments'))
    throw new AppError('597-1', 'errors.notAuthorized');
  const reason = isUuid(reasonId)
    ? ((await tx
        .selectFrom('void_reason')
        .select(['id', 'name', 'manager_approval'])
        .where('store_id', '=', storeId)
        .where('id', '=', reasonId)
        .where('status', '=', 'active')
        .executeTakeFirst()) as { id: string; name: string; manager_approval: boolean } | undefined)
    : undefined;
  if (!reason) throw new AppError('NOT_FOUND', 'reports.checks.errors.reasonNotFound');
  const self = await selfEmployee(tx, caller);
  let approvedBy: string | null = null;
  if (pin) {
    const manager = await managerByPin(tx, tokens, storeId, pin);
    if (!manager) throw new AppError('VALIDATION', 'reports.checks.errors.badPin');
    approvedBy = manager.id;
  } else if (self?.manager) approvedBy = self.id;
  if (reason.manager_approval && !approvedBy)
    throw new AppError('VALIDATION', 'reports.checks.errors.managerApproval');
  return { reason: { id: reason.id, name: reason.name }, approvedBy };
}

async function lockCheck(tx: Db, storeId: string, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'reports.checks.errors.checkNotFound');
  const check = (
    await sql<Record<string, unknown>>`select * from pos_check
    where store_id = ${storeId} and id = ${id} for update`.execute(tx)
  ).rows[0];
  if (!check) throw new AppError('NOT_FOUND', 'reports.checks.errors.checkNotFound');
  if (check.status === 'voided') throw new AppError('VALIDATION', 'reports.checks.errors.checkVoided');
  return check;
}

/** The check to void, locked, with the reason and its approval. */
async function startVoid(
  tx: Db,
  tokens: Tokens,
  caller: Caller,
  args: { check_id: string; void_reason_id: string; approver_pin?: string | null },
) {
  const check = await lockCheck(tx, caller.scope.storeId, args.check_id);
  const context = await prepareVoid(tx, tokens, caller, check, args.void_reason_id, args.approver_pin);
  return { check, ...context };
}

const voidLine = (tx: Db, storeId: string, checkItemId: string, { reason, approvedBy }: VoidContext) =>
  applyVoid(tx, storeId, {
    checkItemId,
    reasonId: reason.id,
    reasonName: reason.name,
    approvedBy: approvedBy ?? undefined,
  });

const totalsOf = (c: Record<string, unknown>) => ({
  status: c.status,
  subtotal: num(c.subtotal),
  discount: num(c.discount),
  tax: num(c.tax),
  gratuity: num(c.gratuity),
  delivery_fee: num(c.delivery_fee),
  total: num(c.total),
});

/** Voids one line of a check; answers the check. */
export async function voidCheckItem(
  db: Db,
  tokens: Tokens,
  caller: Caller,
  args: { check_id: string; line: number; void_reason_id: string; approver_pin?: string | null },
) {
  const storeId = caller.scope.storeId;
  await write(db, VOID_FAILED, async (tx) => {
    const { check, reason, approvedBy } = await startVoid(tx, tokens, caller, args);
    const item = await tx
      .selectFrom('check_item')
      .select(['id', 'name', 'void_reason_id'])
      .where('store_id', '=', storeId)
      .where('check_id', '=', check.id as string)
      .where('line', '=', args.line)
      .executeTakeFirst();
    if (!item) throw new AppError('NOT_FOUND', 'reports.errors.itemNotFound');
    await voidLine(tx, storeId, item.id as string, { reason, approvedBy });
    const after = await loadCheck(tx, storeId, check.id as string);
    await logCheckAction(tx, caller, 'void_item', check.id as string, totalsOf(check), {
      ...totalsOf(after!),
      line: args.line,
      item: item.name,
      reason: reason.name,
      approved_by: approvedBy,
    });
  });
  return checkDetail(db, caller, args.check_id);
}

/** Voids a whole check: every live line, its totals and its count; payments stay (refund them apart). */
export async function voidCheck(
  db: Db,
  tokens: Tokens,
  caller: Caller,
  args: { check_id: string; void_reason_id: string; approver_pin?: string | null },
) {
  const storeId = caller.scope.storeId;
  await write(db, VOID_FAILED, async (tx) => {
    const { check, reason, approvedBy } = await startVoid(tx, tokens, caller, args);
    const live = await tx
      .selectFrom('check_item')
      .select('id')
      .where('store_id', '=', storeId)
      .where('check_id', '=', check.id as string)
      .where('void_reason_id', 'is', null)
      .orderBy('line')
      .execute();
    for (const item of live) await voidLine(tx, storeId, item.id as string, { reason, approvedBy });
    // What the lines left (check discount, gratuity, delivery fee) goes with the check, which stops counting.
    const left = (await loadCheck(tx, storeId, check.id as string))!;
    await rollCheckVoid(tx, storeId, check, left);
    await sql`update pos_check set status = 'voided', subtotal = 0, discount = 0, tax = 0,
          gratuity = 0, delivery_fee = 0, total = 0, closed_at = coalesce(closed_at, now())
        where store_id = ${storeId} and id = ${check.id}`.execute(tx);
    // An online order of this check is cancelled with it.
    await followOnlineCheck(tx, storeId, check.id as string, 'voided');
    await logCheckAction(tx, caller, 'void', check.id as string, totalsOf(check), {
      ...totalsOf({
        ...left,
        status: 'voided',
        subtotal: 0,
        discount: 0,
        tax: 0,
        gratuity: 0,
        delivery_fee: 0,
        total: 0,
      }),
      reason: reason.name,
      approved_by: approvedBy,
    });
  });
  return checkDetail(db, caller, args.check_id);
}
