import type { DataProvider, TranslateFunction } from 'react-admin';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { authFetch } from '../../session';
import type { Layout } from './layout';

export interface Category {
  id: string;
  name: string;
  color: string;
}

export interface Item {
  id: string;
  name: string;
  category_id: string;
  prices: { price: number }[];
}

export interface Limits {
  minColumns: number;
  maxColumns: number;
  maxTabs: number;
  maxButtons: number;
}

/** The layout as the server answers it, reduced to what the builder edits. */
export interface SavedLayout {
  layout: Layout;
  /** False while the store has the default layout, never saved. */
  saved: boolean;
  limits: Limits;
}

/** A refused call: the server's message key and its parameters, rendered in the user's language. */
export class PosLayoutError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'PosLayoutError';
  }
}

/** What went wrong, in the user's language: the server's message, or the data provider's (translated). */
export function messageOf(translate: TranslateFunction, error: unknown): string {
  if (error instanceof PosLayoutError) return translate(error.key, error.params);
  return error instanceof Error ? error.message : translate('errors.unexpected');
}

const LAYOUT =
  'columns saved limits { minColumns maxColumns maxTabs maxButtons } tabs { category_id buttons { menu_item_id } }';

interface LayoutAnswer {
  columns: number;
  saved: boolean;
  limits: Limits;
  tabs: { category_id: string; buttons: { menu_item_id: string }[] }[];
}

function toSaved(answer: LayoutAnswer): SavedLayout {
  return {
    saved: answer.saved,
    limits: answer.limits,
    layout: {
      columns: answer.columns,
      tabs: answer.tabs.map((t) => ({
        category_id: t.category_id,
        menu_item_ids: t.buttons.map((b) => b.menu_item_id),
      })),
    },
  };
}

interface Answer<T> {
  data?: T | null;
  errors?: { extensions?: { key?: string; params?: Record<string, string | number> } }[];
}

/**
 * One operation of the office endpoint. Not `graphqlRequest`: a refused save names the category or item
 * at fault in its parameters, which that helper leaves out.
 */
async function request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  let body: Answer<T> | null = null;
  try {
    const response = await authFetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    body = (await response.json()) as Answer<T>;
  } catch {
    throw new PosLayoutError('errors.server');
  }
  const ext = body?.errors?.[0]?.extensions;
  if (ext || !body?.data) throw new PosLayoutError(ext?.key ?? 'errors.unexpected', ext?.params);
  return body.data;
}

export async function loadLayout(): Promise<SavedLayout> {
  const data = await request<{ layout: LayoutAnswer }>(`query { layout: posMenuLayout { ${LAYOUT} } }`);
  return toSaved(data.layout);
}

export async function saveLayout(layout: Layout): Promise<SavedLayout> {
  const data = await request<{ layout: LayoutAnswer }>(
    `mutation ($layout: PosMenuLayoutInput!) { layout: savePosMenuLayout(layout: $layout) { ${LAYOUT} } }`,
    { layout },
  );
  return toSaved(data.layout);
}

/** The API's page size; a store's whole menu is read page by page. */
const PAGE = 1000;

/** Every record of a resource that the POS may show, by name. */
async function everyRecord<T>(dataProvider: DataProvider, resource: string, filter: object): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { data } = await dataProvider.getList(adminResourceName(resourceByName(resource)), {
      pagination: { page, perPage: PAGE },
      sort: { field: 'name', order: 'ASC' },
      filter,
    });
    rows.push(...(data as T[]));
    if (data.length < PAGE) return rows;
  }
}

/** The categories a tab can show (active and visible) and the items a button can (active). */
export function loadMenu(dataProvider: DataProvider): Promise<[Category[], Item[]]> {
  return Promise.all([
    everyRecord<Category>(dataProvider, 'category', { status: 'active', visible: true }),
    everyRecord<Item>(dataProvider, 'menu-item', { status: 'active' }),
  ]);
}
