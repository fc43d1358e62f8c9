import { sql } from 'kysely';
import type nodemailer from 'nodemailer';
import { AppError } from '../../core/errors.js';
import type { SecretBox } from '../auth/secret-box.js';
import type { Db } from '../db/database.js';
import { parseAddress } from '../printing/allow.js';
import type { Lookup } from '../printing/send.js';
import { isUuid } from './ids.js';
import { smtpAddress } from './smtp-reach.js';

/** How long the store's e-mail waits for the SMTP server at each step: a few seconds, never a minute. */
export const SMTP_TIMEOUT_MS = { connection: 5_000, greeting: 5_000, socket: 8_000 };

/** Messages a second through a setting that does not say (schemas/smtp-setting.schema.json `send_rate`). */
export const DEFAULT_SEND_RATE = 10;

/** What an SMTP server's refusal is about; each has its sentence (`errors.smtpTest.<reason>`). */
export type SmtpRefusal = 'logon' | 'tls' | 'connection' | 'timeout' | 'refused';

/** An SMTP setting as the store's e-mail uses it, the password opened. */
export interface SmtpSettingRow {
  name: string;
  sender: string;
  host: string | null;
  port: number;
  username: string | null;
  password: string | null;
  /** The most messages a second the store's e-mail sends through it. */
  send_rate: number;
}

const NEEDS_LOGON = 'errors.smtpTest.needsLogon';

/**
 * A setting of the store with its server and logon, the password opened: the one of `id`, or the
 * store's default one. Refused (`NOT_FOUND`) when there is none, and when any of host, username and
 * password is missing (SPEC §5 "Test email needs server and logon information").
 */
export async function logonOf(db: Db, box: SecretBox, storeId: string, id?: string): Promise<SmtpSettingRow> {
  let q = db
    .selectFrom('smtp_setting')
    .select(['id', 'name', 'sender', 'host', 'port', 'username', 'password', 'send_rate'])
    .where('store_id', '=', storeId);
  if (id !== undefined) q = isUuid(id) ? q.where('id', '=', id) : q.where(sql.lit(false));
  else q = q.where('is_default', '=', true);
  const row = (await q.executeTakeFirst()) as SmtpSettingRow | undefined;
  if (!row)
    throw new AppError('NOT_FOUND', id === undefined ? 'errors.storeMail.noDefault' : 'errors.notFound');
  const missing = (['host', 'username', 'password'] as const).filter((f) => !row[f]);
  if (missing.length)
    throw new AppError(
      'VALIDATION',
      NEEDS_LOGON,
      {},
      missing.map((field) => ({ field, key: NEEDS_LOGON })),
    );
  return { ...row, send_rate: Number(row.send_rate) || DEFAULT_SEND_RATE, password: box.open(row.password!) };
}

/** The reason of a refusal, from nodemailer's error code and text. */
export function refusalOf(err: { code?: string; message?: string }): SmtpRefusal {
  const text = err.message ?? '';
  if (err.code === 'EAUTH') return 'logon';
  if (err.code === 'ETIMEDOUT' || /time(d)?[ -]?out/i.test(text)) return 'timeout';
  if (err.code === 'ETLS' || /\b(tls|ssl|certificate|wrong version number)\b/i.test(text)) return 'tls';
  if (['ECONNECTION', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(err.code ?? '')) return 'connection';
  return 'refused';
}

/** The SMTP server's own words about a refusal, else the error's. */
export function answerOf(e: unknown): string {
  const err = e as { message?: string; response?: string };
  return (err.response || err.message || String(e)).trim();
}

/** What reaches an SMTP server: the name lookup and the transport (tests hand in their own). */
export interface MailReach {
  lookup?: Lookup;
  createTransport?: typeof nodemailer.createTransport;
}

/**
 * A transport to the setting's server, at the address `smtpAddress` allowed (refused before any
 * connection otherwise); a name keeps checking the server's certificate against itself. `pooled`
 * keeps one connection open for many messages (a campaign's) instead of one per message.
 */
export async function openTransport(setting: SmtpSettingRow, reach: MailReach = {}, pooled = false) {
  const address = await smtpAddress(setting.host!, reach.lookup);
  const named = parseAddress(setting.host!) === null;
  const createTransport = reach.createTransport ?? (await import('nodemailer')).default.createTransport;
  return createTransport({
    host: address,
    port: setting.port,
    secure: setting.port === 465,
    ...(named ? { tls: { servername: setting.host! } } : {}),
    ...(pooled ? { pool: true, maxConnections: 1 } : {}),
    auth: { user: setting.username!, pass: setting.password! },
    connectionTimeout: SMTP_TIMEOUT_MS.connection,
    greetingTimeout: SMTP_TIMEOUT_MS.greeting,
    socketTimeout: SMTP_TIMEOUT_MS.socket,
  });
}
