import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OpenDay } from './api';
import type { DayFormats } from './useDayFormats';

/** The open day's date, opening and takings so far. */
export function DaySummary({ day, formats }: { day: OpenDay; formats: DayFormats }) {
  const translate = useTranslate();
  const facts: [string, string][] = [
    ['businessDate', formats.date(day.business_date)],
    ['openedAt', formats.moment(day.opened_at)],
    ['checks', String(day.checks)],
    ['sales', formats.money(day.sales)],
  ];
  return (
    <Paper component="section" aria-labelledby="close-day-open" variant="outlined" sx={{ p: 2 }}>
      <Typography id="close-day-open" variant="h6" component="h2" gutterBottom>
        {translate('closeDay.day.heading')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {facts.map(([key, value]) => (
          <Box key={key} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`closeDay.day.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
