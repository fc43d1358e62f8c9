import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Box, Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface BreakRow {
  key: number;
  break_in: string;
  break_out: string;
  /** The break as recorded, when the row shows one. */
  original?: { break_in: string; break_out: string };
}

interface Props {
  rows: BreakRow[];
  onChange: (rows: BreakRow[]) => void;
  /** Until both clock times are entered, breaks cannot be. */
  locked: boolean;
  /** The message at a field (`breaks`, `breaks.0.break_in`…), if any. */
  errorAt: (field: string) => string | undefined;
  min?: string;
  max?: string;
}

/** A break's two times: their field and the message key of their label. */
const TIMES = [
  ['break_in', 'breakIn'],
  ['break_out', 'breakOut'],
] as const;

let nextKey = 1;
export const newBreakRow = (values: Partial<BreakRow> = {}): BreakRow => ({
  key: nextKey++,
  break_in: '',
  break_out: '',
  ...values,
});

/** The card's breaks, one row each, added and removed; each time on the store's clock. */
export function BreakRows({ rows, onChange, locked, errorAt, min, max }: Props) {
  const translate = useTranslate();
  const set = (key: number, patch: Partial<BreakRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const general = errorAt('breaks');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('timeCards.dialog.breaks')}
      </Typography>
      {locked ? (
        <FormHelperText sx={{ mb: 1 }}>{translate('timeCards.dialog.breaksLocked')}</FormHelperText>
      ) : !rows.length ? (
        <FormHelperText sx={{ mb: 1 }}>{translate('timeCards.dialog.noBreaks')}</FormHelperText>
      ) : null}
      {general ? (
        <FormHelperText error role="alert" sx={{ mb: 1 }}>
          {general}
        </FormHelperText>
      ) : null}
      <Stack spacing={1.5}>
        {rows.map((row, i) => {
          const number = i + 1;
          return (
            <Stack
              key={row.key}
              role="group"
              aria-label={translate('timeCards.dialog.breakNumber', { number })}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              {TIMES.map(([field, label]) => {
                const error = errorAt(`breaks.${i}.${field}`);
                return (
                  <TextField
                    key={field}
                    type="datetime-local"
                    size="small"
                    fullWidth
                    disabled={locked}
                    label={translate(`timeCards.dialog.${label}`)}
                    value={row[field]}
                    onChange={(e) => set(row.key, { [field]: e.target.value })}
                    error={!!error}
                    helperText={error}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
                  />
                );
              })}
              <IconButton
                aria-label={translate('timeCards.dialog.removeBreak', { number })}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              >
                <RemoveCircleOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        disabled={locked}
        onClick={() => onChange([...rows, newBreakRow()])}
        sx={{ mt: 1 }}
      >
        {translate('timeCards.dialog.addBreak')}
      </Button>
    </Box>
  );
}
