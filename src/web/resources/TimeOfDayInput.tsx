import { TextField, type TextFieldProps, type Theme } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { parseTimeOfDay, timeOfDayText } from '../../core/formats';
import { useStoreSettings } from '../store/settings';

type TimeOfDayFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The stored time, "HH:mm". */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A time of day written in the store's hour format ("17:00", or "05:00 PM" on a 12-hour store), not
 * the browser's: a native time input follows the computer's language instead. Any spelling is read
 * ("5pm", "1730"); what cannot be read is passed on as typed, for the validator to refuse.
 */
export function TimeOfDayField({ value, onChange, onBlur, slotProps, ...props }: TimeOfDayFieldProps) {
  const time = useTimeText(value, onChange);
  return (
    <TextField
      {...props}
      value={time.text}
      placeholder={time.placeholder}
      onChange={(e) => time.type(e.target.value)}
      onBlur={(e) => {
        time.settle();
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { autoComplete: 'off', spellCheck: false, 'data-time-of-day': true },
      }}
    />
  );
}

/**
 * What a time field shows and does, whatever draws it: the text in the store's hour format, kept
 * as typed while it is typed, and the time it stands for passed on.
 */
function useTimeText(value: string, onChange: (value: string) => void) {
  const { hourFormat } = useStoreSettings();
  const shown = (v: string) => (v ? timeOfDayText(v, hourFormat) : '');
  const [text, setText] = useState(() => shown(value));
  // The format the text was written in: the store's settings can arrive after the form has drawn.
  const [textFormat, setTextFormat] = useState(hourFormat);
  useEffect(() => {
    // A value set from outside (a copied day, a reset form) or another format replaces what was typed.
    if ((parseTimeOfDay(text) ?? text) !== value || textFormat !== hourFormat) {
      setText(value ? timeOfDayText(value, hourFormat) : '');
      setTextFormat(hourFormat);
    }
  }, [value, hourFormat, text, textFormat]);
  return {
    text,
    placeholder: timeOfDayText('17:00', hourFormat),
    type(typed: string) {
      setText(typed);
      onChange(parseTimeOfDay(typed) ?? typed);
    },
    /** On leaving the field, what was typed is shown in the store's format. */
    settle() {
      const parsed = parseTimeOfDay(text);
      if (parsed) setText(shown(parsed));
    },
  };
}

/**
 * The same time field drawn light, for a schedule's many ranges: a label, a native input and its
 * note, styled by the class `time-of-day` that the schedule styles once (scheduleTimeStyles) rather
 * than a full text field of the theme each. The label names the input alone; the note (an error,
 * "next day") describes it.
 */
export function LightTimeField({
  label,
  value,
  onChange,
  error,
  note,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  note?: string;
}) {
  const id = useId();
  const time = useTimeText(value, onChange);
  return (
    <span className="time-of-day" data-error={error || undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={time.text}
        placeholder={time.placeholder}
        onChange={(e) => time.type(e.target.value)}
        onBlur={time.settle}
        aria-invalid={error || undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        autoComplete="off"
        spellCheck={false}
        data-time-of-day
      />
      {note && <span id={`${id}-note`}>{note}</span>}
    </span>
  );
}

/** The look of LightTimeField, given once to what holds them: an outlined field of the theme, small. */
export const lightTimeStyles = (t: Theme) => ({
  '& .time-of-day': { display: 'inline-flex', flexDirection: 'column', width: 130 },
  '& .time-of-day > label': { ...t.typography.caption, color: t.palette.text.secondary, ml: 1 },
  '& .time-of-day > input': {
    ...t.typography.body1,
    boxSizing: 'border-box',
    width: '100%',
    height: 40,
    px: 1.75,
    color: t.palette.text.primary,
    background: 'transparent',
    border: 1,
    borderColor: t.palette.mode === 'dark' ? 'rgba(255,255,255,0.23)' : 'rgba(0,0,0,0.23)',
    borderRadius: `${t.shape.borderRadius}px`,
    outline: 'none',
    '&:hover': { borderColor: t.palette.text.primary },
    '&:focus': {
      borderColor: t.palette.primary.main,
      boxShadow: `inset 0 0 0 1px ${t.palette.primary.main}`,
    },
  },
  '& .time-of-day > span': { ...t.typography.caption, color: t.palette.text.secondary, mx: 1.75, mt: 0.5 },
  '& .time-of-day[data-error] > input': { borderColor: t.palette.error.main },
  '& .time-of-day[data-error] > span, & .time-of-day[data-error] > label': { color: t.palette.error.main },
});

/** A form's time-of-day field (`x-ui.widget: time`) in the store's hour format. */
export function TimeInput({
  source,
  label,
  isRequired,
}: {
  source: string;
  label: string;
  isRequired: boolean;
}) {
  const {
    id,
    field,
    fieldState: { error, invalid },
  } = useInput({ source, isRequired });
  return (
    <TimeOfDayField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={invalid}
      helperText={<InputHelperText error={invalid ? error?.message : undefined} />}
      variant="filled"
      size="small"
      margin="dense"
      fullWidth
      sx={{ maxWidth: 200 }}
    />
  );
}
