import type { QueryClient } from '@tanstack/react-query';
import type { GetListParams, Store } from 'ra-core';
import { adminResourceName, registry } from '../../core/registry';
import { filterFields, type ResourceDef } from '../../core/resource';
import type { OfficeDataProvider } from '../providers/dataProvider';
import { currentStore } from '../session';

/** Rows on a list's first page. */
export const LIST_PER_PAGE = 25;

/** Each status view of a list keeps its own search and page, under this key of the console's store. */
export const listStoreKey = (r: ResourceDef, status: string) => `${r.name}.${status}`;

/** The list's filters other than the status (search, references): what the status counts are taken under. */
export function otherFilters(r: ResourceDef, filterValues: Record<string, unknown>): Record<string, unknown> {
  const known = new Set(['q', ...filterFields(r).map((f) => f.name)]);
  return Object.fromEntries(
    Object.entries(filterValues).filter(
      ([k, v]) => k !== 'status' && known.has(k) && v !== '' && v !== undefined && v !== null,
    ),
  );
}

/** Query keys of the status counts (the list's tabs). */
const statusCountsKey = (resource: string, filter: Record<string, unknown>) => [
  'statusCounts',
  resource,
  filter,
];

/**
 * The query of a list's status counts (its tabs), for the list and for the sidebar's prefetch alike.
 * Both ask for it only once the list's first rows are there: the embedded database answers one
 * statement at a time, and counting every status of a large menu would hold the rows back.
 */
export const statusCountsQuery = (
  dataProvider: OfficeDataProvider,
  resource: string,
  filter: Record<string, unknown>,
) => ({
  queryKey: statusCountsKey(resource, filter),
  queryFn: () => dataProvider.countBy(resource, { by: 'status', filter }),
});

interface StoredParams {
  sort?: string;
  order?: string;
  page?: number | string;
  perPage?: number | string;
  filter?: Record<string, unknown>;
}

/** Whether stored list parameters say anything (react-admin reads them only then). */
const custom = (p: StoredParams | undefined): p is StoredParams =>
  !!p?.filter &&
  (Object.keys(p.filter).length > 0 ||
    p.order != null ||
    p.page !== 1 ||
    p.perPage != null ||
    p.sort != null);

const number = (v: number | string | undefined, fallback: number) => {
  const n = typeof v === 'string' ? parseInt(v, 10) : v;
  return n === undefined || Number.isNaN(n) ? fallback : n;
};

const PREFETCH_FRESH_MS = 10_000;

/** How long rows the sidebar has just fetched stand for the list's own first fetch. */
const JUST_FETCHED_MS = 2_000;

/** Query hash → when the sidebar's fetch of a list's rows or counts answered. */
const justFetched = new Map<string, number>();

/**
 * A list's `refetchOnMount` (of its rows and of its status counts): what the sidebar fetched as the
 * pointer reached its entry is not asked for again as the list opens with it, if it arrived within the
 * last 2 s and nothing has touched it since (no write changed or invalidated it). Any other opening
 * asks again as react-admin does. Asking again straight away doubled the calls of every move and drew
 * the whole list a second time, to say it was fetching, before its rows were shown.
 */
export function refetchOnMount(query: {
  queryHash: string;
  state: { dataUpdatedAt: number; isInvalidated: boolean };
}): boolean {
  const at = justFetched.get(query.queryHash);
  return !(
    at !== undefined &&
    query.state.dataUpdatedAt === at &&
    !query.state.isInvalidated &&
    Date.now() - at < JUST_FETCHED_MS
  );
}

/** Prefetches a query and, when this call fetched it, notes when it answered (refetchOnMount). */
function prefetch(
  queryClient: QueryClient,
  options: { queryKey: unknown[]; queryFn: () => Promise<unknown> },
): Promise<void> {
  const { queryKey } = options;
  const cached = queryClient.getQueryData(queryKey) !== undefined;
  return queryClient.prefetchQuery({ ...options, staleTime: PREFETCH_FRESH_MS }).then(() => {
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    const now = Date.now();
    for (const [hash, at] of justFetched) if (now - at >= JUST_FETCHED_MS) justFetched.delete(hash);
    // Only what this call fetched: what was in the cache already is as old as it is.
    if (!cached && query?.state.status === 'success')
      justFetched.set(query.queryHash, query.state.dataUpdatedAt);
  });
}

/**
 * Starts fetching what a list opened from the sidebar asks for first — its page of rows and its status
 * counts, with the parameters the user left it with — as the pointer reaches the entry, so that by the
 * click the rows are usually there. The queries are react-admin's own (same keys), so the list finds
 * them in the cache, or joins the one still under way, instead of asking again. A store's one record
 * (store info) is fetched the same way, for its page; other sidebar paths ask for nothing.
 *
 * Settles once the list can be drawn with rows: at once when it has rows in the cache already (it
 * shows them while they are asked for again), else when they arrive or fail.
 */
export function prefetchList(
  path: string,
  deps: { queryClient: QueryClient; dataProvider: OfficeDataProvider; store: Store },
): Promise<unknown> {
  const [, , route, variant] = path.split('/');
  const r = registry.find((x) => x.route === route);
  if (!r) return Promise.resolve();
  if (r.singleton) return prefetchSingleton(r, deps);
  const status = variant ?? 'all';
  const hasStatus = r.fields.some((f) => f.name === 'status' && f.kind === 'status');
  const stored = deps.store.getItem<StoredParams>(listStoreKey(r, status));
  const query = custom(stored) ? stored : { filter: {} };
  const filterValues = query.filter ?? {};
  const resource = adminResourceName(r);
  const params: GetListParams = {
    pagination: { page: number(query.page, 1), perPage: number(query.perPage ?? LIST_PER_PAGE, 10) },
    sort: { field: query.sort ?? r.sort.field, order: (query.order ?? r.sort.order) as 'ASC' | 'DESC' },
    filter: { ...filterValues, ...(hasStatus && status !== 'all' ? { status } : {}) },
    meta: undefined,
  };
  const queryKey = [resource, 'getList', params];
  const cached = deps.queryClient.getQueryData(queryKey) !== undefined;
  const rows = prefetch(deps.queryClient, {
    queryKey,
    queryFn: () =>
      deps.dataProvider
        .getList(resource, params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
  if (hasStatus) {
    const counts = statusCountsQuery(deps.dataProvider, resource, otherFilters(r, filterValues));
    void rows.then(() => prefetch(deps.queryClient, counts));
  }
  return cached ? Promise.resolve() : rows;
}

/**
 * The store's one record of a singleton, as its page reads it (react-admin's getOne of the store's
 * id): fetched as the pointer reaches the sidebar entry instead of after the page has been drawn.
 */
function prefetchSingleton(
  r: ResourceDef,
  deps: { queryClient: QueryClient; dataProvider: OfficeDataProvider },
): Promise<unknown> {
  const store = currentStore();
  if (!store) return Promise.resolve();
  const resource = adminResourceName(r);
  const queryKey = [resource, 'getOne', { id: String(store.id), meta: undefined }];
  const cached = deps.queryClient.getQueryData(queryKey) !== undefined;
  const record = prefetch(deps.queryClient, {
    queryKey,
    queryFn: () => deps.dataProvider.getOne(resource, { id: store.id }).then(({ data }) => data),
  });
  return cached ? Promise.resolve() : record;
}
