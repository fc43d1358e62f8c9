import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Choice {
  id: string;
  name: string;
}

/**
 * A filter whose choices are many (a report's customers): a box to type part of a name into, the
 * matching choices under it; cleared, it stands for all of them.
 */
export function SearchSelect({
  label,
  value,
  choices,
  allLabel,
  helperText,
  noOptionsText,
  onChange,
  sx,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  allLabel: string;
  helperText: string;
  noOptionsText: string;
  onChange: (id: string) => void;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const chosen = choices.find((c) => c.id === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={choices as Choice[]}
      value={chosen}
      onChange={(_, c) => onChange(c?.id ?? '')}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // Two customers of one name are told apart by their place in the list.
      getOptionKey={(c) => c.id}
      noOptionsText={noOptionsText}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={allLabel}
          helperText={chosen ? undefined : helperText}
        />
      )}
    />
  );
}
