import { Alert, Box, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import {
  Create,
  Edit,
  Labeled,
  ListButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ReactNode } from 'react';
import { adminResourceName, resourceByName } from '../../core/registry';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { defaults as schemaDefaults } from '../../core/validation';
import { FormLeaveGuard } from '../leave/FormLeaveGuard';
import { currentStore } from '../session';
import { WIDGETS } from '../widgets';
import type { EntityUi } from './entities';
import { ErrorSummary } from './ErrorSummary';
import { FieldFor } from './fields';
import { InputFor } from './inputs';
import { refetchOnMount } from './listQuery';
import { SingleDefaultInput } from './SingleDefaultInput';
import {
  CancelButton,
  ClearServerErrorsOnChange,
  EditTitle,
  NamedDeleteButton,
  useSavedNotice,
} from './naming';
import { EnableDisableButton, ShownInStatus } from './status';
import { useRecordValidator, withoutEmptySecrets } from './validate';
import { WarnedSaveButton } from './warnings';

/** The forms of a resource: create, edit, and the one edit page of a singleton (store info). */

/**
 * A record changed from outside the form (Enable / Disable) keeps what the user is typing. One object
 * for every render: react-admin resets the form whenever it gets new reset options, and a reset draws
 * every input of the form again.
 */
const KEEP_DIRTY_VALUES = { keepDirtyValues: true };

/** A resource's form: its fields by group, saved with the shared validator; `children` go inside the form. */
export function ResourceForm({ r, ui, children }: { r: ResourceDef; ui: EntityUi; children?: ReactNode }) {
  const record = useRecordContext();
  const validate = useRecordValidator(r, record);
  const translate = useTranslate();
  return (
    <SimpleForm
      validate={validate}
      // Every rule is the shared validator's, in the user's language: no browser bubbles.
      noValidate
      resetOptions={KEEP_DIRTY_VALUES}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {ui.saveWarning ? <WarnedSaveButton ui={ui} /> : <SaveButton />}
            {!r.singleton && <CancelButton r={r} />}
            <ErrorSummary r={r} />
          </Stack>
          {!r.singleton && <NamedDeleteButton r={r} ui={ui} />}
        </Toolbar>
      }
    >
      <ClearServerErrorsOnChange />
      <FormLeaveGuard />
      {children}
      {sections(r).map(({ group, fields }) =>
        group ? (
          <Box
            key={group}
            component="section"
            aria-labelledby={`${r.name}-${group}`}
            sx={{ width: '100%', mt: 2 }}
          >
            <Typography id={`${r.name}-${group}`} variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
              {translate(`entities.${r.name}.groups.${group}`)}
            </Typography>
            <Divider sx={{ mb: 2 }} />
            <FieldsOf r={r} ui={ui} fields={fields} />
          </Box>
        ) : (
          <FieldsOf key="main" r={r} ui={ui} fields={fields} />
        ),
      )}
    </SimpleForm>
  );
}

/** Fields without a group first, then each `x-ui.group` in the order the schema first names it. */
function sections(r: ResourceDef): { group?: string; fields: FieldDef[] }[] {
  const out: { group?: string; fields: FieldDef[] }[] = [{ fields: [] }];
  for (const f of r.fields) {
    let section = out.find((s) => s.group === f.group);
    if (!section) out.push((section = { group: f.group, fields: [] }));
    section.fields.push(f);
  }
  return out.filter((s) => s.fields.length > 0);
}

/** What the system sets (a device's installation code) is shown, not edited; a new record has none yet. */
function ReadOnlyValue({ r, field }: { r: ResourceDef; field: FieldDef }) {
  const record = useRecordContext();
  if (!record?.id) return null;
  return (
    <Labeled label={`entities.${r.name}.fields.${field.name}`} sx={{ mb: 2, mr: 4 }}>
      <FieldFor resource={r} field={field} />
    </Labeled>
  );
}

/** A field's input: the entity's own where it has one, else the generic one (a shown value when the system sets it). */
function Input({ r, ui, field }: { r: ResourceDef; ui: EntityUi; field: FieldDef }) {
  // An entity's own input may also show a field the system sets (a customer's balance and its movements).
  const Own = ui.inputs?.[field.name];
  if (Own) return <Own resource={r} field={field} label={`entities.${r.name}.fields.${field.name}`} />;
  if (field.readOnly) return <ReadOnlyValue r={r} field={field} />;
  if (field.name === r.singleDefault)
    return <SingleDefaultInput r={r} field={field} label={`entities.${r.name}.fields.${field.name}`} />;
  return <InputFor resource={r} field={field} />;
}

