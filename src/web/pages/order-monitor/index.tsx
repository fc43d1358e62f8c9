import { Alert, Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { errorMessage } from '../../graphql/client';
import { currentStore } from '../../session';
import { useStoreEvent } from '../../store/events';
import { loadOrderMonitor, recordedCheck } from './api';
import { CheckCard } from './CheckCard';
import { Filters, type FilterValues } from './Filters';
import { visuallyHidden } from '../../widgets/visuallyHidden';
import { Summary } from './Summary';
import { ErrorAlert } from '../../layout/PageFrame';

/** How long a check just recorded stays highlighted. */
const HIGHLIGHT_MS = 8000;
/** Checks age out of the window: the monitor reads it again this often even when nothing arrives. */
const REFRESH_MS = 60_000;

/**
 * /pages/order-monitor: the store's checks of the last hours (the master device's setting by
 * default), by status and order type, with their count and sales. A check a device records appears
 * at once, highlighted, and is announced to screen readers.
 */
export default function OrderMonitorPage() {
  const translate = useTranslate();
  const [hours, setHours] = useState<number | null>(null);
  const [filters, setFilters] = useState<FilterValues>({ status: '', orderType: '' });
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Set<number>());
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['orderMonitor', currentStore()?.id, hours],
    queryFn: () => loadOrderMonitor(hours),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  useStoreEvent('checkRecorded', (payload) => {
    void refetch();
    const check = recordedCheck(payload);
    if (!check) return;
    setAnnouncement(translate('orderMonitor.recorded', { number: check.number }));
    setFresh((ids) => new Set(ids).add(check.id));
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setFresh((ids) => new Set([...ids].filter((id) => id !== check.id)));
    }, HIGHLIGHT_MS);
    timers.current.add(timer);
  });
  // An online order marked here or on another console.
  useStoreEvent('onlineOrderChanged', () => void refetch());
  const onMarked = (number: number, status: string) => {
    void refetch();
    setAnnouncement(
      translate('orderMonitor.marked', {
        number,
        status: translate(`orderMonitor.onlineStatuses.${status}`),
      }),
    );
  };
  // Checks may have been recorded while the live channel was down.
  useStoreEvent('rejoined', () => void refetch());

  const checks = useMemo(() => data?.checks ?? [], [data]);
  const orderTypes = useMemo(() => {
    const names = new Map<string, string>();
    for (const c of checks) if (!names.has(c.order_type_id)) names.set(c.order_type_id, c.order_type_name);
    return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [checks]);
  const shown = checks.filter(
    (c) =>
      (!filters.status || c.status === filters.status) &&
      (!filters.orderType || c.order_type_id === filters.orderType),
  );

  const message = (e: unknown) => errorMessage(translate, e);

  return (
    <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
      <Title title={translate('orderMonitor.title')} />
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('orderMonitor.title')}
        </Typography>
        <Chip
          size="small"
          color={isFetching ? 'default' : 'success'}
          variant="outlined"
          label={translate(isFetching ? 'orderMonitor.updating' : 'orderMonitor.live')}
        />
      </Stack>
      <Typography color="text.secondary">{translate('orderMonitor.intro')}</Typography>
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
      {error && (
        <ErrorAlert message={message(error)} retry="orderMonitor.retry" onRetry={refetch} sx={{ my: 2 }} />
      )}
      {isPending ? (
        <LinearProgress aria-label={translate('orderMonitor.loading')} sx={{ my: 2 }} />
      ) : data ? (
        <>
          <Filters
            values={filters}
            onChange={setFilters}
            orderTypes={orderTypes}
            hours={data.hours}
            defaultHours={data.default_hours}
            onHours={setHours}
          />
          {data.online_hidden > 0 && (
            <Alert severity="info" sx={{ my: 1 }}>
              {translate('orderMonitor.onlineHidden', { smart_count: data.online_hidden })}
            </Alert>
          )}
          <Summary checks={shown} />
          <Typography id="order-monitor-checks" variant="h6" component="h2" sx={visuallyHidden}>
            {translate('orderMonitor.checks')}
          </Typography>
          {shown.length ? (
            <Box
              component="ul"
              aria-labelledby="order-monitor-checks"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
                gap: 1.5,
                p: 0,
                my: 2,
              }}
            >
              {shown.map((c) => (
                <CheckCard key={c.id} check={c} fresh={fresh.has(c.id)} onMarked={onMarked} />
              ))}
            </Box>
          ) : (
            <Typography sx={{ my: 3 }} color="text.secondary">
              {checks.length
                ? translate('orderMonitor.emptyFiltered')
                : translate('orderMonitor.empty', { smart_count: data.hours })}
            </Typography>
          )}
        </>
      ) : null}
    </Box>
  );
}
