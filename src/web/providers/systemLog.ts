import { listVariables, type BuiltQuery, type Params } from './query';

/**
 * The system log through the data provider: read-only, and not in the registry, so buildQuery hands
 * its resource names here. The page's route is its resource name, as for the generated screens.
 */
export const SYSTEM_LOG_RESOURCE = 'pages/system-logs';
/** Everyone who appears in the log, for the user filter: `{ id: user_id, name: user_name }`. */
export const SYSTEM_LOG_USERS_RESOURCE = 'pages/system-logs/users';

export function isSystemLogResource(resource: string): boolean {
  return resource === SYSTEM_LOG_RESOURCE || resource === SYSTEM_LOG_USERS_RESOURCE;
}

/** One entry as the API answers it. */
export interface SystemLogEntry {
  id: string;
  user_id: string | null;
  user_name: string | null;
  entity: string;
  record_id: string | null;
  action: string;
  /** JSON text of the record before the write; null for a create. */
  before: string | null;
  /** JSON text of the record after the write; null for a delete. */
  after: string | null;
  /** ISO date and time. */
  at: string;
}

export interface SystemLogUserChoice {
  id: string;
  name: string | null;
}

const ENTRY = 'id user_id user_name entity record_id action before after at';
const FILTER_KEYS = new Set(['q', 'ids', 'id', 'user_id', 'entity', 'action', 'record_id', 'from', 'to']);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day of the date filter as the instant that bounds it in the browser's time zone: the
 * list shows times in that zone, so "to 3 May" ends where the user's 3 May ends. `to` is the day's
 * last millisecond, which the API includes.
 */
function dayBound(value: string, end: boolean): string {
  const m = DAY.exec(value);
  if (!m) return value;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const start = new Date(y, mo - 1, end ? d + 1 : d);
  return new Date(start.getTime() - (end ? 1 : 0)).toISOString();
}

/** The filter the API takes: known names only, empty choices left out, days as instants. */
function apiFilter(filter: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (!FILTER_KEYS.has(key) || value === '' || value === undefined || value === null) continue;
    out[key] = key === 'from' || key === 'to' ? dayBound(String(value), key === 'to') : value;
  }
  return out;
}

function listQuery(params: Params, filter: Record<string, unknown>): BuiltQuery {
  return {
    query: `query ($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: SystemLogFilter) {
      items: allSystemLogs(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { ${ENTRY} }
      total: _allSystemLogsMeta(filter: $filter) { count }
    }`,
    variables: listVariables(params, apiFilter(filter)),
    parseResponse: ({ data }) => ({ data: data.items, total: (data.total as { count: number }).count }),
  };
}

function usersQuery(): BuiltQuery {
  return {
    query: `
      query {
        users: systemLogUsers {
          user_id
          user_name
        }
      }
    `,
    variables: {},
    parseResponse: ({ data }) => {
      const users = (data.users as { user_id: string; user_name: string | null }[]).map(
        (u): SystemLogUserChoice => ({ id: u.user_id, name: u.user_name }),
      );
      return { data: users, total: users.length };
    },
  };
}

export function buildSystemLogQuery(fetchType: string, resource: string, params: Params): BuiltQuery {
  if (resource === SYSTEM_LOG_USERS_RESOURCE) {
    if (fetchType !== 'GET_LIST') throw new Error(`The system log's users answer GET_LIST only`);
    return usersQuery();
  }
  switch (fetchType) {
    case 'GET_LIST':
      return listQuery(params, params.filter ?? {});
    case 'GET_MANY_REFERENCE':
      return listQuery(params, {
        ...params.filter,
        ...(params.target ? { [params.target]: params.id } : {}),
      });
    case 'GET_MANY':
      return {
        query: `query ($filter: SystemLogFilter, $perPage: Int) { items: allSystemLogs(filter: $filter, perPage: $perPage) { ${ENTRY} } }`,
        variables: { filter: { ids: params.ids }, perPage: Math.max(1, params.ids?.length ?? 1) },
        parseResponse: ({ data }) => ({ data: data.items }),
      };
    case 'GET_ONE':
      return {
        query: `query ($id: ID!) { data: SystemLog(id: $id) { ${ENTRY} } }`,
        variables: { id: params.id },
        parseResponse: ({ data }) => {
          if (!data.data) throw Object.assign(new Error('errors.notFound'), { status: 404 });
          return { data: data.data };
        },
      };
    default:
      // Entries are written by the server with every change, never through the API.
      throw new Error(`The system log is read-only: ${fetchType} is not supported`);
  }
}
