import { createRequire } from 'node:module';
import { resourceByName } from '../src/core/registry.js';
import { selectionOf } from '../src/core/graphql-names.js';
import { readableFields, type ResourceDef } from '../src/core/resource.js';

// @apollo/client ships CommonJS for Node without an exports map; its named exports load through require.
const { ApolloClient, HttpLink, InMemoryCache, gql } = createRequire(import.meta.url)(
  '@apollo/client/core',
) as typeof import('@apollo/client/core');

/** The selection of src/web/providers/buildQuery.ts (that file is browser-only: extensionless imports). */
function selection(r: ResourceDef): string {
  return `id ${selectionOf(readableFields(r))} created_at updated_at`;
}

export interface ConsoleRequest {
  headers: Record<string, string>;
  body: string;
}

/**
 * The exact request the console sends for a list page (buildQuery GET_LIST), captured from a real
 * Apollo client configured as in src/web/providers/dataProvider.ts: the same document, `__typename`
 * added by the cache, the same printing and variables.
 */
export async function consoleListRequest(
  url: string,
  token: string,
  params: { perPage: number; q: string; resource?: string },
): Promise<{ request: ConsoleRequest; total: number }> {
  const r = resourceByName(params.resource ?? 'menu-item');
  const sel = selection(r);
  const listArgs =
    '$page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: ' + `${r.type}Filter`;
  const query = gql`query ($${listArgs.slice(1)}) {
          items: all${r.plural}(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { ${sel} }
          total: _all${r.plural}Meta(filter: $filter) { count }
        }`;
  let captured: ConsoleRequest | undefined;
  const client = new ApolloClient({
    link: new HttpLink({
      uri: `${url}/api/graphql`,
      fetch: (uri, options) => {
        const headers = { ...(options?.headers as Record<string, string>), authorization: `Bearer ${token}` };
        captured = { headers, body: String(options?.body) };
        return fetch(uri, { ...options, headers });
      },
    }),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });
  const { sort } = r;
  const result = await client.query({
    query,
    variables: {
      page: 0,
      perPage: params.perPage,
      sortField: sort.field,
      sortOrder: sort.order,
      filter: { q: params.q },
    },
  });
  const data = result.data as { items: unknown[]; total: { count: number } };
  if (!captured) throw new Error('The Apollo client sent no request');
  if (data.items.length !== Math.min(params.perPage, data.total.count))
    throw new Error(`Expected ${params.perPage} rows, got ${data.items.length}`);
  client.stop();
  return { request: captured, total: data.total.count };
}
