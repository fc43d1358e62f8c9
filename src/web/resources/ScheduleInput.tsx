import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Box, Button, FormHelperText, FormLabel, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { FieldDef } from '../../core/resource';
import { HintButton, hintButtonStyles } from '../widgets/HintButton';
import { LightTimeField, lightTimeStyles } from './TimeOfDayInput';
import {
  closesNextDay,
  minutes,
  WEEKDAYS,
  type HourRange,
  type Schedule,
  type Weekday,
} from '../../core/schedule';

type Errors = Record<string, unknown> | undefined;

/** The message at a path of the form's errors, as react-admin stores it (a string or `{ message }`). */
function messageAt(errors: Errors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node === 'string') return node;
  const message = (node as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string') return message;
  // A server error kept as { message: key, args }.
  return (message as { message?: string } | undefined)?.message;
}

const DEFAULT_RANGE = { start: '09:00', end: '17:00' };

/**
 * The one input of every schedule (schemas/_defs/schedule): an optional date range, then each weekday
 * with its hour ranges, added and removed by buttons, copied from one day to all. The shared
 * validator's messages show under the part they are about. Where a range may close on the next day
 * (a store's hours), such an end says so; where an empty schedule means "at any time" (a menu item's
 * availability), it reads "Always available" until someone sets a schedule.
 */
export function ScheduleInput({ field, label }: { field: FieldDef; label: string }) {
  const translate = useTranslate();
  const { field: input, id } = useInput({ source: field.name, isRequired: field.required });
  // The errors of this field only: a change anywhere else in the form (a keystroke, a touched field)
  // does not redraw the schedule's days.
  const { errors } = useFormState({ name: field.name });
  const value: Schedule = (input.value as Schedule | null) || {};
  const hours = value.hours ?? [];
  const dates = field.schedule?.dates ?? 'none';
  // The form's messages are rendered already (the shared validator's or the server's); a bare key is translated.
  const error = (path: string) => {
    const message = messageAt(errors as Errors, `${field.name}.${path}`);
    return message ? translate(message, { _: message }) : undefined;
  };
  // A schedule required and not given at all ("The date range is required").
  const wholeMessage = messageAt(errors as Errors, field.name);
  const whole = wholeMessage ? translate(wholeMessage, { _: wholeMessage }) : undefined;
  const set = (next: Schedule) => input.onChange({ ...value, ...next });
  const setHours = (next: HourRange[]) => set({ hours: next });
  const dayLabel = (day: Weekday) => translate(`days.${day}`);
  const empty = hours.length === 0 && !value.from && !value.to;
  const [scheduling, setScheduling] = useState(false);
  const always = !!field.schedule?.emptyIsAlways && empty && !scheduling && !whole;
  // The days (seven rows of times and buttons, the bulk of a page with several schedules) are drawn
  // just after the rest of the form: the page shows its fields at once instead of after every
  // schedule has been drawn. They are drawn in the render that follows the form's first, where
  // react-admin's reset of the new form draws every input again anyway, rather than in one of their
  // own, which an answer arriving meanwhile (the record asked again) would interrupt and restart.
  const [daysDrawn, drawDays] = useState(false);
  useEffect(() => drawDays(true), []);
  const nextDayNote = (range: HourRange) =>
    !!field.schedule?.nextDay && closesNextDay(range) && minutes(range.end) !== minutes(range.start);

  return (
    <Box
      component="fieldset"
      id={id}
      sx={(t) => ({
        border: 0,
        p: 0,
        m: 0,
        mb: 2,
        width: '100%',
        minWidth: 0,
        ...lightTimeStyles(t),
        ...hintButtonStyles(t),
      })}
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {translate(label)}
        {field.required ? ' *' : ''}
      </FormLabel>
      {field.schedule?.emptyIsAlways && (
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          {always && <Typography>{translate('schedule.alwaysAvailable')}</Typography>}
          <Button
            size="small"
            onClick={() => {
              // Setting a schedule shows the days; removing it empties the schedule: always available again.
              setScheduling(always);
              if (!always) input.onChange({});
            }}
          >
            {translate(always ? 'schedule.setSchedule' : 'schedule.clearSchedule')}
          </Button>
        </Stack>
      )}
      {!always && dates !== 'none' && (
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
          {(['from', 'to'] as const).map((part) => (
            <TextField
              key={part}
              type="date"
              size="small"
              label={translate(`schedule.${part}`)}
              required={dates === 'required'}
              value={value[part] ?? ''}
              onChange={(e) => set({ [part]: e.target.value || undefined })}
              error={!!error(part)}
              helperText={error(part)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 180 }}
            />
          ))}
        </Stack>
      )}
      {whole && <FormHelperText error>{whole}</FormHelperText>}
      {error('hours') && <FormHelperText error>{error('hours')}</FormHelperText>}
      {!always && !daysDrawn && <Box aria-busy sx={{ minHeight: WEEKDAYS.length * 48 }} />}
      {!always &&
        daysDrawn &&
        WEEKDAYS.map((day) => {
          const ranges = hours.map((range, index) => ({ range, index })).filter((x) => x.range.day === day);
          return (
            <Box
              key={day}
              role="group"
              aria-label={translate('schedule.hoursOf', { day: dayLabel(day) })}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <Typography sx={{ width: 100, flexShrink: 0 }}>{dayLabel(day)}</Typography>
              {ranges.length === 0 && (
                <Typography color="text.secondary" sx={{ minWidth: 80 }}>
                  {translate('schedule.closed')}
                </Typography>
              )}
              {ranges.map(({ range, index }) => (
                <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
                  {(['start', 'end'] as const).map((part) => {
                    const message = error(`hours.${index}.${part}`);
                    return (
                      <LightTimeField
                        key={part}
                        label={translate(`schedule.${part}`)}
                        value={range[part]}
                        onChange={(v) =>
                          setHours(hours.map((r, i) => (i === index ? { ...r, [part]: v } : r)))
                        }
                        error={!!message}
                        note={
                          message ??
                          (part === 'end' && nextDayNote(range) ? translate('schedule.nextDay') : undefined)
                        }
                      />
                    );
                  })}
                  <HintButton
                    hint={translate('schedule.removeHours')}
                    aria-label={`${translate('schedule.removeHours')} (${dayLabel(day)} ${range.start}–${range.end})`}
                    onClick={() => setHours(hours.filter((_, i) => i !== index))}
                  >
                    <RemoveIcon />
                  </HintButton>
                </Stack>
              ))}
              <HintButton
                hint={translate('schedule.addHours')}
                aria-label={`${translate('schedule.addHours')} (${dayLabel(day)})`}
                onClick={() => {
                  const last = ranges[ranges.length - 1]?.range;
                  const next = last && last.end < '23:00' ? { start: last.end, end: '23:59' } : DEFAULT_RANGE;
                  setHours([...hours, { day, ...next }]);
                }}
              >
                <AddIcon />
              </HintButton>
              {ranges.length > 0 && (
                <HintButton
                  hint={translate('schedule.copyToAll')}
                  aria-label={`${translate('schedule.copyToAll')} (${dayLabel(day)})`}
                  onClick={() =>
                    setHours(
                      WEEKDAYS.flatMap((d) =>
                        ranges.map(({ range }) => ({ day: d, start: range.start, end: range.end })),
                      ),
                    )
                  }
                >
                  <CopyIcon />
                </HintButton>
              )}
            </Box>
          );
        })}
    </Box>
  );
}
