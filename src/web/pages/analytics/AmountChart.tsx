import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LeftToRight } from '../../layout/display';

/** Bars of amounts in cents per point (an hour, a day), one series each; loaded with the chart library. */
export default function AmountChart({
  label,
  points,
  series,
  money,
  testId,
}: {
  /** What the chart shows, for screen readers. */
  label: string;
  /** A point's text on the axis. */
  points: string[];
  series: { label: string; values: number[] }[];
  /** Cents as the store writes money. */
  money: (cents: number) => string;
  testId: string;
}) {
  // A chart reads left to right in either direction: its axes' labels stay under their bars.
  return (
    <LeftToRight>
      <Box role="img" dir="ltr" aria-label={label} data-testid={testId} sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: points }]}
          yAxis={[{ valueFormatter: (v: number) => money(v), width: 70 }]}
          series={series.map((s) => ({
            data: s.values,
            label: s.label,
            valueFormatter: (v: number | null) => money(v ?? 0),
          }))}
          margin={{ left: 0, right: 8 }}
        />
      </Box>
    </LeftToRight>
  );
}
