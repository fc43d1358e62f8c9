import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import { permissionOn, POS_MODULE } from '../../../core/permissions.js';
import type { Principal } from '../../auth/access.js';
import type { Tokens } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { logEvent } from '../../services/events.js';
import { isUuid } from '../../services/ids.js';
import type { Scope } from '../../services/items.js';

/**
 * A ticket of the check report (SPEC §2 check-report, §4 "Tickets can be voided or refunded"): its
 * detail, and voiding a line or the whole check or refunding part of a payment from the office.
 *
 * Rules: every operation needs the report (`reports-office` / `check-report`). A void also needs the
 * POS permission `approve-voids`, and `void-payments` when the check holds payments; a refund needs
 * `create-refund`. A void reason marked `manager_approval` needs a manager: the signed-in user's own
 * employee record is a manager, or `approver_pin` is the POS PIN of an active manager of the store
 * (who is then recorded as the approver). A refund's `approver_pin`, when given, must be such a PIN.
 */
/** Who acts: the store and user of the call, and the principal's rights on the point of sale. */
export interface Caller {
  scope: Scope;
  principal: Principal;
}

export const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export const posOn = (caller: Caller, code: string) =>
  caller.principal.support || permissionOn(caller.principal.modules, POS_MODULE, code);

/** The signed-in user's employee record in the store, if any. */
export async function selfEmployee(db: Db, caller: Caller) {
  return (await db
    .selectFrom('employee')
    .select(['id', 'manager'])
    .where('store_id', '=', caller.scope.storeId)
    .where('user_id', '=', caller.principal.userId)
    .where('status', '=', 'active')
    .executeTakeFirst()) as { id: string; manager: boolean } | undefined;
}

export async function loadCheck(db: Db, storeId: string, id: string) {
  if (!isUuid(id)) return undefined;
  return (
    await sql<Record<string, unknown>>`select c.*, to_char(w.business_date, 'YYYY-MM-DD') as business_date
    from pos_check c join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
    where c.store_id = ${storeId} and c.id = ${id}`.execute(db)
  ).rows[0];
}

export async function paymentCount(db: Db, storeId: string, checkId: string) {
  const row = await db
    .selectFrom('check_payment')
    .select(sql<string>`count(*)`.as('n'))
    .where('store_id', '=', storeId)
    .where('check_id', '=', checkId)
    .executeTakeFirstOrThrow();
  return num(row.n);
}

