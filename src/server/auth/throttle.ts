import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

/**
 * Failed sign-ins per e-mail, kept in the database so every server process counts the same. After
 * `MAX_FAILURES` within `WINDOW_MINUTES` the e-mail is refused, even with the right password, until
 * the oldest failure leaves the window.
 */
export class SignInThrottle {
  constructor(private readonly db: Db) {}

  async blocked(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sign_in_failure')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('email', '=', email)
      .where('at', '>', sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`)
      .executeTakeFirstOrThrow();
    return Number(row.n) >= MAX_FAILURES;
  }

  async failed(email: string): Promise<void> {
    await this.db.insertInto('sign_in_failure').values({ email }).execute();
    await this.db
      .deleteFrom('sign_in_failure')
      .where('at', '<', sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`)
      .execute();
  }
}
