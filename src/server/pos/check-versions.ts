import { sql } from 'kysely';
import type { CheckInput, CheckTotals } from '../../core/checks.js';
import type { Db } from '../db/database.js';
import { rollStoredCheck } from './rollups/project.js';

/**
 * A check as a device sends it, with the device's own identity for it (`id`) and the version of
 * the body (`version`) (README, device API): a retry is known by them whatever working day it lands
 * in, and a newer version (the closing of a check first sent open) replaces the older one. Without
 * an id, the check is known by its number and opening time; without a version, an open check is 1
 * and any other 2.
 */
export type DeviceCheckInput = CheckInput;

/** What a device is answered for a check, and kept with it for a retry. */
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

/** The check's identity on its device, as kept in `pos_check.device_key`. */
export function deviceKey(input: DeviceCheckInput): string {
  return input.id
    ? `id:${input.id.toLowerCase()}`
    : `at:${input.number}@${new Date(input.opened_at).toISOString()}`;
}

/** The body's version: as sent, else an open check's 1 before its closing's 2 (devices that send none). */
export function versionOf(input: DeviceCheckInput): number {
  return input.version ?? (input.status === 'open' ? 1 : 2);
}

/** A check as it is stored, under its device identity. */
export interface StoredCheck {
  id: string;
  number: number;
  device_key: string;
  working_day_id: string;
  version: number;
  request_hash: string;
  answer: CheckAnswer;
}

const parsed = (response: unknown) =>
  (typeof response === 'string' ? JSON.parse(response) : response) as CheckAnswer;

/** The columns a stored check is read from (`storedCheckOf`). */
export const STORED_CHECK_COLUMNS = [
  'id',
  'number',
  'device_key',
  'working_day_id',
  'version',
  'request_hash',
  'response',
] as const;

/** A pos_check row of STORED_CHECK_COLUMNS as a stored check. */
export const storedCheckOf = (r: Record<string, unknown>): StoredCheck => ({
  id: r.id as string,
  number: Number(r.number),
  device_key: r.device_key as string,
  working_day_id: r.working_day_id as string,
  version: Number(r.version),
  request_hash: r.request_hash as string,
  answer: parsed(r.response),
});

/**
 * The device's checks under these identities, in any working day, locked until the transaction ends:
 * two newer versions of one check at once are written one after the other.
 */
export async function storedChecks(
  tx: Db,
  storeId: string,
  deviceId: string,
  keys: string[],
): Promise<Map<string, StoredCheck>> {
  if (!keys.length) return new Map();
  const rows = await tx
    .selectFrom('pos_check')
    .select([...STORED_CHECK_COLUMNS])
    .where('store_id', '=', storeId)
    .where('device_id', '=', deviceId)
    .where('device_key', 'in', [...new Set(keys)])
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.device_key as string, storedCheckOf(r)]));
}

/**
 * Takes a stored check out of the rollups and deletes its lines, payments, refunds and ratings; the
 * check's row stays for its new version. Kitchen resends of its lines are detached first: the caller
 * gives the lines' ids back to the new lines at the same places and reattaches them
 * (`reattachResends`).
 */
export async function takeOutCheck(
  tx: Db,
  storeId: string,
  checkId: string,
  timeZone: string,
): Promise<{ lineIds: string[] }> {
  const { lineIds } = await rollStoredCheck(tx, storeId, checkId, timeZone, -1);
  await sql`update kitchen_resend set check_item_id = null
    where store_id = ${storeId} and check_id = ${checkId} and check_item_id is not null`.execute(tx);
  for (const table of ['check_refund', 'check_payment', 'item_rating', 'check_item'])
    await tx.deleteFrom(table).where('store_id', '=', storeId).where('check_id', '=', checkId).execute();
  return { lineIds };
}

/**
 * Gives back to kitchen resends the line they named, when the new version still has a line at that
 * place (it was given the same id); resends of a line the new version dropped name the whole check.
 */
export async function reattachResends(
  tx: Db,
  storeId: string,
  checkId: string,
  resends: { id: string; check_item_id: string }[],
): Promise<void> {
  for (const r of resends)
    await sql`update kitchen_resend set check_item_id = ${r.check_item_id}
      where store_id = ${storeId} and id = ${r.id}
        and exists (select 1 from check_item i where i.store_id = ${storeId} and i.id = ${r.check_item_id}
          and i.check_id = ${checkId})`.execute(tx);
}

/** Kitchen resends of a check's lines, to reattach once its lines are written again. */
export async function lineResends(
  tx: Db,
  storeId: string,
  checkId: string,
): Promise<{ id: string; check_item_id: string }[]> {
  const rows = await tx
    .selectFrom('kitchen_resend')
    .select(['id', 'check_item_id'])
    .where('store_id', '=', storeId)
    .where('check_id', '=', checkId)
    .where('check_item_id', 'is not', null)
    .execute();
  return rows.map((r) => ({ id: r.id as string, check_item_id: r.check_item_id as string }));
}
