import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_PRESETS, type DatePreset } from '../../core/reports';

/** A small drop-down of fixed choices (a period, a filter), each with its own words. */
export function ChoiceSelect<T extends string>({
  label,
  value,
  choices,
  choiceLabel,
  onChange,
  fullWidth,
  sx,
}: {
  label: string;
  value: T;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  onChange: (choice: T) => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth={fullWidth}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      sx={sx}
    >
      {choices.map((c) => (
        <MenuItem key={c} value={c}>
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
