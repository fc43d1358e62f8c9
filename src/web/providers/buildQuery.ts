import { resourceByAdminName } from '../../core/registry';
import { graphqlType, selectionOf } from '../../core/graphql-names';
import { filterFields, readableFields, writableFields, type ResourceDef } from '../../core/resource';
import { listVariables, type BuiltQuery, type Params } from './query';
import { buildSystemLogQuery, isSystemLogResource } from './systemLog';

export type { BuiltQuery, Params };

function selection(r: ResourceDef): string {
  return `id ${selectionOf(readableFields(r))} created_at updated_at`;
}

/** Only the fields the API knows, lists without client-side extras; '' clears a field. */
function writableData(r: ResourceDef, data: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of writableFields(r)) {
    if (!(f.name in data)) continue;
    const value = data[f.name];
    if (f.kind === 'list' && Array.isArray(value)) {
      const names = (f.fields ?? []).map((i) => i.name);
      out[f.name] = value.map((item: Record<string, unknown>) =>
        Object.fromEntries(
          names.filter((n) => n in (item ?? {})).map((n) => [n, item[n] === '' ? null : item[n]]),
        ),
      );
    } else {
      out[f.name] = value === '' || value === undefined ? null : value;
    }
  }
  return out;
}

function listFilter(r: ResourceDef, filter: Record<string, unknown> = {}): Record<string, unknown> {
  const names = new Set(['q', 'ids', 'id', ...filterFields(r).map((f) => f.name)]);
  return Object.fromEntries(
    Object.entries(filter).filter(([k, v]) => names.has(k) && v !== '' && v !== undefined),
  );
}

/** The operation of one react-admin call (`GET_LIST`, `UPDATE`, …) on a resource of the registry. */
export function buildQuery(fetchType: string, resourceName: string, params: Params): BuiltQuery {
  if (isSystemLogResource(resourceName)) return buildSystemLogQuery(fetchType, resourceName, params);
  const r = resourceByAdminName(resourceName);
  const sel = selection(r);
  const listArgs =
    '$page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: ' + `${r.type}Filter`;
  switch (fetchType) {
    case 'GET_LIST':
    case 'GET_MANY_REFERENCE': {
      const filter = listFilter(r, {
        ...params.filter,
        ...(params.target ? { [params.target]: params.id } : {}),
      });
      return {
        query: `query ($${listArgs.slice(1)}) {
          items: all${r.plural}(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { ${sel} }
          total: _all${r.plural}Meta(filter: $filter) { count }
        }`,
        variables: listVariables(params, filter),
        parseResponse: ({ data }) => ({ data: data.items, total: (data.total as { count: number }).count }),
      };
    }
    case 'GET_MANY':
      return {
        query: `query ($filter: ${r.type}Filter, $perPage: Int) { items: all${r.plural}(filter: $filter, perPage: $perPage) { ${sel} } }`,
        variables: { filter: { ids: params.ids }, perPage: Math.max(1, params.ids?.length ?? 1) },
        parseResponse: ({ data }) => ({ data: data.items }),
      };
    case 'GET_ONE':
      return {
        query: `query ($id: ID!) { data: ${r.type}(id: $id) { ${sel} } }`,
        variables: { id: params.id },
        parseResponse: ({ data }) => {
          if (!data.data) throw Object.assign(new Error('errors.notFound'), { status: 404 });
          return { data: data.data };
        },
      };
    case 'CREATE':
    case 'UPDATE': {
      const data = writableData(r, params.data);
      const fields = r.fields.filter((f) => f.name in data);
      const isUpdate = fetchType === 'UPDATE';
      const decl = [
        ...(isUpdate ? ['$id: ID!'] : []),
        ...fields.map((f) => `$${f.name}: ${graphqlType(r, f, true)}`),
      ];
      const args = [...(isUpdate ? ['id: $id'] : []), ...fields.map((f) => `${f.name}: $${f.name}`)];
      const op = `${isUpdate ? 'update' : 'create'}${r.type}`;
      return {
        query: `mutation ${decl.length ? `(${decl.join(', ')})` : ''} { data: ${op}${args.length ? `(${args.join(', ')})` : ''} { ${sel} } }`,
        variables: { ...(isUpdate ? { id: params.id } : {}), ...data },
        parseResponse: ({ data: res }) => ({ data: res.data }),
      };
    }
    case 'DELETE':
      return {
        query: `mutation ($id: ID!) { data: delete${r.type}(id: $id) { ${sel} } }`,
        variables: { id: params.id },
        parseResponse: ({ data }) => ({ data: data.data }),
      };
    case 'DELETE_MANY':
      return {
        query: `mutation ($ids: [ID!]!) { data: delete${r.plural}(ids: $ids) { ids } }`,
        variables: { ids: params.ids },
        parseResponse: ({ data }) => ({ data: (data.data as { ids: string[] }).ids }),
      };
    case 'UPDATE_MANY':
      return {
        query: `mutation ($ids: [ID!]!, $data: ${r.type}Patch!) { data: update${r.plural}(ids: $ids, data: $data) { ids } }`,
        variables: { ids: params.ids, data: writableData(r, params.data) },
        parseResponse: ({ data }) => ({ data: (data.data as { ids: string[] }).ids }),
      };
    default:
      throw new Error(`Unsupported data provider call ${fetchType}`);
  }
}
