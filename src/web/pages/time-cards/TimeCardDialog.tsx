import {
  Alert,
  Button,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  instantOfInput,
  isBusinessDate,
  timeCardErrors,
  timeCardNotices,
  workingDayFor,
  zonedInputValue,
} from '../../../core/time-cards';
import type { FieldError } from '../../../core/validation';
import { errorNotice } from '../../graphql/client';
import { DialogFrame } from '../../widgets/DialogFrame';
import { createWorkingDay, loadCardContext, saveTimeCard, type Employee, type TimeCard } from './api';
import { BreakRows, newBreakRow, type BreakRow } from './BreakRows';
import { fieldMessage, type Writer } from './text';

interface Props {
  /** The card edited; null for a new one. */
  card: TimeCard | null;
  employees: Employee[];
  initial: { employee_id: string; business_date: string };
  /** The store's zone, which the times are entered in. */
  timeZone: string;
  w: Writer;
  onClose: () => void;
  onSaved: () => void;
}

const ERROR_ENTITY = 'timeCards.errorEntity';

/**
 * A card's employee, date, clock times and breaks, checked as they are typed by the same rules as the
 * server (the office's writes and the point of sale's records alike), against the date's working day
 * and the employee's other cards; a clock in before the store's opening time is pointed out only.
 */
