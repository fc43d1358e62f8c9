import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  businessDate,
  checkTotals,
  lastFour,
  modifiersTotal,
  type CheckInput,
  type CheckTotals,
  type KitchenResendInput,
} from '../../core/checks.js';
import { AppError } from '../../core/errors.js';
import type { TimeCardDraft, WorkingDaySpan } from '../../core/time-cards.js';
import type { FieldError } from '../../core/validation.js';
import type { Db } from '../db/database.js';
import {
  deviceKey,
  lineResends,
  reattachResends,
  storedChecks,
  takeOutCheck,
  versionOf,
  type DeviceCheckInput,
  type StoredCheck,
} from './check-versions.js';
import { uuidv7 } from './ids.js';
import { addToRollups } from './rollups.js';
import { cardErrors } from './time-card-rules.js';

/** The store and device a record comes from. */
export interface DeviceScope {
  storeId: string;
  deviceId: string;
}

/** What a check refers to, by id: names and prices as they are now, kept with the check. */
export interface Catalog {
  timeZone: string;
  numberBlock: Map<string, number>;
  orderTypes: Map<string, string>;
  employees: Map<string, { name: string; manager: boolean }>;
  menuItems: Map<string, string>;
  modifierItems: Map<string, string>;
  payments: Map<string, { name: string; type: string }>;
  voidReasons: Map<string, { name: string; managerApproval: boolean }>;
  paidOuts: Map<string, { reason: string; managerApproval: boolean }>;
}

export interface CheckAnswer {
  check: {
    id: string;
    number: number;
    working_day_id: string;
    business_date: string;
    status: string;
    /** The version of the body the check is stored at (see check-versions.ts). */
    version?: number;
  } & Omit<CheckTotals, 'paid'>;
}

