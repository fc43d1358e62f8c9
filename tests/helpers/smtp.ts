import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server took. */
export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface TestSmtpOptions {
  /** The logon it accepts (any when not given). */
  username?: string;
  password?: string;
  /** Refuses a recipient with these words (an SMTP 550 answer), or takes it when null. */
  refuse?: (recipient: string) => string | null;
  /** Waits this long before answering each message (a slow server). */
  delayMs?: number;
  /** Keeps only the counts, not the messages (a campaign of thousands). */
  countOnly?: boolean;
}

export interface TestSmtp {
  port: number;
  /** The messages taken, in order (unless `countOnly`). */
  received: ReceivedMail[];
  /** How many messages each recipient got. */
  counts: Map<string, number>;
  /** Changes how it answers from now on. */
  set(options: Partial<TestSmtpOptions>): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 and a free port, logon over the plain
 * connection (it has no certificate), counting what each recipient received.
 */
export async function startTestSmtp(initial: TestSmtpOptions = {}): Promise<TestSmtp> {
  const options: TestSmtpOptions = { ...initial };
  const received: ReceivedMail[] = [];
  const counts = new Map<string, number>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      const ok =
        (options.username === undefined || auth.username === options.username) &&
        (options.password === undefined || auth.password === options.password);
      if (ok) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address) ?? null;
      if (refusal === null) return callback();
      const err = new Error(refusal) as Error & { responseCode: number };
      err.responseCode = 550;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        for (const t of to) counts.set(t, (counts.get(t) ?? 0) + 1);
        if (!options.countOnly)
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to,
            raw: Buffer.concat(chunks).toString(),
          });
        if (options.delayMs) setTimeout(() => callback(), options.delayMs);
        else callback();
      });
    },
  });
  // A sender that dies mid-message (a server process killed) resets its connection; like any SMTP
  // server, this one goes on serving the others. Anything else is said.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.error('test SMTP server:', err);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    counts,
    set: (more) => Object.assign(options, more),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
