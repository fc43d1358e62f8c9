import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterChoice } from './api';
import { chosenKey, useChosen, useSearch } from './searchedFilters';

/**
 * A filter whose choices are too many to send (a report's customers): a box to type part of a name
 * into, searched on the server as the user types, the matching choices under it; cleared, it stands
 * for all of them.
 */
export function SearchSelect({
  code,
  filter,
  label,
  value,
  allLabel,
  helperText,
  noOptionsText,
  loadingText,
  onChange,
  sx,
}: {
  /** The report and its filter searched. */
  code: string;
  filter: string;
  label: string;
  value: string;
  allLabel: string;
  helperText: string;
  noOptionsText: string;
  loadingText: string;
  onChange: (id: string) => void;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const chosen = useChosen(code, filter, value);
  const [input, setInput] = useState('');
  const typed = input.trim();
  // The chosen one's name in the box is no search.
  const { found, loading } = useSearch(code, filter, typed, typed === chosen?.name);
  const options = chosen ? [chosen, ...found.filter((c) => c.id !== chosen.id)] : found;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={chosen}
      onChange={(_, c) => {
        if (c) queryClient.setQueryData(chosenKey(code, filter, c.id), [c]);
        onChange(c?.id ?? '');
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // The server has matched them: name, phone or e-mail, accents and case ignored.
      filterOptions={(all: FilterChoice[]) => all}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // Two customers of one name are told apart by their place in the list.
      getOptionKey={(c) => c.id}
      loading={loading}
      loadingText={loadingText}
      noOptionsText={typed ? noOptionsText : helperText}
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
