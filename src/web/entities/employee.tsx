import { resourceByName } from '../../core/registry';
import type { FieldDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';
import { ReferencesInput } from '../resources/inputs';
import { useAssignableOption } from '../widgets/permissions/grants';

/** An employee's jobs: those giving rights the editor lacks cannot be chosen (no privilege escalation). */
function JobsInput({ field, label }: { field: FieldDef; label: string }) {
  const disabled = useAssignableOption(resourceByName(field.reference!.resource));
  return <ReferencesInput field={field} label={label} getOptionDisabled={disabled} />;
}

const employee: EntityUi = { inputs: { job_ids: JobsInput } };
export default employee;
