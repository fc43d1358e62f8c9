import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';
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
  const { hourFormat } = useStoreSettings();
  const shown = (v: string) => (v ? timeOfDayText(v, hourFormat) : '');
  const [text, setText] = useState(() => shown(value));
  useEffect(() => {
    // A value set from outside (a copied day, a reset form, another format) replaces what was typed.
    if ((parseTimeOfDay(text) ?? text) !== value) setText(value ? timeOfDayText(value, hourFormat) : '');
  }, [value, hourFormat, text]);
  return (
    <TextField
      {...props}
      value={text}
      placeholder={timeOfDayText('17:00', hourFormat)}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseTimeOfDay(e.target.value) ?? e.target.value);
      }}
      onBlur={(e) => {
        const parsed = parseTimeOfDay(text);
        if (parsed) setText(shown(parsed));
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
