import { Alert, AlertTitle, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../graphql/client';
import { currentStore } from '../../session';
import { useStoreEvent } from '../../store/events';
import { closeDay, loadStatus, type ClosedDay, type OpenChecksChoice } from './api';
import { AutoCloseSection } from './AutoCloseSection';
import { CloseDayDialog } from './CloseDayDialog';
import { DaySummary } from './DaySummary';
import { OpenChecksList } from './OpenChecksList';
import { PeopleLists } from './PeopleLists';
import { useDayFormats } from './useDayFormats';
import { ErrorAlert, PageHeading } from '../../layout/PageFrame';

/**
 * /pages/close-day: the store's open working day (its date, checks and sales, the shifts still open,
 * the employees clocked in and the checks still open), the automatic close, and closing the day after
 * a confirmation that asks what to do with the open checks.
 * A close made elsewhere (another console, the automatic close) shows at once.
 */
export default function CloseDay() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const queryKey = ['closeDayStatus', currentStore()?.id];
  const { data, error, isPending, refetch } = useQuery({ queryKey, queryFn: loadStatus, gcTime: 0 });
  const formats = useDayFormats(data?.auto_close.time_zone);
  const [confirming, setConfirming] = useState(false);
  const [checksChoice, setChecksChoice] = useState<OpenChecksChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [closed, setClosed] = useState<ClosedDay | null>(null);
  // The day this console is closing: its own close is not news when the event comes back.
  const closing = useRef<string | null>(null);

  const messageOf = (e: unknown) => errorMessage(translate, e);

  useStoreEvent('dayClosed', (payload) => {
    const day = payload as { id?: string; business_date?: string };
    if (data?.day && day.id === data.day.id && closing.current !== day.id)
      notify(translate('closeDay.close.closedElsewhere', { date: formats.date(data.day.business_date) }), {
        type: 'info',
      });
    void refetch();
  });
  useStoreEvent('rejoined', () => void refetch());

  const close = async () => {
    if (!data?.day) return;
    setBusy(true);
    setRefusal(null);
    closing.current = data.day.id;
    try {
      const done = await closeDay(
        data.day.id,
        data.day.open_checks.length ? (checksChoice ?? undefined) : undefined,
      );
      setClosed(done);
      notify(translate('closeDay.close.done', { date: formats.date(done.business_date) }), {
        type: 'success',
      });
    } catch (e) {
      const message = messageOf(e);
      setRefusal(message);
      notify(`${translate('errors.title', { entity: translate('closeDay.errorEntity') })}: ${message}`, {
        type: 'error',
      });
    } finally {
      setBusy(false);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey });
    }
  };

  const day = data?.day ?? null;
  return (
    <Box sx={{ maxWidth: 1100, minWidth: 0 }}>
      <PageHeading i18n="closeDay" introSx={{ mb: 2 }} />
      {isPending ? (
        <LinearProgress aria-label={translate('closeDay.loading')} sx={{ my: 2 }} />
      ) : error ? (
        <ErrorAlert message={messageOf(error)} retry="closeDay.retry" onRetry={refetch} sx={{ my: 2 }} />
      ) : (
        <Stack spacing={2}>
          {refusal && (
            <Alert severity="error" onClose={() => setRefusal(null)}>
              <AlertTitle>
                {translate('errors.title', { entity: translate('closeDay.errorEntity') })}
              </AlertTitle>
              <Box component="p" sx={{ m: 0 }}>
                {refusal}
              </Box>
            </Alert>
          )}
          {closed && (
            <Alert severity="success" onClose={() => setClosed(null)}>
              <AlertTitle>
                {translate('closeDay.close.done', { date: formats.date(closed.business_date) })}
              </AlertTitle>
              {closed.clocked_out.length > 0 && (
                <Box component="p" sx={{ m: 0 }}>
                  {translate('closeDay.close.clockedOut', {
                    names: closed.clocked_out.map((c) => formats.name(c)).join(', '),
                  })}
                </Box>
              )}
              {closed.open_checks.length > 0 && closed.open_checks_choice && (
                <Box component="p" sx={{ m: 0 }}>
                  {translate(
                    closed.open_checks_choice === 'close'
                      ? 'closeDay.close.checksClosed'
                      : 'closeDay.close.checksLeftOpen',
                    { numbers: closed.open_checks.map((c) => c.number).join(', ') },
                  )}
                </Box>
              )}
            </Alert>
          )}
          {day ? (
            <>
              <DaySummary day={day} formats={formats} />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <PeopleLists day={day} formats={formats} />
                <OpenChecksList day={day} formats={formats} />
              </Box>
              <Box>
                <Button
                  variant="contained"
                  color="error"
                  onClick={() => {
                    setChecksChoice(null);
                    setConfirming(true);
                  }}
                  disabled={busy}
                >
                  {translate('closeDay.close.button')}
                </Button>
              </Box>
            </>
          ) : (
            <Paper variant="outlined" sx={{ p: 2 }} role="status">
              <Typography variant="h6" component="h2">
                {translate('closeDay.none')}
              </Typography>
              <Typography color="text.secondary">
                {translate(data.has_working_days ? 'closeDay.noneHint' : 'closeDay.noneYet')}
              </Typography>
            </Paper>
          )}
          <AutoCloseSection setting={data.auto_close} formats={formats} />
        </Stack>
      )}
      {day && (
        <CloseDayDialog
          open={confirming}
          date={formats.date(day.business_date)}
          clockedIn={day.clocked_in.length}
          openChecks={day.open_checks.length}
          choice={checksChoice}
          choose={setChecksChoice}
          busy={busy}
          confirm={() => void close()}
          close={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}
