import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { HttpError, type TranslateFunction } from 'react-admin';
import { translatedParams } from '../../core/messages';
import type { FieldError } from '../../core/validation';
import { authFetch } from '../session';

type Params = Record<string, string | number>;

/**
 * A refused or failed call: the server's message key and its parameters (what is at fault: a zone,
 * a printer's address, a limit), its field errors and its code, shown in the user's language.
 * The console's own checks throw it too, so one message path shows both.
 */
export class GraphqlCallError extends Error {
  constructor(
    /** i18n key of the message: the server's, `errors.server` when it could not be reached. */
    readonly key: string,
    readonly params: Params = {},
    /** The fields at fault, when the server named them. */
    readonly fieldErrors: FieldError[] = [],
    /** The server's `extensions.code` (`GRANT_REFUSED`, `597-1`, …). */
    readonly code?: string,
    /** The HTTP status of the answer, when one came. */
    readonly status?: number,
  ) {
    super(key);
    this.name = 'GraphqlCallError';
  }
}

interface Answer<T> {
  data?: T | null;
  errors?: {
    message?: string;
    extensions?: { key?: string; code?: string; params?: Params; errors?: FieldError[] };
  }[];
}

/** Operations without variables may leave them out. */
type VariablesOf<V> = [V] extends [Record<string, never>] ? [variables?: V] : [variables: V];

/**
 * One operation of the office endpoint by its text: its answer's `data`, or a `GraphqlCallError`.
 * The stored token goes with it; a refused token is refreshed once, as for every call.
 */
export async function sendOperation<R>(
  query: string,
  variables: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<R> {
  let response: Response;
  let body: Answer<R> | null;
  try {
    response = await authFetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal,
    });
    body = (await response.json()) as Answer<R>;
  } catch {
    throw new GraphqlCallError('errors.server');
  }
  const first = body?.errors?.[0];
  if (first || !body?.data) {
    const ext = first?.extensions;
    throw new GraphqlCallError(
      ext?.key ?? 'errors.unexpected',
      ext?.params,
      ext?.errors,
      ext?.code,
      response.status,
    );
  }
  return body.data;
}

/**
 * One operation of the office endpoint, from a typed document written in a page's `.graphql` file
 * (`generated/graphql-documents.ts`): its answer typed as the SDL says, or a `GraphqlCallError`.
 */
export function graphqlCall<R, V>(
  document: DocumentTypeDecoration<R, V>,
  ...[variables]: VariablesOf<V>
): Promise<R> {
  return sendOperation<R>(String(document), (variables ?? {}) as Record<string, unknown>);
}

/** A document written in code rather than in a `.graphql` file (the data provider's per-resource ones), typed by its writer. */
export const typedDocument = <R, V>(text: string) => text as unknown as DocumentTypeDecoration<R, V>;

/**
 * What went wrong, in the user's language: a refusal with its parameters, or the data provider's
 * message (already translated); anything else is `fallback` (by default "unexpected error").
 */
export function errorMessage(
  translate: TranslateFunction,
  error: unknown,
  fallback = 'errors.unexpected',
): string {
  if (error instanceof GraphqlCallError)
    return translate(error.key, translatedParams(translate, error.params));
  if (error instanceof HttpError) return error.message;
  return translate(fallback);
}

/** "Error of {entity}: …" in the user's language, the way the console shows every server error. */
export function errorNotice(translate: TranslateFunction, entityKey: string, error: unknown): string {
  return `${translate('errors.title', { entity: translate(entityKey) })}: ${errorMessage(translate, error)}`;
}
