import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  Confirm,
  useDataProvider,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { adminResourceName } from '../../core/registry';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { useRecordTitle } from '../store/settings';

/**
 * The switch of a field only one record of the store holds (the automatic gratuity, the POS default
 * order type, the default tax): turning it on while another record holds it asks first, naming that
 * record, since saving takes it away from there. Cancel leaves it off.
 */
export function SingleDefaultInput({ r, field, label }: { r: ResourceDef; field: FieldDef; label: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const title = useRecordTitle(r);
  const [holder, setHolder] = useState<RaRecord | null>(null);
  const on = useWatch({ name: field.name }) === true;
  // Where the first record takes the default by itself, a form with the switch off says so before saving.
  const noDefaultYet = useQuery({
    queryKey: [adminResourceName(r), 'noDefaultYet', field.name],
    queryFn: async () =>
      (
        await dataProvider.getList(adminResourceName(r), {
          filter: { [field.name]: true },
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'id', order: 'ASC' },
        })
      ).data.length === 0,
    enabled: !!r.firstIsDefault,
  });

  const onChange = async (event: { target: { checked: boolean } }) => {
    if (!event.target.checked) return;
    const { data } = await dataProvider.getList(adminResourceName(r), {
      filter: { [field.name]: true },
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
    });
    const other = data.find((x) => x.id !== record?.id);
    if (other) setHolder(other);
  };

  const words = {
    field: translate(label),
    entity: translate(`entities.${r.name}.name`).toLowerCase(),
    current: holder ? title(holder) : '',
  };
  return (
    <>
      <BooleanInput
        source={field.name}
        label={label}
        onChange={onChange}
        helperText={
          r.firstIsDefault && !on && noDefaultYet.data === true
            ? translate('crud.firstBecomesDefault', words)
            : undefined
        }
      />
      <Confirm
        isOpen={holder !== null}
        title={translate('crud.replaceDefaultTitle', words)}
        content={translate('crud.replaceDefaultContent', words)}
        confirm={translate('crud.replaceDefaultConfirm')}
        onConfirm={() => setHolder(null)}
        onClose={() => {
          setValue(field.name, false, { shouldDirty: true });
          setHolder(null);
        }}
      />
    </>
  );
}
