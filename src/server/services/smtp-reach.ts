import { AppError } from '../../core/errors.js';
import { contains, parseAddress, parseNetwork } from '../printing/allow.js';
import { systemLookup, type Lookup } from '../printing/send.js';

/**
 * Never an SMTP server: "this host" (0.0.0.0 reaches the server itself on every address), the
 * link-local ranges where a cloud's metadata service answers (169.254.169.254), multicast and
 * reserved. A relay on the same machine or a mail server on the store's network is allowed: both are
 * common, and the answer a user sees is only the SMTP server's.
 */
const NEVER = ['0.0.0.0/8', '169.254.0.0/16', '224.0.0.0/3', '::/128', 'fe80::/10', 'ff00::/8'].map((n) =>
  parseNetwork(n)!,
);

/** How long a host name may take to resolve before it counts as not found. */
const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * The address an SMTP setting's host is reached at: an IP literal as it is, a name resolved once
 * (the address checked is the one connected to, so a name that resolves elsewhere the next time gains
 * nothing) and reached at its first allowed address. Refused before any connection when none is.
 */
export async function smtpAddress(host: string, lookup: Lookup = systemLookup): Promise<string> {
  const literal = parseAddress(host);
  const found = literal
    ? [literal]
    : (
        await Promise.race([
          lookup(host).catch(() => []),
          new Promise<[]>((resolve) => setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS).unref()),
        ])
      )
        .map((f) => parseAddress(f.address))
        .filter((a) => a !== null);
  if (!found.length)
    throw new AppError('SMTP_REFUSED', 'errors.smtpTest.connection', { answer: `${host}: not found` });
  const allowed = found.find((a) => !NEVER.some((n) => contains(n, a)));
  if (!allowed) throw new AppError('SMTP_REFUSED', 'errors.smtpTest.address', { answer: host });
  return allowed.text;
}
