import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database.js';

export interface TokenClaims {
  userId: string;
  storeId: string;
}

const ISSUER = 'comanda-office';

/** Signs and checks access tokens with a key kept in the database, shared by every server process. */
export class Tokens {
  private constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  static async load(db: Db, ttlSeconds: number): Promise<Tokens> {
    await db
      .insertInto('server_secret')
      .values({ name: 'token_key', value: randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('server_secret')
      .select('value')
      .where('name', '=', 'token_key')
      .executeTakeFirstOrThrow();
    return new Tokens(Buffer.from(row.value as string, 'base64'), ttlSeconds);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ store: claims.storeId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token, or null. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.store !== 'string') return null;
      return { userId: payload.sub, storeId: payload.store };
    } catch {
      return null;
    }
  }
}
