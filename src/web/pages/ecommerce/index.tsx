import { Box, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateOnly, formatMoney, formatTime } from '../../../core/formats';
import { shortCount } from '../../../core/messages';
import type { DatePreset } from '../../../core/reports';
import { PageFrame } from '../../layout/PageFrame';
import { useStoreSettings } from '../../store/settings';
import {
  ChartCard,
  FetchingBar,
  KpiRows,
  LazyAmountChart,
  usePeriodFigures,
} from '../analytics/DashboardParts';
import { PeriodSelect } from '../analytics/PeriodSelect';
import { fetchEcommerce, type EcommerceData } from './api';
import { OrderTypeTable } from './OrderTypeTable';

/** /dashboard/ecommerce (admin only): the orders that came from online ordering. */
export default function Ecommerce() {
  const translate = useTranslate();
  const { preset, setPreset, query } = usePeriodFigures('ecommerceDashboard', fetchEcommerce);
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
          <FetchingBar fetching={query.isFetching} label={translate('ecommerce.loading')} />
          {data && <Online data={data} preset={preset} />}
        </Box>
      )}
    </PageFrame>
  );
}

function Online({ data, preset }: { data: EcommerceData; preset: DatePreset }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const money = (cents: number) => formatMoney(cents / 100, settings.currencySymbol);
  const charts = [
    {
      by: 'Day',
      points: data.days.map((d) => formatDateOnly(d.date, settings.dateFormat)),
      values: data.days.map((d) => d.sales),
    },
    {
      by: 'Hour',
      points: data.hours.map((h) => formatTime({ hour: h.hour, minute: 0, second: 0 }, settings.hourFormat)),
      values: data.hours.map((h) => h.sales),
    },
  ];
  return (
    <>
      <KpiRows
        data={data}
        preset={preset}
        testIds={{ group: 'online', card: 'online' }}
        kpis={[
          { key: 'orders', label: translate('ecommerce.orders'), value: (f) => shortCount(f.orders) },
          { key: 'sales', label: translate('ecommerce.sales'), value: (f) => money(f.sales) },
          {
            key: 'averageTicket',
            label: translate('ecommerce.averageTicket'),
            value: (f) => money(f.averageTicket),
          },
        ]}
      />
      {data.period.orders === 0 ? (
        <Typography color="text.secondary" data-testid="online-empty">
          {translate('ecommerce.noOrders')}
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {charts.map(({ by, points, values }) => (
            <Grid key={by} size={{ xs: 12, lg: 6 }}>
              <ChartCard title={translate(`ecommerce.by${by}`)}>
                <LazyAmountChart
                  testId={`online-by-${by.toLowerCase()}`}
                  label={translate(`ecommerce.by${by}Label`)}
                  points={points}
                  series={[{ label: translate('ecommerce.sales'), values }]}
                  money={money}
                />
              </ChartCard>
            </Grid>
          ))}
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
