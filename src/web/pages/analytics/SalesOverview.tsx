import { Box, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney, formatPercent, formatTime } from '../../../core/formats';
import { shortCount } from '../../../core/messages';
import type { DatePreset } from '../../../core/reports';
import { ErrorAlert, errorMessage } from '../../layout/PageFrame';
import { useStoreSettings } from '../../store/settings';
import { fetchDashboard, type DashboardData, type DashboardFigures } from './api';
import { ChartCard, FetchingBar, KpiRows, LazyAmountChart, usePeriodFigures } from './DashboardParts';
import { PeriodSelect } from './PeriodSelect';
import { RatedItems } from './RatedItems';

/** The sales of today and of a period (This Week first), by hour, and the items guests liked and disliked. */
export function SalesOverview() {
  const translate = useTranslate();
  const { preset, setPreset, query } = usePeriodFigures('dashboard', fetchDashboard);
  return (
    <Box component="section" aria-labelledby="dashboard-sales" sx={{ mb: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography id="dashboard-sales" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('dashboard.sales.title')}
        </Typography>
        <PeriodSelect value={preset} onChange={setPreset} />
      </Box>
      <FetchingBar fetching={query.isFetching} label={translate('dashboard.sales.loading')} />
      {query.error && !query.data ? (
        <ErrorAlert
          message={errorMessage(translate, query.error)}
          retry="dashboard.sales.retry"
          onRetry={query.refetch}
        />
      ) : query.data ? (
        <Figures data={query.data} preset={preset} />
      ) : (
        <Skeleton variant="rectangular" height={220} />
      )}
    </Box>
  );
}

function Figures({ data, preset }: { data: DashboardData; preset: DatePreset }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const money = (cents: number) => formatMoney(cents / 100, settings.currencySymbol);
  const count = (key: 'checks' | 'guests') => (f: DashboardFigures) => shortCount(f[key]);
  const hourText = (hour: number) => formatTime({ hour, minute: 0, second: 0 }, settings.hourFormat);
  const sold = data.hours.some((h) => h.period > 0 || h.previous > 0);
  return (
    <>
      <KpiRows
        data={data}
        preset={preset}
        testIds={{ group: 'kpis', card: 'kpi' }}
        kpis={[
          { key: 'netSales', label: translate('dashboard.kpi.netSales'), value: (f) => money(f.netSales) },
          { key: 'checks', label: translate('dashboard.kpi.checks'), value: count('checks') },
          {
            key: 'averageTicket',
            label: translate('dashboard.kpi.averageTicket'),
            value: (f) => money(f.averageTicket),
          },
          { key: 'guests', label: translate('dashboard.kpi.guests'), value: count('guests') },
          {
            key: 'laborShare',
            label: translate('dashboard.kpi.laborShare'),
            value: (f) =>
              f.laborShare === null ? translate('dashboard.kpi.noShare') : formatPercent(f.laborShare),
            detail: (f) => translate('dashboard.kpi.laborCost', { amount: money(f.laborCost) }),
            risingIsGood: false,
          },
        ]}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={translate('dashboard.salesByHour')} heading="h3">
            {sold ? (
              <LazyAmountChart
                testId="sales-by-hour"
                label={translate('dashboard.salesByHourLabel')}
                points={data.hours.map((h) => hourText(h.hour))}
                series={(['period', 'previous'] as const).map((s) => ({
                  label: translate(`dashboard.series.${s}`),
                  values: data.hours.map((h) => h[s]),
                }))}
                money={money}
              />
            ) : (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {translate('dashboard.noSales')}
              </Typography>
            )}
          </ChartCard>
        </Grid>
        {(['liked', 'disliked'] as const).map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6, lg: 3 }}>
            <RatedItems
              testId={`${kind}-items`}
              title={translate(`dashboard.${kind}`)}
              empty={translate(kind === 'liked' ? 'dashboard.noLiked' : 'dashboard.noDisliked')}
              items={data[kind]}
              minRatings={data.minRatings}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
