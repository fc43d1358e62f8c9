import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput,
  BulkDeleteButton,
  BulkUpdateButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useTranslate,
} from 'react-admin';
import { shortCount } from '../../core/messages';
import { adminResourceName, resourceByName } from '../../core/registry';
import { STATUS_FILTERS } from '../../core/routes';
import { isColumnField, type ResourceDef } from '../../core/resource';
import type { OfficeDataProvider } from '../providers/dataProvider';
import { useStoreSettings } from '../store/settings';
import { nameOrdered, type NameFormat } from '../store/formats';
import { WIDGETS } from '../widgets';
import type { EntityUi, ResourceScreens } from './entities';
import { FieldFor, TimestampField } from './fields';
import { deleteMode } from './naming';
import { WarnedBulkDeleteButton } from './warnings';
import { ExportMenu } from './export/ExportMenu';
import { ImportButton } from './import/ImportButton';
import { LIST_PER_PAGE, listStoreKey, otherFilters, refetchOnMount, statusCountsQuery } from './listQuery';
import { BulkEnableDisable } from './status';
import { ListBody, ListHead } from './ListTable';
import { PhoneList } from './PhoneList';
import { makeCreate, makeEdit, makeSingleton } from './form';
import { WARM_ROWS, WarmingUp } from './warmUp';

type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * The list's filters other than its status, as the list's own query sends them: the filters the API
 * knows (a stale one from a bookmark is left out, as the list leaves it out) and none empty.
 */

/**
 * How many records each status holds under the list's other filters (search, references), in one
 * call. A write changes them (a record deactivated moves from one tab to another), so every write that
 * succeeds counts again; react-admin's own refresh of lists does not reach this query.
 */
function useStatusCounts(
  r: ResourceDef,
  filter: Record<string, unknown>,
  rowsThere: boolean,
): Map<string, number> | undefined {
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const queryClient = useQueryClient();
  const resource = adminResourceName(r);
  const warming = useContext(WarmingUp);
  const { data } = useQuery({
    ...statusCountsQuery(dataProvider, resource, filter),
    placeholderData: keepPreviousData,
    enabled: rowsThere && !warming,
    refetchOnMount,
  });
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: ['statusCounts', resource] });
      }),
    [queryClient, resource],
  );
  return useMemo(() => {
    // No counts, or none to show: react-admin answers a call refused as the session ends with no data.
    if (!Array.isArray(data?.data)) return undefined;
    const counts = new Map<string, number>([['all', 0]]);
    for (const g of data.data) {
      counts.set('all', counts.get('all')! + g.count);
      if (g.key !== null) counts.set(g.key, g.count);
    }
    return counts;
  }, [data]);
}

interface StatusTab {
  value: string;
  /** The status alone: the tab's name, kept while counts load and change. */
  label: string;
  /** The label with its count, once known. */
  text: string;
  /** With the list's views at /:filter, the tab is a link there. */
  to?: string;
}

/**
 * The status views of a list as tabs, each with its count: "All (60)", "Active (58)", "Inactive (2)".
 * With `route`, the list has its views at /:filter (the schema's filterVariants) and the tabs are
 * links; without, a tab per value of the status field (employees: active, inactive, terminated) sets
 * the list's `status` filter.
 */
function StatusTabs({ r, route }: { r: ResourceDef; route?: StatusFilter }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters, isPending } = useListContext();
  const others = otherFilters(r, filterValues);
  // Counted once the rows are there (statusCountsQuery); until then each tab shows its label alone.
  const counts = useStatusCounts(r, others, !isPending);
  const base = `/${adminResourceName(r)}`;
  const current = route ?? (typeof filterValues.status === 'string' ? filterValues.status : 'all');
  const tabs = useMemo(() => {
    const statuses: readonly string[] = route
      ? STATUS_FILTERS
      : ['all', ...(r.fields.find((f) => f.name === 'status')?.enum ?? [])];
    return statuses.map((s): StatusTab => {
      const label = translate(`list.filter.${s}`, { _: translate(`status.${s}`) });
      const count = counts?.get(s) ?? (counts ? 0 : undefined);
      const text =
        count === undefined ? label : translate('list.filter.withCount', { label, count: shortCount(count) });
      return { value: s, label, text, to: route ? (s === 'all' ? base : `${base}/${s}`) : undefined };
    });
  }, [r, route, base, counts, translate]);
  const pick = useRef((_s: string) => {});
  pick.current = (s: string) => setFilters(s === 'all' ? others : { ...others, status: s }, displayedFilters);
  const onPick = useCallback((s: string) => pick.current(s), []);
  return (
    <StatusTabStrip tabs={tabs} current={current} label={translate('list.filter.label')} onPick={onPick} />
  );
}

/**
 * The tabs themselves, drawn again only when a tab, its count or the current view changes: MUI's
 * tabs measure their layout each time they render, and the list around them renders several times
 * while it opens.
 */
const StatusTabStrip = memo(function StatusTabStrip({
  tabs,
  current,
  label,
  onPick,
}: {
  tabs: StatusTab[];
  current: string;
  label: string;
  onPick: (s: string) => void;
}) {
  return (
    <Tabs
      value={tabs.some((t) => t.value === current) ? current : false}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      // On a phone the tabs take a line of their own and scroll: their width must not count towards the
      // page's, or four tabs with counts (employees) would widen the whole page past the screen.
      sx={TABS_SX}
    >
      {tabs.map((t) => {
        // The tab is named by its label alone, so it keeps its name while counts load and change; the
        // count is read from its text.
        const common = { value: t.value, label: t.text, 'aria-label': t.label };
        return t.to ? (
          <Tab key={t.value} {...common} component={Link} to={t.to} />
        ) : (
          <Tab key={t.value} {...common} onClick={() => onPick(t.value)} />
        );
      })}
    </Tabs>
  );
});

