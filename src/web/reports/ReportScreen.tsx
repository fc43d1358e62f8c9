import { Box, LinearProgress, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { businessDate } from '../../core/checks';
import { formatDateOnly, formatTime } from '../../core/formats';
import {
  presetRange,
  rangeError as rangeErrorOf,
  reportLabel,
  type DateRange,
  type ReportDef,
  type ReportFilters,
} from '../../core/reports';
import { PageFrame } from '../layout/PageFrame';
import { currentStore } from '../session';
import { useStoreSettings } from '../storeSettings';
import { fetchFilterChoices, fetchReport, type ReportData } from './api';
import { CheckDialog } from './CheckDialog';
import { ExportButtons } from './ExportButtons';
import { reportTable } from './model';
import { RangeControls, type RangeChoice } from './RangeControls';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';

/**
 * One report on the common frame: range and filters, the chart, the sortable table with its totals
 * (and the previous period's), and its exports. Ranges are business dates in the store's zone.
 */
export default function ReportScreen({ def }: { def: ReportDef }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const zone = settings.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = businessDate(new Date(), zone);
  const [choice, setChoice] = useState<RangeChoice>('today');
  const [custom, setCustom] = useState<DateRange>({ from: today, to: today });
  const [filters, setFilters] = useState<ReportFilters>({});
  const [compare, setCompare] = useState(def.compare);
  const range = choice === 'custom' ? custom : presetRange(choice, today);
  const invalid = rangeErrorOf(range);
  const report = useQuery({
    queryKey: ['report', def.code, range.from, range.to, filters, compare],
    queryFn: () => fetchReport({ code: def.code, ...range, filters, compare }),
    enabled: !invalid,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const choices = useQuery({
    queryKey: ['reportFilterChoices', def.code],
    queryFn: () => fetchFilterChoices(def.code),
    enabled: def.filters.length > 0,
    staleTime: Infinity,
  });
  const title = translate(reportLabel(def.code));
  const onChoice = (c: RangeChoice) => {
    if (c === 'custom' && choice !== 'custom') setCustom(range);
    setChoice(c);
  };
  return (
    <PageFrame
      i18n={`reports.${def.code}`}
      query={{
        data: report.data ?? null,
        error: report.error,
        isPending: !invalid && report.isPending,
        refetch: report.refetch,
      }}
    >
      {(data: ReportData | null) => (
        <>
          <RangeControls
            def={def}
            choice={choice}
            onChoice={onChoice}
            range={range}
            onRange={setCustom}
            rangeError={invalid}
            filters={filters}
            onFilters={setFilters}
            choices={choices.data ?? []}
            compare={compare}
            onCompare={setCompare}
          />
          {report.isFetching ? (
            <LinearProgress aria-label={translate(`reports.${def.code}.loading`)} />
          ) : (
            <Box sx={{ height: 4 }} />
          )}
          {data && !invalid && (
            <ReportBody def={def} data={data} title={title} onChanged={() => void report.refetch()} />
          )}
        </>
      )}
    </PageFrame>
  );
}

function ReportBody({
  def,
  data,
  title,
  onChanged,
}: {
  def: ReportDef;
  data: ReportData;
  title: string;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<string | null>(null);
  // A row that stands for a record (check report: a check) opens it; the model's row id ends with its index.
  const onRow = data.rows.some((r) => r.id)
    ? (rowId: string) => setOpenId(data.rows[Number(rowId.split(':').pop())]?.id ?? null)
    : undefined;
  const settings = useStoreSettings();
  const table = useMemo(() => reportTable(data, settings, translate), [data, settings, translate]);
  const rangeText = translate('reports.rangeText', {
    from: formatDateOnly(data.from, settings.dateFormat),
    to: formatDateOnly(data.to, settings.dateFormat),
  });
  const firstKind = data.columns[0]?.kind;
  const labelText = (raw: string) =>
    firstKind === 'hour'
      ? formatTime({ hour: Number(raw), minute: 0, second: 0 }, settings.hourFormat)
      : firstKind === 'date'
        ? formatDateOnly(raw, settings.dateFormat)
        : raw;
  return (
    <Box sx={{ minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="subtitle1" component="p" data-testid="report-range">
          {rangeText}
        </Typography>
        <ExportButtons
          table={table}
          settings={settings}
          heading={{
            store: currentStore()?.name ?? '',
            title,
            range: rangeText,
            fileName: `${data.code}-${data.from}-${data.to}`,
          }}
        />
      </Box>
      {table.rows.length > 0 && def.chart !== 'none' && (
        <ReportChart data={data} kind={def.chart} labelText={labelText} settings={settings} title={title} />
      )}
      <ReportTable table={table} caption={translate('reports.table', { report: title })} onRow={onRow} />
      {openId && <CheckDialog checkId={openId} onClose={() => setOpenId(null)} onChanged={onChanged} />}
    </Box>
  );
}
