import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../services/ids.js';

/** How long a rating link holds after it is made. */
export const LINK_DAYS = 30;
const KEY_NAME = 'survey_link_key';

/** The key rating links are signed with, made on first use and shared by every server process. */
async function linkKey(db: Db): Promise<Buffer> {
  await db
    .insertInto('server_secret')
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value as string, 'base64');
}

/** What a rating link names: a closed check of a store, until when. */
export interface LinkClaims {
  storeId: string;
  checkId: string;
  /** Seconds since the epoch. */
  expires: number;
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidText = (b: Buffer) => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
/** Bytes of a token's body: the store's id, the check's id (16 each), the expiry in seconds (4). */
const BODY_BYTES = 36;
/** The signature is the HMAC's first 16 bytes: short enough for an address, too long to guess. */
const MAC_BYTES = 16;
const BODY_CHARS = 48;
/** A token as signed: base64url of the body's 36 bytes then the signature's 16. */
export const TOKEN = /^[A-Za-z0-9_-]{70}$/;

const mac = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES).toString('base64url');

/**
 * A signed token for one check, holding LINK_DAYS from `now`: its body then its signature, 48 and 22
 * characters of base64url, safe in a path (no dot, which the console's addresses keep for files).
 */
export async function signRatingToken(
  db: Db,
  storeId: string,
  checkId: string,
  now = new Date(),
): Promise<string> {
  const expires = Buffer.alloc(4);
  expires.writeUInt32BE(Math.floor(now.getTime() / 1000) + LINK_DAYS * 86_400);
  const body = Buffer.concat([uuidBytes(storeId), uuidBytes(checkId), expires]).toString('base64url');
  return `${body}${mac(await linkKey(db), body)}`;
}

const invalid = (): never => {
  throw new AppError('BAD_REQUEST', 'survey.errors.linkInvalid');
};

/** The check a token names; refused when it was altered, is not one of ours, or has expired. */
export async function openRatingToken(db: Db, token: string, now = new Date()): Promise<LinkClaims> {
  const text = String(token);
  if (!TOKEN.test(text)) return invalid();
  const [body, signature] = [text.slice(0, BODY_CHARS), text.slice(BODY_CHARS)];
  const want = Buffer.from(mac(await linkKey(db), body));
  const got = Buffer.from(signature);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return invalid();
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length !== BODY_BYTES) return invalid();
  const storeId = uuidText(bytes.subarray(0, 16));
  const checkId = uuidText(bytes.subarray(16, 32));
  const expires = bytes.readUInt32BE(32);
  if (!isUuid(storeId) || !isUuid(checkId)) return invalid();
  if (expires * 1000 < now.getTime()) throw new AppError('BAD_REQUEST', 'survey.errors.linkExpired');
  return { storeId, checkId, expires };
}

/** Where the server is reached, as the reset links name it. */
export const publicUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');

/** The guest's page for rating one check: `<PUBLIC_URL>/office/rate/<token>`. */
export async function ratingLink(
  db: Db,
  storeId: string,
  checkId: string,
  now = new Date(),
): Promise<string> {
  return `${publicUrl()}/office/rate/${await signRatingToken(db, storeId, checkId, now)}`;
}
