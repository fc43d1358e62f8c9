import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import {
  Box,
  Divider,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput,
  BulkDeleteButton,
  BulkUpdateButton,
  Create,
  CreateButton,
  DataTable,
  Edit,
  FilterButton,
  List,
  ListButton,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  SimpleList,
  Toolbar,
  TopToolbar,
  useDataProvider,
  useGetList,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { shortCount } from '../../core/messages';
import { adminResourceName, resourceByName } from '../../core/registry';
import { STATUS_FILTERS } from '../../core/routes';
import {
  columnFields,
  isColumnField,
  recordTitle,
  type FieldDef,
  type ResourceDef,
} from '../../core/resource';
import { defaults as schemaDefaults } from '../../core/validation';
import type { OfficeDataProvider } from '../providers/dataProvider';
import { WIDGETS } from '../widgets';
import type { EntityUi } from './entities';
import { FieldFor, TimestampField } from './fields';
import { InputFor } from './inputs';
import {
  CancelButton,
  ClearServerErrorsOnChange,
  deleteMode,
  EditTitle,
  NamedDeleteButton,
  useSavedNotice,
} from './naming';
import { ExportMenu } from './export/ExportMenu';
import { BulkEnableDisable, EnableDisableButton, ShownInStatus } from './status';
import { useRecordValidator, withoutEmptySecrets } from './validate';

type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * The list's filters other than its status, as the list's own query sends them: the filters the API
 * knows (a stale one from a bookmark is left out, as the list leaves it out) and none empty.
 */
function otherFilters(r: ResourceDef, filterValues: Record<string, unknown>): Record<string, unknown> {
  const known = new Set(['q', ...columnFields(r).map((f) => f.name)]);
  return Object.fromEntries(
    Object.entries(filterValues).filter(
      ([k, v]) => k !== 'status' && known.has(k) && v !== '' && v !== undefined && v !== null,
    ),
  );
}

/**
 * How many records each status holds under the list's other filters (search, references), in one
 * call. A write changes them (a record deactivated moves from one tab to another), so every write that
 * succeeds counts again; react-admin's own refresh of lists does not reach this query.
 */
function useStatusCounts(r: ResourceDef, filter: Record<string, unknown>): Map<string, number> | undefined {
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const queryClient = useQueryClient();
  const resource = adminResourceName(r);
  const { data } = useQuery({
    queryKey: ['statusCounts', resource, filter],
    queryFn: () => dataProvider.countBy(resource, { by: 'status', filter }),
    placeholderData: keepPreviousData,
  });
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: ['statusCounts', resource] });
      }),
    [queryClient, resource],
  );
  if (!data) return undefined;
  const counts = new Map<string, number>([['all', 0]]);
  for (const g of data.data) {
    counts.set('all', counts.get('all')! + g.count);
    if (g.key !== null) counts.set(g.key, g.count);
  }
  return counts;
}

/**
 * The status views of a list as tabs, each with its count: "All (60)", "Active (58)", "Inactive (2)".
 * With `route`, the list has its views at /:filter (the schema's filterVariants) and the tabs are
 * links; without, a tab per value of the status field (employees: active, inactive, terminated) sets
 * the list's `status` filter.
 */
