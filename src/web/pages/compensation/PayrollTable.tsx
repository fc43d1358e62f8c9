import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../core/formats';
import { PlainTable, useStackedRows } from '../../layout/PlainTable';
import { useStoreSettings } from '../../store/settings';
import type { Payroll, PayrollLine } from './api';

const COLUMNS = [
  'salaryType',
  'rate',
  'hours',
  'regular',
  'overtime',
  'regularPay',
  'overtimePay',
  'total',
] as const;
type Column = (typeof COLUMNS)[number];

const TOTAL = { fontWeight: 600, color: 'text.primary' } as const;

/** Hours with two decimals: 41.5 → "41.50". */
export const hoursText = (h: number) => h.toFixed(2);

/** The payroll's rows and totals: a table on a wide screen, one card per employee on a phone. */
export function PayrollTable({ payroll }: { payroll: Payroll }) {
  const translate = useTranslate();
  const { currencySymbol } = useStoreSettings();
  const stacked = useStackedRows();
  const money = (cents: number) => formatMoney(cents / 100, currencySymbol);
  const rateText = (l: PayrollLine) => {
    const amount = money(l.rate);
    const per =
      l.salary_type === 'hourly'
        ? 'compensation.pay.perHour'
        : l.pay_period === 'daily'
          ? 'compensation.pay.perDay'
          : 'compensation.pay.perWeek';
    const text = translate(per, { amount });
    return l.rate_from === 'store' ? `${text} (${translate('compensation.payroll.storeRate')})` : text;
  };
  const cellOf = (l: PayrollLine): Record<Column, string> => ({
    salaryType: translate(`entities.employee.choices.${l.salary_type}`),
    rate: rateText(l),
    hours: hoursText(l.hours),
    regular: hoursText(l.regular_hours),
    overtime: hoursText(l.overtime_hours),
    regularPay: money(l.regular_pay),
    overtimePay: money(l.overtime_pay),
    total: money(l.total),
  });
  const t = payroll.totals;
  const totals: Record<Column, string> = {
    salaryType: '',
    rate: '',
    hours: hoursText(t.hours),
    regular: hoursText(t.regular_hours),
    overtime: hoursText(t.overtime_hours),
    regularPay: money(t.regular_pay),
    overtimePay: money(t.overtime_pay),
    total: money(t.total),
  };
  const label = (c: Column | 'employee') => translate(`compensation.payroll.columns.${c}`);
  const numeric = (c: Column) => c !== 'salaryType' && c !== 'rate';
  const openNote = (n: number) =>
    n > 0 ? (
      <Typography variant="body2" color="warning.main">
        {translate('compensation.payroll.openCards', { smart_count: n })}
      </Typography>
    ) : null;

  if (payroll.employees.length === 0)
    return <Typography color="text.secondary">{translate('compensation.payroll.empty')}</Typography>;

  if (stacked)
    return (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label('employee')}>
        {[
          ...payroll.employees.map((l) => ({
            key: l.employee_id,
            name: l.name,
            cells: cellOf(l),
            open: l.open_cards,
          })),
          {
            key: 'totals',
            name: translate('compensation.payroll.totals'),
            cells: totals,
            open: t.open_cards,
          },
        ].map((card) => (
          <Paper component="li" key={card.key} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {card.name}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
              {COLUMNS.filter((c) => card.cells[c] !== '').map((c) => (
                <Box key={c} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label(c)}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}
                  >
                    {card.cells[c]}
                  </Typography>
                </Box>
              ))}
            </Box>
            {openNote(card.open)}
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <PlainTable
        aria-label={translate('compensation.payroll.heading')}
        hover
        rowHeaders
        columns={[
          { key: 'employee', label: label('employee') },
          ...COLUMNS.map((c) => ({ key: c, label: label(c), align: numeric(c) ? 'right' : 'left' }) as const),
        ]}
        rows={payroll.employees.map((l) => {
          const cells = cellOf(l);
          return {
            key: l.employee_id,
            cells: [
              <>
                {l.name}
                {openNote(l.open_cards)}
              </>,
              ...COLUMNS.map((c) => cells[c]),
            ],
          };
        })}
        footer={{
          key: 'totals',
          cells: [translate('compensation.payroll.totals'), ...COLUMNS.map((c) => totals[c])],
          sx: [TOTAL, ...COLUMNS.map(() => TOTAL)],
        }}
      />
    </Box>
  );
}
