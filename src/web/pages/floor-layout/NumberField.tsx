import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Called with a whole number within range, when the field is left or Enter is pressed. */
  commit: (value: number) => void;
}

/** A whole number typed freely and applied when done, so one change is one step of Undo. */
export function NumberField({ label, value, min, max, commit }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const n = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
  const apply = () => {
    if (valid && n !== value) commit(n);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      error={!valid}
      helperText={valid ? undefined : translate('floorLayout.panel.range', { min, max })}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-invalid': !valid } }}
    />
  );
}
