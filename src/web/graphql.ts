import { authFetch } from './session';

/** A failed call: the HTTP status (0 when the server was not reached) and the server's message key. */
export class GraphqlCallError extends Error {
  constructor(
    readonly status: number,
    /** i18n key of the server's message, when it gave one. */
    readonly key: string | undefined,
    readonly params: Record<string, unknown> = {},
    message = 'GraphQL call failed',
  ) {
    super(message);
    this.name = 'GraphqlCallError';
  }
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { key?: string; params?: Record<string, unknown> } }[];
}

/**
 * POSTs one GraphQL operation of the office endpoint with the stored token (a refused token is
 * refreshed once, as for every call); throws a `GraphqlCallError` on any failure, whose key is
 * `networkKey` when the server could not be reached.
 */
export async function graphqlRequest<T>(
  query: string,
  variables: Record<string, unknown> = {},
  networkKey = 'errors.server',
): Promise<T> {
  let response: Response;
  try {
    response = await authFetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new GraphqlCallError(0, networkKey);
  }
  let body: GraphqlBody<T> | null = null;
  try {
    body = (await response.json()) as GraphqlBody<T>;
  } catch {
    body = null;
  }
  const first = body?.errors?.[0];
  if (!response.ok || first || !body?.data) {
    throw new GraphqlCallError(
      response.status,
      first?.extensions?.key,
      first?.extensions?.params,
      first?.message,
    );
  }
  return body.data;
}
