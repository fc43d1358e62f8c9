import { Stack } from '@mui/material';
import { CreateBase, EditBase, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { adminResourceName } from '../../../core/registry';
import { recordTitle, writableFields, type ResourceDef } from '../../../core/resource';
import { defaults } from '../../../core/validation';
import { FormDialog } from '../../resources/FormDialog';
import { InputFor } from '../../resources/inputs';
import { SingleDefaultInput } from '../../resources/SingleDefaultInput';
import { useRecordValidator, withoutEmptySecrets } from '../../resources/validate';

/**
 * An SMTP setting added (`record` null) or edited in a dialog of the SMTP tab, with the same inputs
 * and rules as a resource's own form: a password left empty keeps the stored one, and turning the
 * default on asks first when another setting holds it.
 */
export function SmtpFormDialog({
  r,
  record,
  onClose,
}: {
  r: ResourceDef;
  record: RaRecord | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const validate = useRecordValidator(r, record ?? undefined);
  const fields = writableFields(r);
  const onSuccess = (saved: RaRecord) => {
    const named = translate('crud.named', {
      name: translate(`entities.${r.name}.name`),
      title: recordTitle(r, saved),
    });
    notify(translate(record ? 'crud.updated' : 'crud.created', { record: named }), { type: 'info' });
    onClose();
  };
  const base = { resource: adminResourceName(r), redirect: false as const, mutationOptions: { onSuccess } };
  const transform = (data: Record<string, unknown>) => withoutEmptySecrets(r, data);
  return (
    <FormDialog
      title={
        record
          ? translate('generalSettings.smtp.edit', { name: recordTitle(r, record) })
          : translate('ra.page.create', { name: translate(`entities.${r.name}.name`) })
      }
      onClose={onClose}
      validate={validate}
      alwaysEnable={!record}
      wrap={(form) =>
        record ? (
          <EditBase {...base} id={record.id} mutationMode="pessimistic" transform={transform}>
            {form}
          </EditBase>
        ) : (
          <CreateBase {...base} record={defaults(r)} transform={transform}>
            {form}
          </CreateBase>
        )
      }
    >
      {fields
        .filter((f) => f.kind !== 'boolean')
        .map((f) => (
          <InputFor key={f.name} resource={r} field={f} />
        ))}
      <Stack direction="row" flexWrap="wrap" columnGap={3}>
        {fields
          .filter((f) => f.kind === 'boolean')
          .map((f) =>
            f.name === r.singleDefault ? (
              <SingleDefaultInput
                key={f.name}
                r={r}
                field={f}
                label={`entities.${r.name}.fields.${f.name}`}
              />
            ) : (
              <InputFor key={f.name} resource={r} field={f} />
            ),
          )}
      </Stack>
    </FormDialog>
  );
}
