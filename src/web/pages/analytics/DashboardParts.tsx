import { Box, Card, CardContent, LinearProgress, Skeleton, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateOnly } from '../../../core/formats';
import type { DatePreset } from '../../../core/reports';
import { useStoreSettings } from '../../store/settings';
import { comparisonText } from './comparison';
import { KpiCard } from './KpiCard';
import { KpiGroup } from './KpiGroup';

// The chart library arrives after the figures: the cards show while it loads.
const AmountChart = lazy(() => import('./AmountChart'));

/** A dashboard's chosen period (This Week first) and its figures, the last ones kept while the next load. */
export function usePeriodFigures<T>(name: string, fetch: (preset: DatePreset) => Promise<T>) {
  const [preset, setPreset] = useState<DatePreset>('thisWeek');
  const query = useQuery({
    queryKey: [name, preset],
    queryFn: () => fetch(preset),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { preset, setPreset, query };
}

/** Bars of amounts, a placeholder of their height while the chart library loads. */
export function LazyAmountChart(props: ComponentProps<typeof AmountChart>) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
      <AmountChart {...props} />
    </Suspense>
  );
}

/** A titled card of a dashboard (a chart, a table). */
export function ChartCard({
  title,
  heading = 'h2',
  children,
}: {
  title: string;
  heading?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component={heading}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A thin progress bar while newer figures load; the same height when they are there. */
export function FetchingBar({ fetching, label }: { fetching: boolean; label: string }) {
  return fetching ? <LinearProgress aria-label={label} sx={{ mb: 1 }} /> : <Box sx={{ height: 4, mb: 1 }} />;
}

/** One figure of the KPI rows: its key in the figures, its name and its value as the store writes it. */
export interface Kpi<F> {
  key: keyof F & string;
  label: string;
  value: (f: F) => string;
  /** A second line under the value (the labour cost beside its share). */
  detail?: (f: F) => string;
  /** False for a figure that is better lower. */
  risingIsGood?: boolean;
}

type Range = { from: string; to: string };

/**
 * The two KPI rows of a dashboard: today against yesterday, and the chosen period against the one
 * before it. Test ids: `<group>-today`/`<group>-period` for the rows, `<card>-<row>-<key>` for a card.
 */
export function KpiRows<F extends Range>({
  data,
  preset,
  kpis,
  testIds,
}: {
  data: { preset?: string | null; today: F; yesterday: F; period: F; previous: F };
  preset: DatePreset;
  kpis: Kpi<F>[];
  testIds: { group: string; card: string };
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateFormat } = useStoreSettings();
  const date = (d: string) => formatDateOnly(d, dateFormat);
  const rangeText = (r: Range) =>
    r.from === r.to
      ? date(r.from)
      : translate('dashboard.periodRange', { from: date(r.from), to: date(r.to) });
  const rows = [
    { id: 'today', title: translate('dashboard.today'), now: data.today, before: data.yesterday },
    {
      id: 'period',
      title: translate(`reports.presets.${data.preset ?? preset}`),
      now: data.period,
      before: data.previous,
    },
  ];
  return rows.map(({ id, title, now, before }) => (
    <KpiGroup
      key={id}
      title={title}
      subtitle={
        id === 'period'
          ? `${rangeText(now)} · ${comparisonText(translate, locale, data.preset ?? preset, before, rangeText)}`
          : rangeText(now)
      }
      testId={`${testIds.group}-${id}`}
    >
      {kpis.map((k) => (
        <KpiCard
          key={k.key}
          testId={`${testIds.card}-${id}-${k.key}`}
          label={k.label}
          value={k.value(now)}
          detail={k.detail?.(now)}
          current={now[k.key] as number | null}
          previous={before[k.key] as number | null}
          against={id === 'today' ? 'dashboard.change.yesterday' : 'dashboard.change.previous'}
          risingIsGood={k.risingIsGood}
        />
      ))}
    </KpiGroup>
  ));
}
