import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
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
import { ErrorAlert } from '../../layout/PageFrame';
import { PlainTable, useStackedRows } from '../../layout/PlainTable';
import { TabSection } from './TabSection';
import { visuallyHidden } from '../../widgets/visuallyHidden';

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
  const stacked = useStackedRows();
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
    <TabSection tab="pay">
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
        <ErrorAlert message={errorMessage(translate, error)} retry="compensation.retry" onRetry={refetch} />
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
        <PlainTable
          aria-labelledby="compensation-pay-heading"
          hover
          columns={[
            ...columns.map(
              (col) =>
                ({
                  key: col,
                  label: translate(`compensation.pay.columns.${col}`),
                  align: col === 'hours' ? 'right' : 'left',
                }) as const,
            ),
            {
              key: 'actions',
              label: (
                <Box component="span" sx={visuallyHidden}>
                  {translate('compensation.pay.columns.actions')}
                </Box>
              ),
              cellAlign: 'right',
            },
          ]}
          rows={shown.map((c) => {
            const v = cells(c);
            return { key: c.employee_id, cells: [...columns.map((col) => v[col]), editButton(c)] };
          })}
        />
      )}
      {editing && <PayDialog employee={editing} onClose={() => setEditing(null)} />}
    </TabSection>
  );
}
