import { HttpError, type DataProvider } from 'react-admin';
import { renderFieldError, translatedParams } from '../../core/messages';
import { resourceByAdminName } from '../../core/registry';
import type { ResourceDef } from '../../core/resource';
import { graphqlCall, GraphqlCallError, sendOperation, typedDocument } from '../graphql/client';
import { getToken } from '../session';
import { buildQuery, type Params } from './buildQuery';
import { RA_METHODS } from './methods';
import { isSystemLogResource } from './systemLog';
import { translate } from './i18nProvider';

/** The registry's call names of react-admin's methods. */
const FETCH_TYPES: Record<(typeof RA_METHODS)[number], string> = {
  getList: 'GET_LIST',
  getOne: 'GET_ONE',
  getMany: 'GET_MANY',
  getManyReference: 'GET_MANY_REFERENCE',
  create: 'CREATE',
  update: 'UPDATE',
  updateMany: 'UPDATE_MANY',
  delete: 'DELETE',
  deleteMany: 'DELETE_MANY',
};

/**
 * One react-admin call: its operation built from the registry, sent by the console's one GraphQL
 * client (the token, its renewal, the server's refusals), and its answer read back. A list left
 * before it answered is cancelled with the signal react-admin gives.
 */
async function call(fetchType: string, resource: string, params: Params & { signal?: AbortSignal }) {
  const { query, variables, parseResponse } = buildQuery(fetchType, resource, params);
  const data = await sendOperation<Record<string, unknown>>(query, variables, params.signal);
  return parseResponse({ data });
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
  // The server's refusal, with its message key and the fields at fault.
  const ext =
    error instanceof GraphqlCallError
      ? { key: error.key, params: error.params, errors: error.fieldErrors }
      : undefined;
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
  return { data: counts };
}

type Call = (resource: string, params: unknown) => Promise<unknown>;

const calls: Record<string, Call> = {
  ...Object.fromEntries(
    RA_METHODS.map((m) => [
      m,
      (resource: string, params: unknown) => call(FETCH_TYPES[m], resource, params as Params),
    ]),
  ),
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