const TABS_SX = {
  mr: 'auto',
  maxWidth: '100%',
  flexBasis: { xs: '100%', sm: 'auto' },
  contain: { xs: 'inline-size', sm: 'none' },
} as const;

const SYSTEM_COLUMNS = ['created_at', 'updated_at'];

/** A list opened with the rows the sidebar has just fetched does not ask for them again (listQuery.ts). */
const LIST_QUERY_OPTIONS = { refetchOnMount };
/** Drawn out of the page (warmUp.tsx): one empty row, never asked for. */
const WARM_QUERY_OPTIONS = { enabled: false, placeholderData: WARM_ROWS };

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
  // Search and one filter per reference or list of references ("menu items of a category", "of a
  // modifier group"); the status is picked with the status tabs.
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...r.fields
      .filter((f) => f.kind === 'reference' || f.kind === 'references')
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
  // The bulk actions, the same on a phone's lines as on the table.
  const bulk = (
    <WhenSelected>
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
      {ui.deleteWarning ? (
        <WarnedBulkDeleteButton r={r} ui={ui} />
      ) : (
        <BulkDeleteButton
          mutationMode={deleteMode(r)}
          confirmTitle="list.bulk.deleteTitle"
          confirmContent="list.bulk.deleteContent"
        />
      )}
    </WhenSelected>
  );
  // A person's first and last name columns come in the store's name order.
  const table = (nameFormat: NameFormat) => (
    <DataTable head={ListHead} body={ListBody} rowClick="edit" bulkActionButtons={bulk}>
      {nameOrdered(r, columnsOf(r), nameFormat).map((name) => {
        const field = fields.get(name);
        if (!field) {
          return (
            <DataTable.Col key={name} source={name} label={`entities.${r.name}.fields.${name}`}>
              {SYSTEM_COLUMNS.includes(name) ? <TimestampField source={name} /> : undefined}
            </DataTable.Col>
          );
        }
        const column = field.widget && WIDGETS[field.widget].column;
        const Cell = ui.fields?.[name] ?? FieldFor;
        return (
          <DataTable.Col
            key={name}
            source={name}
            label={column ? `entities.${r.name}.columns.${column}` : `entities.${r.name}.fields.${name}`}
            disableSort={!isColumnField(field)}
          >
            <Cell resource={r} field={field} />
          </DataTable.Col>
        );
      })}
      {ui.rowActions && (
        <DataTable.Col label="list.rowActions" disableSort>
          <ui.rowActions r={r} />
        </DataTable.Col>
      )}
    </DataTable>
  );
  return function ResourceList() {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const { nameFormat } = useStoreSettings();
    const warming = useContext(WarmingUp);
    return (
      <List
        resource={adminResourceName(r)}
        title={warming ? false : translate(`entities.${r.name}.plural`)}
        sort={r.sort}
        perPage={LIST_PER_PAGE}
        queryOptions={warming ? WARM_QUERY_OPTIONS : LIST_QUERY_OPTIONS}
        disableSyncWithLocation={warming}
        filter={hasStatus && status !== 'all' ? { status } : undefined}
        // An empty status view is not an empty resource: keep the tabs and say "No … found" instead of
        // react-admin's "No … yet. Do you want to add one?" page, which has no way back to the other views.
        empty={hasStatus && status !== 'all' ? false : undefined}
        filters={filters}
        // Each status view keeps its own search and page.
        storeKey={warming ? false : listStoreKey(r, status)}
        actions={
          <TopToolbar sx={{ width: '100%', alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
            {hasStatus && <StatusTabs r={r} route={r.filterVariants ? status : undefined} />}
            <FilterButton />
            <CreateButton />
            <ImportButton r={r} />
            <ExportMenu r={r} />
            {ui.listActions && <ui.listActions r={r} />}
          </TopToolbar>
        }
      >
        {phone ? <PhoneList r={r} ui={ui} bulk={bulk} /> : table(nameFormat)}
      </List>
    );
  };
}

/**
 * The bulk actions, made only once rows are selected: react-admin draws its bulk toolbar's buttons,
 * confirm dialogs and menus even while it is folded away, and they were a good part of a list's
 * first render.
 */
function WhenSelected({ children }: { children: ReactNode }) {
  const { selectedIds } = useListContext();
  return selectedIds.length > 0 ? children : null;
}

/** The screens of a resource, generated from its registry entry and its entity module. */
export function screensFor(r: ResourceDef, ui: EntityUi = {}): ResourceScreens {
  const all = makeList(r, ui, 'all');
  if (r.singleton) {
    const page = makeSingleton(r, ui);
    return { list: page, byStatus: { all: page, active: page, inactive: page }, create: page, edit: page };
  }
  return {
    list: all,
    byStatus: { all, active: makeList(r, ui, 'active'), inactive: makeList(r, ui, 'inactive') },
    create: makeCreate(r, ui),
    edit: makeEdit(r, ui),
  };
}
