import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useEffect, useRef, type ReactNode } from 'react';
import { BulkUpdateButton, UpdateButton, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { useRecordTitle } from '../store/settings';

/**
 * Enable / Disable (`x-resource.enableDisable`; SPEC §4: employee status, enabling sets active), on the
 * edit page and as bulk actions, each with its own confirmation naming the record(s).
 */

/** "Disable" on an active record, "Enable" on any other, after a confirmation naming the record. */
export function EnableDisableButton({ r }: { r: ResourceDef }) {
  const record = useRecordContext();
  const title = useRecordTitle(r);
  if (!record?.id) return null;
  const enable = record.status !== 'active';
  const action = enable ? 'enable' : 'disable';
  const name = title(record);
  return (
    <UpdateButton
      label={`entities.${r.name}.actions.${action}`}
      data={{ status: enable ? 'active' : 'inactive' }}
      mutationMode="pessimistic"
      icon={enable ? <ToggleOnIcon /> : <ToggleOffIcon />}
      confirmTitle={`entities.${r.name}.actions.${action}Title`}
      confirmContent={`entities.${r.name}.actions.${action}Content`}
      titleTranslateOptions={{ name }}
      contentTranslateOptions={{ name }}
      successMessage={`entities.${r.name}.actions.${enable ? 'enabled' : 'disabled'}`}
    />
  );
}

/** The list's bulk "Enable" / "Disable", each confirmed with the number of selected records. */
export function BulkEnableDisable({ r }: { r: ResourceDef }) {
  return (
    <>
      <BulkUpdateButton
        label={`entities.${r.name}.actions.enable`}
        data={{ status: 'active' }}
        mutationMode="pessimistic"
        icon={<ToggleOnIcon />}
        confirmTitle={`entities.${r.name}.actions.enableManyTitle`}
        confirmContent={`entities.${r.name}.actions.enableManyContent`}
      />
      <BulkUpdateButton
        label={`entities.${r.name}.actions.disable`}
        data={{ status: 'inactive' }}
        mutationMode="pessimistic"
        icon={<ToggleOffIcon />}
        confirmTitle={`entities.${r.name}.actions.disableManyTitle`}
        confirmContent={`entities.${r.name}.actions.disableManyContent`}
      />
    </>
  );
}

/** Today in the browser's time zone, as a date field stores it (YYYY-MM-DD). */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Shows its input while the record is in the field's status, or while the field holds a value.
 * Choosing that status fills an empty date with today; leaving it again takes that date back.
 */
export function ShownInStatus({ field, children }: { field: FieldDef; children: ReactNode }) {
  const wanted = field.shownInStatus;
  const status = useWatch({ name: 'status' }) as unknown;
  const value = useWatch({ name: field.name }) as unknown;
  const { setValue } = useFormContext();
  const previous = useRef(status);
  const filledIn = useRef<string | null>(null);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (field.kind !== 'date' || was === status) return;
    if (status === wanted && !value) {
      filledIn.current = today();
      setValue(field.name, filledIn.current, { shouldDirty: true });
    } else if (was === wanted && filledIn.current !== null && value === filledIn.current) {
      filledIn.current = null;
      setValue(field.name, null, { shouldDirty: true });
    }
  }, [status, wanted, value, field, setValue]);
  const shown =
    wanted === undefined || status === wanted || (value !== undefined && value !== null && value !== '');
  return shown ? <>{children}</> : null;
}
