import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { PageFrame } from '../../layout/PageFrame';
import { currentStore } from '../../session';
import { loadLayout, loadMenu } from './api';
import { keepKnown } from './layout';
import { MenuBuilder } from './MenuBuilder';

/** The store's layout and the categories and items it can hold, read together. */
function useBuilderData() {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['posMenuBuilder', currentStore()?.id],
    queryFn: async () => {
      const [saved, [categories, items]] = await Promise.all([loadLayout(), loadMenu(dataProvider)]);
      const byId = {
        categories: new Map(categories.map((c) => [c.id, c])),
        items: new Map(items.map((i) => [i.id, i])),
      };
      const layout = keepKnown(saved.layout, new Set(byId.categories.keys()), new Set(byId.items.keys()));
      return { ...saved, layout, ...byId };
    },
    // Read once per visit: a refetch must not replace the layout being edited.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * /pages/menu-builder-pos: what the point of sale shows — categories as tabs, menu items as buttons in
 * a grid — arranged by drag and drop, previewed at the POS's screen size, and saved for the store.
 */
export default function MenuBuilderPos() {
  const query = useBuilderData();
  return (
    <PageFrame i18n="posMenuBuilder" query={query}>
      {(data) => (
        <MenuBuilder
          initial={data.layout}
          stored={data.saved}
          limits={data.limits}
          categories={data.categories}
          items={data.items}
        />
      )}
    </PageFrame>
  );
}
