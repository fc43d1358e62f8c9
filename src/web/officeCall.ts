import type { TranslateFunction } from 'react-admin';
import { translatedParams } from '../core/messages';
import { authFetch } from './session';

/** A refused call: the server's message key and its parameters, rendered in the user's language. */
export class OfficeCallError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'OfficeCallError';
  }
}

interface Answer<T> {
  data?: T | null;
  errors?: { extensions?: { key?: string; params?: Record<string, string | number> } }[];
}

/**
 * One operation of the office endpoint that keeps the parameters of a refusal (the printer's address,
 * a limit), which `graphqlRequest` leaves out.
 */
export async function officeCall<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  let body: Answer<T> | null = null;
  try {
    const response = await authFetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    body = (await response.json()) as Answer<T>;
  } catch {
    throw new OfficeCallError('errors.server');
  }
  const ext = body?.errors?.[0]?.extensions;
  if (ext || !body?.data) throw new OfficeCallError(ext?.key ?? 'errors.unexpected', ext?.params);
  return body.data;
}

/** "Error of {entity}: …" in the user's language, the way the console shows every server error. */
export function errorNotice(translate: TranslateFunction, entityKey: string, error: unknown): string {
  const message =
    error instanceof OfficeCallError
      ? translate(error.key, translatedParams(translate, error.params))
      : translate('errors.unexpected');
  return `${translate('errors.title', { entity: translate(entityKey) })}: ${message}`;
}
