import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { change } from '../../reports/model';

/** "+12.5%" or "-3.0%": the change from the previous figure, one decimal. */
export const changeText = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;

/**
 * One figure of a dashboard: its name, its value as the store writes it, and how it moved against
 * the figure it is compared with (`against`: the i18n key of that sentence).
 */
export function KpiCard({
  label,
  value,
  detail,
  current,
  previous,
  against,
  risingIsGood = true,
  testId,
}: {
  label: string;
  value: string;
  /** A second line under the value (the labour cost beside its share). */
  detail?: string;
  current: number | null;
  previous: number | null;
  against: string;
  /** False for a figure that is better lower (the labour cost's share): its rise shows as bad. */
  risingIsGood?: boolean;
  testId: string;
}) {
  const translate = useTranslate();
  const moved = change(current, previous);
  const rose = moved !== null && moved >= 0;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          data-testid={`${testId}-value`}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {value}
        </Typography>
        {[
          detail ? { text: detail, color: 'text.secondary' } : null,
          {
            text:
              moved === null
                ? translate('dashboard.change.none')
                : translate(against, { change: changeText(moved) }),
            color: moved === null ? 'text.secondary' : rose === risingIsGood ? 'success.main' : 'error.main',
          },
        ].map(
          (line, i) =>
            line && (
              <Typography key={i} variant="caption" component="p" color={line.color}>
                {line.text}
              </Typography>
            ),
        )}
      </CardContent>
    </Card>
  );
}