/** Inputs of a section; yes/no switches share a row. */
function FieldsOf({ r, ui, fields }: { r: ResourceDef; ui: EntityUi; fields: FieldDef[] }) {
  const switches = fields.filter((f) => f.kind === 'boolean');
  return (
    <>
      {fields
        .filter((f) => f.kind !== 'boolean')
        .map((f) =>
          f.shownInStatus ? (
            <ShownInStatus key={f.name} field={f}>
              <Input r={r} ui={ui} field={f} />
            </ShownInStatus>
          ) : (
            <Input key={f.name} r={r} ui={ui} field={f} />
          ),
        )}
      {switches.length > 0 && (
        <Stack direction="row" flexWrap="wrap" columnGap={3}>
          {switches.map((f) => (
            <Input key={f.name} r={r} ui={ui} field={f} />
          ))}
        </Stack>
      )}
    </>
  );
}

/** The default record of a referenced resource (the default tax), pre-selected on a new record. */
function useReferenceDefaults(r: ResourceDef): { values: Record<string, unknown>; isPending: boolean } {
  const values: Record<string, unknown> = {};
  let isPending = false;
  for (const f of r.fields) {
    const target = f.reference && resourceByName(f.reference.resource);
    if (!target?.singleDefault) continue;
    // The fields of a resource never change, so the hooks are called in the same order every time.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const { data, isPending: pending } = useGetList(adminResourceName(target), {
      filter: { [target.singleDefault]: true },
      pagination: { page: 1, perPage: 1 },
    });
    isPending ||= pending;
    if (data?.[0]) values[f.name] = data[0].id;
  }
  return { values, isPending };
}

export function makeCreate(r: ResourceDef, ui: EntityUi) {
  const defaults: Record<string, unknown> = schemaDefaults(r);
  // A widget says what a new record starts with; a required list starts with one empty row to fill in.
  for (const f of r.fields) {
    const initial = f.widget && WIDGETS[f.widget].initial;
    if (initial) defaults[f.name] = initial();
    else if (f.kind === 'list' && f.required) defaults[f.name] = [{}];
  }
  return function ResourceCreate() {
    const translate = useTranslate();
    const references = useReferenceDefaults(r);
    const onSuccess = useSavedNotice(r, 'created');
    if (references.isPending) return <LinearProgress aria-busy sx={{ mt: 2 }} />;
    return (
      <Create
        resource={adminResourceName(r)}
        title={translate('ra.page.create', { name: translate(`entities.${r.name}.name`) })}
        mutationOptions={{ onSuccess }}
        record={{ ...defaults, ...references.values }}
        transform={(data: Record<string, unknown>) => withoutEmptySecrets(r, data)}
      >
        <ResourceForm r={r} ui={ui} />
      </Create>
    );
  };
}

export function makeEdit(r: ResourceDef, ui: EntityUi) {
  return function ResourceEdit() {
    const onSuccess = useSavedNotice(r, 'updated');
    return (
      <Edit
        resource={adminResourceName(r)}
        title={<EditTitle r={r} />}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
        transform={(data: Record<string, unknown>) => withoutEmptySecrets(r, data)}
        actions={
          <TopToolbar>
            {ui.editActions && <ui.editActions r={r} />}
            {r.enableDisable && <EnableDisableButton r={r} />}
            <ListButton />
          </TopToolbar>
        }
      >
        <ResourceForm r={r} ui={ui} />
      </Edit>
    );
  };
}

/**
 * A singleton's page: its one record, edited in place. Reading it before the first save gives its
 * defaults; saving creates it. Its id is the store's.
 */
export function makeSingleton(r: ResourceDef, ui: EntityUi) {
  return function SingletonEdit() {
    const translate = useTranslate();
    const onSuccess = useSavedNotice(r, 'updated');
    const store = currentStore();
    if (!store) return <Alert severity="warning">{translate('errors.selectStore')}</Alert>;
    return (
      <Edit
        resource={adminResourceName(r)}
        id={store.id}
        title={translate(`entities.${r.name}.name`)}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
        // The record the sidebar has just fetched as the pointer reached its entry is not asked again.
        queryOptions={{ refetchOnMount }}
        actions={false}
      >
        <ResourceForm r={r} ui={ui} />
      </Edit>
    );
  };
}
