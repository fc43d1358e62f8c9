import { authFetch } from './session';

/** A failed call, with the i18n key of the server's message when it gave one. */
export class GraphqlCallError extends Error {
  constructor(
    /** i18n key of the server's message, when it gave one. */
    readonly key: string | undefined,
    message = 'GraphQL call failed',
  ) {
    super(message);
    this.name = 'GraphqlCallError';
  }
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { key?: string } }[];
}

/**
 * POSTs one GraphQL operation of the office endpoint with the stored token (a refused token is
 * refreshed once, as for every call); throws a `GraphqlCallError` on any failure, whose key is
 * `errors.server` when the server could not be reached.
 */
export async function graphqlRequest<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  let response: Response;
  try {
    response = await authFetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new GraphqlCallError('errors.server');
  }
  let body: GraphqlBody<T> | null = null;
  try {
    body = (await response.json()) as GraphqlBody<T>;
  } catch {
    body = null;
  }
  const first = body?.errors?.[0];
  if (!response.ok || first || !body?.data)
    throw new GraphqlCallError(first?.extensions?.key, first?.message);
  return body.data;
}
