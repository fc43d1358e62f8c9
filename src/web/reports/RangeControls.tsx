import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  DATE_PRESETS,
  type DatePreset,
  type DateRange,
  type ReportDef,
  type ReportFilters,
} from '../../core/reports';
import type { FilterChoices } from './api';

export type RangeChoice = DatePreset | 'custom';

const FIELD = { minWidth: { xs: '100%', sm: 180 }, flex: { xs: '1 1 100%', sm: '0 1 auto' } };

/** The date range (a preset of SPEC §9 or two dates), the report's filters and the comparison switch. */
export function RangeControls({
  def,
  choice,
  onChoice,
  range,
  onRange,
  rangeError,
  filters,
  onFilters,
  choices,
  compare,
  onCompare,
}: {
  def: ReportDef;
  choice: RangeChoice;
  onChoice: (c: RangeChoice) => void;
  range: DateRange;
  onRange: (r: DateRange) => void;
  rangeError: string | null;
  filters: ReportFilters;
  onFilters: (f: ReportFilters) => void;
  choices: FilterChoices[];
  compare: boolean;
  onCompare: (on: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, my: 2, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('reports.presets.label')}
        value={choice}
        onChange={(e) => onChoice(e.target.value as RangeChoice)}
        sx={FIELD}
      >
        {[...DATE_PRESETS, 'custom' as const].map((p) => (
          <MenuItem key={p} value={p}>
            {translate(`reports.presets.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {choice === 'custom' && (
        <>
          <TextField
            type="date"
            size="small"
            fullWidth={false}
            label={translate('reports.from')}
            value={range.from}
            onChange={(e) => onRange({ ...range, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!rangeError}
            sx={FIELD}
          />
          <TextField
            type="date"
            size="small"
            fullWidth={false}
            label={translate('reports.to')}
            value={range.to}
            onChange={(e) => onRange({ ...range, to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!rangeError}
            helperText={rangeError ? translate(rangeError) : undefined}
            sx={FIELD}
          />
        </>
      )}
      {choices.map((c) => (
        <TextField
          key={c.filter}
          select
          size="small"
          fullWidth={false}
          label={translate(`reports.filters.${c.filter}`)}
          value={filters[c.filter as keyof ReportFilters] ?? ''}
          onChange={(e) => onFilters({ ...filters, [c.filter]: e.target.value || undefined })}
          sx={FIELD}
        >
          <MenuItem value="">{translate('reports.filters.all')}</MenuItem>
          {c.choices.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {def.compare && (
        <FormControlLabel
          control={<Checkbox checked={compare} onChange={(e) => onCompare(e.target.checked)} />}
          label={translate('reports.compare')}
        />
      )}
    </Stack>
  );
}
