import type { Db } from '../db/database.js';
import { uuidv7 } from './ids.js';

/** Entries of the system log that are not a record's write: who did what to the store's sessions or accounts. */
export const ACCOUNT_EVENTS = { sessions: 'sessions', account: 'account' } as const;

export async function logEvent(
  db: Db,
  e: { storeId: string; userId: string; userName: string; entity: string; action: string; recordId?: string },
): Promise<void> {
  await db
    .insertInto('system_log')
    .values({
      id: uuidv7(),
      store_id: e.storeId,
      user_id: e.userId,
      user_name: e.userName,
      entity: e.entity,
      record_id: e.recordId ?? null,
      action: e.action,
    })
    .execute();
}
