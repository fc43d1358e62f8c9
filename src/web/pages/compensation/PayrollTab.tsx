import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { daysInclusive } from '../../../core/payroll';
import { formatDateOnly } from '../../../core/formats';
import { currentStore } from '../../session';
import { useStoreSettings } from '../../store/settings';
import { errorMessage } from '../../graphql/client';
import { loadPayroll, loadPayrollSettings } from './api';
import { payrollCsv } from './csv';
import { saveFile } from '../../resources/export/file';
import { PayrollTable } from './PayrollTable';
import { periodDates, PERIODS, type PeriodChoice } from './period';
import { RuleSummary } from './RuleSummary';
import { ErrorAlert } from '../../layout/PageFrame';
import { ChoiceSelect } from '../../reports/ChoiceSelect';
import { TabSection } from './TabSection';

/** The server's longest payroll, in days. */
const MAX_DAYS = 366;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with custom dates, by field, as message keys. */
function customProblems(from: string, to: string): { field: 'from' | 'to'; key: string }[] {
  if (!DATE.test(from)) return [{ field: 'from', key: 'compensation.errors.date' }];
  if (!DATE.test(to)) return [{ field: 'to', key: 'compensation.errors.date' }];
  if (to < from) return [{ field: 'to', key: 'compensation.errors.periodOrder' }];
  if (daysInclusive(from, to) > MAX_DAYS) return [{ field: 'to', key: 'compensation.errors.periodTooLong' }];
  return [];
}

/** The payroll of a period: a pay week by default, its rows and totals, the rule used, a CSV export. */
export function PayrollTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const settings = useStoreSettings();
  const store = currentStore()?.id;
  const base = useQuery({ queryKey: ['payrollSettings', store], queryFn: loadPayrollSettings });
  const [choice, setChoice] = useState<PeriodChoice>('thisWeek');
  const [custom, setCustom] = useState<{ from: string; to: string } | null>(null);

  const preset =
    base.data && choice !== 'custom' ? periodDates(choice, base.data.today, base.data.rule.week_start) : null;
  const range = choice === 'custom' ? custom : preset;
  const problems = choice === 'custom' && custom ? customProblems(custom.from, custom.to) : [];
  const payroll = useQuery({
    queryKey: ['payroll', store, range?.from, range?.to],
    queryFn: () => loadPayroll(range!.from, range!.to),
    enabled: !!range && problems.length === 0,
  });

  const choose = (next: PeriodChoice) => {
    if (next === 'custom' && !custom && range) setCustom(range);
    setChoice(next);
  };
  const problemAt = (field: 'from' | 'to') => {
    const p = problems.find((x) => x.field === field);
    return p ? translate(p.key, { limit: MAX_DAYS }) : undefined;
  };
  const exportCsv = () => {
    if (!payroll.data) return;
    const { from, to } = payroll.data;
    saveFile(
      payrollCsv(translate, payroll.data),
      'csv',
      `${translate('compensation.payroll.file')}-${from}-${to}.csv`,
    );
    notify('compensation.payroll.exported', { type: 'info' });
  };

  if (base.isPending) return <LinearProgress aria-label={translate('compensation.loading')} sx={{ my: 2 }} />;
  if (base.error)
    return (
      <ErrorAlert
        message={errorMessage(translate, base.error)}
        retry="compensation.retry"
        onRetry={base.refetch}
      />
    );

  return (
    <TabSection tab="payroll">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ my: 2, alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        useFlexGap
        flexWrap="wrap"
      >
        <ChoiceSelect
          label={translate('compensation.payroll.period')}
          value={choice}
          choices={PERIODS}
          choiceLabel={(p) => translate(`compensation.payroll.periods.${p}`)}
          onChange={choose}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
        {choice === 'custom' && custom && (
          <>
            {(['from', 'to'] as const).map((field) => (
              <TextField
                key={field}
                type="date"
                size="small"
                label={translate(`compensation.payroll.${field}`)}
                value={custom[field]}
                onChange={(e) => setCustom({ ...custom, [field]: e.target.value })}
                error={!!problemAt(field)}
                helperText={problemAt(field)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
          disabled={!payroll.data || payroll.data.employees.length === 0}
          sx={{ alignSelf: 'flex-start', mt: { sm: 0.5 } }}
        >
          {translate('compensation.payroll.export')}
        </Button>
      </Stack>
      {range && problems.length === 0 && (
        <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
          {translate('compensation.payroll.range', {
            from: formatDateOnly(range.from, settings.dateFormat),
            to: formatDateOnly(range.to, settings.dateFormat),
          })}
        </Typography>
      )}
      <RuleSummary rule={payroll.data?.rule ?? base.data.rule} />
      {payroll.isFetching && <LinearProgress aria-label={translate('compensation.loading')} sx={{ my: 2 }} />}
      {payroll.error ? (
        <ErrorAlert
          message={errorMessage(translate, payroll.error)}
          retry="compensation.retry"
          onRetry={payroll.refetch}
          sx={{ my: 2 }}
        />
      ) : payroll.data ? (
        <PayrollTable payroll={payroll.data} />
      ) : null}
    </TabSection>
  );
}
