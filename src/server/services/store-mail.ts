import type { SecretBox } from '../auth/secret-box.js';
import type { Db } from '../db/database.js';
import { logonOf, openTransport, type MailReach, type SmtpSettingRow } from './smtp-transport.js';

/** A message of the store's own e-mail (a campaign's): the sender is the setting's unless given. */
export interface StoreMessage {
  to: string;
  from?: string;
  subject: string;
  html: string;
  text?: string;
  headers?: Record<string, string>;
}

/** The store's mail, open: one connection to its server, kept for many messages, paced. */
export interface StoreMailer {
  setting: SmtpSettingRow & { id: string };
  /** Sends one message; the SMTP server's answer, or its refusal thrown (see `answerOf`). */
  send(message: StoreMessage): Promise<{ response: string }>;
  close(): void;
}

/**
 * When each SMTP setting may take its next message, in this process: messages through one setting
 * go at most `send_rate` a second (several processes each keep their own pace).
 */
const nextSlot = new Map<string, number>();

/** Waits for the setting's next slot. */
export async function pace(key: string, perSecond: number): Promise<void> {
  const now = Date.now();
  const slot = Math.max(now, nextSlot.get(key) ?? 0);
  nextSlot.set(key, slot + 1000 / perSecond);
  if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
}

/**
 * The store's e-mail goes through its default SMTP setting (SPEC §3 SMTP setting), logging on with
 * its username and its password opened, reached only at an address checked first, like the test
 * e-mail (services/smtp-reach.ts). The console's own e-mail (password resets) stays on SMTP_URL.
 */
export async function openStoreMail(
  deps: { db: Db; secrets: SecretBox } & MailReach,
  storeId: string,
): Promise<StoreMailer> {
  const setting = (await logonOf(deps.db, deps.secrets, storeId)) as SmtpSettingRow & { id: string };
  const transport = await openTransport(setting, deps, true);
  return {
    setting,
    async send(m) {
      await pace(setting.id, setting.send_rate);
      const sent = await transport.sendMail({
        from: { name: setting.name, address: m.from ?? setting.sender },
        to: m.to,
        subject: m.subject,
        html: m.html,
        text: m.text,
        headers: m.headers,
      });
      return { response: sent.response };
    },
    close: () => transport.close(),
  };
}
