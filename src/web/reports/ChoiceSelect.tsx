import { MenuItem, TextField, type SxProps, type TextFieldProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_PRESETS, type DatePreset } from '../../core/reports';

/** A small drop-down of fixed choices (a period, a filter), each with its own words. */
export function ChoiceSelect<T extends string | number>({
  choices,
  choiceLabel,
  disabled,
  onChange,
  ...field
}: {
  label: string;
  value: T;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  /** A choice shown but not to be picked (it names a state the field reached another way). */
  disabled?: (choice: T) => boolean;
  onChange: (choice: T) => void;
  id?: string;
  helperText?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  slotProps?: TextFieldProps['slotProps'];
}) {
  return (
    <TextField select size="small" {...field} onChange={(e) => onChange(e.target.value as T)}>
      {choices.map((c) => (
        <MenuItem key={c} value={c} disabled={disabled?.(c)}>
          {choiceLabel(c)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The date presets of SPEC §9 (with `custom`: two dates of one's own too), as a drop-down. */
export function PresetSelect<T extends DatePreset | 'custom'>({
  value,
  onChange,
  custom = false,
  sx,
}: {
  value: T;
  onChange: (choice: T) => void;
  custom?: boolean;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const choices = (custom ? [...DATE_PRESETS, 'custom'] : DATE_PRESETS) as readonly string[] as readonly T[];
  return (
    <ChoiceSelect
      label={translate('reports.presets.label')}
      value={value}
      choices={choices}
      choiceLabel={(p) => translate(`reports.presets.${p}`)}
      onChange={onChange}
      fullWidth={false}
      sx={sx}
    />
  );
}
