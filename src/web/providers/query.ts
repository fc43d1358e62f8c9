/** One GraphQL operation of the generated API, for one react-admin data provider call. */
export interface BuiltQuery {
  /** The operation's text, sent as it is. */
  query: string;
  variables: Record<string, unknown>;
  parseResponse: (response: { data: Record<string, unknown> }) => unknown;
}

export type Params = Record<string, unknown> & {
  id?: string;
  ids?: string[];
  data?: Record<string, unknown>;
  filter?: Record<string, unknown>;
  target?: string;
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
};

/** The variables of a list query: the page (from 0 for the API), its size, the sort and the filter. */
export function listVariables(params: Params, filter: Record<string, unknown>): Record<string, unknown> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  return { page: page - 1, perPage, sortField: params.sort?.field, sortOrder: params.sort?.order, filter };
}
