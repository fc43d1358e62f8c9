import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../core/formats';
import { useStoreSettings } from '../../store/settings';
import type { MonitorCheck } from './api';
import { visuallyHidden } from '../../widgets/visuallyHidden';

/** The checks shown, by status, and their sales (voided checks count for nothing). */
export function Summary({ checks }: { checks: MonitorCheck[] }) {
  const translate = useTranslate();
  const { currencySymbol } = useStoreSettings();
  const count = (status: MonitorCheck['status']) => checks.filter((c) => c.status === status).length;
  const sales = checks.filter((c) => c.status !== 'voided').reduce((sum, c) => sum + c.total, 0);
  const figures: [string, string][] = [
    ['checks', String(checks.length)],
    ['open', String(count('open'))],
    ['closed', String(count('closed'))],
    ['voided', String(count('voided'))],
    ['sales', formatMoney(sales / 100, currencySymbol)],
  ];
  return (
    <Box component="section" aria-labelledby="order-monitor-summary">
      <Typography id="order-monitor-summary" variant="h6" component="h2" sx={visuallyHidden}>
        {translate('orderMonitor.summary.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 130px), 1fr))',
          gap: 1,
          m: 0,
        }}
      >
        {figures.map(([key, value]) => (
          <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`orderMonitor.summary.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-figure={key}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
