import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database.js';

export interface TokenClaims {
  userId: string;
  storeId: string;
  /** The store's session epoch when the token was issued; a session reset makes older ones void. */
  epoch: number;
  /** The user's token epoch: a password change makes older tokens void. */
  userEpoch: number;
}

export interface DeviceClaims {
  deviceId: string;
  storeId: string;
}

/** A guest of the online-ordering API: a session of its own, in one store. */
export interface GuestClaims {
  sessionId: string;
  storeId: string;
}

const ISSUER = 'comanda-office';

async function secret(db: Db, name: string): Promise<Buffer> {
  await db
    .insertInto('server_secret')
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value as string, 'base64');
}

/** Tokens checked and remembered at most (a server's signed-in consoles and devices). */
const VERIFIED_MAX = 10_000;

/** Signs and checks access tokens with a key kept in the database, shared by every server process. */
export class Tokens {
  /** The key as the signatures use it, imported once rather than at every token read. */
  private readonly jwtKey: Promise<CryptoKey>;

  private constructor(
    private readonly key: Uint8Array,
    private readonly pinKey: Buffer,
    readonly ttlSeconds: number,
    /** How long after expiry a token can still be exchanged for a new one. */
    readonly refreshGraceSeconds: number,
  ) {
    this.jwtKey = crypto.subtle.importKey(
      'raw',
      new Uint8Array(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  static async load(db: Db, ttlSeconds: number, refreshGraceSeconds: number): Promise<Tokens> {
    return new Tokens(
      await secret(db, 'token_key'),
      await secret(db, 'pin_key'),
      ttlSeconds,
      refreshGraceSeconds,
    );
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ store: claims.storeId, epoch: claims.epoch, ue: claims.userEpoch })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.jwtKey);
  }

  /**
   * Tokens whose signature was checked, with their claims and expiry: a console sends the same token
   * with every request, and its signature need not be checked again until it expires. Bounded.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresMs: number }>();

  /** The claims of a valid token, or null; `forRefresh` also accepts one expired within the grace period. */
  async verify(token: string, forRefresh = false): Promise<TokenClaims | null> {
    if (!forRefresh) {
      const known = this.verified.get(token);
      if (known) {
        if (Date.now() < known.expiresMs) return known.claims;
        this.verified.delete(token);
      }
    }
    const checked = await this.check(token, forRefresh);
    if (checked?.expiresMs && !forRefresh) {
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, checked);
    }
    return checked?.claims ?? null;
  }

  private async check(
    token: string,
    forRefresh: boolean,
  ): Promise<{ claims: TokenClaims; expiresMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, await this.jwtKey, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        ...(forRefresh ? { clockTolerance: this.refreshGraceSeconds } : {}),
      });
      if (typeof payload.sub !== 'string' || typeof payload.store !== 'string') return null;
      // A device's token opens the device API only, an unsubscribe link's nothing but its page.
      if (payload.typ !== undefined) return null;
      return {
        claims: {
          userId: payload.sub,
          storeId: payload.store,
          epoch: Number(payload.epoch ?? 0),
          userEpoch: Number(payload.ue ?? 0),
        },
        // jose refuses a token once its `exp` second has come; one without (none is signed here) is not kept.
        expiresMs: typeof payload.exp === 'number' ? payload.exp * 1000 : 0,
      };
    } catch {
      return null;
    }
  }

  /**
   * A token of one kind (`typ`) naming one thing (its subject) of one store, signed with the same key
   * and good for `lifetime` (a jose time span: `3600s`, `30d`). Each kind is read back only as itself.
   */
  private async signScoped(typ: string, subject: string, storeId: string, lifetime: string): Promise<string> {
    return new SignJWT({ store: storeId, typ })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(lifetime)
      .sign(await this.jwtKey);
  }

  /** The subject and store of a valid token of the kind `typ`, or null (any other token, or none). */
  private async verifyScoped(
    typ: string,
    token: string,
  ): Promise<{ subject: string; storeId: string } | null> {
    try {
      const { payload } = await jwtVerify(token, await this.jwtKey, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.store !== 'string')
        return null;
      return { subject: payload.sub, storeId: payload.store };
    } catch {
      return null;
    }
  }

  /** A device's token for the device API (checks, time cards, paid outs, shifts), signed with the same key. */
  signDevice(claims: DeviceClaims, ttlSeconds: number): Promise<string> {
    return this.signScoped('device', claims.deviceId, claims.storeId, `${ttlSeconds}s`);
  }

  /**
   * The link a campaign's recipient unsubscribes with: names the recipient row and its store, signed
   * with the same key, and good for a year (an e-mail is read late, and read again).
   */
  signUnsubscribe(recipientId: string, storeId: string): Promise<string> {
    return this.signScoped('unsubscribe', recipientId, storeId, '366d');
  }

  /** The recipient and store of a valid unsubscribe link's token, or null. */
  async verifyUnsubscribe(token: string): Promise<{ recipientId: string; storeId: string } | null> {
    const claims = await this.verifyScoped('unsubscribe', token);
    return claims && { recipientId: claims.subject, storeId: claims.storeId };
  }

  /**
   * A guest's token for the online-ordering API of one store (`typ: 'guest'`): names a session of
   * its own and the store, signed with the same key. The office and device APIs refuse it (they read
   * tokens without a `typ`, or with theirs).
   */
  signGuest(claims: GuestClaims, ttlSeconds: number): Promise<string> {
    return this.signScoped('guest', claims.sessionId, claims.storeId, `${ttlSeconds}s`);
  }

  /** The claims of a valid guest token, or null (an office or device token is not one). */
  async verifyGuest(token: string): Promise<GuestClaims | null> {
    const claims = await this.verifyScoped('guest', token);
    return claims && { sessionId: claims.subject, storeId: claims.storeId };
  }

  /**
   * The token a guest reads an online order with (`typ: 'order'`): names the order's check and its
   * store, good for 30 days; it opens nothing else, not even a guest session.
   */
  signOrder(checkId: string, storeId: string): Promise<string> {
    return this.signScoped('order', checkId, storeId, '30d');
  }

  /** The check and store of a valid order token, or null. */
  async verifyOrder(token: string): Promise<{ checkId: string; storeId: string } | null> {
    const claims = await this.verifyScoped('order', token);
    return claims && { checkId: claims.subject, storeId: claims.storeId };
  }

  /** The claims of a valid device token, or null (an office token is not one). */
  async verifyDevice(token: string): Promise<DeviceClaims | null> {
    const claims = await this.verifyScoped('device', token);
    return claims && { deviceId: claims.subject, storeId: claims.storeId };
  }

  /**
   * A POS PIN as stored: a keyed hash, so that PINs can be checked for uniqueness in a store while
   * the table alone does not reveal them.
   */
  hashPin(pin: string): string {
    return createHmac('sha256', this.pinKey).update(pin).digest('base64url');
  }

  /** The value the console keeps as `sessionToken`: it changes when the store's sessions are reset. */
  sessionToken(storeId: string, epoch: number): string {
    return createHmac('sha256', this.key).update(`${storeId}:${epoch}`).digest('base64url').slice(0, 24);
  }
}
