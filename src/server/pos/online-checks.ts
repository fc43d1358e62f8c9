import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { isUuid } from '../services/ids.js';
import { STORED_CHECK_COLUMNS, storedCheckOf, type StoredCheck } from './check-versions.js';

/**
 * Online orders' checks as a device's POS takes them (README, device API): a guest who orders online
 * pays at the counter, so a device may send a newer version of an online check of its own store (its
 * payment and closing) under the check's id, with the check's number though it is outside the device's
 * block. The check stays the online channel's (its identity there, its source), and its order follows:
 * closed, the order is completed; voided, cancelled.
 */

/** An online check of the store a device may send again: as a stored check, with its channel's identity. */
export interface OnlineCheck extends StoredCheck {
  device_id: string;
}

/** The store's online checks of these ids, by id, locked until the transaction ends. */
export async function onlineChecks(
  tx: Db,
  storeId: string,
  ids: string[],
): Promise<Map<string, OnlineCheck>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .selectFrom('pos_check as c')
    .innerJoin('olo_order as o', (j) =>
      j.onRef('o.store_id', '=', 'c.store_id').onRef('o.check_id', '=', 'c.id'),
    )
    .select([...STORED_CHECK_COLUMNS.map((c) => `c.${c}` as const), 'c.device_id'])
    .where('c.store_id', '=', storeId)
    .where('c.source', '=', 'olo')
    .where('c.id', 'in', wanted)
    .forUpdate()
    .execute();
  return new Map(
    rows.map((r) => [r.id as string, { ...storedCheckOf(r), device_id: r.device_id as string }]),
  );
}

/**
 * The online order of a check the POS wrote again follows it: a closed check completes it (unless it
 * is completed already), a voided one cancels it; each step's time is kept. Answers whether it moved.
 */
export async function followOnlineCheck(
  tx: Db,
  storeId: string,
  checkId: string,
  checkStatus: string,
): Promise<boolean> {
  const to = checkStatus === 'closed' ? 'completed' : checkStatus === 'voided' ? 'cancelled' : null;
  if (!to) return false;
  const column = to === 'completed' ? sql.ref('completed_at') : sql.ref('cancelled_at');
  const { rows } = await sql`update olo_order set status = ${to}, ${column} = now()
    where store_id = ${storeId} and check_id = ${checkId} and status not in ('completed', 'cancelled')
    returning check_id`.execute(tx);
  return rows.length > 0;
}
