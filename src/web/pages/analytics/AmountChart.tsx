import { Box, Paper, Typography, useTheme } from '@mui/material';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LeftToRight } from '../../layout/display';
import { useWidth } from '../../widgets/useWidth';
import { visuallyHidden } from '../../widgets/visuallyHidden';
import { amountTicks } from './amountScale';

const HEIGHT = 260;
const AXIS_WIDTH = 70;
const AXIS_HEIGHT = 24;
const TOP = 8;
/** About the width of a character of the axis' labels, to keep them apart. */
const CHAR_WIDTH = 7;

interface Props {
  /** What the chart shows, for screen readers. */
  label: string;
  /** A point's text on the axis. */
  points: string[];
  series: { label: string; values: number[] }[];
  /** Cents as the store writes money. */
  money: (cents: number) => string;
  testId: string;
}

/**
 * Bars of amounts in cents per point (an hour, a day), one series each, side by side: drawn in SVG
 * with the page's theme, the amounts of a point shown beside the pointer, and the same figures as a
 * table for screen readers.
 */
export default function AmountChart({ label, points, series, money, testId }: Props) {
  const theme = useTheme();
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const [hovered, setHovered] = useState<number | null>(null);
  const colors = [theme.palette.primary.main, theme.palette.mode === 'dark' ? '#9e9e9e' : '#b0bec5'];
  const values = series.flatMap((s) => s.values);
  const ticks = amountTicks(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const plotWidth = Math.max(0, width - AXIS_WIDTH - 8);
  const plotHeight = HEIGHT - TOP - AXIS_HEIGHT;
  const y = (cents: number) => TOP + ((high - cents) / (high - low || 1)) * plotHeight;
  const band = points.length ? plotWidth / points.length : 0;
  const bar = (band * 0.8) / Math.max(1, series.length);
  const longest = Math.max(1, ...points.map((p) => p.length));
  // Every n-th label, so that neighbours do not run into each other.
  const every = Math.max(1, Math.ceil(((longest + 1) * CHAR_WIDTH) / Math.max(1, band)));
  const hover = (event: PointerEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left - AXIS_WIDTH;
    const at = Math.floor(x / (band || 1));
    setHovered(x >= 0 && at < points.length ? at : null);
  };
  const text = { fontSize: 12, fill: theme.palette.text.secondary };

  return (
    <LeftToRight>
      <Box data-testid={testId} dir="ltr" sx={{ width: '100%', minWidth: 0 }}>
        <Box
          component="ul"
          aria-hidden
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, mb: 1, p: 0 }}
        >
          {series.map((s, i) => (
            <Box component="li" key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colors[i % colors.length] }} />
              <Typography variant="body2">{s.label}</Typography>
            </Box>
          ))}
        </Box>
        <Box
          ref={ref}
          role="img"
          aria-label={label}
          sx={{ position: 'relative', height: HEIGHT, width: '100%', minWidth: 0, overflow: 'hidden' }}
        >
          {width > 0 && (
            <svg
              width={width}
              height={HEIGHT}
              aria-hidden
              onPointerMove={hover}
              onPointerLeave={() => setHovered(null)}
              // Out of the flow: the chart follows its card's width and never widens it.
              style={{ position: 'absolute', inset: 0, display: 'block', touchAction: 'pan-y' }}
            >
              {ticks.map((t) => (
                <g key={t}>
                  <line
                    x1={AXIS_WIDTH}
                    x2={AXIS_WIDTH + plotWidth}
                    y1={y(t)}
                    y2={y(t)}
                    stroke={theme.palette.divider}
                    strokeWidth={t === 0 ? 1.5 : 1}
                  />
                  <text x={AXIS_WIDTH - 6} y={y(t)} dy="0.32em" textAnchor="end" {...text}>
                    {money(t)}
                  </text>
                </g>
              ))}
              {hovered !== null && (
                <rect
                  x={AXIS_WIDTH + hovered * band}
                  y={TOP}
                  width={band}
                  height={plotHeight}
                  fill={theme.palette.action.hover}
                />
              )}
              {points.map((p, i) => (
                <g key={`${p}-${i}`}>
                  {series.map((s, j) => {
                    const v = s.values[i] ?? 0;
                    const top = y(Math.max(0, v));
                    return (
                      <rect
                        key={s.label}
                        x={AXIS_WIDTH + i * band + band * 0.1 + j * bar}
                        y={top}
                        width={Math.max(1, bar - 1)}
                        height={Math.max(v === 0 ? 0 : 1, Math.abs(y(v) - y(0)))}
                        fill={colors[j % colors.length]}
                        rx={2}
                      />
                    );
                  })}
                  {i % every === 0 && (
                    <text x={AXIS_WIDTH + (i + 0.5) * band} y={HEIGHT - 6} textAnchor="middle" {...text}>
                      {p}
                    </text>
                  )}
                </g>
              ))}
            </svg>
          )}
          {hovered !== null && (
            <Paper
              elevation={4}
              aria-hidden
              sx={{
                position: 'absolute',
                top: TOP,
                px: 1.5,
                py: 1,
                pointerEvents: 'none',
                maxWidth: '60%',
                ...(AXIS_WIDTH + (hovered + 0.5) * band < width / 2
                  ? { left: AXIS_WIDTH + (hovered + 1) * band + 8 }
                  : { right: width - AXIS_WIDTH - hovered * band + 8 }),
              }}
            >
              <Typography variant="subtitle2">{points[hovered]}</Typography>
              {series.map((s, j) => (
                <Typography
                  key={s.label}
                  variant="body2"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  <Box component="span" sx={{ width: 10, height: 10, bgcolor: colors[j % colors.length] }} />
                  {s.label}: {money(s.values[hovered] ?? 0)}
                </Typography>
              ))}
            </Paper>
          )}
        </Box>
        {/* Hidden around the table: a caption is drawn outside a table's own box, unclipped. */}
        <Box sx={visuallyHidden}>
          <table>
            <caption>{label}</caption>
            <thead>
              <tr>
                <th scope="col">{translate('dashboard.chartPoint')}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((p, i) => (
                <tr key={`${p}-${i}`}>
                  <th scope="row">{p}</th>
                  {series.map((s) => (
                    <td key={s.label}>{money(s.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </Box>
    </LeftToRight>
  );
}
