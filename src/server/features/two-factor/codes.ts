/**
 * The codes of two-factor sign-in, with no database: TOTP (RFC 6238, 6 digits every 30 seconds, as
 * authenticator apps make them) through otplib, and the one-time recovery codes.
 */
import { createHash, randomInt } from 'node:crypto';

/** How the authenticator app names the account: "Comanda Office (ana@example.com)". */
export const ISSUER = 'Comanda Office';
/** Recovery codes given at enrolment, each good once. */
export const RECOVERY_CODES = 10;
/** A code of the step before or after the current one is taken too: clocks drift, people type slowly. */
const TOLERANCE_SECONDS = 30;
/** Crockford's base32: no I, L, O or U, so that a code read off paper is typed back right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What a person adds to their authenticator app: the secret, its otpauth:// URI and that URI as a QR code. */
export interface Setup {
  secret: string;
  uri: string;
  /** A PNG data URL of the QR code. */
  qr: string;
}

export async function newSetup(email: string): Promise<Setup> {
  // Loaded when first needed: most servers never enrol anyone.
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([
    import('otplib'),
    import('qrcode'),
  ]);
  const secret = generateSecret();
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const qr = await QRCode.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
  return { secret, uri, qr };
}

/** What a person typed, as a TOTP code (6 digits, spaces let through) or null. */
export function totpCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** What a person typed, as a recovery code (upper case, no spaces or dashes) or null. */
export function recoveryCode(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  return code.length === 10 && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/**
 * The time step of a right code, or null. `after` is the step of the last code taken: a right code of
 * that step or an earlier one answers `used` (a code is never taken twice).
 */
export async function checkTotp(
  secret: string,
  code: string,
  after: number,
): Promise<{ step: number } | 'used' | null> {
  const { verify } = await import('otplib');
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid) return null;
  const step = (result as { timeStep?: number }).timeStep ?? 0;
  return step > after ? { step } : 'used';
}

/** Ten recovery codes, `XXXXX-XXXXX` (50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is kept: hashed with its user's id, so equal codes of two users differ. */
export function recoveryHash(userId: string, code: string): string {
  return createHash('sha256')
    .update(`${userId}:${recoveryCode(code) ?? code}`)
    .digest('base64url');
}
