import nodemailer from 'nodemailer';
import { AppError } from '../../../core/errors.js';
import type { Translate } from '../../../core/messages.js';
import type { SecretBox } from '../../auth/secret-box.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../services/ids.js';
import type { Scope } from '../../services/items.js';
import { parseAddress } from '../../printing/allow.js';
import type { Lookup } from '../../printing/send.js';
import { smtpAddress } from './reach.js';

/** How long a test e-mail waits for the SMTP server at each step: a few seconds, never a minute. */
export const SMTP_TEST_TIMEOUT_MS = { connection: 5_000, greeting: 5_000, socket: 8_000 };

/** What an SMTP server's refusal is about; each has its sentence (`errors.smtpTest.<reason>`). */
export type SmtpRefusal = 'logon' | 'tls' | 'connection' | 'timeout' | 'refused';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NEEDS_LOGON = 'errors.smtpTest.needsLogon';

export interface SmtpSettingRow {
  name: string;
  sender: string;
  host: string | null;
  port: number;
  username: string | null;
  password: string | null;
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

/** The setting's server and logon, the password opened; refused when any of the three is missing. */
async function logonOf(db: Db, box: SecretBox, scope: Scope, id: string): Promise<SmtpSettingRow> {
  const row = isUuid(id)
    ? ((await db
        .selectFrom('smtp_setting')
        .select(['name', 'sender', 'host', 'port', 'username', 'password'])
        .where('store_id', '=', scope.storeId)
        .where('id', '=', id)
        .executeTakeFirst()) as SmtpSettingRow | undefined)
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'errors.notFound');
  const missing = (['host', 'username', 'password'] as const).filter((f) => !row[f]);
  if (missing.length)
    throw new AppError(
      'VALIDATION',
      NEEDS_LOGON,
      {},
      missing.map((field) => ({ field, key: NEEDS_LOGON })),
    );
  return { ...row, password: box.open(row.password!) };
}

/** What reaches an SMTP server: the name lookup and the transport (tests hand in their own). */
export interface MailReach {
  lookup?: Lookup;
  createTransport?: typeof nodemailer.createTransport;
}

/**
 * A transport to the setting's server, at the address `smtpAddress` allowed (refused before any
 * connection otherwise); a name keeps checking the server's certificate against itself.
 */
export async function openTransport(setting: SmtpSettingRow, reach: MailReach = {}) {
  const address = await smtpAddress(setting.host!, reach.lookup);
  const named = parseAddress(setting.host!) === null;
  return (reach.createTransport ?? nodemailer.createTransport)({
    host: address,
    port: setting.port,
    secure: setting.port === 465,
    ...(named ? { tls: { servername: setting.host! } } : {}),
    auth: { user: setting.username!, pass: setting.password! },
    connectionTimeout: SMTP_TEST_TIMEOUT_MS.connection,
    greetingTimeout: SMTP_TEST_TIMEOUT_MS.greeting,
    socketTimeout: SMTP_TEST_TIMEOUT_MS.socket,
  });
}

/**
 * Sends a test e-mail through one of the store's SMTP settings (SPEC §5: "Test email needs server and
 * logon information"): from its sender to `to`, logging on with its username and password, TLS from
 * the start on port 465 and STARTTLS when the server offers it on the others. A server that refuses
 * answers `SMTP_REFUSED` with the reason's sentence around the server's own words.
 */
export async function sendTestEmail(
  deps: { db: Db; secrets: SecretBox } & MailReach,
  scope: Scope,
  input: { id: string; to: string },
  t: Translate,
): Promise<{ to: string; response: string }> {
  const to = input.to.trim();
  if (!EMAIL.test(to) || to.length > 254)
    throw new AppError('VALIDATION', 'validation.email', { field: 'to' }, [
      { field: 'to', key: 'validation.email' },
    ]);
  const setting = await logonOf(deps.db, deps.secrets, scope, input.id);
  const transport = await openTransport(setting, deps);
  try {
    const sent = await transport.sendMail({
      from: { name: setting.name, address: setting.sender },
      to,
      subject: t('generalSettings.smtp.testMail.subject'),
      text: t('generalSettings.smtp.testMail.text', { name: setting.name, host: setting.host! }),
    });
    return { to, response: sent.response };
  } catch (e) {
    const err = e as { code?: string; message?: string; response?: string };
    const answer = (err.response || err.message || String(e)).trim();
    throw new AppError('SMTP_REFUSED', `errors.smtpTest.${refusalOf(err)}`, { answer });
  } finally {
    transport.close();
  }
}
