import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The sign-in account of an e-mail, whatever its case (accounts are unique on lower(email)). */
export function accountByEmail(db: Db, email: string) {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}
