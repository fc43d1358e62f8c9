import {
  OloMenuBuilderDocument,
  SaveOloMenuDocument,
  type OloMenuBuilderFieldsFragment,
  type OloMenuInput,
} from '../../../../generated/graphql-documents';
import { storeDocumentApi, type StoredDocument } from '../../graphql/store-document';
import type { ItemFacts, OloMenu } from './menu';

/** The online menu as the server answers it: what is edited, and the names, prices and images. */
export interface SavedMenu extends StoredDocument<OloMenu> {
  categoryNames: Map<string, string>;
  items: Map<string, ItemFacts>;
}

/** Sold online first, in order, then the others: as the builder lists them. */
function toSaved(answer: OloMenuBuilderFieldsFragment): SavedMenu {
  return {
    saved: answer.saved,
    layout: {
      categories: answer.categories.map((c) => ({
        id: c.id,
        items: [...c.items.filter((i) => i.online_sale), ...c.items.filter((i) => !i.online_sale)].map(
          (i) => ({ id: i.id, olo_name: i.olo_name ?? '', online_sale: i.online_sale }),
        ),
      })),
    },
    categoryNames: new Map(answer.categories.map((c) => [c.id, c.name])),
    items: new Map(
      answer.categories.flatMap((c) =>
        c.items.map((i): [string, ItemFacts] => [
          i.id,
          { name: i.name, price: i.price ?? null, image_id: i.image_id ?? null },
        ]),
      ),
    ),
  };
}

const toInput = (menu: OloMenu): OloMenuInput => ({
  categories: menu.categories.map((c) => ({
    category_id: c.id,
    items: c.items.map((i) => ({
      menu_item_id: i.id,
      olo_name: i.olo_name || null,
      online_sale: i.online_sale,
    })),
  })),
});

const menuApi = storeDocumentApi({ read: OloMenuBuilderDocument, save: SaveOloMenuDocument, toSaved });

export const loadMenu = menuApi.load;
export const saveMenu = (menu: OloMenu): Promise<SavedMenu> => menuApi.save(toInput(menu));
