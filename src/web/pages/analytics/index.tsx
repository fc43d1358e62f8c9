import { Box, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Title, useGetList, useTranslate } from 'react-admin';
import { shortCount } from '../../../core/messages';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { operationAllowed, pageAllowed } from '../../../core/permissions';
import { ANALYTICS_PATH } from '../../../core/routes';
import { currentStore, knownStores, useStoredUser } from '../../session';
import { CountsChart } from './CountsChart';
import { SalesOverview } from './SalesOverview';
import { SetupChecklist } from './SetupChecklist';
import { ICONS } from '../../../../generated/icons';

// Only someone who may enter several stores loads it.
const StoresGlance = lazy(() => import('./StoresGlance'));

const CARDS = [
  { resource: 'department', label: 'dashboard.departments' },
  { resource: 'category', label: 'dashboard.categories' },
  { resource: 'menu-item', label: 'dashboard.menuItems' },
  { resource: 'tax', label: 'dashboard.taxes' },
];

function CountCard({ resource, label }: { resource: string; label: string }) {
  const translate = useTranslate();
  const r = resourceByName(resource);
  const { total, isPending, error } = useGetList(adminResourceName(r), {
    pagination: { page: 1, perPage: 1 },
  });
  const Icon = ICONS[r.icon]!;
  const title = translate(label);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={`/${adminResourceName(r)}`} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <div>
            <Typography variant="body2" color="text.secondary" component="h2">
              {title}
            </Typography>
            <Typography variant="h4" component="p" data-testid={`count-${resource}`}>
              {isPending ? <Skeleton width={60} /> : error ? '—' : shortCount(total ?? 0)}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /dashboard/analytics: the store at a glance. */
export default function Analytics() {
  const translate = useTranslate();
  const user = useStoredUser();
  const store = currentStore();
  // Only what the user's jobs may read: the server would refuse the rest.
  const cards = CARDS.filter((c) => !!user && operationAllowed(user, resourceByName(c.resource)));
  const chart = !!user && operationAllowed(user, resourceByName('menu-item'));
  // The sales figures are the page's own: they ask what its declaration (core/pages.ts) asks.
  const sales = !!user && pageAllowed(user, ANALYTICS_PATH);
  return (
    <>
      <Title title={translate('dashboard.title')} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('dashboard.store')}
      </Typography>
      {user && store && <SetupChecklist user={user} storeId={store.id} />}
      {sales && knownStores().length > 1 && (
        <Suspense fallback={null}>
          <StoresGlance />
        </Suspense>
      )}
      {sales && <SalesOverview />}
      <Grid container spacing={2}>
        {cards.map((c) => (
          <Grid key={c.resource} size={{ xs: 12, sm: 6, md: 3 }}>
            <CountCard {...c} />
          </Grid>
        ))}
      </Grid>
      {chart && (
        <Box sx={{ mt: 2, maxWidth: 900 }}>
          <CountsChart resource="menu-item" by="category_id" title={translate('dashboard.itemsByCategory')} />
        </Box>
      )}
    </>
  );
}