function StatusTabs({ r, route }: { r: ResourceDef; route?: StatusFilter }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const others = otherFilters(r, filterValues);
  const counts = useStatusCounts(r, others);
  const base = `/${adminResourceName(r)}`;
  const statuses: readonly string[] = route
    ? STATUS_FILTERS
    : ['all', ...(r.fields.find((f) => f.name === 'status')?.enum ?? [])];
  const current = route ?? (typeof filterValues.status === 'string' ? filterValues.status : 'all');
  const pick = (s: string) => setFilters(s === 'all' ? others : { ...others, status: s }, displayedFilters);
  return (
    <Tabs
      value={statuses.includes(current) ? current : false}
      aria-label={translate('list.filter.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      // On a phone the tabs take a line of their own and scroll: their width must not count towards the
      // page's, or four tabs with counts (employees) would widen the whole page past the screen.
      sx={{
        mr: 'auto',
        maxWidth: '100%',
        flexBasis: { xs: '100%', sm: 'auto' },
        contain: { xs: 'inline-size', sm: 'none' },
      }}
    >
      {statuses.map((s) => {
        const label = translate(`list.filter.${s}`, { _: translate(`status.${s}`) });
        const count = counts?.get(s) ?? (counts ? 0 : undefined);
        const text =
          count === undefined
            ? label
            : translate('list.filter.withCount', { label, count: shortCount(count) });
        // The tab is named by its label alone, so it keeps its name while counts load and change; the
        // count is read from its text.
        const common = { value: s, label: text, 'aria-label': label };
        return route ? (
          <Tab key={s} {...common} component={Link} to={s === 'all' ? base : `${base}/${s}`} />
        ) : (
          <Tab key={s} {...common} onClick={() => pick(s)} />
        );
      })}
    </Tabs>
  );
}

const SYSTEM_COLUMNS = ['created_at', 'updated_at'];

/**
 * The list's columns: the schema's `list`, with each widget's summary column (a job's "modules on")
 * before the record's times when the schema does not name it.
 */
function columnsOf(r: ResourceDef): string[] {
  const columns = [...r.list];
  for (const f of r.fields) {
    if (!f.widget || !WIDGETS[f.widget].column || columns.includes(f.name)) continue;
    const at = columns.findIndex((c) => SYSTEM_COLUMNS.includes(c));
    columns.splice(at < 0 ? columns.length : at, 0, f.name);
  }
  return columns;
}

function makeList(r: ResourceDef, ui: EntityUi, status: StatusFilter) {
  const fields = new Map(r.fields.map((f) => [f.name, f]));
  const statusField = fields.get('status');
  const hasStatus = statusField?.kind === 'status';
  // Search and one filter per reference ("menu items of a category"); the status is picked with the
  // status tabs.
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
            <AutocompleteInput label={`entities.${r.name}.fields.${f.name}`} />
          </ReferenceInput>
        );
      }),
  ];
  const table = (
    <DataTable
      rowClick="edit"
      bulkActionButtons={
        <>
          {ui.bulkActions && <ui.bulkActions r={r} />}
          {r.enableDisable && <BulkEnableDisable r={r} />}
          {hasStatus && !r.enableDisable && (
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
          <ExportMenu r={r} selection />
          <BulkDeleteButton mutationMode={deleteMode(r)} />
        </>
      }
    >
      {columnsOf(r).map((name) => {
        const field = fields.get(name);
        if (!field) {
          return (
            <DataTable.Col key={name} source={name} label={`entities.${r.name}.fields.${name}`}>
              {SYSTEM_COLUMNS.includes(name) ? <TimestampField source={name} /> : undefined}
            </DataTable.Col>
          );
        }
        const column = field.widget && WIDGETS[field.widget].column;
        return (
          <DataTable.Col
            key={name}
            source={name}
            label={column ? `entities.${r.name}.columns.${column}` : `entities.${r.name}.fields.${name}`}
            disableSort={!isColumnField(field)}
          >
            <FieldFor resource={r} field={field} />
          </DataTable.Col>
        );
      })}
    </DataTable>
  );
  return function ResourceList() {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
          <TopToolbar sx={{ width: '100%', alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
            {hasStatus && <StatusTabs r={r} route={r.filterVariants ? status : undefined} />}
            <FilterButton />
            <CreateButton />
            <ExportMenu r={r} />
          </TopToolbar>
        }
      >
        {phone ? <CompactList r={r} /> : table}
      </List>
    );
  };
}

/**
 * A phone's list: each record on one tappable line by its title, with its second column and its
 * status, instead of a table wider than the screen.
 */
function CompactList({ r }: { r: ResourceDef }) {
  const translate = useTranslate();
  const second = r.list
    .map((name) => r.fields.find((f) => f.name === name))
    .find((f) => f && !r.title.includes(f.name) && ['text', 'email', 'multiline'].includes(f.kind));
  const status = r.fields.find((f) => f.kind === 'status');
  return (
    <SimpleList
      linkType="edit"
      primaryText={(record) => recordTitle(r, record)}
      secondaryText={second ? (record) => String(record[second.name] ?? '') : undefined}
      tertiaryText={status ? (record) => translate(`status.${String(record[status.name])}`) : undefined}
    />
  );
}

function Form({ r, ui }: { r: ResourceDef; ui: EntityUi }) {
  const record = useRecordContext();
  const validate = useRecordValidator(r, record);
  const translate = useTranslate();
  return (
    <SimpleForm
      validate={validate}
      // Every rule is the shared validator's, in the user's language: no browser bubbles.
      noValidate
      // A record changed from outside the form (Enable / Disable) keeps what the user is typing.
      resetOptions={{ keepDirtyValues: true }}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Stack direction="row" spacing={1}>
            <SaveButton />
            <CancelButton r={r} />
          </Stack>
          <NamedDeleteButton r={r} />
        </Toolbar>
      }
    >
      <ClearServerErrorsOnChange />
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

/** A field's input: the entity's own where it has one, else the generic one. */
function Input({ r, ui, field }: { r: ResourceDef; ui: EntityUi; field: FieldDef }) {
  const Own = ui.inputs?.[field.name];
  if (Own) return <Own resource={r} field={field} label={`entities.${r.name}.fields.${field.name}`} />;
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

function makeCreate(r: ResourceDef, ui: EntityUi) {
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
        <Form r={r} ui={ui} />
      </Create>
    );
  };
}

function makeEdit(r: ResourceDef, ui: EntityUi) {
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
        <Form r={r} ui={ui} />
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

/** The screens of a resource, generated from its registry entry and its entity module. */
export function screensFor(r: ResourceDef, ui: EntityUi = {}): ResourceScreens {
  const all = makeList(r, ui, 'all');
  return {
    list: all,
    byStatus: { all, active: makeList(r, ui, 'active'), inactive: makeList(r, ui, 'inactive') },
    create: makeCreate(r, ui),
    edit: makeEdit(r, ui),
  };
}
