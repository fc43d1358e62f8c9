import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { checkPassword } from '../auth/password.js';

/** The sign-in account of an e-mail, whatever its case (accounts are unique on lower(email)). */
export function accountByEmail(db: Db, email: string) {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Whether a password is the one of a signed-in user (a confirmation before an irreversible step). */
export async function passwordOfUserIs(db: Db, userId: string, password: string): Promise<boolean> {
  const user = await db
    .selectFrom('app_user')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return checkPassword(user.password_hash as string, password);
}
