import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_PRESETS, type DatePreset } from '../../../core/reports';

/** The period of a dashboard: one of the presets of SPEC §9. */
export function PeriodSelect({ value, onChange }: { value: DatePreset; onChange: (p: DatePreset) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={translate('reports.presets.label')}
      value={value}
      onChange={(e) => onChange(e.target.value as DatePreset)}
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
    >
      {DATE_PRESETS.map((p) => (
        <MenuItem key={p} value={p}>
          {translate(`reports.presets.${p}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
