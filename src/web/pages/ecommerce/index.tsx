import { Box, Card, CardContent, Grid, LinearProgress, Skeleton, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateOnly, formatMoney, formatTime } from '../../../core/formats';
import { shortCount } from '../../../core/messages';
import type { DatePreset } from '../../../core/reports';
import { PageFrame } from '../../layout/PageFrame';
import { useStoreSettings } from '../../store/settings';
import { KpiCard } from '../analytics/KpiCard';
import { KpiGroup } from '../analytics/KpiGroup';
import { PeriodSelect } from '../analytics/PeriodSelect';
import { fetchEcommerce, type EcommerceData, type OnlineFigures } from './api';
import { OrderTypeTable } from './OrderTypeTable';

// The chart library arrives after the figures: the cards show while it loads.
const AmountChart = lazy(() => import('../analytics/AmountChart'));

/** /dashboard/ecommerce (admin only): the orders that came from online ordering. */
export default function Ecommerce() {
  const translate = useTranslate();
  const [preset, setPreset] = useState<DatePreset>('thisWeek');
  const query = useQuery({
    queryKey: ['ecommerceDashboard', preset],
    queryFn: () => fetchEcommerce(preset),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return (
    <PageFrame
      i18n="ecommerce"
      query={{ data: query.data, error: query.error, isPending: query.isPending, refetch: query.refetch }}
    >
      {(data: EcommerceData | undefined) => (
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ my: 2 }}>
            <PeriodSelect value={preset} onChange={setPreset} />
          </Box>
          {query.isFetching ? (
            <LinearProgress aria-label={translate('ecommerce.loading')} sx={{ mb: 1 }} />
          ) : (
            <Box sx={{ height: 4, mb: 1 }} />
          )}
          {data && <Online data={data} preset={preset} />}
        </Box>
      )}
    </PageFrame>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Online({ data, preset }: { data: EcommerceData; preset: DatePreset }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const money = (cents: number) => formatMoney(cents / 100, settings.currencySymbol);
  const date = (d: string) => formatDateOnly(d, settings.dateFormat);
  const range = (f: OnlineFigures) =>
    f.from === f.to
      ? date(f.from)
      : translate('dashboard.periodRange', { from: date(f.from), to: date(f.to) });
  const cards = (id: string, now: OnlineFigures, before: OnlineFigures, against: string) => [
    <KpiCard
      key="orders"
      testId={`online-${id}-orders`}
      label={translate('ecommerce.orders')}
      value={shortCount(now.orders)}
      current={now.orders}
      previous={before.orders}
      against={against}
    />,
    <KpiCard
      key="sales"
      testId={`online-${id}-sales`}
      label={translate('ecommerce.sales')}
      value={money(now.sales)}
      current={now.sales}
      previous={before.sales}
      against={against}
    />,
    <KpiCard
      key="averageTicket"
      testId={`online-${id}-averageTicket`}
      label={translate('ecommerce.averageTicket')}
      value={money(now.averageTicket)}
      current={now.averageTicket}
      previous={before.averageTicket}
      against={against}
    />,
  ];
  const chart = (testId: string, label: string, points: string[], values: number[]) => (
    <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
      <AmountChart
        testId={testId}
        label={label}
        points={points}
        series={[{ label: translate('ecommerce.sales'), values }]}
        money={money}
      />
    </Suspense>
  );
  return (
    <>
      <KpiGroup title={translate('dashboard.today')} subtitle={range(data.today)} testId="online-today">
        {cards('today', data.today, data.yesterday, 'dashboard.change.yesterday')}
      </KpiGroup>
      <KpiGroup
        title={translate(`reports.presets.${data.preset ?? preset}`)}
        subtitle={range(data.period)}
        testId="online-period"
      >
        {cards('period', data.period, data.previous, 'dashboard.change.previous')}
      </KpiGroup>
      {data.period.orders === 0 ? (
        <Typography color="text.secondary" data-testid="online-empty">
          {translate('ecommerce.noOrders')}
        </Typography>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard title={translate('ecommerce.byDay')}>
              {chart(
                'online-by-day',
                translate('ecommerce.byDayLabel'),
                data.days.map((d) => date(d.date)),
                data.days.map((d) => d.sales),
              )}
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard title={translate('ecommerce.byHour')}>
              {chart(
                'online-by-hour',
                translate('ecommerce.byHourLabel'),
                data.hours.map((h) =>
                  formatTime({ hour: h.hour, minute: 0, second: 0 }, settings.hourFormat),
                ),
                data.hours.map((h) => h.sales),
              )}
            </ChartCard>
          </Grid>
          <Grid size={12}>
            <ChartCard title={translate('ecommerce.byOrderType')}>
              <Box sx={{ overflowX: 'auto' }}>
                <OrderTypeTable rows={data.orderTypes} money={money} />
              </Box>
            </ChartCard>
          </Grid>
        </Grid>
      )}
    </>
  );
}
