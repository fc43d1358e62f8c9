import { CreateBase, EditBase, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { recordTitle, writableFields } from '../../../core/resource';
import { defaults } from '../../../core/validation';
import { FormDialog } from '../../resources/FormDialog';
import { InputFor } from '../../resources/inputs';
import { useRecordValidator } from '../../resources/validate';

const r = resourceByName('campaign');

/**
 * A campaign added (`record` null) or edited: template and segment pickers, the sender (the default
 * SMTP setting's unless changed), the platforms it is for and the schedule with its time. The author is the server's to set.
 */
export function CampaignFormDialog({ record, onClose }: { record: RaRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const validate = useRecordValidator(r, record ?? undefined);
  const smtp = useGetList(adminResourceName(resourceByName('smtp-setting')), {
    pagination: { page: 1, perPage: 100 },
  });
  const sender = (smtp.data ?? []).find((s) => s.is_default)?.sender as string | undefined;
  const onSuccess = (saved: RaRecord) => {
    const named = translate('crud.named', {
      name: translate('entities.campaign.name'),
      title: recordTitle(r, saved),
    });
    notify(translate(record ? 'crud.updated' : 'crud.created', { record: named }), { type: 'info' });
    onClose();
  };
  const base = { resource: adminResourceName(r), redirect: false as const, mutationOptions: { onSuccess } };
  // A datetime-local input gives the time on the browser's clock: the server keeps the instant.
  const transform = (data: Record<string, unknown>) => {
    const at = data.scheduled_at;
    return { ...data, scheduled_at: typeof at === 'string' && at ? new Date(at).toISOString() : at };
  };
  if (!record && smtp.isPending) return null;
  return (
    <FormDialog
      title={
        record
          ? recordTitle(r, record)
          : translate('ra.page.create', { name: translate('entities.campaign.name') })
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
          <CreateBase {...base} record={{ ...defaults(r), send_from: sender ?? '' }} transform={transform}>
            {form}
          </CreateBase>
        )
      }
    >
      {writableFields(r).map((f) => (
        <InputFor key={f.name} resource={r} field={f} />
      ))}
    </FormDialog>
  );
}
