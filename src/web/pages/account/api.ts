import { authFetch, type SessionData } from '../../session';
import { watchAnswer } from '../../statusPages';
import type { TranslateFunction } from 'react-admin';

export interface JsonResult<T = unknown> {
  /** The HTTP answer was 2xx. */
  ok: boolean;
  /** The HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The parsed JSON body, or null when there was none (or it was not JSON). */
  body: T | null;
}

/** The error body of the auth endpoints: an English message and, when it has one, its locale key. */
export interface ErrorBody {
  message?: string;
  key?: string;
  /** What the message names (a limit, an age). */
  params?: Record<string, string | number>;
}

export interface StoreSummary {
  id: string;
  name: string;
  slug: string;
}

/** What sign-in, registration and store selection answer with, under `data`. */
export type { SessionData } from '../../session';

export interface SessionBody {
  data?: SessionData;
}

/**
 * POSTs `body` as JSON to `path`; with `auth`, the stored session token goes along as a bearer token.
 * Never throws: a network failure answers `{ ok: false, status: 0, body: null }`.
 */
export async function postJson<T = unknown>(
  path: string,
  body: unknown,
  { auth = false }: { auth?: boolean } = {},
): Promise<JsonResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  let response: Response;
  try {
    const init = { method: 'POST', headers, body: JSON.stringify(body) };
    // Signed-in calls carry the bearer token and survive its expiry with one refresh.
    response = auth ? await authFetch(path, init) : await fetch(path, init);
    if (!auth) watchAnswer(response);
  } catch {
    return { ok: false, status: 0, body: null };
  }
  let parsed: T | null = null;
  try {
    parsed = (await response.json()) as T;
  } catch {
    parsed = null;
  }
  return { ok: response.ok, status: response.status, body: parsed };
}

/**
 * The text to show for a failed call: the server's `key` in the shown language when the locale has it,
 * else the server's `message`, else `fallbackKey`; a network failure says so.
 */
export function errorText(
  result: JsonResult<unknown>,
  translate: TranslateFunction,
  fallbackKey = 'errors.unexpected',
): string {
  if (result.status === 0) return translate('account.errors.network');
  const body = (result.body ?? {}) as ErrorBody;
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
  const fallback = message ?? translate(fallbackKey);
  if (typeof body.key === 'string' && body.key) return translate(body.key, { ...body.params, _: fallback });
  return fallback;
}
