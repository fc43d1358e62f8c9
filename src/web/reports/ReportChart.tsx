import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import type { ChartKind } from '../../core/reports';
import { formatMoney } from '../format';
import type { StoreSettings } from '../storeFormats';
import type { ReportData } from './api';

/** Chart series that count rather than sum money. */
const COUNT_SERIES = ['resends'];

/**
 * The report's chart: bars per date or hour (the previous period's beside them when compared), or a
 * pie of what each payment type took in. Amounts arrive in cents and are drawn in the store's money.
 */
export function ReportChart({
  data,
  kind,
  labelText,
  settings,
  title,
}: {
  data: ReportData;
  kind: ChartKind;
  /** A point's label as the table writes it (a date, an hour). */
  labelText: (raw: string) => string;
  settings: StoreSettings;
  title: string;
}) {
  const translate = useTranslate();
  const chart = data.chart;
  if (!chart || !chart.labels.length || kind === 'none') return null;
  // A chart of counts (resends per employee) is written as numbers, every other one as money.
  const counts = chart.series.every((s) => COUNT_SERIES.includes(s.key));
  const money = (cents: number | null) =>
    counts ? (cents ?? 0).toLocaleString('en-US') : formatMoney((cents ?? 0) / 100, settings.currencySymbol);
  const label = translate('reports.chart.label', { report: title });
  if (kind === 'pie')
    return (
      <Box role="img" aria-label={label} data-testid="report-chart" sx={{ width: '100%', minWidth: 0 }}>
        <PieChart
          height={260}
          series={[
            {
              data: chart.labels.map((l, i) => ({ id: l, label: l, value: chart.series[0]!.values[i]! })),
              valueFormatter: (v) => money(v.value),
              innerRadius: 40,
            },
          ]}
        />
      </Box>
    );
  // The previous period's points in the same places (the same hour, the same day of the period).
  const previous =
    data.previous && data.code === 'hourly-report'
      ? chart.labels.map((l) => {
          const row = data.previous!.rows.find((r) => r.cells[0] === l);
          return row ? Number(row.cells[5]) : 0;
        })
      : null;
  return (
    <Box role="img" aria-label={label} data-testid="report-chart" sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: chart.labels.map(labelText) }]}
        yAxis={[{ valueFormatter: (v: number) => money(v), width: 70 }]}
        series={[
          ...chart.series.map((s) => ({
            data: s.values,
            label: translate(`reports.chart.${s.key}`),
            valueFormatter: money,
          })),
          ...(previous
            ? [{ data: previous, label: translate('reports.chart.previous'), valueFormatter: money }]
            : []),
        ]}
      />
    </Box>
  );
}
