import { Alert, Box, GlobalStyles, LinearProgress, TablePagination, Typography } from '@mui/material';
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
import { useStoreSettings } from '../store/settings';
import { fetchFilterChoices, fetchReport, PAGE_ROWS_MAX, type ReportData, type ReportRequest } from './api';
import { CheckDialog } from './CheckDialog';
import { ExportButtons } from './ExportButtons';
import { reportTable } from './model';
import { FIELD, RangeControls, type RangeChoice } from './RangeControls';
import { ReportChart } from './ReportChart';
import { ReportTable, type Sort } from './ReportTable';
import { useChosenNames } from './searchedFilters';
import { StoreChoice } from './StoreChoice';
import { byStore, storesAsked } from './stores';

/**
 * One report on the common frame: range and filters, the chart, the sortable table with its totals
 * (and the previous period's), and its exports. Ranges are business dates in the store's zone.
 */
export default function ReportScreen({ def }: { def: ReportDef }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const zone = settings.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = businessDate(new Date(), zone, settings.dayStart);
  const [choice, setChoice] = useState<RangeChoice>('today');
  const [custom, setCustom] = useState<DateRange>({ from: today, to: today });
  const [filters, setFilters] = useState<ReportFilters>({});
  const [compare, setCompare] = useState(def.compare);
  // A paged report (one row per check or payment) shows a page at a time, sorted on the server.
  const [pageIndex, setPageIndex] = useState(0);
  const [perPage, setPerPage] = useState(50);
  const [sort, setSort] = useState<Sort>(null);
  // The stores it runs over: the one signed in to unless the user chooses others (not for a list of records).
  const here = currentStore()?.id ?? '';
  const [storeIds, setStoreIds] = useState<string[]>([here]);
  const stores = def.paged ? undefined : storesAsked(storeIds, here);
  // Filters name the records of the store signed in to: other stores are seen whole.
  const several = stores !== undefined;
  const range = choice === 'custom' ? custom : presetRange(choice, today, settings.weekStart);
  const invalid = rangeErrorOf(range);
  const serverSort = sort ? { column: sort.column, desc: sort.direction === 'desc' } : null;
  const request: ReportRequest = {
    code: def.code,
    ...range,
    filters: several ? {} : filters,
    compare,
    ...(choice !== 'custom' && { preset: choice }),
    ...(stores && { stores }),
    ...(def.paged && { page: { offset: pageIndex * perPage, limit: perPage, sort: serverSort } }),
  };
  const report = useQuery({
    queryKey: ['report', request],
    queryFn: () => fetchReport(request),
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
  const searched = useChosenNames(def, filters);
  // What the chosen filters name (a customer), for the page and the files' heading.
  const subject = several
    ? ''
    : [
        ...(choices.data ?? [])
          .flatMap((c) => c.choices.filter((o) => o.id === filters[c.filter as keyof ReportFilters]))
          .map((o) => o.name),
        ...searched,
      ].join(', ');
  const onChoice = (c: RangeChoice) => {
    if (c === 'custom' && choice !== 'custom') setCustom(range);
    setChoice(c);
    setPageIndex(0);
  };
  const pager: Pager | undefined = def.paged
    ? {
        pageIndex,
        perPage,
        sort,
        onPage: setPageIndex,
        onPerPage: (n) => (setPerPage(n), setPageIndex(0)),
        onSort: (s) => (setSort(s), setPageIndex(0)),
        // Every row of the range, page after page, for the files.
        loadAll: async (onProgress) => {
          const rows: ReportData['rows'] = [];
          let first: ReportData | null = null;
          do {
            const part = await fetchReport({
              ...request,
              compare: false,
              page: { offset: rows.length, limit: PAGE_ROWS_MAX, sort: serverSort },
            });
            first ??= part;
            rows.push(...part.rows);
            onProgress(rows.length, part.count ?? rows.length);
            if (!part.rows.length) break;
          } while (rows.length < (first.count ?? 0));
          return { ...first, rows, previous: report.data?.previous ?? null };
        },
      }
    : undefined;
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
          <GlobalStyles styles={PRINT} />
          <Box sx={{ '@media print': { display: 'none' } }}>
            <RangeControls
              def={def}
              choice={choice}
              onChoice={onChoice}
              range={range}
              onRange={(r) => (setCustom(r), setPageIndex(0))}
              rangeError={invalid}
              filters={filters}
              onFilters={(f) => (setFilters(f), setPageIndex(0))}
              choices={several ? [] : (choices.data ?? [])}
              compare={compare}
              onCompare={setCompare}
              stores={
                !def.paged && (
                  <StoreChoice
                    code={def.code}
                    current={here}
                    value={storeIds}
                    onChange={setStoreIds}
                    sx={{ ...FIELD, minWidth: { xs: '100%', sm: 200 } }}
                  />
                )
              }
            />
          </Box>
          {report.isFetching ? (
            <LinearProgress aria-label={translate(`reports.${def.code}.loading`)} />
          ) : (
            <Box sx={{ height: 4 }} />
          )}
          {data && !invalid && (
            <ReportBody
              def={def}
              data={data}
              title={title}
              subject={subject}
              pager={pager}
              onChanged={() => void report.refetch()}
            />
          )}
        </>
      )}
    </PageFrame>
  );
}

