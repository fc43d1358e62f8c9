import { useDataProvider, type DataProvider } from 'react-admin';
import { EditorPage } from '../../editor/EditorPage';
import { loadLayout, loadMenu } from './api';
import { keepKnown } from './layout';
import { MenuBuilder } from './MenuBuilder';

/** The store's layout and the categories and items it can hold, read together. */
async function loadBuilder(dataProvider: DataProvider) {
  const [saved, [categories, items]] = await Promise.all([loadLayout(), loadMenu(dataProvider)]);
  const byId = {
    categories: new Map(categories.map((c) => [c.id, c])),
    items: new Map(items.map((i) => [i.id, i])),
  };
  const layout = keepKnown(saved.layout, new Set(byId.categories.keys()), new Set(byId.items.keys()));
  return { ...saved, layout, ...byId };
}

/**
 * /pages/menu-builder-pos: what the point of sale shows — categories as tabs, menu items as buttons in
 * a grid — arranged by drag and drop, previewed at the POS's screen size, and saved for the store.
 */
export default function MenuBuilderPos() {
  const dataProvider = useDataProvider();
  return (
    <EditorPage i18n="posMenuBuilder" load={() => loadBuilder(dataProvider)}>
      {(data) => (
        <MenuBuilder
          initial={data.layout}
          stored={data.saved}
          limits={data.limits}
          categories={data.categories}
          items={data.items}
        />
      )}
    </EditorPage>
  );
}
