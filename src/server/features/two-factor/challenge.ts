/**
 * The challenge a password sign-in answers when a code is still needed: a random token, good for
 * `CHALLENGE_MINUTES` and once, that names the user to the second step. It gives no access by itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Long enough to open an authenticator app, or to set one up when the store asks for it. */
export const CHALLENGE_MINUTES = 10;

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('base64url');

export async function openChallenge(db: Db, userId: string): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db
    .deleteFrom('two_factor_challenge')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('two_factor_challenge')
    .values({
      token_hash: hashOf(challenge),
      user_id: userId,
      expires_at: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
    })
    .execute();
  return challenge;
}

/** The user (id and e-mail, lower case) of a challenge still good, or null. */
export async function challengeUser(
  db: Db,
  challenge: string,
): Promise<{ userId: string; email: string } | null> {
  const row = await db
    .selectFrom('two_factor_challenge as c')
    .innerJoin('app_user as u', 'u.id', 'c.user_id')
    .select(['u.id', sql<string>`lower(u.email)`.as('email')])
    .where('c.token_hash', '=', hashOf(challenge))
    .where('c.used_at', 'is', null)
    .where('c.expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
  return row ? { userId: row.id as string, email: row.email } : null;
}

/** Spends a challenge once its code is given: it signs no one in again. */
export async function closeChallenge(db: Db, challenge: string): Promise<void> {
  await db
    .updateTable('two_factor_challenge')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashOf(challenge))
    .execute();
}
