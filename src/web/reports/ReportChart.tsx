import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import { LeftToRight } from '../layout/display';
import type { ChartKind, SeriesUnit } from '../../core/reports';
import type { StoreSettings } from '../store/formats';
import type { ReportData } from './api';
import { seriesText } from './model';
import { byStore } from './stores';

/** The order of the axes: the first unit on the left, the others on the right. */
const UNITS: readonly SeriesUnit[] = ['money', 'count', 'number', 'percent'];

/**
 * Names (menu items, employees, categories) are written slanted under their bars once there are
 * more than a few: level, most of them would be left out for want of room on a laptop.
 */
const slanted = (labels: readonly string[]) => labels.length > 6 && labels.some((l) => l.length > 8);
const SLANTED_LABEL = { angle: -35, textAnchor: 'end', fontSize: 11 } as const;
const SLANTED_AXIS_HEIGHT = 90;

/**
 * A chart's frame, labelled for screen readers: drawn left to right in either direction, as the chart
 * library lays it out.
 */
function ChartFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <LeftToRight>
      <Box
        role="img"
        dir="ltr"
        aria-label={label}
        data-testid="report-chart"
        sx={{ width: '100%', minWidth: 0 }}
      >
        {children}
      </Box>
    </LeftToRight>
  );
}

/**
 * The report's chart: bars per date or hour (the previous period's beside them when compared), or a
 * pie of what each payment type took in. Each series is drawn on the axis of its unit: a share of
 * sales on a percent axis, never on the money one beside it.
 */
export function ReportChart({
  data,
  kind,
  previousBeside,
  labelText,
  settings,
  title,
}: {
  data: ReportData;
  kind: ChartKind;
  /** Whether the previous period's bars stand beside the chosen one's, point by point (the declaration's `chartPrevious`). */
  previousBeside: boolean;
  /** A point's label as the table writes it (a date, an hour). */
  labelText: (raw: string) => string;
  settings: StoreSettings;
  title: string;
}) {
  const translate = useTranslate();
  const chart = data.chart;
  if (!chart || !chart.labels.length || kind === 'none') return null;
  const write = (unit: SeriesUnit) => (v: number | null) => seriesText(unit, v, settings);
  const label = translate('reports.chart.label', { report: title });
  if (kind === 'pie') {
    const series = chart.series[0]!;
    return (
      <ChartFrame label={label}>
        <PieChart
          height={260}
          series={[
            {
              data: chart.labels.map((l, i) => ({ id: l, label: l, value: series.values[i]! })),
              valueFormatter: (v) => write(series.unit)(v.value),
              innerRadius: 40,
            },
          ]}
        />
      </ChartFrame>
    );
  }
  const units = UNITS.filter((u) => chart.series.some((s) => s.unit === u));
  const first = chart.series[0]!;
  // The previous period's points in the same places (the same hour), read from the first series' column.
  // Several stores by store: each store's row of a point, led by the store's name, adds up.
  const column = data.columns.findIndex((c) => c.key === first.column);
  const at = byStore(data) ? 1 : 0;
  const previous =
    data.previous && previousBeside && column >= 0
      ? chart.labels.map((l) =>
          data
            .previous!.rows.filter((r) => r.cells[at] === l)
            .reduce((sum, r) => sum + Number(r.cells[column] ?? 0), 0),
        )
      : null;
  const labels = chart.labels.map(labelText);
  const slant = slanted(labels);
  return (
    <ChartFrame label={label}>
      <BarChart
        height={slant ? 340 : 280}
        xAxis={[
          {
            scaleType: 'band',
            data: labels,
            ...(slant ? { height: SLANTED_AXIS_HEIGHT, tickLabelStyle: SLANTED_LABEL } : {}),
          },
        ]}
        yAxis={units.map((unit, i) => ({
          id: unit,
          position: i === 0 ? ('left' as const) : ('right' as const),
          valueFormatter: (v: number) => write(unit)(v),
          width: 70,
        }))}
        series={[
          ...chart.series.map((s) => ({
            data: s.values,
            label: translate(s.label),
            valueFormatter: write(s.unit),
            yAxisId: s.unit,
          })),
          ...(previous
            ? [
                {
                  data: previous,
                  label: translate('reports.chart.previous'),
                  valueFormatter: write(first.unit),
                  yAxisId: first.unit,
                },
              ]
            : []),
        ]}
      />
    </ChartFrame>
  );
}
