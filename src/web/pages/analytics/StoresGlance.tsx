import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatMoney, formatPercent } from '../../../core/formats';
import { shortCount } from '../../../core/messages';
import { DashboardStoresDocument } from '../../../../generated/graphql-documents';
import { graphqlCall } from '../../graphql/client';
import { ErrorAlert, errorMessage } from '../../layout/PageFrame';
import { change } from '../../reports/model';
import type { DashboardFigures } from './api';
import { changeText } from './KpiCard';

type Figure = 'netSales' | 'checks' | 'averageTicket' | 'laborShare';
const FIGURES: readonly Figure[] = ['netSales', 'checks', 'averageTicket', 'laborShare'];

/**
 * The owner's stores side by side (shown when he may see the dashboard in more than one): today's net
 * sales, checks, average ticket and labour in each, against yesterday, each by its own business date.
 */
export default function StoresGlance() {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['dashboardStores'],
    queryFn: async () => (await graphqlCall(DashboardStoresDocument, {})).dashboardStores,
    staleTime: 30_000,
  });
  const stores = query.data;
  if (stores && stores.length < 2) return null;
  const value = (f: DashboardFigures, key: Figure, symbol: string) =>
    key === 'checks'
      ? shortCount(f.checks)
      : key === 'laborShare'
        ? f.laborShare === null || f.laborShare === undefined
          ? translate('dashboard.kpi.noShare')
          : formatPercent(f.laborShare)
        : formatMoney(f[key] / 100, symbol);
  const moved = (today: DashboardFigures, yesterday: DashboardFigures, key: Figure) => {
    const m = change(today[key] ?? null, yesterday[key] ?? null);
    return m === null
      ? translate('dashboard.change.none')
      : translate('dashboard.change.yesterday', { change: changeText(m) });
  };
  return (
    // A grid of one column no wider than the page: on a phone the table scrolls within it.
    <Box
      component="section"
      aria-labelledby="dashboard-stores"
      sx={{ mb: 3, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Typography id="dashboard-stores" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('dashboard.stores.title')}
      </Typography>
      {query.error && !stores ? (
        <ErrorAlert
          message={errorMessage(translate, query.error)}
          retry="dashboard.sales.retry"
          onRetry={query.refetch}
        />
      ) : !stores ? (
        <Skeleton variant="rectangular" height={120} />
      ) : (
        // Scrolled sideways on a phone: the keyboard reaches it too.
        <Box
          tabIndex={0}
          role="group"
          aria-labelledby="dashboard-stores"
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        >
          <Table size="small" aria-labelledby="dashboard-stores">
            <TableHead>
              <TableRow>
                <TableCell>{translate('dashboard.stores.store')}</TableCell>
                {FIGURES.map((key) => (
                  <TableCell key={key} align="right">
                    {translate(`dashboard.kpi.${key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {stores.map((s) => (
                <TableRow key={s.id}>
                  <TableCell component="th" scope="row">
                    {s.name}
                  </TableCell>
                  {FIGURES.map((key) => (
                    <TableCell key={key} align="right">
                      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                        {value(s.today, key, s.currencySymbol)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {moved(s.today, s.yesterday, key)}
                      </Typography>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
