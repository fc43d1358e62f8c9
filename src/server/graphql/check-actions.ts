import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import { permissionOn, POS_MODULE } from '../../core/permissions.js';
import { REPORT_MODULE } from '../../core/reports.js';
import type { Tokens } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { logEvent } from '../services/events.js';
import { applyRefund, applyVoid } from '../pos/check-actions.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

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
export const CHECK_ACTIONS_SDL = `
extend type ReportRow {
  "The check's id (check report), to open its ticket."
  id: ID
}

type CheckModifierLine {
  name: String!
  quantity: Int!
  price: Int!
}

type CheckLine {
  id: ID!
  line: Int!
  name: String!
  quantity: Int!
  unit_price: Int!
  modifiers_total: Int!
  discount: Int!
  tax: Int!
  "quantity × (unit price + modifiers), in cents."
  gross: Int!
  voided: Boolean!
  void_reason_name: String
  modifiers: [CheckModifierLine!]!
}

type CheckPaymentLine {
  id: ID!
  payment_name: String!
  payment_type: String!
  amount: Int!
  tip: Int!
  change: Int!
  "Only the last four digits of a card are ever kept."
  card_last_four: String
  entry_type: String
  paid_at: String!
  refunded: Int!
  "What may still be refunded: amount less change less refunds."
  left: Int!
}

type CheckRefundLine {
  id: ID!
  check_payment_id: ID!
  payment_name: String!
  amount: Int!
  reason: String!
  employee: String
  refunded_at: String!
}

type CheckDetail {
  id: ID!
  number: Int!
  business_date: String!
  opened_at: String!
  closed_at: String
  order_type_name: String!
  server_name: String!
  table_name: String
  guests: Int!
  "open, closed or voided."
  status: String!
  subtotal: Int!
  discount: Int!
  tax: Int!
  tip: Int!
  gratuity: Int!
  total: Int!
  items: [CheckLine!]!
  payments: [CheckPaymentLine!]!
  refunds: [CheckRefundLine!]!
  "Whether the caller may void this check or its lines, and refund its payments."
  can_void: Boolean!
  can_refund: Boolean!
  "Whether the caller approves a manager-approval void without a PIN."
  is_manager: Boolean!
}

type CheckVoidReason {
  id: ID!
  name: String!
  manager_approval: Boolean!
}

extend type Query {
  "A check of the store with its lines, modifiers, voids, payments and refunds."
  checkDetail(id: ID!): CheckDetail!
  "The store's active void reasons, by name."
  checkVoidReasons: [CheckVoidReason!]!
}

extend type Mutation {
  "Voids one line of a check; answers the check."
  voidCheckItem(check_id: ID!, line: Int!, void_reason_id: ID!, approver_pin: String): CheckDetail!
  "Voids a whole check: every live line, its totals and its count; payments stay (refund them apart)."
  voidCheck(check_id: ID!, void_reason_id: ID!, approver_pin: String): CheckDetail!
  "Refunds part of a payment, in cents; answers the check."
  refundPayment(check_payment_id: ID!, amount: Int, reason: String, approver_pin: String): CheckDetail!
}
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REPORT_ACCESS = { module: REPORT_MODULE, permission: 'check-report' } as const;
const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

const posOn = (ctx: GraphqlContext, code: string) =>
  ctx.principal.support || permissionOn(ctx.principal.modules, POS_MODULE, code);

/** The signed-in user's employee record in the store, if any. */
async function selfEmployee(db: Db, ctx: GraphqlContext) {
  return (await db
    .selectFrom('employee')
    .select(['id', 'manager'])
    .where('store_id', '=', ctx.scope.storeId)
    .where('user_id', '=', ctx.principal.userId)
    .where('status', '=', 'active')
    .executeTakeFirst()) as { id: string; manager: boolean } | undefined;
}

async function loadCheck(db: Db, storeId: string, id: string) {
  if (!UUID.test(id)) return undefined;
  return (
    await sql<Record<string, unknown>>`select c.*, to_char(w.business_date, 'YYYY-MM-DD') as business_date
    from pos_check c join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
    where c.store_id = ${storeId} and c.id = ${id}`.execute(db)
  ).rows[0];
}

async function paymentCount(db: Db, storeId: string, checkId: string) {
  const row = await db
    .selectFrom('check_payment')
    .select(sql<string>`count(*)`.as('n'))
    .where('store_id', '=', storeId)
    .where('check_id', '=', checkId)
    .executeTakeFirstOrThrow();
  return num(row.n);
}

/** The ticket as the dialog shows it, with what the caller may do to it. */
async function checkDetail(db: Db, ctx: GraphqlContext, id: string) {
  const storeId = ctx.scope.storeId;
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
  const self = await selfEmployee(db, ctx);
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
      !voided && posOn(ctx, 'approve-voids') && (payments.length === 0 || posOn(ctx, 'void-payments')),
    can_refund: posOn(ctx, 'create-refund'),
    is_manager: self?.manager === true,
  };
}

/** The employee a PIN belongs to, when it is an active manager of the store. */
async function managerByPin(tx: Db, tokens: Tokens, storeId: string, pin: string) {
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
async function write<T>(db: Db, failure: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(fn);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('BAD_REQUEST', failure);
  }
}

const VOID_FAILED = 'reports.checks.errors.voidFailed';
const REFUND_FAILED = 'reports.checks.errors.refundFailed';

interface VoidContext {
  reason: { id: string; name: string };
  approvedBy: string | null;
}

/** The checks common to both voids: the permissions, the reason and its approval. */
async function prepareVoid(
  tx: Db,
  tokens: Tokens,
  ctx: GraphqlContext,
  check: Record<string, unknown>,
  reasonId: string,
  pin: string | null | undefined,
): Promise<VoidContext> {
  const storeId = ctx.scope.storeId;
  if (!posOn(ctx, 'approve-voids')) throw new AppError('597-1', 'errors.notAuthorized');
  if ((await paymentCount(tx, storeId, check.id as string)) > 0 && !posOn(ctx, 'void-payments'))
    throw new AppError('597-1', 'errors.notAuthorized');
  const reason = UUID.test(reasonId)
    ? ((await tx
        .selectFrom('void_reason')
        .select(['id', 'name', 'manager_approval'])
        .where('store_id', '=', storeId)
        .where('id', '=', reasonId)
        .where('status', '=', 'active')
        .executeTakeFirst()) as { id: string; name: string; manager_approval: boolean } | undefined)
    : undefined;
  if (!reason) throw new AppError('NOT_FOUND', 'reports.checks.errors.reasonNotFound');
  const self = await selfEmployee(tx, ctx);
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
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'reports.checks.errors.checkNotFound');
  const check = (
    await sql<Record<string, unknown>>`select * from pos_check
    where store_id = ${storeId} and id = ${id} for update`.execute(tx)
  ).rows[0];
  if (!check) throw new AppError('NOT_FOUND', 'reports.checks.errors.checkNotFound');
  if (check.status === 'voided') throw new AppError('VALIDATION', 'reports.checks.errors.checkVoided');
  return check;
}

const totalsOf = (c: Record<string, unknown>) => ({
  status: c.status,
  subtotal: num(c.subtotal),
  discount: num(c.discount),
  tax: num(c.tax),
  gratuity: num(c.gratuity),
  total: num(c.total),
});

export function checkActionsResolvers(deps: { db: Db; tokens: Tokens }) {
  const { db, tokens } = deps;
  const log = (
    tx: Db,
    ctx: GraphqlContext,
    action: string,
    recordId: string,
    before: unknown,
    after: unknown,
  ) =>
    logEvent(tx, {
      storeId: ctx.scope.storeId,
      userId: ctx.scope.userId,
      userName: ctx.scope.userName ?? null,
      entity: 'pos_check',
      action,
      recordId,
      before,
      after,
    });
  return {
    Query: {
      checkDetail: (_: unknown, args: { id: string }, ctx: GraphqlContext) => {
        requireAccess(ctx, REPORT_ACCESS);
        return checkDetail(db, ctx, args.id);
      },
      checkVoidReasons: async (_: unknown, __: unknown, ctx: GraphqlContext) => {
        requireAccess(ctx, REPORT_ACCESS);
        const rows = await db
          .selectFrom('void_reason')
          .select(['id', 'name', 'manager_approval'])
          .where('store_id', '=', ctx.scope.storeId)
          .where('status', '=', 'active')
          .orderBy('name')
          .execute();
        return rows.map((r) => ({ ...r, manager_approval: r.manager_approval === true }));
      },
    },
    Mutation: {
      voidCheckItem: async (
        _: unknown,
        args: { check_id: string; line: number; void_reason_id: string; approver_pin?: string | null },
        ctx: GraphqlContext,
      ) => {
        requireAccess(ctx, REPORT_ACCESS);
        const storeId = ctx.scope.storeId;
        await write(db, VOID_FAILED, async (tx) => {
          const check = await lockCheck(tx, storeId, args.check_id);
          const { reason, approvedBy } = await prepareVoid(
            tx,
            tokens,
            ctx,
            check,
            args.void_reason_id,
            args.approver_pin,
          );
          const item = await tx
            .selectFrom('check_item')
            .select(['id', 'name', 'void_reason_id'])
            .where('store_id', '=', storeId)
            .where('check_id', '=', check.id as string)
            .where('line', '=', args.line)
            .executeTakeFirst();
          if (!item) throw new AppError('NOT_FOUND', 'reports.errors.itemNotFound');
          await applyVoid(tx, storeId, {
            checkItemId: item.id as string,
            reasonId: reason.id,
            reasonName: reason.name,
            approvedBy: approvedBy ?? undefined,
          });
          const after = await loadCheck(tx, storeId, check.id as string);
          await log(tx, ctx, 'void_item', check.id as string, totalsOf(check), {
            ...totalsOf(after!),
            line: args.line,
            item: item.name,
            reason: reason.name,
            approved_by: approvedBy,
          });
        });
        return checkDetail(db, ctx, args.check_id);
      },
      voidCheck: async (
        _: unknown,
        args: { check_id: string; void_reason_id: string; approver_pin?: string | null },
        ctx: GraphqlContext,
      ) => {
        requireAccess(ctx, REPORT_ACCESS);
        const storeId = ctx.scope.storeId;
        await write(db, VOID_FAILED, async (tx) => {
          const check = await lockCheck(tx, storeId, args.check_id);
          const { reason, approvedBy } = await prepareVoid(
            tx,
            tokens,
            ctx,
            check,
            args.void_reason_id,
            args.approver_pin,
          );
          const live = await tx
            .selectFrom('check_item')
            .select('id')
            .where('store_id', '=', storeId)
            .where('check_id', '=', check.id as string)
            .where('void_reason_id', 'is', null)
            .orderBy('line')
            .execute();
          for (const item of live)
            await applyVoid(tx, storeId, {
              checkItemId: item.id as string,
              reasonId: reason.id,
              reasonName: reason.name,
              approvedBy: approvedBy ?? undefined,
            });
          // What the lines left (check discount, gratuity) goes with the check, which stops counting.
          const left = (await loadCheck(tx, storeId, check.id as string))!;
          const open = check.status === 'open' ? 1 : 0;
          const moved = await sql`update report_sales_hour h set
              checks = h.checks - 1, open_checks = h.open_checks - ${open},
              guests = h.guests - ${num(check.guests)}, voided_checks = h.voided_checks + 1,
              subtotal = h.subtotal - ${num(left.subtotal)}, discount = h.discount - ${num(left.discount)},
              tax = h.tax - ${num(left.tax)}, gratuity = h.gratuity - ${num(left.gratuity)},
              total = h.total - ${num(left.total)}
            from pos_check c
            join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
            join store s on s.id = c.store_id
            where c.store_id = ${storeId} and c.id = ${check.id} and h.store_id = c.store_id
              and h.business_date = w.business_date
              and h.hour = extract(hour from c.opened_at at time zone s.time_zone)::int
              and h.order_type_id = c.order_type_id and h.server_id = c.server_id
              and h.source = c.source`.execute(tx);
          if (Number(moved.numAffectedRows ?? 0) !== 1) throw new Error('sales rollup row missing');
          await sql`update pos_check set status = 'voided', subtotal = 0, discount = 0, tax = 0,
              gratuity = 0, total = 0, closed_at = coalesce(closed_at, now())
            where store_id = ${storeId} and id = ${check.id}`.execute(tx);
          await log(tx, ctx, 'void', check.id as string, totalsOf(check), {
            ...totalsOf({
              ...left,
              status: 'voided',
              subtotal: 0,
              discount: 0,
              tax: 0,
              gratuity: 0,
              total: 0,
            }),
            reason: reason.name,
            approved_by: approvedBy,
          });
        });
        return checkDetail(db, ctx, args.check_id);
      },
      refundPayment: async (
        _: unknown,
        args: {
          check_payment_id: string;
          amount?: number | null;
          reason?: string | null;
          approver_pin?: string | null;
        },
        ctx: GraphqlContext,
      ) => {
        requireAccess(ctx, REPORT_ACCESS);
        if (!posOn(ctx, 'create-refund')) throw new AppError('597-1', 'errors.notAuthorized');
        if (!args.amount || args.amount <= 0)
          throw new AppError('VALIDATION', 'reports.checks.errors.refundNeedsValue');
        const reason = args.reason?.trim() ?? '';
        if (!reason) throw new AppError('VALIDATION', 'reports.checks.errors.reasonRequired');
        if (!UUID.test(args.check_payment_id))
          throw new AppError('NOT_FOUND', 'reports.errors.paymentNotFound');
        const storeId = ctx.scope.storeId;
        const checkId = await write(db, REFUND_FAILED, async (tx) => {
          const self = await selfEmployee(tx, ctx);
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
          await log(tx, ctx, 'refund', payment.check_id as string, null, {
            refund_id: id,
            payment: payment.payment_name,
            amount: args.amount,
            reason,
          });
          return payment.check_id as string;
        });
        return checkDetail(db, ctx, checkId);
      },
    },
  };
}
