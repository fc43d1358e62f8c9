import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import {
  isOnlineStatus,
  isOnlineStep,
  mayStep,
  STEP_COLUMN,
  type OnlineStatus,
} from '../../../core/online-orders.js';
import type { Db } from '../../db/database.js';
import { logScoped, type LogScope } from '../../services/events.js';
import { isUuid } from '../../services/ids.js';

/** An online order's progress as the office reads it after marking a step. */
export interface OnlineProgress {
  check_id: string;
  number: number;
  status: OnlineStatus;
  /** When it took this status, ISO. */
  at: string;
}

/** The status of an online order: its progress, cancelled whatever it says once its check is voided. */
export const onlineStatusOf = (progress: unknown, checkStatus: unknown): OnlineStatus =>
  checkStatus === 'voided' ? 'cancelled' : isOnlineStatus(progress) ? progress : 'received';

/**
 * The office marks an online order's next step (SPEC §7): preparing, ready or completed, only forward
 * (ready may come straight from received), in one transaction with the order locked, logged in the
 * system log. Refused, with nothing written, for an unknown step or order, or a step back or aside.
 */
export async function markOnlineOrder(
  db: Db,
  scope: LogScope,
  args: { check_id: string; status: string },
): Promise<OnlineProgress> {
  const { storeId } = scope;
  if (!isOnlineStep(args.status))
    throw new AppError('VALIDATION', 'orderMonitor.errors.unknownStep', {}, [
      { field: 'status', key: 'orderMonitor.errors.unknownStep' },
    ]);
  if (!isUuid(args.check_id)) throw new AppError('NOT_FOUND', 'orderMonitor.errors.unknownOnlineOrder');
  const to = args.status;
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('olo_order as o')
      .innerJoin('pos_check as c', (j) =>
        j.onRef('c.store_id', '=', 'o.store_id').onRef('c.id', '=', 'o.check_id'),
      )
      .select(['o.status', 'c.status as check_status', 'c.number'])
      .where('o.store_id', '=', storeId)
      .where('o.check_id', '=', args.check_id.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'orderMonitor.errors.unknownOnlineOrder');
    const from = onlineStatusOf(row.status, row.check_status);
    const number = Number(row.number);
    if (from === 'completed' || from === 'cancelled')
      throw new AppError('VALIDATION', `orderMonitor.errors.${from}`, { number });
    if (!mayStep(from, to))
      throw new AppError('VALIDATION', `orderMonitor.errors.stepFrom.${from}`, { number });
    const { rows } = await sql<{ at: Date | string }>`update olo_order
      set status = ${to}, ${sql.ref(STEP_COLUMN[to])} = now()
      where store_id = ${storeId} and check_id = ${args.check_id.toLowerCase()}
      returning ${sql.ref(STEP_COLUMN[to])} as at`.execute(tx);
    await logScoped(tx, scope, {
      entity: 'olo_order',
      action: to,
      recordId: args.check_id.toLowerCase(),
      before: { number, status: from },
      after: { number, status: to },
    });
    const at = rows[0]!.at;
    return {
      check_id: args.check_id.toLowerCase(),
      number,
      status: to,
      at: at instanceof Date ? at.toISOString() : new Date(String(at)).toISOString(),
    };
  });
}
