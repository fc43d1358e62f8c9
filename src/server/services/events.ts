import type { Db } from '../db/database.js';
import { uuidv7 } from './ids.js';

/** Entries of the system log that are not a record's write: who did what to the store's sessions or accounts. */
export const ACCOUNT_EVENTS = { sessions: 'sessions', account: 'account' } as const;

/** One entry of the system log: who did what to which record, and the record before and after. */
export interface LogEntry {
  storeId: string;
  /** None for what the server does by itself (an automatic close of the day). */
  userId?: string | null;
  userName?: string | null;
  entity: string;
  action: string;
  recordId?: string;
  before?: unknown;
  after?: unknown;
}

/** Who did it: a request's store and user. */
export interface LogScope {
  storeId: string;
  userId?: string | null;
  userName?: string | null;
}

/** An entry of the system log by the scope's user, inside the caller's transaction when given one. */
export function logScoped(db: Db, scope: LogScope, e: Omit<LogEntry, 'storeId' | 'userId' | 'userName'>) {
  return logEvent(db, {
    storeId: scope.storeId,
    userId: scope.userId,
    userName: scope.userName ?? null,
    ...e,
  });
}

/** Writes an entry of the system log, inside the caller's transaction when given one. */
export async function logEvent(db: Db, e: LogEntry): Promise<void> {
  await db
    .insertInto('system_log')
    .values({
      id: uuidv7(),
      store_id: e.storeId,
      user_id: e.userId ?? null,
      user_name: e.userName ?? null,
      entity: e.entity,
      record_id: e.recordId ?? null,
      action: e.action,
      before: e.before === undefined || e.before === null ? null : JSON.stringify(e.before),
      after: e.after === undefined || e.after === null ? null : JSON.stringify(e.after),
    })
    .execute();
}

/** jsonb as a value, whichever way the driver hands it over. */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
