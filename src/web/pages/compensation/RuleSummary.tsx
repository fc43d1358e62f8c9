import { Box, Link, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { operationAllowed } from '../../../core/permissions';
import { resourceByName } from '../../../core/registry';
import { useStoredUser } from '../../session';
import type { PayrollRule } from './api';

const PAYROLL_SETTINGS = resourceByName('payroll-settings');

/**
 * The overtime rule the payroll was computed with, and where the store changes it (General
 * Settings' Payroll tab), for whom may change it there.
 */
export function RuleSummary({ rule }: { rule: PayrollRule }) {
  const translate = useTranslate();
  const user = useStoredUser();
  const lines = [
    rule.overtime_daily_hours > 0
      ? translate('compensation.payroll.rule.daily', { hours: rule.overtime_daily_hours })
      : translate('compensation.payroll.rule.noDaily'),
    rule.overtime_weekly_hours > 0
      ? translate('compensation.payroll.rule.weekly', { hours: rule.overtime_weekly_hours })
      : translate('compensation.payroll.rule.noWeekly'),
    translate('compensation.payroll.rule.multiplier', { multiplier: rule.overtime_multiplier }),
    translate('compensation.payroll.rule.weekStart', {
      day: translate(`days.${rule.week_start}`),
    }),
  ];
  return (
    <Paper component="aside" variant="outlined" sx={{ p: 1.5, my: 2 }} aria-labelledby="payroll-rule-title">
      <Typography id="payroll-rule-title" variant="subtitle2" component="h3">
        {translate('compensation.payroll.rule.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line) => (
          <Typography key={line} component="li" variant="body2">
            {line}
          </Typography>
        ))}
      </Box>
      {user && operationAllowed(user, PAYROLL_SETTINGS) && (
        <Link component={RouterLink} to="/pages/general-settings" variant="body2">
          {translate('compensation.payroll.rule.change')}
        </Link>
      )}
    </Paper>
  );
}
