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

/**
 * At most `max` events per key within a sliding window, counted in this process: for limits that
 * protect the server rather than an account (new accounts from one address).
 */
export class WindowLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an event; false when the key already had `max` events in the window. */
  take(key: string): boolean {
    const now = Date.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000)
      for (const [k, v] of this.hits) if (v.every((t) => now - t >= this.windowMs)) this.hits.delete(k);
    return true;
  }
}
