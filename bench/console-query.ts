import { resourceByName } from '../src/core/registry.js';
import { selectionOf } from '../src/core/graphql-names.js';
import { readableFields, type ResourceDef } from '../src/core/resource.js';

/** The selection of src/web/providers/buildQuery.ts (that file is browser-only: extensionless imports). */
function selection(r: ResourceDef): string {
  return `id ${selectionOf(readableFields(r))} created_at updated_at`;
}

export interface ConsoleRequest {
  headers: Record<string, string>;
  body: string;
}

/**
 * The exact request the console sends for a list page (src/web/providers/buildQuery.ts GET_LIST, sent
 * by src/web/graphql/client.ts `sendOperation`): the same document text, headers and variables.
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
  const query = `query ($${listArgs.slice(1)}) {
          items: all${r.plural}(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { ${sel} }
          total: _all${r.plural}Meta(filter: $filter) { count }
        }`;
  const { sort } = r;
  const variables = {
    page: 0,
    perPage: params.perPage,
    sortField: sort.field,
    sortOrder: sort.order,
    filter: { q: params.q },
  };
  const request: ConsoleRequest = {
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  };
  const response = await fetch(`${url}/api/graphql`, { method: 'POST', ...request });
  const { data } = (await response.json()) as { data?: { items: unknown[]; total: { count: number } } };
  if (!data) throw new Error(`The list request was refused (${response.status})`);
  if (data.items.length !== Math.min(params.perPage, data.total.count))
    throw new Error(`Expected ${params.perPage} rows, got ${data.items.length}`);
  return { request, total: data.total.count };
}
