import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  Skeleton,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateOnly, formatMoney, formatPercent, formatTime } from '../../../core/formats';
import { shortCount } from '../../../core/messages';
import type { DatePreset } from '../../../core/reports';
import { errorMessage } from '../../layout/PageFrame';
import { useStoreSettings } from '../../store/settings';
import { fetchDashboard, type DashboardData, type DashboardFigures } from './api';
import { KpiCard } from './KpiCard';
import { KpiGroup } from './KpiGroup';
import { PeriodSelect } from './PeriodSelect';
import { RatedItems } from './RatedItems';

// The chart library arrives after the figures: the cards show while it loads.
const AmountChart = lazy(() => import('./AmountChart'));

/** The sales of today and of a period (This Week first), by hour, and the items guests liked and disliked. */
export function SalesOverview() {
  const translate = useTranslate();
  const [preset, setPreset] = useState<DatePreset>('thisWeek');
  const query = useQuery({
    queryKey: ['dashboard', preset],
    queryFn: () => fetchDashboard(preset),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return (
    <Box component="section" aria-labelledby="dashboard-sales" sx={{ mb: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography id="dashboard-sales" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('dashboard.sales.title')}
        </Typography>
        <PeriodSelect value={preset} onChange={setPreset} />
      </Box>
      {query.isFetching ? (
        <LinearProgress aria-label={translate('dashboard.sales.loading')} sx={{ mb: 1 }} />
      ) : (
        <Box sx={{ height: 4, mb: 1 }} />
      )}
      {query.error && !query.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {translate('dashboard.sales.retry')}
            </Button>
          }
        >
          {errorMessage(translate, query.error)}
        </Alert>
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
  const range = (f: DashboardFigures) =>
    f.from === f.to
      ? formatDateOnly(f.from, settings.dateFormat)
      : translate('dashboard.periodRange', {
          from: formatDateOnly(f.from, settings.dateFormat),
          to: formatDateOnly(f.to, settings.dateFormat),
        });
  /** The five cards of one range, each against the range before it. */
  const cards = (id: string, now: DashboardFigures, before: DashboardFigures, against: string) => [
    <KpiCard
      key="netSales"
      testId={`kpi-${id}-netSales`}
      label={translate('dashboard.kpi.netSales')}
      value={money(now.netSales)}
      current={now.netSales}
      previous={before.netSales}
      against={against}
    />,
    <KpiCard
      key="checks"
      testId={`kpi-${id}-checks`}
      label={translate('dashboard.kpi.checks')}
      value={shortCount(now.checks)}
      current={now.checks}
      previous={before.checks}
      against={against}
    />,
    <KpiCard
      key="averageTicket"
      testId={`kpi-${id}-averageTicket`}
      label={translate('dashboard.kpi.averageTicket')}
      value={money(now.averageTicket)}
      current={now.averageTicket}
      previous={before.averageTicket}
      against={against}
    />,
    <KpiCard
      key="guests"
      testId={`kpi-${id}-guests`}
      label={translate('dashboard.kpi.guests')}
      value={shortCount(now.guests)}
      current={now.guests}
      previous={before.guests}
      against={against}
    />,
    <KpiCard
      key="laborShare"
      testId={`kpi-${id}-laborShare`}
      label={translate('dashboard.kpi.laborShare')}
      value={now.laborShare === null ? translate('dashboard.kpi.noShare') : formatPercent(now.laborShare)}
      detail={translate('dashboard.kpi.laborCost', { amount: money(now.laborCost) })}
      current={now.laborShare}
      previous={before.laborShare}
      against={against}
      risingIsGood={false}
    />,
  ];
  const hourText = (hour: number) => formatTime({ hour, minute: 0, second: 0 }, settings.hourFormat);
  const sold = data.hours.some((h) => h.period > 0 || h.previous > 0);
  return (
    <>
      <KpiGroup title={translate('dashboard.today')} subtitle={range(data.today)} testId="kpis-today">
        {cards('today', data.today, data.yesterday, 'dashboard.change.yesterday')}
      </KpiGroup>
      <KpiGroup
        title={translate(`reports.presets.${data.preset ?? preset}`)}
        subtitle={range(data.period)}
        testId="kpis-period"
      >
        {cards('period', data.period, data.previous, 'dashboard.change.previous')}
      </KpiGroup>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h3">
                {translate('dashboard.salesByHour')}
              </Typography>
              {sold ? (
                <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
                  <AmountChart
                    testId="sales-by-hour"
                    label={translate('dashboard.salesByHourLabel')}
                    points={data.hours.map((h) => hourText(h.hour))}
                    series={[
                      {
                        label: translate('dashboard.series.period'),
                        values: data.hours.map((h) => h.period),
                      },
                      {
                        label: translate('dashboard.series.previous'),
                        values: data.hours.map((h) => h.previous),
                      },
                    ]}
                    money={money}
                  />
                </Suspense>
              ) : (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {translate('dashboard.noSales')}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <RatedItems
            testId="liked-items"
            title={translate('dashboard.liked')}
            empty={translate('dashboard.noLiked')}
            items={data.liked}
            minRatings={data.minRatings}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <RatedItems
            testId="disliked-items"
            title={translate('dashboard.disliked')}
            empty={translate('dashboard.noDisliked')}
            items={data.disliked}
            minRatings={data.minRatings}
          />
        </Grid>
      </Grid>
    </>
  );
}
