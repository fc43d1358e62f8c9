import type { Db } from '../../db/database.js';

/** The console address a store has been given, if any. */
export async function consoleUrlOf(db: Db, storeId: string): Promise<{ console_url: string | null } | null> {
  const store = await db
    .selectFrom('store')
    .select('console_url')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return store ? { console_url: (store.console_url as string | null) ?? null } : null;
}
