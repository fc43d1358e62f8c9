import { InputAdornment } from '@mui/material';
import { useFormState, useWatch } from 'react-hook-form';
import { NumberInput, useTranslate } from 'react-admin';
import { compensationErrors } from '../../core/payroll';
import { resourceByName } from '../../core/registry';
import type { FieldDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';
import { ReferencesInput } from '../resources/inputs';
import { useStoreSettings } from '../store/settings';
import { useAssignableOption } from '../widgets/permissions/grants';
import { TransferOwnershipButton } from './employee/TransferOwnership';

/** An employee's jobs: those giving rights the editor lacks cannot be chosen (no privilege escalation). */
function JobsInput({ field, label }: { field: FieldDef; label: string }) {
  const disabled = useAssignableOption(resourceByName(field.reference!.resource));
  return <ReferencesInput field={field} label={label} getOptionDisabled={disabled} />;
}

/**
 * The compensation value (SPEC §5 "The compensation value is required"): required above 0 while the
 * employee is active. The schema cannot say it (the store's opening writes its owner without one), so
 * the rule the server applies is shown here as soon as the field is left or the form is sent.
 */
function CompensationInput({ field, label }: { field: FieldDef; label: string }) {
  const translate = useTranslate();
  const { currencySymbol } = useStoreSettings();
  const [status, salary] = useWatch({ name: ['status', 'salary'] }) as [unknown, unknown];
  const { isSubmitted, touchedFields } = useFormState({ name: field.name });
  const [problem] = compensationErrors({ status, salary });
  const shown = problem && (isSubmitted || !!(touchedFields as Record<string, unknown>)[field.name]);
  return (
    <NumberInput
      source={field.name}
      label={label}
      isRequired={status === undefined || status === 'active'}
      fullWidth
      step={0.01}
      sx={{ maxWidth: 300 }}
      {...(shown ? { error: true } : {})}
      helperText={shown ? translate(problem.key) : translate('compensation.valueHint')}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> },
      }}
    />
  );
}

const employee: EntityUi = {
  inputs: { job_ids: JobsInput, salary: CompensationInput },
  editActions: TransferOwnershipButton,
};
export default employee;
