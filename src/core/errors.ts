import type { FieldError } from './validation.js';

/** Stable error codes the API returns in `extensions.code`. */
export type ErrorCode =
  | 'VALIDATION'
  | 'DUPLICATE'
  | 'DELETE_GUARDED'
  /** The store already holds as many records of a kind as it may (`x-store-limit`). */
  | 'LIMIT_REACHED'
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'KEY_INVALID'
  /** A right the caller may not grant (no privilege escalation). */
  | 'GRANT_REFUSED'
  /** The employee has no access to this operation (SPEC §6). */
  | '597-1'
  /** A device that was deactivated calls the API. */
  | 'DEVICE_DEACTIVATED'
  /** A kitchen printer that does not answer, refuses the connection or is not found. */
  | 'PRINTER_UNREACHABLE'
  /** An SMTP server refused a test e-mail (logon, TLS, connection, time-out); `answer` holds its words. */
  | 'SMTP_REFUSED'
  /** Too many attempts of something the server limits (test prints of a store). */
  | 'RATE_LIMITED'
  /** A service the server relies on (the geocoder) did not answer. */
  | 'UNAVAILABLE'
  /** Special prices (SPEC §8): overlapping dates or hours. */
  | '529-3'
  | '530-3'
  | '531-3'
  | '532-3'
  /** Item availability (SPEC §8): execution date past, edit failed, overlaps, today not scheduled. */
  | '521-3'
  | '522-3'
  | '523-3'
  | '524-3'
  | '525-3'
  | '526-3'
  | '527-3'
  | '567-2'
  | '568-2';

/** `extensions.code` of a refused operation, and its message. */
export const NOT_AUTHORIZED_CODE = '597-1';

/** An error a user can act on: an i18n key, its parameters, and the fields at fault. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly errors: FieldError[] = [],
  ) {
    super(key);
    this.name = 'AppError';
  }
}
