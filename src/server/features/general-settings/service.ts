import { AppError } from '../../../core/errors.js';
import type { Translate } from '../../../core/messages.js';
import type { SecretBox } from '../../auth/secret-box.js';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../services/items.js';
import {
  answerOf,
  logonOf,
  openTransport,
  refusalOf,
  type MailReach,
} from '../../services/smtp-transport.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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
  const setting = await logonOf(deps.db, deps.secrets, scope.storeId, input.id);
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
    throw new AppError('SMTP_REFUSED', `errors.smtpTest.${refusalOf(e as { code?: string })}`, {
      answer: answerOf(e),
    });
  } finally {
    transport.close();
  }
}