const PER_PAGE_CHOICES = [50, 100, 250, 1000];

/** On paper: the report alone (no bar, no sidebar, no controls), its table at full width. */
const PRINT = {
  '@media print': {
    '.MuiAppBar-root, .RaSidebar-root, .RaLayout-appFrame > .MuiToolbar-root': { display: 'none !important' },
    '.RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content': {
      margin: '0 !important',
      padding: '0 !important',
    },
    '.MuiTableContainer-root': { overflow: 'visible !important', maxHeight: 'none !important' },
    '.MuiTableRow-root': { breakInside: 'avoid' },
  },
};

interface Pager {
  pageIndex: number;
  perPage: number;
  sort: Sort;
  onPage: (index: number) => void;
  onPerPage: (perPage: number) => void;
  onSort: (sort: Sort) => void;
  loadAll: (onProgress: (done: number, count: number) => void) => Promise<ReportData>;
}

function ReportBody({
  def,
  data,
  title,
  subject,
  pager,
  onChanged,
}: {
  def: ReportDef;
  data: ReportData;
  title: string;
  /** What the chosen filters name (a customer); empty when none is chosen. */
  subject: string;
  pager?: Pager;
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
  // The chart's labels are those of the first column after the stores' names.
  const firstKind = data.columns[byStore(data) ? 1 : 0]?.kind;
  const storeNames = data.stores?.map((s) => s.name).join(', ');
  // A preset's dates are each store's own: where they differ from the first store's, each is named.
  const ownDates = data.stores?.some((s) => s.from !== data.from || s.to !== data.to)
    ? data.stores
        .map(
          (s) =>
            `${s.name}: ${translate('reports.rangeText', {
              from: formatDateOnly(s.from ?? data.from, settings.dateFormat),
              to: formatDateOnly(s.to ?? data.to, settings.dateFormat),
            })}`,
        )
        .join('; ')
    : null;
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
        <Box>
          {subject && (
            <Typography variant="h6" component="p" data-testid="report-subject">
              {subject}
            </Typography>
          )}
          {storeNames && (
            <Typography variant="h6" component="p" data-testid="report-stores">
              {storeNames}
            </Typography>
          )}
          <Typography variant="subtitle1" component="p" data-testid="report-range">
            {ownDates ? translate('reports.stores.ownDates', { dates: ownDates }) : rangeText}
          </Typography>
        </Box>
        <ExportButtons
          table={table}
          all={
            pager && data.count !== null
              ? {
                  count: data.count,
                  load: async (onProgress) =>
                    reportTable(await pager.loadAll(onProgress), settings, translate),
                }
              : undefined
          }
          settings={settings}
          heading={{
            store: storeNames || (currentStore()?.name ?? ''),
            title: subject ? `${title} — ${subject}` : title,
            range: rangeText,
            fileName: `${data.code}-${data.from}-${data.to}`,
          }}
        />
      </Box>
      {!!data.leftOut?.length && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {translate('reports.stores.leftOut', { smart_count: data.leftOut.length })}
        </Alert>
      )}
      {table.rows.length > 0 && def.chart !== 'none' && (
        <ReportChart
          data={data}
          kind={def.chart}
          previousBeside={!!def.chartPrevious}
          labelText={labelText}
          settings={settings}
          title={title}
        />
      )}
      <ReportTable
        table={table}
        caption={translate('reports.table', { report: title })}
        onRow={onRow}
        sortable={!def.unsortable}
        {...(pager && {
          sort: pager.sort,
          onSort: pager.onSort,
          footer: (
            <TablePagination
              component="div"
              count={data.count ?? 0}
              page={pager.pageIndex}
              rowsPerPage={pager.perPage}
              rowsPerPageOptions={PER_PAGE_CHOICES}
              onPageChange={(_, index) => pager.onPage(index)}
              onRowsPerPageChange={(e) => pager.onPerPage(Number(e.target.value))}
              labelRowsPerPage={translate('reports.pages.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) =>
                translate('reports.pages.displayed', {
                  from: from.toLocaleString(),
                  to: to.toLocaleString(),
                  count: count.toLocaleString(),
                })
              }
              sx={{ '@media print': { display: 'none' } }}
            />
          ),
        })}
      />
      {openId && <CheckDialog checkId={openId} onClose={() => setOpenId(null)} onChanged={onChanged} />}
    </Box>
  );
}