/** The ticket as the dialog shows it, with what the caller may do to it. */
export async function checkDetail(db: Db, caller: Caller, id: string) {
  const storeId = caller.scope.storeId;
  const check = await loadCheck(db, storeId, id);
  if (!check) throw new AppError('NOT_FOUND', 'reports.checks.errors.checkNotFound');
  const items = await db
    .selectFrom('check_item')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('check_id', '=', id)
    .orderBy('line')
    .execute();
  const modifiers = items.length
    ? await db
        .selectFrom('check_item_modifier')
        .select(['check_item_id', 'name', 'quantity', 'price'])
        .where('store_id', '=', storeId)
        .where(
          'check_item_id',
          'in',
          items.map((i) => i.id as string),
        )
        .orderBy('name')
        .execute()
    : [];
  const payments = await db
    .selectFrom('check_payment')
    .select([
      'id',
      'payment_name',
      'payment_type',
      'amount',
      'tip',
      'change',
      'card_last_four',
      'entry_type',
      'paid_at',
    ])
    .where('store_id', '=', storeId)
    .where('check_id', '=', id)
    .orderBy('paid_at')
    .execute();
  const { rows: refunds } = await sql<
    Record<string, unknown>
  >`select r.id, r.check_payment_id, p.payment_name,
      r.amount, r.reason, r.refunded_at, e.first_name || ' ' || e.last_name as employee
    from check_refund r
    join check_payment p on p.store_id = r.store_id and p.id = r.check_payment_id
    left join employee e on e.store_id = r.store_id and e.id = r.employee_id
    where r.store_id = ${storeId} and r.check_id = ${id}
    order by r.refunded_at`.execute(db);
  const refundedOf = (paymentId: unknown) =>
    refunds.filter((r) => r.check_payment_id === paymentId).reduce((s, r) => s + num(r.amount), 0);
  const voided = check.status === 'voided';
  const self = await selfEmployee(db, caller);
  return {
    id: check.id,
    number: num(check.number),
    business_date: check.business_date,
    opened_at: iso(check.opened_at),
    closed_at: check.closed_at ? iso(check.closed_at) : null,
    order_type_name: check.order_type_name,
    server_name: check.server_name,
    table_name: check.table_name ?? null,
    guests: num(check.guests),
    status: check.status,
    subtotal: num(check.subtotal),
    discount: num(check.discount),
    tax: num(check.tax),
    tip: num(check.tip),
    gratuity: num(check.gratuity),
    delivery_fee: num(check.delivery_fee),
    total: num(check.total),
    items: items.map((i) => ({
      id: i.id,
      line: num(i.line),
      name: i.name,
      quantity: num(i.quantity),
      unit_price: num(i.unit_price),
      modifiers_total: num(i.modifiers_total),
      discount: num(i.discount),
      tax: num(i.tax),
      gross: num(i.quantity) * (num(i.unit_price) + num(i.modifiers_total)),
      voided: voided || i.void_reason_id != null,
      void_reason_name: i.void_reason_name ?? null,
      modifiers: modifiers
        .filter((m) => m.check_item_id === i.id)
        .map((m) => ({ name: m.name, quantity: num(m.quantity), price: num(m.price) })),
    })),
    payments: payments.map((p) => {
      const refunded = refundedOf(p.id);
      return {
        id: p.id,
        payment_name: p.payment_name,
        payment_type: p.payment_type,
        amount: num(p.amount),
        tip: num(p.tip),
        change: num(p.change),
        card_last_four: p.card_last_four ?? null,
        entry_type: p.entry_type ?? null,
        paid_at: iso(p.paid_at),
        refunded,
        left: num(p.amount) - num(p.change) - refunded,
      };
    }),
    refunds: refunds.map((r) => ({
      id: r.id,
      check_payment_id: r.check_payment_id,
      payment_name: r.payment_name,
      amount: num(r.amount),
      reason: r.reason,
      employee: r.employee ?? null,
      refunded_at: iso(r.refunded_at),
    })),
    can_void:
      !voided && posOn(caller, 'approve-voids') && (payments.length === 0 || posOn(caller, 'void-payments')),
    can_refund: posOn(caller, 'create-refund'),
    is_manager: self?.manager === true,
  };
}

/** The employee a PIN belongs to, when it is an active manager of the store. */
export async function managerByPin(tx: Db, tokens: Tokens, storeId: string, pin: string) {
  if (!/^[0-9]{4,8}$/.test(pin)) return undefined;
  return (await tx
    .selectFrom('employee')
    .select('id')
    .where('store_id', '=', storeId)
    .where('pos_pin', '=', tokens.hashPin(pin))
    .where('manager', '=', true)
    .where('status', '=', 'active')
    .executeTakeFirst()) as { id: string } | undefined;
}

/** Runs a write in one transaction; anything but a refusal becomes the operation's own message. */
export async function write<T>(db: Db, failure: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(fn);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('BAD_REQUEST', failure);
  }
}

/** Records an action on a check in the system log, in the action's transaction. */
export const logCheckAction = (
  tx: Db,
  caller: Caller,
  action: string,
  recordId: string,
  before: unknown,
  after: unknown,
) =>
  logEvent(tx, {
    storeId: caller.scope.storeId,
    userId: caller.scope.userId,
    userName: caller.scope.userName ?? null,
    entity: 'pos_check',
    action,
    recordId,
    before,
    after,
  });

/** The store's active void reasons, by name. */
export async function checkVoidReasons(db: Db, storeId: string) {
  const rows = await db
    .selectFrom('void_reason')
    .select(['id', 'name', 'manager_approval'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ ...r, manager_approval: r.manager_approval === true }));
}