export function TimeCardDialog({ card, employees, initial, timeZone, w, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const input = (iso: string | null) => (iso ? zonedInputValue(Date.parse(iso), timeZone) : '');
  const [employeeId, setEmployeeId] = useState(card?.employee_id ?? initial.employee_id);
  const [date, setDate] = useState(card?.business_date ?? initial.business_date);
  const [clockIn, setClockIn] = useState(input(card?.clock_in ?? null));
  const [clockOut, setClockOut] = useState(input(card?.clock_out ?? null));
  const [breaks, setBreaks] = useState<BreakRow[]>(
    (card?.breaks ?? []).map((b) =>
      newBreakRow({ break_in: input(b.break_in), break_out: input(b.break_out), original: b }),
    ),
  );
  const [submitted, setSubmitted] = useState(false);

  const dateValid = isBusinessDate(date);
  const context = useQuery({
    queryKey: ['timeCardContext', date, employeeId, card?.id ?? null],
    queryFn: () => loadCardContext(date, employeeId || null, card?.id ?? null),
    enabled: dateValid,
  });

  /** The moment a field's wall time is; a time read from the card and left alone keeps its seconds. */
  const iso = (value: string, original?: string | null) => {
    if (original && value === input(original)) return original;
    const ms = instantOfInput(value, timeZone);
    return ms === null ? null : new Date(ms).toISOString();
  };
  const draft = {
    employee_id: employeeId || null,
    business_date: date || null,
    clock_in: iso(clockIn, card?.clock_in),
    clock_out: iso(clockOut, card?.clock_out),
    breaks: breaks.map((b) => ({
      break_in: iso(b.break_in, b.original?.break_in),
      break_out: iso(b.break_out, b.original?.break_out),
    })),
  };
  const ctx = context.data;
  const now = Date.now();
  const day = ctx
    ? workingDayFor(ctx.working_days, date, draft.clock_in ? Date.parse(draft.clock_in) : null, now)
    : null;
  const previousClose = day?.previous_close ? Date.parse(day.previous_close) : null;
  const errors: FieldError[] = ctx
    ? timeCardErrors(draft, { now, day, previousClose, others: ctx.cards })
    : [];
  const opening = ctx?.opening_at ? { at: Date.parse(ctx.opening_at), hour: ctx.opening_hour ?? '' } : null;
  const [notice] = timeCardNotices(draft, opening);
  /** Whether a field holds something typed: its message shows at once, the others once the card is sent. */
  const typed = (field: string) => {
    if (field === 'clock_out') return !!clockOut;
    if (field === 'breaks') return breaks.length > 0;
    const m = /^breaks\.(\d+)\.(break_in|break_out)$/.exec(field);
    return !!m && !!breaks[Number(m[1])]?.[m[2] as 'break_in' | 'break_out'];
  };
  const noDay = dateValid && !!ctx && ctx.working_days.length === 0;
  const messageAt = (field: string) => {
    if (!submitted && !typed(field)) return undefined;
    // Without a working day, the warning under the date says so (with its button) in place of a message.
    if (field === 'business_date' && noDay) return undefined;
    const e = errors.find((x) => x.field === field);
    return e ? fieldMessage(translate, w, e) : undefined;
  };
  /** A field of the card: its label, its value and its message, or else `help`. */
  const field = (name: string, label: string, value: string, set: (value: string) => void, help?: string) => {
    const message = messageAt(name);
    return {
      label: translate(`timeCards.dialog.${label}`),
      value,
      onChange: (e: { target: { value: string } }) => set(e.target.value),
      error: !!message,
      helperText: message ?? help,
    };
  };

  const createDay = useMutation({
    mutationFn: () => createWorkingDay(date),
    onSuccess: async () => {
      notify(translate('timeCards.workingDay.created'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['timeCardContext'] });
    },
    onError: (error) =>
      notify(errorNotice(translate, 'timeCards.workingDayEntity', error), { type: 'error' }),
  });
  const save = useMutation({
    mutationFn: () => saveTimeCard(card?.id ?? null, draft),
    onSuccess: () => {
      notify(translate('timeCards.saved'), { type: 'success' });
      onSaved();
    },
    onError: (error) => notify(errorNotice(translate, ERROR_ENTITY, error), { type: 'error' }),
  });

  const submit = () => {
    setSubmitted(true);
    if (!ctx || errors.length) return;
    save.mutate();
  };

  const clockTimesSet = !!draft.clock_in && !!draft.clock_out;
  const dayStatus = day ? translate(`timeCards.workingDay.${day.status}`) : '';
  // A card of the day clocks in after the day before closed: the day's own opening is no bound.
  const bounds = day
    ? {
        min: previousClose === null ? undefined : input(day.previous_close),
        max: input(day.closed_at ?? ctx?.now ?? null) || undefined,
      }
    : {};
  const employeeChoices = employees.filter((e) => e.status === 'active' || e.id === employeeId);

  return (
    <DialogFrame
      id="time-card-dialog"
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      title={translate(card ? 'timeCards.dialog.editTitle' : 'timeCards.dialog.newTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      cancel={{ label: translate('timeCards.dialog.cancel') }}
      confirm={{ label: translate('timeCards.dialog.save'), disabled: !ctx }}
      busy={save.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select required {...field('employee_id', 'employee', employeeId, setEmployeeId)}>
          {employeeChoices.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.status === 'active'
                ? w.name(e)
                : translate('timeCards.dialog.inactive', {
                    name: w.name(e),
                    status: translate(`timeCards.dialog.statuses.${e.status}`, { _: e.status }),
                  })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          required
          {...field('business_date', 'date', date, setDate)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {context.isFetching ? <LinearProgress aria-label={translate('timeCards.dialog.checking')} /> : null}
        {context.error ? (
          <Alert severity="error">{errorNotice(translate, ERROR_ENTITY, context.error)}</Alert>
        ) : null}
        {noDay ? (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => createDay.mutate()}
                disabled={createDay.isPending}
              >
                {translate('timeCards.workingDay.create')}
              </Button>
            }
          >
            {translate('timeCards.workingDay.none')}
          </Alert>
        ) : null}
        {day ? (
          <Typography variant="body2" color="text.secondary">
            {translate('timeCards.workingDay.span', {
              status: dayStatus,
              from: w.time(day.opened_at, date),
              to: day.closed_at ? w.time(day.closed_at, date) : translate('timeCards.workingDay.now'),
            })}
            {ctx?.opening_hour
              ? ` ${translate('timeCards.dialog.opening', { time: w.hour(ctx.opening_hour) })}`
              : ''}{' '}
            {translate('timeCards.dialog.timesIn', { zone: timeZone })}
          </Typography>
        ) : null}
        {card && day?.status === 'open' ? (
          <Alert severity="info">{translate('timeCards.workingDay.openLocked')}</Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="datetime-local"
            required
            fullWidth
            {...field(
              'clock_in',
              'clockIn',
              clockIn,
              setClockIn,
              notice && clockIn ? fieldMessage(translate, w, notice) : undefined,
            )}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
          />
          <TextField
            type="datetime-local"
            fullWidth
            {...field(
              'clock_out',
              'clockOut',
              clockOut,
              setClockOut,
              translate('timeCards.dialog.clockOutHelp'),
            )}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
          />
        </Stack>
        <BreakRows
          rows={breaks}
          onChange={setBreaks}
          locked={!clockTimesSet}
          errorAt={(field) => messageAt(field)}
          min={bounds.min}
          max={bounds.max}
        />
      </Stack>
    </DialogFrame>
  );
}
