import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import buildGraphQLProvider from 'ra-data-graphql';
import { HttpError, type DataProvider } from 'react-admin';
import { renderFieldError, translatedParams } from '../../core/messages';
import { adminResourceName, registry, resourceByAdminName } from '../../core/registry';
import type { ResourceDef } from '../../core/resource';
import type { FieldError } from '../../core/validation';
import { graphqlCall, GraphqlCallError, typedDocument } from '../graphql/client';
import { authFetch, getToken } from '../session';
import { buildQuery, clean } from './buildQuery';
import { RA_METHODS } from './methods';
import { isSystemLogResource } from './systemLog';
import { translate } from './i18nProvider';

const client = new ApolloClient({
  link: new HttpLink({
    uri: '/api/graphql',
    // The token is read at each call; a refused one is refreshed once and the call retried.
    fetch: (uri, options) => authFetch(uri, options),
  }),
  cache: new InMemoryCache(),
  defaultOptions: { query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' } },
});

const graphql = buildGraphQLProvider({
  client,
  introspection: false,
  buildQuery: () => buildQuery,
  // ra-data-graphql asks for `network-only` on every query, which has Apollo write each answer into its
  // normalized cache and read it back before the list gets it: the console never reads that cache
  // (react-admin keeps its own), so every list paid for it for nothing.
  query: () => ({ fetchPolicy: 'no-cache' }),
}) as DataProvider;

interface GraphqlErrorBody {
  graphQLErrors?: {
    message: string;
    extensions?: { key?: string; params?: Record<string, string | number>; errors?: FieldError[] };
  }[];
}

/**
 * Server errors become "Error of {entity}: …" in the user's language, and field errors land on
 * the form fields they concern.
 */
function translateError(resource: string, error: unknown, method: string): never {
  const status = (error as { status?: number }).status;
  if (status === 401) throw error;
  // The system log is read-only and hand-written: it has no registry entry and no field errors.
  const r = isSystemLogResource(resource) ? null : resourceByAdminName(resource);
  // An entity may name itself shorter in error titles (SPEC §8: "Error of printer" for kitchen printers).
  const entity = translate(
    r ? `entities.${r.name}.errorName` : 'systemLog.title',
    r ? { _: translate(`entities.${r.name}.name`) } : undefined,
  ).toLowerCase();
  // The one client's refusal (counts), or one that came through Apollo (ra-data-graphql's calls).
  const ext =
    error instanceof GraphqlCallError
      ? { key: error.key, params: error.params, errors: error.fieldErrors }
      : ((error as { body?: GraphqlErrorBody }).body?.graphQLErrors ?? [])[0]?.extensions;
  let message: string;
  const fieldErrors: Record<string, string> = {};
  if (ext?.key) {
    for (const fe of r ? (ext.errors ?? []) : []) {
      fieldErrors[fe.field] = renderFieldError(translate, r!, {
        ...fe,
        params: { ...ext.params, ...fe.params },
      });
    }
    const first = r ? ext.errors?.[0] : undefined;
    message = first ? fieldErrors[first.field]! : translate(ext.key, translatedParams(translate, ext.params));
  } else {
    message = translate((error as Error).message === 'errors.notFound' ? 'errors.notFound' : 'errors.server');
  }
  // An entity may title a failed edit in its own words (SPEC: "Error editing menu item").
  const editing = r && method === 'update' ? translate(`entities.${r.name}.errorEditing`, { _: '' }) : '';
  const full = `${editing || translate('errors.title', { entity })}: ${message}`;
  // Field errors land on their inputs; `root.serverError` is what the form's notification shows.
  throw new HttpError(full, status && status !== 200 ? status : 400, {
    errors: Object.keys(fieldErrors).length ? { ...fieldErrors, root: { serverError: full } } : undefined,
  });
}

export interface GroupCount {
  key: string | null;
  count: number;
}

/** react-admin's data provider, plus counts of a list grouped by a field (dashboard charts). */
export type OfficeDataProvider = DataProvider & {
  countBy(
    resource: string,
    params: { by: string; filter?: Record<string, unknown> },
  ): Promise<{ data: GroupCount[] }>;
};

/** The query of a list's counts grouped by a field: written per resource, so typed here. */
const countsDocument = (r: ResourceDef) =>
  typedDocument<{ counts: GroupCount[] }, { by: string; filter: Record<string, unknown> }>(
    `query ($by: ${r.type}GroupField!, $filter: ${r.type}Filter) {
      counts: _all${r.plural}Counts(by: $by, filter: $filter) { key count } }`,
  );

async function countBy(resource: string, params: { by: string; filter?: Record<string, unknown> }) {
  const r = resourceByAdminName(resource);
  const { counts } = await graphqlCall(countsDocument(r), { by: params.by, filter: params.filter ?? {} });
  return { data: clean(counts) };
}

type Call = (resource: string, params: unknown) => Promise<unknown>;

const calls: Record<string, Call> = {
  ...Object.fromEntries(RA_METHODS.map((m) => [m, graphql[m] as Call])),
  countBy: countBy as Call,
};

export const dataProvider = Object.fromEntries(
  Object.entries(calls).map(([name, call]) => [
    name,
    (resource: string, params: unknown) =>
      // Without a token the answer is known: no request, straight to sign-in.
      !getToken()
        ? Promise.reject(new HttpError(translate('errors.tokenInvalid'), 401))
        : call(resource, params).catch((e: unknown) => translateError(resource, e, name)),
  ]),
) as unknown as OfficeDataProvider;

/**
 * The queries a page opens with — a list's rows and the records its columns refer to — parsed while
 * the browser is idle, a resource at a time: parsing them when a list first opened cost a move from
 * the sidebar some 30 ms. gql keeps each document by its text, so the calls reuse them.
 */
function prepareDocuments(resources: readonly ResourceDef[]) {
  let next = 0;
  const work = (deadline: IdleDeadline) => {
    while (next < resources.length && (deadline.timeRemaining() > 2 || deadline.didTimeout)) {
      const r = resources[next++]!;
      // A singleton's page reads its one record: it has no list, counts or references to it.
      if (r.singleton) continue;
      const resource = adminResourceName(r);
      buildQuery('GET_LIST', resource, { filter: {} });
      buildQuery('GET_MANY', resource, { ids: [] });
    }
    if (next < resources.length) requestIdleCallback(work, { timeout: 5000 });
  };
  requestIdleCallback(work, { timeout: 5000 });
}
if (typeof requestIdleCallback === 'function') prepareDocuments(registry);
