import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Sends the console's own e-mail (password reset links) through the SMTP server of `SMTP_URL`
 * (smtp://user:pass@host:port, or smtps:// for TLS). Without one, the message is written to the
 * server log so that a trial install still shows the link.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; log: Log }): Mailer {
  // nodemailer is loaded with the first message sent.
  let transport: Promise<Transporter> | undefined;
  const open = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    async send(mail) {
      if (!opts.smtpUrl) {
        opts.log.warn(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'SMTP_URL is not set: e-mail not sent',
        );
        return;
      }
      await (await open(opts.smtpUrl)).sendMail({ from: opts.from, ...mail });
      opts.log.info({ to: mail.to, subject: mail.subject }, 'e-mail sent');
    },
    close() {
      void transport?.then(
        (t) => t.close(),
        () => {},
      );
    },
  };
}
