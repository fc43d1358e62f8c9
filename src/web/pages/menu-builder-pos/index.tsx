import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { currentStore } from '../../session';
import { loadLayout, loadMenu, messageOf } from './api';
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
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useBuilderData();
  return (
    <>
      <Title title={translate('posMenuBuilder.title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('posMenuBuilder.title')}
      </Typography>
      <Typography color="text.secondary">{translate('posMenuBuilder.intro')}</Typography>
      {isPending ? (
        <LinearProgress aria-label={translate('posMenuBuilder.loading')} sx={{ my: 2 }} />
      ) : error ? (
        <Alert
          severity="error"
          sx={{ my: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('posMenuBuilder.retry')}
            </Button>
          }
        >
          {messageOf(translate, error)}
        </Alert>
      ) : (
        <MenuBuilder
          initial={data.layout}
          stored={data.saved}
          limits={data.limits}
          categories={data.categories}
          items={data.items}
        />
      )}
    </>
  );
}
