import type { DataProvider } from 'react-admin';
import {
  PosMenuLayoutDocument,
  SavePosMenuLayoutDocument,
  type PosLayoutFieldsFragment,
} from '../../../../generated/graphql-documents';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { storeDocumentApi, type StoredDocument } from '../../graphql/store-document';
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

/** What a layout may hold, as the server answers it. */
export type Limits = PosLayoutFieldsFragment['limits'];

/** The layout as the server answers it, reduced to what the builder edits. */
export interface SavedLayout extends StoredDocument<Layout> {
  limits: Limits;
}

function toSaved(answer: PosLayoutFieldsFragment): SavedLayout {
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

const layoutApi = storeDocumentApi({
  read: PosMenuLayoutDocument,
  save: SavePosMenuLayoutDocument,
  toSaved,
});

export const loadLayout = layoutApi.load;
export const saveLayout: (layout: Layout) => Promise<SavedLayout> = layoutApi.save;

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
