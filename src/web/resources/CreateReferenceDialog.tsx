import { Stack } from '@mui/material';
import { useMemo, type ComponentType, type ReactElement } from 'react';
import { CreateBase, useCreateSuggestionContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { operationAllowed } from '../../core/permissions';
import { adminResourceName, resourceByName } from '../../core/registry';
import { recordTitle, type FieldDef, type ReferenceDef, type ResourceDef } from '../../core/resource';
import { defaults } from '../../core/validation';
import { useStoredUser } from '../session';
import { WIDGETS } from '../widgets';
import { FormDialog } from './FormDialog';
import { ShownInStatus } from './status';
import { useRecordValidator, withoutEmptySecrets } from './validate';

/** The generic input of a field (`InputFor`), handed in so that this file and inputs.tsx do not import each other. */
export type FieldInput = ComponentType<{ resource: ResourceDef; field: FieldDef }>;

/** What a reference input adds to its autocomplete so that a missing record can be created from it. */
export interface CreateOption {
  create?: ReactElement;
  createItemLabel?: string;
  createLabel?: string;
}

/**
 * Lets a reference input create the record it points to: "Create «Desserts»" opens the referenced
 * resource's form in a dialog. Offered only to whom the server would let create it, so nobody is led
 * into a form that can only be refused.
 */
export function useCreateOption(field: FieldDef, Input: FieldInput): CreateOption {
  const user = useStoredUser();
  const translate = useTranslate();
  const target = resourceByName(field.reference!.resource);
  if (!user || !operationAllowed(user, target)) return {};
  return {
    create: <CreateReferenceDialog target={target} where={field.reference!.where} Input={Input} />,
    createItemLabel: 'crud.createItem',
    // With nothing typed yet the option is a hint: an empty list says how to fill it.
    createLabel: translate('crud.createHint'),
  };
}

/**
 * The new record's first values: the schema's defaults and each widget's, what the reference requires
 * of it (a menu item's category must be visible), and the text typed in the input as its name.
 */
function initialRecord(
  target: ResourceDef,
  typed: string | undefined,
  where: ReferenceDef['where'],
): Record<string, unknown> {
  const record: Record<string, unknown> = defaults(target);
  for (const f of target.fields) {
    const initial = f.widget && WIDGETS[f.widget].initial;
    if (initial) record[f.name] = initial();
    else if (f.kind === 'list' && f.required) record[f.name] = [{}];
  }
  Object.assign(record, where);
  const titleField = target.title[0];
  if (titleField && typed?.trim()) record[titleField] = typed.trim();
  return record;
}

function CreateReferenceDialog({
  target,
  where,
  Input,
}: {
  target: ResourceDef;
  where: ReferenceDef['where'];
  Input: FieldInput;
}) {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const translate = useTranslate();
  const notify = useNotify();
  const validate = useRecordValidator(target);
  const record = useMemo(() => initialRecord(target, filter, where), [target, filter, where]);
  const switches = target.fields.filter((f) => f.kind === 'boolean');
  const input = (f: FieldDef) =>
    f.shownInStatus ? (
      <ShownInStatus key={f.name} field={f}>
        <Input resource={target} field={f} />
      </ShownInStatus>
    ) : (
      <Input key={f.name} resource={target} field={f} />
    );
  return (
    <FormDialog
      title={translate('ra.page.create', { name: translate(`entities.${target.name}.name`) })}
      onClose={onCancel}
      validate={validate}
      // The typed name alone can be enough: saving must not wait for an edit.
      alwaysEnable
      wrap={(form) => (
        <CreateBase
          resource={adminResourceName(target)}
          record={record}
          redirect={false}
          transform={(data: Record<string, unknown>) => withoutEmptySecrets(target, data)}
          mutationOptions={{
            onSuccess: (created: RaRecord) => {
              notify(
                translate('crud.created', {
                  record: translate('crud.named', {
                    name: translate(`entities.${target.name}.name`),
                    title: recordTitle(target, created),
                  }),
                }),
                // The user goes on with the form he came from: at the bottom the notice would cover
                // its Save bar on a phone.
                { type: 'info', anchorOrigin: { vertical: 'top', horizontal: 'center' } },
              );
              onCreate(created);
            },
          }}
        >
          {form}
        </CreateBase>
      )}
    >
      {target.fields.filter((f) => f.kind !== 'boolean').map(input)}
      {switches.length > 0 && (
        <Stack direction="row" flexWrap="wrap" columnGap={3}>
          {switches.map(input)}
        </Stack>
      )}
    </FormDialog>
  );
}
