import type { DatePreset } from '../../../core/reports';
import { PresetSelect } from '../../reports/ChoiceSelect';

/** The period of a dashboard: one of the presets of SPEC §9. */
export function PeriodSelect({ value, onChange }: { value: DatePreset; onChange: (p: DatePreset) => void }) {
  return <PresetSelect value={value} onChange={onChange} sx={{ minWidth: { xs: '100%', sm: 200 } }} />;
}
