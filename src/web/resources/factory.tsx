import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Box, Divider, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput,
  BulkDeleteButton,
  BulkExportButton,
  BulkUpdateButton,
  Create,
  CreateButton,
  DataTable,
  DeleteButton,
  Edit,
  ExportButton,
  FilterButton,
  List,
  ListButton,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { adminResourceName, resourceByName } from '../../core/registry';
import { STATUS_FILTERS } from '../../core/routes';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { FieldFor } from './fields';
import { InputFor } from './inputs';
import { useRecordValidator } from './validate';

type StatusFilter = (typeof STATUS_FILTERS)[number];

function StatusTabs({ r, current }: { r: ResourceDef; current: StatusFilter }) {
  const translate = useTranslate();
  const base = `/${adminResourceName(r)}`;
  return (
    <Tabs value={current} aria-label={translate('list.filter.label')} sx={{ mr: 'auto' }}>
      {STATUS_FILTERS.map((s) => (
        <Tab
          key={s}
          value={s}
          label={translate(`list.filter.${s}`)}
          component={Link}
          to={s === 'all' ? base : `${base}/${s}`}
        />
      ))}
    </Tabs>
  );
}

function makeList(r: ResourceDef, status: StatusFilter) {
  const fields = new Map(r.fields.map((f) => [f.name, f]));
  const hasStatus = fields.get('status')?.kind === 'status';
  // Search, and one filter per reference ("menu items of a category").
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...r.fields
      .filter((f) => f.kind === 'reference')
      .map((f) => {
        const target = resourceByName(f.reference!.resource);
        return (
          <ReferenceInput
            key={f.name}
            source={f.name}
            reference={adminResourceName(target)}
            sort={target.sort}
          >
            <AutocompleteInput label={`entities.${r.name}.fields.${f.name}`} optionText="name" />
          </ReferenceInput>
        );
      }),
  ];
  return function ResourceList() {
    const translate = useTranslate();
    return (
      <List
        resource={adminResourceName(r)}
        title={translate(`entities.${r.name}.plural`)}
        sort={r.sort}
        perPage={25}
        filter={hasStatus && status !== 'all' ? { status } : undefined}
        // An empty status view is not an empty resource: keep the tabs and say "No … found" instead of
        // react-admin's "No … yet. Do you want to add one?" page, which has no way back to the other views.
        empty={hasStatus && status !== 'all' ? false : undefined}
        filters={filters}
        // Each status view keeps its own search and page.
        storeKey={`${r.name}.${status}`}
        actions={
          <TopToolbar sx={{ width: '100%', alignItems: 'center' }}>
            {r.filterVariants && hasStatus && <StatusTabs r={r} current={status} />}
            <FilterButton />
            <CreateButton />
            <ExportButton />
          </TopToolbar>
        }
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={
            <>
              {hasStatus && (
                <>
                  <BulkUpdateButton
                    label="list.bulk.activate"
                    data={{ status: 'active' }}
                    mutationMode="pessimistic"
                    icon={<ToggleOnIcon />}
                  />
                  <BulkUpdateButton
                    label="list.bulk.deactivate"
                    data={{ status: 'inactive' }}
                    mutationMode="pessimistic"
                    icon={<ToggleOffIcon />}
                  />
                </>
              )}
              <BulkExportButton />
              <BulkDeleteButton mutationMode="pessimistic" />
            </>
          }
        >
          {r.list.map((name) => {
            const field = fields.get(name)!;
            return (
              <DataTable.Col
                key={name}
                source={name}
                label={`entities.${r.name}.fields.${name}`}
                disableSort={field.kind === 'list'}
              >
                <FieldFor field={field} />
              </DataTable.Col>
            );
          })}
        </DataTable>
      </List>
    );
  };
}

function DeleteIfSaved() {
  const record = useRecordContext();
  return record?.id ? <DeleteButton mutationMode="pessimistic" /> : null;
}

function Form({ r }: { r: ResourceDef }) {
  const validate = useRecordValidator(r);
  const translate = useTranslate();
  return (
    <SimpleForm
      validate={validate}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          <DeleteIfSaved />
        </Toolbar>
      }
    >
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
            <FieldsOf r={r} fields={fields} />
          </Box>
        ) : (
          <FieldsOf key="main" r={r} fields={fields} />
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

/** Inputs of a section; yes/no switches share a row. */
function FieldsOf({ r, fields }: { r: ResourceDef; fields: FieldDef[] }) {
  const switches = fields.filter((f) => f.kind === 'boolean');
  return (
    <>
      {fields
        .filter((f) => f.kind !== 'boolean')
        .map((f) => (
          <InputFor key={f.name} resource={r} field={f} />
        ))}
      {switches.length > 0 && (
        <Stack direction="row" flexWrap="wrap" columnGap={3}>
          {switches.map((f) => (
            <InputFor key={f.name} resource={r} field={f} />
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

function makeCreate(r: ResourceDef) {
  const defaults: Record<string, unknown> = Object.fromEntries(
    r.fields.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]),
  );
  // A required list starts with one empty row to fill in.
  for (const f of r.fields) if (f.kind === 'list' && f.required) defaults[f.name] = [{}];
  return function ResourceCreate() {
    const translate = useTranslate();
    const references = useReferenceDefaults(r);
    if (references.isPending) return <LinearProgress aria-busy sx={{ mt: 2 }} />;
    return (
      <Create
        resource={adminResourceName(r)}
        title={translate('ra.page.create', { name: translate(`entities.${r.name}.name`) })}
        redirect="list"
        record={{ ...defaults, ...references.values }}
      >
        <Form r={r} />
      </Create>
    );
  };
}

function makeEdit(r: ResourceDef) {
  return function ResourceEdit() {
    const translate = useTranslate();
    return (
      <Edit
        resource={adminResourceName(r)}
        title={translate(`entities.${r.name}.name`)}
        mutationMode="pessimistic"
        redirect="list"
        actions={
          <TopToolbar>
            <ListButton />
          </TopToolbar>
        }
      >
        <Form r={r} />
      </Edit>
    );
  };
}

export interface ResourceScreens {
  list: ComponentType;
  byStatus: Record<Exclude<StatusFilter, 'all'> | 'all', ComponentType>;
  create: ComponentType;
  edit: ComponentType;
}

/** The screens of a resource, generated from its registry entry. */
export function screensFor(r: ResourceDef): ResourceScreens {
  const all = makeList(r, 'all');
  return {
    list: all,
    byStatus: { all, active: makeList(r, 'active'), inactive: makeList(r, 'inactive') },
    create: makeCreate(r),
    edit: makeEdit(r),
  };
}
