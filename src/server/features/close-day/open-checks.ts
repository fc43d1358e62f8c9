/**
 * The checks still open when a working day closes (SPEC §4): the close names them and asks what to
 * do, as it does for open shifts. Closed as they are, they take the close time and keep their totals
 * and payments; left open, they stay open into the next day, and their closing from the device
 * (a newer version, see check-versions.ts) is recorded in the working day open when it comes.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { sameStore } from '../../db/joins.js';
import { rollStoredCheck } from '../../pos/rollups/index.js';
import { inWorkingDays } from '../../pos/working-day.js';

/** What the close does with the open checks. */
export const OPEN_CHECKS_CHOICES = ['close', 'leave_open'] as const;
export type OpenChecksChoice = (typeof OPEN_CHECKS_CHOICES)[number];

export interface OpenCheck {
  id: string;
  number: number;
  /** The name of the device that recorded it. */
  device: string;
  /** The server's name as the check keeps it. */
  server: string;
  opened_at: string;
  /** In cents. */
  total: number;
  /** The business date of the working day it was recorded in (an earlier one when left open). */
  business_date: string;
}

/** The store's checks still open, whatever working day they were recorded in, oldest first. */
export async function openChecksOf(db: Db, storeId: string): Promise<OpenCheck[]> {
  const rows = await inWorkingDays(db, 'pos_check', 'c')
    .leftJoin('device as d', sameStore('d', 'c', 'device_id'))
    .select(['c.id', 'c.number', 'd.name as device', 'c.server_name', 'c.opened_at', 'c.total'])
    .where('c.store_id', '=', storeId)
    .where('c.status', '=', 'open')
    .orderBy('c.opened_at')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id as string,
    number: Number(r.number),
    device: String(r.device ?? ''),
    server: String(r.server_name ?? ''),
    opened_at: new Date(r.opened_at as string).toISOString(),
    total: Number(r.total),
    business_date: r.business_date,
  }));
}

/**
 * Closes open checks as they are, at `closedAt`, in the caller's transaction: their answer to a
 * device's retry says so, and the rollups count them closed.
 */
export async function closeOpenChecks(
  tx: Db,
  storeId: string,
  checks: OpenCheck[],
  closedAt: string,
): Promise<void> {
  if (!checks.length) return;
  const store = await tx
    .selectFrom('store')
    .select('time_zone')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const timeZone = store.time_zone as string;
  for (const check of checks) {
    await rollStoredCheck(tx, storeId, check.id, timeZone, -1);
    await sql`update pos_check set status = 'closed', closed_at = ${closedAt},
        response = jsonb_set(response, '{check,status}', '"closed"')
      where store_id = ${storeId} and id = ${check.id} and status = 'open'`.execute(tx);
    await rollStoredCheck(tx, storeId, check.id, timeZone, 1);
  }
}
