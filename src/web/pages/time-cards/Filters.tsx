import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChoiceSelect } from '../../reports/ChoiceSelect';
import { useStoreSettings } from '../../store/settings';
import type { Employee } from './api';
import { PRESETS, presetOf, presetRange, type Writer } from './text';

export interface Range {
  from: string;
  to: string;
}

interface Props {
  range: Range;
  onRange: (range: Range) => void;
  employeeId: string;
  onEmployee: (id: string) => void;
  employees: Employee[];
  timeZone: string | undefined;
  w: Writer;
  onNew: () => void;
  onExport: () => void;
  exportDisabled: boolean;
}

/** The period (a preset or two dates on the store's calendar), the employee, and the page's actions. */
export function Filters(props: Props) {
  const translate = useTranslate();
  const { range, onRange, timeZone } = props;
  const { weekStart } = useStoreSettings();
  const preset = presetOf(range, Date.now(), timeZone, weekStart) ?? 'custom';
  const field = { size: 'small', fullWidth: false, sx: { minWidth: { xs: '100%', sm: 160 } } } as const;
  return (
    <Stack
      component="section"
      aria-label={translate('timeCards.filters.label')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' }, my: 2 }}
    >
      <ChoiceSelect
        {...field}
        label={translate('timeCards.filters.period')}
        value={preset}
        choices={[...PRESETS, 'custom'] as const}
        choiceLabel={(p) => translate(`timeCards.filters.presets.${p}`)}
        disabled={(p) => p === 'custom'}
        onChange={(p) => {
          if (p !== 'custom') onRange(presetRange(p, Date.now(), timeZone, weekStart));
        }}
      />
      <TextField
        {...field}
        type="date"
        label={translate('timeCards.filters.from')}
        value={range.from}
        onChange={(e) => e.target.value && onRange({ from: e.target.value, to: range.to })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
      />
      <TextField
        {...field}
        type="date"
        label={translate('timeCards.filters.to')}
        value={range.to}
        onChange={(e) => e.target.value && onRange({ from: range.from, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
      />
      <ChoiceSelect
        {...field}
        label={translate('timeCards.filters.employee')}
        value={props.employeeId}
        choices={['', ...props.employees.map((e) => e.id)]}
        choiceLabel={(id) => {
          const employee = id ? props.employees.find((e) => e.id === id) : undefined;
          return employee ? props.w.name(employee) : translate('timeCards.filters.allEmployees');
        }}
        onChange={props.onEmployee}
        sx={{ minWidth: { xs: '100%', sm: 200 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
      <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={props.onNew}>
          {translate('timeCards.actions.new')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={props.onExport} disabled={props.exportDisabled}>
          {translate('timeCards.actions.export')}
        </Button>
      </Stack>
    </Stack>
  );
}