const unique = (ids: (string | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/**
 * The store's records a request names, read in a few queries; without `ids`, the whole catalog (for
 * the history generator, which records thousands of checks against it).
 */
export async function loadCatalog(
  db: Db,
  storeId: string,
  ids?: {
    devices?: string[];
    orderTypes?: string[];
    employees?: string[];
    menuItems?: string[];
    modifierItems?: string[];
    payments?: string[];
    voidReasons?: string[];
    paidOuts?: string[];
  },
): Promise<Catalog> {
  const pick = async (table: string, columns: string[], wanted: string[] | undefined) => {
    if (wanted && wanted.length === 0) return [];
    let q = db
      .selectFrom(table)
      .select(['id', ...columns])
      .where('store_id', '=', storeId);
    if (wanted) q = q.where('id', 'in', wanted);
    return (await q.execute()) as Record<string, unknown>[];
  };
  const store = await db
    .selectFrom('store')
    .select('time_zone')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const [devices, orderTypes, employees, menuItems, modifierItems, payments, voidReasons, paidOuts] =
    await Promise.all([
      pick('device', ['number_block'], ids?.devices),
      pick('order_type', ['name'], ids?.orderTypes),
      pick('employee', ['first_name', 'last_name', 'manager'], ids?.employees),
      pick('menu_item', ['name'], ids?.menuItems),
      pick('modifier_item', ['name'], ids?.modifierItems),
      pick('payment', ['name', 'type'], ids?.payments),
      pick('void_reason', ['name', 'manager_approval'], ids?.voidReasons),
      pick('paid_out', ['reason', 'manager_approval'], ids?.paidOuts),
    ]);
  const id = (r: Record<string, unknown>) => r.id as string;
  return {
    timeZone: store.time_zone as string,
    numberBlock: new Map(devices.map((r) => [id(r), Number(r.number_block)])),
    orderTypes: new Map(orderTypes.map((r) => [id(r), r.name as string])),
    employees: new Map(
      employees.map((r) => [id(r), { name: `${r.first_name} ${r.last_name}`, manager: r.manager === true }]),
    ),
    menuItems: new Map(menuItems.map((r) => [id(r), r.name as string])),
    modifierItems: new Map(modifierItems.map((r) => [id(r), r.name as string])),
    payments: new Map(payments.map((r) => [id(r), { name: r.name as string, type: r.type as string }])),
    voidReasons: new Map(
      voidReasons.map((r) => [
        id(r),
        { name: r.name as string, managerApproval: r.manager_approval === true },
      ]),
    ),
    paidOuts: new Map(
      paidOuts.map((r) => [
        id(r),
        { reason: r.reason as string, managerApproval: r.manager_approval === true },
      ]),
    ),
  };
}

/** The catalog a check needs. */
export function catalogForCheck(db: Db, scope: DeviceScope, input: CheckInput): Promise<Catalog> {
  return loadCatalog(db, scope.storeId, {
    devices: [scope.deviceId],
    orderTypes: [input.order_type_id],
    employees: unique([
      input.server_id,
      ...input.items.map((i) => i.void?.approved_by),
      ...input.refunds.map((r) => r.employee_id),
    ]),
    menuItems: unique([
      ...input.items.map((i) => i.menu_item_id),
      ...input.ratings.map((r) => r.menu_item_id),
    ]),
    modifierItems: unique(input.items.flatMap((i) => i.modifiers.map((m) => m.modifier_item_id))),
    payments: unique(input.payments.map((p) => p.payment_id)),
    voidReasons: unique(input.items.map((i) => i.void?.reason_id)),
  });
}

/** A stable digest of a request body: the same body always gives the same digest, whatever its key order. */
export function bodyHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('base64url');
}

const invalid = (errors: FieldError[]) => new AppError('VALIDATION', 'deviceApi.errors.invalid', {}, errors);

/** Every rule a check must meet, against the catalog; the errors found, none when it may be written. */
export function checkErrors(input: CheckInput, catalog: Catalog, deviceId: string): FieldError[] {
  const errors: FieldError[] = [];
  const err = (field: string, key: string) => errors.push({ field, key });
  const block = catalog.numberBlock.get(deviceId) ?? 0;
  if (input.number > block) err('number', 'deviceApi.errors.numberOutOfBlock');
  if (!catalog.orderTypes.has(input.order_type_id)) err('order_type_id', 'deviceApi.errors.unknownOrderType');
  if (!catalog.employees.has(input.server_id)) err('server_id', 'deviceApi.errors.unknownEmployee');
  const opened = Date.parse(input.opened_at);
  if (input.status === 'open' && input.closed_at) err('closed_at', 'deviceApi.errors.openCheckClosed');
  if (input.status !== 'open' && !input.closed_at) err('closed_at', 'deviceApi.errors.closedAtRequired');
  if (input.closed_at && Date.parse(input.closed_at) < opened)
    err('closed_at', 'deviceApi.errors.closedBeforeOpened');
  input.items.forEach((item, i) => {
    if (!catalog.menuItems.has(item.menu_item_id))
      err(`items.${i}.menu_item_id`, 'deviceApi.errors.unknownMenuItem');
    item.modifiers.forEach((m, j) => {
      if (!catalog.modifierItems.has(m.modifier_item_id))
        err(`items.${i}.modifiers.${j}.modifier_item_id`, 'deviceApi.errors.unknownModifier');
    });
    if (item.discount > itemGrossOf(item)) err(`items.${i}.discount`, 'deviceApi.errors.discountTooLarge');
    if (item.void) {
      const reason = catalog.voidReasons.get(item.void.reason_id);
      if (!reason) err(`items.${i}.void.reason_id`, 'deviceApi.errors.unknownVoidReason');
      const approver = item.void.approved_by ? catalog.employees.get(item.void.approved_by) : undefined;
      if (item.void.approved_by && !approver)
        err(`items.${i}.void.approved_by`, 'deviceApi.errors.unknownEmployee');
      else if (reason?.managerApproval && !approver?.manager)
        err(`items.${i}.void.approved_by`, 'deviceApi.errors.managerApproval');
    }
  });
  const totals = checkTotals(input);
  if (input.status === 'voided') {
    if (input.subtotal !== 0 || input.tax !== 0 || input.total !== 0 || input.payments.length)
      err('total', 'deviceApi.errors.voidedCheckTotals');
  } else {
    if (input.subtotal !== totals.subtotal) err('subtotal', 'deviceApi.errors.totalsMismatch');
    if (input.tax !== totals.tax) err('tax', 'deviceApi.errors.totalsMismatch');
    if (input.total !== totals.total) err('total', 'deviceApi.errors.totalsMismatch');
    if (totals.total < 0) err('discount', 'deviceApi.errors.discountTooLarge');
  }
  input.payments.forEach((p, i) => {
    const type = catalog.payments.get(p.payment_id);
    if (!type) err(`payments.${i}.payment_id`, 'deviceApi.errors.unknownPayment');
    else if (p.change > 0 && type.type !== 'cash')
      err(`payments.${i}.change`, 'deviceApi.errors.changeCashOnly');
    if (p.change > p.amount) err(`payments.${i}.change`, 'deviceApi.errors.changeTooLarge');
    if (p.card_number !== undefined && !lastFour(p.card_number))
      err(`payments.${i}.card_number`, 'deviceApi.errors.cardLastFour');
  });
  if (input.status !== 'voided') {
    if (totals.paid > totals.total) err('payments', 'deviceApi.errors.overpaid');
    else if (input.status === 'closed' && totals.paid < totals.total)
      err('payments', 'deviceApi.errors.underpaid');
  }
  const refunded = new Map<number, number>();
  input.refunds.forEach((r, i) => {
    const payment = input.payments[r.payment];
    if (!payment) return err(`refunds.${i}.payment`, 'deviceApi.errors.unknownRefundPayment');
    const sum = (refunded.get(r.payment) ?? 0) + r.amount;
    refunded.set(r.payment, sum);
    if (sum > payment.amount - payment.change) err(`refunds.${i}.amount`, 'deviceApi.errors.refundTooLarge');
    if (!catalog.employees.has(r.employee_id))
      err(`refunds.${i}.employee_id`, 'deviceApi.errors.unknownEmployee');
  });
  input.ratings.forEach((r, i) => {
    if (!catalog.menuItems.has(r.menu_item_id))
      err(`ratings.${i}.menu_item_id`, 'deviceApi.errors.unknownMenuItem');
  });
  return errors;
}

const itemGrossOf = (item: CheckInput['items'][number]) =>
  item.quantity * (item.unit_price + modifiersTotal(item));

/** The store's open working day, opened now (its business date in the store's zone) when there is none. */
export async function openWorkingDay(
  tx: Db,
  storeId: string,
  at: Date,
  timeZone: string,
): Promise<{ id: string; business_date: string }> {
  const found = await tx
    .selectFrom('working_day')
    .select(['id', sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_date')])
    .where('store_id', '=', storeId)
    .where('status', '=', 'open')
    // Held until the record is written: a close of the day waits for it, and a record that waited
    // for a close finds the day closed and opens the next one, never writing into a closed day.
    .forShare()
    .executeTakeFirst();
  if (found) return found as { id: string; business_date: string };
  const settings = await tx
    .selectFrom('store_info')
    .select('business_day_start')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const dayStart = (settings?.business_day_start as string | null | undefined) ?? '00:00';
  const day = { id: uuidv7(at.getTime()), business_date: businessDate(at, timeZone, dayStart) };
  // Two first checks at once: one opens the day, the other finds it.
  await sql`insert into working_day (store_id, id, business_date, opened_at, status)
    values (${storeId}, ${day.id}, ${day.business_date}, ${at.toISOString()}, 'open')
    on conflict (store_id) where status = 'open' do nothing`.execute(tx);
  return openWorkingDay(tx, storeId, at, timeZone);
}

/** Closes the store's open working day (history and close day). */
export async function closeWorkingDay(tx: Db, storeId: string, at: Date): Promise<void> {
  await tx
    .updateTable('working_day')
    .set({ status: 'closed', closed_at: at.toISOString() })
    .where('store_id', '=', storeId)
    .where('status', '=', 'open')
    .execute();
}

/** Rows per insert statement, well below PostgreSQL's limit of parameters. */
const CHUNK = 1000;

async function insertRows(tx: Db, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
}

/**
 * Records one check from a device, inside the caller's transaction: validated against the catalog
 * first, then written whole. Idempotent per device and its identity for the check (see
 * check-versions.ts), in whatever working day a retry lands: the same body, or an older or equal
 * version, answers the stored answer and writes nothing; a newer version replaces the check.
 */
export async function recordCheck(
  tx: Db,
  scope: DeviceScope,
  input: DeviceCheckInput,
  catalog: Catalog,
  hash = bodyHash(input),
): Promise<CheckAnswer> {
  const [answer] = await recordChecks(tx, scope, [{ input, hash }], catalog);
  return answer!;
}

type Pending = { input: DeviceCheckInput; hash: string; key: string; version: number; at: number };

/**
 * Records checks of one device in the store's open working day (opened at the first check when
 * none is), as `recordCheck` does one: every check is validated before anything is written, and the
 * rows of all of them go in a few statements. A check another request is writing at the same moment
 * (a retry sent while the first was on its way) is waited for and then answered as a retry.
 */
export async function recordChecks(
  tx: Db,
  scope: DeviceScope,
  checks: { input: DeviceCheckInput; hash?: string }[],
  catalog: Catalog,
): Promise<CheckAnswer[]> {
  if (!checks.length) return [];
  for (const { input } of checks) {
    const errors = checkErrors(input, catalog, scope.deviceId);
    if (errors.length) throw invalid(errors);
  }
  const { storeId } = scope;
  const day = await openWorkingDay(tx, storeId, new Date(checks[0]!.input.opened_at), catalog.timeZone);
  const answers: CheckAnswer[] = [];
  let pending: Pending[] = checks.map(({ input, hash = bodyHash(input) }, at) => ({
    input,
    hash,
    key: deviceKey(input),
    version: versionOf(input),
    at,
  }));
  const twins: { check: Pending; first: Pending }[] = [];
  // A check not written because another request wrote it meanwhile is looked at once more.
  for (let round = 0; pending.length; round++) {
    const sorted = await sortOut(tx, scope, day, pending, answers);
    const { fresh, newer } = sorted;
    twins.push(...sorted.twins);
    for (const { check, stored } of newer) {
      const answer = answerOf(check.input, stored.id, day, check.version);
      answers[check.at] = answer;
      const resends = await lineResends(tx, storeId, stored.id);
      const { lineIds } = await takeOutCheck(tx, storeId, stored.id, catalog.timeZone);
      await tx
        .updateTable('pos_check')
        .set({ ...checkRow(scope, day.id, catalog, check, answer), id: undefined, store_id: undefined })
        .where('store_id', '=', storeId)
        .where('id', '=', stored.id)
        .execute();
      await writeCheckRows(
        tx,
        storeId,
        day.business_date,
        catalog,
        [{ input: check.input, answer }],
        lineIds,
      );
      await reattachResends(tx, storeId, stored.id, resends);
    }
    if (!fresh.length) break;
    const written = fresh.map((check) => ({
      check,
      answer: answerOf(check.input, uuidv7(Date.parse(check.input.opened_at)), day, check.version),
    }));
    const inserted = new Set<string>();
    for (let i = 0; i < written.length; i += CHUNK) {
      const rows = await tx
        .insertInto('pos_check')
        .values(written.slice(i, i + CHUNK).map((w) => checkRow(scope, day.id, catalog, w.check, w.answer)))
        // Another request took the identity or the number meanwhile: sorted out again below.
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .execute();
      for (const r of rows) inserted.add(r.id as string);
    }
    const done = written.filter((w) => inserted.has(w.answer.check.id));
    for (const w of done) answers[w.check.at] = w.answer;
    await writeCheckRows(
      tx,
      storeId,
      day.business_date,
      catalog,
      done.map((w) => ({ input: w.check.input, answer: w.answer })),
    );
    pending = written.filter((w) => !inserted.has(w.answer.check.id)).map((w) => w.check);
    // The writer that took it has committed by now (an insert waits for it): never a third round.
    if (round > 0 && pending.length)
      throw new AppError('DUPLICATE', 'deviceApi.errors.numberTaken', { number: pending[0]!.input.number });
  }
  for (const t of twins) answers[t.check.at] = answers[t.first.at]!;
  return answers;
}

/**
 * Which checks are retries (answered at once, into `answers`), which replace a stored check (a newer
 * version) and which are new; a number the working day already has under another identity is refused.
 */
async function sortOut(
  tx: Db,
  scope: DeviceScope,
  day: { id: string },
  pending: Pending[],
  answers: CheckAnswer[],
): Promise<{
  fresh: Pending[];
  newer: { check: Pending; stored: StoredCheck }[];
  twins: { check: Pending; first: Pending }[];
}> {
  const { storeId, deviceId } = scope;
  const stored = await storedChecks(
    tx,
    storeId,
    deviceId,
    pending.map((c) => c.key),
  );
  const numbers = new Map(
    (
      await tx
        .selectFrom('pos_check')
        .select(['number', 'device_id', 'device_key'])
        .where('store_id', '=', storeId)
        .where('working_day_id', '=', day.id)
        .where(
          'number',
          'in',
          pending.map((c) => c.input.number),
        )
        .execute()
    ).map((r) => [Number(r.number), r]),
  );
  const fresh: Pending[] = [];
  const newer: { check: Pending; stored: StoredCheck }[] = [];
  const batch = new Map<string, Pending>();
  const twins: { check: Pending; first: Pending }[] = [];
  for (const check of pending) {
    const { input, key, hash } = check;
    const found = stored.get(key);
    if (found && (found.request_hash === hash || check.version <= found.version)) {
      answers[check.at] = found.answer;
      continue;
    }
    // The same check twice in one batch: the second shares the first one's answer.
    const twin = batch.get(key);
    if (twin) {
      if (twin.hash !== hash)
        throw new AppError('DUPLICATE', 'deviceApi.errors.numberChanged', { number: input.number });
      twins.push({ check, first: twin });
      continue;
    }
    const holder = numbers.get(input.number);
    // The number is free in the open day, or it is this very check's (a newer version in its own day).
    if (holder && !(holder.device_id === deviceId && holder.device_key === key))
      throw new AppError(
        'DUPLICATE',
        holder.device_id === deviceId ? 'deviceApi.errors.numberChanged' : 'deviceApi.errors.numberTaken',
        { number: input.number },
      );
    if (found) newer.push({ check, stored: found });
    else {
      batch.set(key, check);
      fresh.push(check);
    }
  }
  return { fresh, newer, twins };
}

/** The answer to a check written now, under its id, in the open working day. */
function answerOf(
  input: CheckInput,
  id: string,
  day: { id: string; business_date: string },
  version: number,
): CheckAnswer {
  const totals = checkTotals(input);
  const voided = input.status === 'voided';
  return {
    check: {
      id,
      number: input.number,
      working_day_id: day.id,
      business_date: day.business_date,
      status: input.status,
      version,
      subtotal: voided ? 0 : totals.subtotal,
      discount: voided ? 0 : totals.discount,
      tax: voided ? 0 : totals.tax,
      gratuity: voided ? 0 : totals.gratuity,
      total: voided ? 0 : totals.total,
      tip: totals.tip,
    },
  };
}

/** A check's own row. */
function checkRow(
  scope: DeviceScope,
  dayId: string,
  catalog: Catalog,
  check: Pending,
  answer: CheckAnswer,
): Record<string, unknown> {
  const { input } = check;
  return {
    store_id: scope.storeId,
    id: answer.check.id,
    working_day_id: dayId,
    device_id: scope.deviceId,
    device_key: check.key,
    version: check.version,
    number: input.number,
    source: input.source ?? 'pos',
    order_type_id: input.order_type_id,
    order_type_name: catalog.orderTypes.get(input.order_type_id)!,
    table_name: input.table_name ?? null,
    server_id: input.server_id,
    server_name: catalog.employees.get(input.server_id)!.name,
    guests: input.guests,
    opened_at: input.opened_at,
    closed_at: input.closed_at ?? null,
    status: input.status,
    subtotal: answer.check.subtotal,
    tax: answer.check.tax,
    discount: answer.check.discount,
    tip: answer.check.tip,
    gratuity: answer.check.gratuity,
    total: answer.check.total,
    request_hash: check.hash,
    response: JSON.stringify(answer),
  };
}

/**
 * Writes the lines, modifiers, payments, refunds and ratings of checks whose rows are written, and
 * adds them to the rollups. A check's new version gives its lines the ids its older lines had, in
 * order (`lineIds`), so what names a line (a kitchen resend) still does.
 */
async function writeCheckRows(
  tx: Db,
  storeId: string,
  businessDate: string,
  catalog: Catalog,
  checks: { input: CheckInput; answer: CheckAnswer }[],
  oldLineIds: string[] = [],
): Promise<void> {
  if (!checks.length) return;
  const lineIds = new Map(checks.length === 1 ? [[checks[0]!.answer.check.id, oldLineIds]] : []);
  const items: Record<string, unknown>[] = [];
  const modifiers: Record<string, unknown>[] = [];
  const payments: Record<string, unknown>[] = [];
  const refunds: Record<string, unknown>[] = [];
  const ratings: Record<string, unknown>[] = [];
  for (const { input, answer } of checks) {
    const checkId = answer.check.id;
    const lines = lineIds.get(checkId) ?? [];
    input.items.forEach((item, line) => {
      const itemId = lines[line] ?? uuidv7();
      items.push({
        store_id: storeId,
        id: itemId,
        check_id: checkId,
        line: line + 1,
        menu_item_id: item.menu_item_id,
        name: catalog.menuItems.get(item.menu_item_id)!,
        quantity: item.quantity,
        unit_price: item.unit_price,
        modifiers_total: modifiersTotal(item),
        tax: item.tax,
        discount: item.discount,
        void_reason_id: item.void?.reason_id ?? null,
        void_reason_name: item.void ? catalog.voidReasons.get(item.void.reason_id)!.name : null,
        void_approved_by: item.void?.approved_by ?? null,
      });
      for (const m of item.modifiers)
        modifiers.push({
          store_id: storeId,
          id: uuidv7(),
          check_item_id: itemId,
          modifier_item_id: m.modifier_item_id,
          name: catalog.modifierItems.get(m.modifier_item_id)!,
          quantity: m.quantity,
          price: m.price,
        });
    });
    const paymentIds = input.payments.map((p) => {
      const id = uuidv7();
      const type = catalog.payments.get(p.payment_id)!;
      payments.push({
        store_id: storeId,
        id,
        check_id: checkId,
        payment_id: p.payment_id,
        payment_name: type.name,
        payment_type: type.type,
        amount: p.amount,
        tip: p.tip,
        change: p.change,
        // Only the last four digits are ever kept.
        card_last_four: p.card_number === undefined ? null : lastFour(p.card_number),
        account_type: p.account_type ?? null,
        entry_type: p.entry_type ?? null,
        auth_code: p.auth_code ?? null,
        approval_code: p.approval_code ?? null,
        terminal_number: p.terminal_number ?? null,
        transaction_id: p.transaction_id ?? null,
        authorized_amount: p.authorized_amount ?? null,
        expiration: p.expiration ?? null,
        paid_at: p.paid_at,
      });
      return id;
    });
    for (const r of input.refunds)
      refunds.push({
        store_id: storeId,
        id: uuidv7(),
        check_id: checkId,
        check_payment_id: paymentIds[r.payment]!,
        amount: r.amount,
        reason: r.reason,
        employee_id: r.employee_id,
        refunded_at: r.refunded_at,
      });
    for (const r of input.ratings)
      ratings.push({
        store_id: storeId,
        id: uuidv7(),
        check_id: checkId,
        menu_item_id: r.menu_item_id,
        rating: r.rating,
        comment: r.comment ?? null,
        rated_at: r.rated_at,
      });
  }
  await insertRows(tx, 'check_item', items);
  await insertRows(tx, 'check_item_modifier', modifiers);
  await insertRows(tx, 'check_payment', payments);
  await insertRows(tx, 'check_refund', refunds);
  await insertRows(tx, 'item_rating', ratings);
  await addToRollups(tx, storeId, {
    businessDate,
    catalog,
    checks,
    items,
    payments,
    refunds,
    ratings,
  });
}

export interface TimeCardInput {
  /** Chosen by the device when the employee clocks in; the clock-out sends it again. */
  id: string;
  employee_id: string;
  clock_in: string;
  clock_out?: string;
  breaks: { break_in: string; break_out: string }[];
}

/**
 * The rules of a time card (SPEC §5) a device's record breaks in the working day it goes to: those
 * of `core/time-cards`, read as the office reads them, so that a card the point of sale recorded can
 * always be corrected in the office, and one the office would refuse is refused here too.
 */
export async function timeCardErrors(
  tx: Db,
  scope: DeviceScope,
  input: TimeCardInput,
  day: WorkingDaySpan,
  now = Date.now(),
): Promise<FieldError[]> {
  const draft: TimeCardDraft = {
    employee_id: input.employee_id,
    business_date: day.business_date,
    clock_in: input.clock_in,
    clock_out: input.clock_out ?? null,
    breaks: input.breaks,
  };
  return cardErrors(tx, scope.storeId, day, draft, input.id, now);
}

/** A working day of the store, as the rules of a card read it. */
async function workingDaySpan(tx: Db, storeId: string, id: string): Promise<WorkingDaySpan> {
  const r = await tx
    .selectFrom('working_day')
    .select([
      'id',
      sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_date'),
      'status',
      'opened_at',
      'closed_at',
    ])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: r.id as string,
    business_date: r.business_date,
    status: r.status as WorkingDaySpan['status'],
    opened_at: new Date(r.opened_at as string).toISOString(),
    closed_at: r.closed_at == null ? null : new Date(r.closed_at as string).toISOString(),
  };
}

/**
 * Records a time card: the clock-in, and later the same card with its clock-out and breaks. A new
 * card goes to the open working day (opened at its clock-in when there is none), a clock-out to its
 * card's day; either is checked there by the office's rules. A card already clocked out is not
 * changed by the device; the same body again answers the same.
 */
export async function recordTimeCard(
  tx: Db,
  scope: DeviceScope,
  input: TimeCardInput,
  catalog: Catalog,
  now = Date.now(),
): Promise<{
  time_card: { id: string; working_day_id: string; clock_in: string; clock_out: string | null };
}> {
  if (!catalog.employees.has(input.employee_id))
    throw invalid([{ field: 'employee_id', key: 'deviceApi.errors.unknownEmployee' }]);
  const hash = bodyHash(input);
  const existing = await tx
    .selectFrom('time_card')
    .select(['employee_id', 'working_day_id', 'clock_in', 'clock_out', 'request_hash'])
    .where('store_id', '=', scope.storeId)
    .where('id', '=', input.id)
    .executeTakeFirst();
  const answer = (workingDayId: string) => ({
    time_card: {
      id: input.id,
      working_day_id: workingDayId,
      clock_in: new Date(input.clock_in).toISOString(),
      clock_out: input.clock_out ? new Date(input.clock_out).toISOString() : null,
    },
  });
  if (existing) {
    if (existing.request_hash === hash) return answer(existing.working_day_id as string);
    const sameStart =
      existing.employee_id === input.employee_id &&
      new Date(existing.clock_in as string).getTime() === Date.parse(input.clock_in);
    if (existing.clock_out || !sameStart) throw new AppError('DUPLICATE', 'deviceApi.errors.timeCardChanged');
  }
  // A refused card opens no day: the refusal rolls the transaction back.
  const dayId = existing
    ? (existing.working_day_id as string)
    : (await openWorkingDay(tx, scope.storeId, new Date(input.clock_in), catalog.timeZone)).id;
  const day = await workingDaySpan(tx, scope.storeId, dayId);
  const errors = await timeCardErrors(tx, scope, input, day, now);
  if (errors.length) throw invalid(errors);
  if (existing) {
    await tx
      .updateTable('time_card')
      .set({ clock_out: input.clock_out ?? null, request_hash: hash })
      .where('store_id', '=', scope.storeId)
      .where('id', '=', input.id)
      .execute();
    await tx
      .deleteFrom('time_card_break')
      .where('store_id', '=', scope.storeId)
      .where('time_card_id', '=', input.id)
      .execute();
  } else
    await tx
      .insertInto('time_card')
      .values({
        store_id: scope.storeId,
        id: input.id,
        employee_id: input.employee_id,
        working_day_id: day.id,
        clock_in: input.clock_in,
        clock_out: input.clock_out ?? null,
        request_hash: hash,
      })
      .execute();
  await insertBreaks(tx, scope.storeId, input);
  return answer(day.id);
}

async function insertBreaks(tx: Db, storeId: string, input: TimeCardInput) {
  if (!input.breaks.length) return;
  await tx
    .insertInto('time_card_break')
    .values(
      input.breaks.map((b) => ({
        store_id: storeId,
        id: uuidv7(),
        time_card_id: input.id,
        break_in: b.break_in,
        break_out: b.break_out,
      })),
    )
    .execute();
}

export interface PaidOutInput {
  id: string;
  paid_out_id: string;
  amount: number;
  employee_id: string;
  approved_by?: string;
  comment?: string;
  paid_at: string;
}

/** Records cash paid out of the drawer; the same id again answers the same, another body is refused. */
export async function recordPaidOut(
  tx: Db,
  scope: DeviceScope,
  input: PaidOutInput,
  catalog: Catalog,
): Promise<{ paid_out: { id: string; working_day_id: string; amount: number } }> {
  const errors: FieldError[] = [];
  const reason = catalog.paidOuts.get(input.paid_out_id);
  if (!reason) errors.push({ field: 'paid_out_id', key: 'deviceApi.errors.unknownPaidOut' });
  if (!catalog.employees.has(input.employee_id))
    errors.push({ field: 'employee_id', key: 'deviceApi.errors.unknownEmployee' });
  const approver = input.approved_by ? catalog.employees.get(input.approved_by) : undefined;
  if (input.approved_by && !approver)
    errors.push({ field: 'approved_by', key: 'deviceApi.errors.unknownEmployee' });
  else if (reason?.managerApproval && !approver?.manager)
    errors.push({ field: 'approved_by', key: 'deviceApi.errors.managerApproval' });
  if (errors.length) throw invalid(errors);
  const hash = bodyHash(input);
  const existing = await tx
    .selectFrom('paid_out_record')
    .select(['working_day_id', 'request_hash'])
    .where('store_id', '=', scope.storeId)
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (existing) {
    if (existing.request_hash !== hash) throw new AppError('DUPLICATE', 'deviceApi.errors.recordChanged');
    return {
      paid_out: { id: input.id, working_day_id: existing.working_day_id as string, amount: input.amount },
    };
  }
  const day = await openWorkingDay(tx, scope.storeId, new Date(input.paid_at), catalog.timeZone);
  await tx
    .insertInto('paid_out_record')
    .values({
      store_id: scope.storeId,
      id: input.id,
      working_day_id: day.id,
      device_id: scope.deviceId,
      paid_out_id: input.paid_out_id,
      reason: reason!.reason,
      amount: input.amount,
      employee_id: input.employee_id,
      approved_by: input.approved_by ?? null,
      comment: input.comment ?? null,
      paid_at: input.paid_at,
      request_hash: hash,
    })
    .execute();
  return { paid_out: { id: input.id, working_day_id: day.id, amount: input.amount } };
}

export interface ShiftInput {
  id: string;
  employee_id: string;
  opened_at: string;
  closed_at?: string;
  /** The drawer's starting bank, in cents. */
  starting_bank: number;
  closing_bank?: number;
  /** Cash put in (positive) or taken out (negative) during the shift. */
  adjustments: { amount: number; reason: string; at: string }[];
}

/**
 * Records a shift and its cash drawer: the opening, and later the same shift with its adjustments,
 * closing bank and close. A closed shift is not changed; the same body again answers the same.
 */
export async function recordShift(
  tx: Db,
  scope: DeviceScope,
  input: ShiftInput,
  catalog: Catalog,
): Promise<{ shift: { id: string; working_day_id: string; status: 'open' | 'closed' } }> {
  const errors: FieldError[] = [];
  if (!catalog.employees.has(input.employee_id))
    errors.push({ field: 'employee_id', key: 'deviceApi.errors.unknownEmployee' });
  if (input.closed_at && Date.parse(input.closed_at) < Date.parse(input.opened_at))
    errors.push({ field: 'closed_at', key: 'deviceApi.errors.closedBeforeOpened' });
  if (input.closed_at && input.closing_bank === undefined)
    errors.push({ field: 'closing_bank', key: 'deviceApi.errors.closingBankRequired' });
  if (errors.length) throw invalid(errors);
  const hash = bodyHash(input);
  const answer = (dayId: string) => ({
    shift: {
      id: input.id,
      working_day_id: dayId,
      status: input.closed_at ? ('closed' as const) : ('open' as const),
    },
  });
  const existing = await tx
    .selectFrom('shift')
    .select(['employee_id', 'device_id', 'working_day_id', 'closed_at', 'request_hash'])
    .where('store_id', '=', scope.storeId)
    .where('id', '=', input.id)
    .executeTakeFirst();
  let drawerId: string;
  if (existing) {
    if (existing.request_hash === hash) return answer(existing.working_day_id as string);
    if (
      existing.closed_at ||
      existing.employee_id !== input.employee_id ||
      existing.device_id !== scope.deviceId
    )
      throw new AppError('DUPLICATE', 'deviceApi.errors.recordChanged');
    await tx
      .updateTable('shift')
      .set({ closed_at: input.closed_at ?? null, request_hash: hash })
      .where('store_id', '=', scope.storeId)
      .where('id', '=', input.id)
      .execute();
    const drawer = await tx
      .updateTable('cash_drawer')
      .set({ starting_bank: input.starting_bank, closing_bank: input.closing_bank ?? null })
      .where('store_id', '=', scope.storeId)
      .where('shift_id', '=', input.id)
      .returning('id')
      .executeTakeFirstOrThrow();
    drawerId = drawer.id as string;
    await tx
      .deleteFrom('cash_drawer_adjustment')
      .where('store_id', '=', scope.storeId)
      .where('drawer_id', '=', drawerId)
      .execute();
  } else {
    const day = await openWorkingDay(tx, scope.storeId, new Date(input.opened_at), catalog.timeZone);
    await tx
      .insertInto('shift')
      .values({
        store_id: scope.storeId,
        id: input.id,
        working_day_id: day.id,
        employee_id: input.employee_id,
        device_id: scope.deviceId,
        opened_at: input.opened_at,
        closed_at: input.closed_at ?? null,
        request_hash: hash,
      })
      .execute();
    drawerId = uuidv7();
    await tx
      .insertInto('cash_drawer')
      .values({
        store_id: scope.storeId,
        id: drawerId,
        shift_id: input.id,
        starting_bank: input.starting_bank,
        closing_bank: input.closing_bank ?? null,
      })
      .execute();
    if (!input.adjustments.length) return answer(day.id);
    await insertAdjustments(tx, scope.storeId, drawerId, input);
    return answer(day.id);
  }
  await insertAdjustments(tx, scope.storeId, drawerId, input);
  return answer(existing.working_day_id as string);
}

async function insertAdjustments(tx: Db, storeId: string, drawerId: string, input: ShiftInput) {
  if (!input.adjustments.length) return;
  await tx
    .insertInto('cash_drawer_adjustment')
    .values(
      input.adjustments.map((a) => ({
        store_id: storeId,
        id: uuidv7(),
        drawer_id: drawerId,
        amount: a.amount,
        reason: a.reason,
        at: a.at,
      })),
    )
    .execute();
}

export interface KitchenResendAnswer {
  kitchen_resend: {
    id: string;
    check_id: string;
    check_item_id: string | null;
    working_day_id: string;
    business_date: string;
    quantity: number;
  };
}

/**
 * Records kitchen resends (a whole check, or one line of it, sent to the kitchen again), inside the
 * caller's transaction: each is validated first (the employee, the check and its line of this store,
 * not before the check opened), then all are written in one statement, in the working day of their
 * check. The same id with the same body answers the first answer; another body is refused.
 */
export async function recordKitchenResends(
  tx: Db,
  scope: DeviceScope,
  resends: { input: KitchenResendInput; hash?: string }[],
  catalog: Catalog,
): Promise<KitchenResendAnswer[]> {
  if (!resends.length) return [];
  const { storeId } = scope;
  const checkIds = unique(resends.map((r) => r.input.check_id));
  const checks = new Map(
    (
      await tx
        .selectFrom('pos_check as c')
        .innerJoin('working_day as w', (j) =>
          j.onRef('w.store_id', '=', 'c.store_id').onRef('w.id', '=', 'c.working_day_id'),
        )
        .select([
          'c.id',
          'c.working_day_id',
          'c.opened_at',
          sql<string>`to_char(w.business_date, 'YYYY-MM-DD')`.as('business_date'),
        ])
        .where('c.store_id', '=', storeId)
        .where('c.id', 'in', checkIds)
        .execute()
    ).map((r) => [r.id as string, r]),
  );
  const itemIds = unique(resends.map((r) => r.input.check_item_id));
  const items = new Map(
    itemIds.length
      ? (
          await tx
            .selectFrom('check_item')
            .select(['id', 'check_id', 'quantity'])
            .where('store_id', '=', storeId)
            .where('id', 'in', itemIds)
            .execute()
        ).map((r) => [r.id as string, r])
      : [],
  );
  const errors: FieldError[] = [];
  const err = (field: string, key: string) => errors.push({ field, key });
  for (const { input } of resends) {
    if (!catalog.employees.has(input.employee_id)) err('employee_id', 'deviceApi.errors.unknownEmployee');
    const check = checks.get(input.check_id);
    if (!check) err('check_id', 'deviceApi.errors.unknownCheck');
    const item = input.check_item_id ? items.get(input.check_item_id) : undefined;
    if (input.check_item_id && (!item || item.check_id !== input.check_id))
      err('check_item_id', 'deviceApi.errors.unknownCheckLine');
    if (item && input.quantity !== undefined && input.quantity > Number(item.quantity))
      err('quantity', 'deviceApi.errors.resendQuantity');
    if (check && Date.parse(input.resent_at) < new Date(check.opened_at as string).getTime())
      err('resent_at', 'deviceApi.errors.resentBeforeOpened');
  }
  if (errors.length) throw invalid(errors);
  const existing = new Map(
    (
      await tx
        .selectFrom('kitchen_resend')
        .select([
          'id',
          'check_id',
          'check_item_id',
          'working_day_id',
          'quantity',
          'request_hash',
          sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_date'),
        ])
        .where('store_id', '=', storeId)
        .where(
          'id',
          'in',
          resends.map((r) => r.input.id),
        )
        .execute()
    ).map((r) => [r.id as string, r]),
  );
  const answers: KitchenResendAnswer[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const { input, hash = bodyHash(input) } of resends) {
    const found = existing.get(input.id);
    if (found) {
      if (found.request_hash !== hash) throw new AppError('DUPLICATE', 'deviceApi.errors.recordChanged');
      answers.push({
        kitchen_resend: {
          id: input.id,
          check_id: found.check_id as string,
          check_item_id: (found.check_item_id as string | null) ?? null,
          working_day_id: found.working_day_id as string,
          business_date: found.business_date as string,
          quantity: Number(found.quantity),
        },
      });
      continue;
    }
    const check = checks.get(input.check_id)!;
    const item = input.check_item_id ? items.get(input.check_item_id) : undefined;
    const answer: KitchenResendAnswer = {
      kitchen_resend: {
        id: input.id,
        check_id: input.check_id,
        check_item_id: input.check_item_id ?? null,
        working_day_id: check.working_day_id as string,
        business_date: check.business_date,
        quantity: input.quantity ?? (item ? Number(item.quantity) : 1),
      },
    };
    answers.push(answer);
    existing.set(input.id, { ...answer.kitchen_resend, request_hash: hash });
    rows.push({
      store_id: storeId,
      ...answer.kitchen_resend,
      employee_id: input.employee_id,
      employee_name: catalog.employees.get(input.employee_id)!.name,
      reason: input.reason ?? null,
      resent_at: input.resent_at,
      request_hash: hash,
    });
  }
  await insertRows(tx, 'kitchen_resend', rows);
  return answers;
}

/** Records one kitchen resend from a device, as `recordKitchenResends` does a batch. */
export async function recordKitchenResend(
  tx: Db,
  scope: DeviceScope,
  input: KitchenResendInput,
  catalog: Catalog,
  hash = bodyHash(input),
): Promise<KitchenResendAnswer> {
  const [answer] = await recordKitchenResends(tx, scope, [{ input, hash }], catalog);
  return answer!;
}
