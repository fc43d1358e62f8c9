import { checkTotals, type CheckInput } from '../../core/checks.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../db/database.js';
import { uuidv7 } from '../services/ids.js';
import type { Catalog } from './catalog.js';
import { checkErrors, movesAccounts } from './check-rules.js';
import { writeCheckRows } from './check-rows.js';
import {
  deviceKey,
  lineResends,
  reattachResends,
  storedChecks,
  takeOutCheck,
  versionOf,
  type CheckAnswer,
  type DeviceCheckInput,
  type StoredCheck,
} from './check-versions.js';
import { followOnlineCheck, onlineChecks, type OnlineCheck } from './online-checks.js';
import { bodyHash, CHUNK, invalid, recordOne, type DeviceScope } from './records.js';
import { openWorkingDay } from './working-day.js';

/**
 * Records one check from a device, inside the caller's transaction: validated against the catalog
 * first, then written whole. Idempotent per device and its identity for the check (see
 * check-versions.ts), in whatever working day a retry lands: the same body, or an older or equal
 * version, answers the stored answer and writes nothing; a newer version replaces the check.
 */
export const recordCheck = recordOne(recordChecks);

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
  const { storeId } = scope;
  // A device may write again an online check of its store (the guest pays at the counter); the online
  // channel itself (the store's id as a device) writes its own checks only.
  const online =
    scope.deviceId === storeId
      ? new Map<string, OnlineCheck>()
      : await onlineChecks(
          tx,
          storeId,
          checks.flatMap(({ input }) => (input.id ? [input.id] : [])),
        );
  const onlineOf = (input: DeviceCheckInput) => (input.id ? online.get(input.id.toLowerCase()) : undefined);
  for (const { input } of checks) {
    const errors = checkErrors(input, catalog, scope.deviceId, onlineOf(input)?.number === input.number);
    if (errors.length) throw invalid(errors);
    if (!catalog.accounts && movesAccounts(input, catalog))
      throw new Error(
        'A check that moves coupons, gift cards or a house account needs the catalog to lend them',
      );
  }
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
    const sorted = await sortOut(tx, scope, day, pending, answers, onlineOf);
    const { fresh, newer } = sorted;
    twins.push(...sorted.twins);
    for (const { check, stored } of newer) {
      const answer = answerOf(check.input, stored.id, day, check.version);
      answers[check.at] = answer;
      const resends = await lineResends(tx, storeId, stored.id);
      await catalog.accounts?.takeOut(tx, storeId, stored.id);
      const { lineIds } = await takeOutCheck(tx, storeId, stored.id, catalog.timeZone);
      const row = checkRow(scope, day.id, catalog, check, answer);
      const channel = onlineOf(check.input);
      // An online check stays the online channel's: its identity there, its first body's digest (a
      // guest's retry of the order is still known) and its source.
      if (channel)
        Object.assign(row, {
          device_id: channel.device_id,
          device_key: channel.device_key,
          request_hash: channel.request_hash,
          source: 'olo',
        });
      await tx
        .updateTable('pos_check')
        .set({ ...row, id: undefined, store_id: undefined })
        .where('store_id', '=', storeId)
        .where('id', '=', stored.id)
        .execute();
      await writeCheckRows(tx, storeId, day.business_date, catalog, [{ input: check.input, row }], lineIds);
      await catalog.accounts?.write(tx, scope, catalog, stored.id, check.input);
      await reattachResends(tx, storeId, stored.id, resends);
      if (channel) await followOnlineCheck(tx, storeId, stored.id, check.input.status);
    }
    if (!fresh.length) break;
    const written = fresh.map((check) => {
      const answer = answerOf(check.input, uuidv7(Date.parse(check.input.opened_at)), day, check.version);
      return { check, answer, row: checkRow(scope, day.id, catalog, check, answer) };
    });
    const inserted = new Set<string>();
    for (let i = 0; i < written.length; i += CHUNK) {
      const rows = await tx
        .insertInto('pos_check')
        .values(written.slice(i, i + CHUNK).map((w) => w.row))
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
      done.map((w) => ({ input: w.check.input, row: w.row })),
    );
    if (catalog.accounts)
      for (const w of done)
        await catalog.accounts.write(tx, scope, catalog, w.answer.check.id, w.check.input);
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
  onlineOf: (input: DeviceCheckInput) => OnlineCheck | undefined,
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
    const channel = stored.has(key) ? undefined : onlineOf(input);
    // An online check is its number's holder; sent under another number, it is refused.
    if (channel && channel.number !== input.number)
      throw new AppError('DUPLICATE', 'deviceApi.errors.numberChanged', { number: input.number });
    const found = stored.get(key) ?? channel;
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
    const own = channel
      ? holder?.device_id === channel.device_id && holder.device_key === channel.device_key
      : holder?.device_id === deviceId && holder.device_key === key;
    if (holder && !own)
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
      delivery_fee: voided ? 0 : totals.delivery_fee,
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
    customer_id: input.customer_id ?? null,
    server_id: input.server_id,
    server_name: catalog.employees.get(input.server_id)!.name,
    closed_by_id: input.closed_by_id ?? null,
    closed_by_name: input.closed_by_id ? catalog.employees.get(input.closed_by_id)!.name : null,
    guests: input.guests,
    opened_at: input.opened_at,
    closed_at: input.closed_at ?? null,
    status: input.status,
    subtotal: answer.check.subtotal,
    tax: answer.check.tax,
    discount: answer.check.discount,
    tip: answer.check.tip,
    gratuity: answer.check.gratuity,
    delivery_fee: answer.check.delivery_fee ?? 0,
    total: answer.check.total,
    request_hash: check.hash,
    response: JSON.stringify(answer),
  };
}
