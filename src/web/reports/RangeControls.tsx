import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  type DatePreset,
  type DateRange,
  type ReportDef,
  type ReportFilter,
  type ReportFilters,
} from '../../core/reports';
import type { FilterChoices } from './api';
import { ChoiceSelect, PresetSelect } from './ChoiceSelect';
import { SearchSelect } from './SearchSelect';

export type RangeChoice = DatePreset | 'custom';

export const FIELD = { minWidth: { xs: '100%', sm: 180 }, flex: { xs: '1 1 100%', sm: '0 1 auto' } };

/**
 * The stores (when the user may choose several), the date range (a preset of SPEC §9 or two dates),
 * the report's filters and the comparison switch.
 */
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
  stores,
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
  /** The choice of stores, first. */
  stores?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, my: 2, alignItems: 'center' }}>
      {stores}
      <PresetSelect value={choice} onChange={onChoice} custom sx={FIELD} />
      {choice === 'custom' &&
        (['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            size="small"
            fullWidth={false}
            label={translate(`reports.${end}`)}
            value={range[end]}
            onChange={(e) => onRange({ ...range, [end]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!rangeError}
            helperText={end === 'to' && rangeError ? translate(rangeError) : undefined}
            sx={FIELD}
          />
        ))}
      {choices.map((c) =>
        // Choices too many for a drop-down (the report's declaration says which): searched on the server.
        def.searched?.includes(c.filter as ReportFilter) ? (
          <SearchSelect
            key={c.filter}
            code={def.code}
            filter={c.filter}
            label={translate(`reports.filters.${c.filter}`)}
            value={filters[c.filter as keyof ReportFilters] ?? ''}
            allLabel={translate(`reports.${def.code}.allCustomers`)}
            helperText={translate(`reports.${def.code}.search`)}
            noOptionsText={translate(`reports.${def.code}.noCustomer`)}
            loadingText={translate(`reports.${def.code}.searching`)}
            onChange={(id) => onFilters({ ...filters, [c.filter]: id || undefined })}
            sx={{ ...FIELD, minWidth: { xs: '100%', sm: 280 } }}
          />
        ) : (
          <ChoiceSelect
            key={c.filter}
            label={translate(`reports.filters.${c.filter}`)}
            value={filters[c.filter as keyof ReportFilters] ?? ''}
            choices={['', ...c.choices.map((o) => o.id)]}
            choiceLabel={(id) =>
              id === '' ? translate('reports.filters.all') : c.choices.find((o) => o.id === id)!.name
            }
            onChange={(id) => onFilters({ ...filters, [c.filter]: id || undefined })}
            fullWidth={false}
            sx={FIELD}
          />
        ),
      )}
      {def.compare && (
        <FormControlLabel
          control={<Checkbox checked={compare} onChange={(e) => onCompare(e.target.checked)} />}
          label={translate('reports.compare')}
        />
      )}
    </Stack>
  );
}
