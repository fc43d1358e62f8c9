import { EditorPage } from '../../editor/EditorPage';
import { loadMenu } from './api';
import { OloMenuBuilder } from './OloMenuBuilder';

/**
 * /pages/menu-builder-olo: the online menu as guests see it — categories and their items in order,
 * each item's online name and whether it is sold online — arranged by drag and drop or the keyboard,
 * previewed at a phone's and a desktop's width, and saved for the store.
 */
export default function MenuBuilderOlo() {
  return (
    <EditorPage i18n="oloMenuBuilder" load={loadMenu}>
      {(data) => <OloMenuBuilder initial={data} />}
    </EditorPage>
  );
}
