import { Checkbox, ListItemText, MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { fetchReportStores } from './api';

const ALL = '*';

/**
 * Which stores a report is run over, for a user who may see it in more than one: the store signed in
 * to, All my stores, or any of them. Never none: taking the last one away leaves the store signed in to.
 */
export function StoreChoice({
  code,
  current,
  value,
  onChange,
  sx,
}: {
  code: string;
  current: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const stores = useQuery({
    queryKey: ['reportStores', code],
    queryFn: () => fetchReportStores(code),
    staleTime: 60_000,
  }).data;
  if (!stores || stores.length < 2) return null;
  const all = stores.every((s) => value.includes(s.id));
  const choose = (picked: string[]) => {
    if (picked.includes(ALL)) return onChange(all ? [current] : stores.map((s) => s.id));
    // In the stores' order, whatever order they were picked in.
    const ids = stores.map((s) => s.id).filter((id) => picked.includes(id));
    onChange(ids.length ? ids : [current]);
  };
  const shown = (ids: readonly string[]) =>
    all
      ? translate('reports.stores.all')
      : ids.length === 1
        ? (stores.find((s) => s.id === ids[0])?.name ?? '')
        : translate('reports.stores.chosen', { smart_count: ids.length });
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={translate('reports.stores.label')}
      value={value}
      onChange={(e) => choose(e.target.value as unknown as string[])}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => shown(selected as string[]),
        },
      }}
      sx={sx}
    >
      <MenuItem value={ALL} divider>
        <Checkbox checked={all} indeterminate={!all && value.length > 1} size="small" sx={{ p: 0, mr: 1 }} />
        <ListItemText primary={translate('reports.stores.all')} />
      </MenuItem>
      {stores.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          <Checkbox checked={value.includes(s.id)} size="small" sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={s.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
