import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../core/formats';
import { currentStore } from '../../session';
import { personName } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';
import { errorMessage } from '../../graphql/client';
import { loadCompensations, type Compensation } from './api';
import { PayDialog } from './PayDialog';

/** The compensation value with what it is per: "$15.50 per hour", "$950.00 per week". */
export function useValueText() {
  const translate = useTranslate();
  const { currencySymbol } = useStoreSettings();
  return (c: Pick<Compensation, 'salary' | 'salary_type' | 'pay_period'>) => {
    if (c.salary === null) return translate('compensation.pay.notSet');
    const amount = formatMoney(c.salary, currencySymbol);
    if (c.salary_type === 'hourly') return translate('compensation.pay.perHour', { amount });
    return translate(c.pay_period === 'daily' ? 'compensation.pay.perDay' : 'compensation.pay.perWeek', {
      amount,
    });
  };
}

const matches = (c: Compensation, search: string) =>
  [c.first_name, c.last_name, c.nickname ?? '', ...c.jobs].join(' ').toLowerCase().includes(search);

/** The active employees' pay, searched by name or job, each edited in a dialog. */
export function PayTab() {
  const translate = useTranslate();
  const { nameFormat } = useStoreSettings();
  const valueText = useValueText();
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Compensation | null>(null);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['compensations', currentStore()?.id],
    queryFn: loadCompensations,
  });
  const shown = useMemo(
    () => (data ?? []).filter((c) => matches(c, search.trim().toLowerCase())),
    [data, search],
  );
  const cells = (c: Compensation) => ({
    name: personName(c, nameFormat),
    jobs: c.jobs.length ? c.jobs.join(', ') : translate('compensation.pay.noJobs'),
    salaryType: translate(`entities.employee.choices.${c.salary_type}`),
    payPeriod: translate(`entities.employee.choices.${c.pay_period}`),
    value: valueText(c),
    hours: c.hours === null ? '—' : String(c.hours),
  });
  const editButton = (c: Compensation) => (
    <Button
      size="small"
      startIcon={<EditIcon />}
      onClick={() => setEditing(c)}
      aria-label={translate('compensation.pay.editOf', { name: personName(c, nameFormat) })}
    >
      {translate('compensation.pay.edit')}
    </Button>
  );
  const columns = ['name', 'jobs', 'salaryType', 'payPeriod', 'value', 'hours'] as const;

  return (
    <section aria-labelledby="compensation-pay-heading">
      <Typography id="compensation-pay-heading" variant="h6" component="h2">
        {translate('compensation.pay.heading')}
      </Typography>
      <TextField
        label={translate('compensation.pay.search')}
        type="search"
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ my: 2, width: '100%', maxWidth: 360 }}
      />
      {isPending ? (
        <LinearProgress aria-label={translate('compensation.loading')} sx={{ my: 2 }} />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('compensation.retry')}
            </Button>
          }
        >
          {errorMessage(translate, error)}
        </Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{translate('compensation.pay.empty')}</Typography>
      ) : stacked ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((c) => {
            const v = cells(c);
            return (
              <Paper component="li" key={c.employee_id} variant="outlined" sx={{ p: 1.5 }}>
                <Typography
                  component="h3"
                  variant="subtitle1"
                  sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                >
                  {v.name}
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
                  {columns.slice(1).map((col) => (
                    <Box key={col} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {translate(`compensation.pay.columns.${col}`)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {v[col]}
                      </Typography>
                    </Box>
                  ))}
                </Box>
                <Box sx={{ mt: 1 }}>{editButton(c)}</Box>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Table size="small" aria-labelledby="compensation-pay-heading">
          <TableHead>
            <TableRow>
              {columns.map((col) => (
                <TableCell key={col} align={col === 'hours' ? 'right' : 'left'}>
                  {translate(`compensation.pay.columns.${col}`)}
                </TableCell>
              ))}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate('compensation.pay.columns.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((c) => {
              const v = cells(c);
              return (
                <TableRow key={c.employee_id} hover>
                  {columns.map((col) => (
                    <TableCell key={col} align={col === 'hours' ? 'right' : 'left'}>
                      {v[col]}
                    </TableCell>
                  ))}
                  <TableCell align="right">{editButton(c)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {editing && <PayDialog employee={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
