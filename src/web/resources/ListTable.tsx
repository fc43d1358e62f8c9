import {
  Children,
  isValidElement,
  memo,
  useCallback,
  useMemo,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useDataTableSortContext,
  useDataTableStoreContext,
  useGetPathForRecordCallback,
  useNavigate,
  useResourceContext,
  useStore,
  useTranslate,
  useTranslateLabel,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { ARROW, Body, CHECKED, Head, INDETERMINATE, UNCHECKED } from './listTableLook';

/** What a row reads of a `<DataTable.Col>`. */
interface ColumnProps {
  source?: string;
  label?: unknown;
  children?: ReactNode;
  render?: (record: RaRecord) => ReactNode;
  className?: string;
  cellClassName?: string;
  headerClassName?: string;
  disableSort?: boolean;
  sortByOrder?: 'ASC' | 'DESC';
}

type Toggle = (id: Identifier, event: MouseEvent) => void;

/**
 * The table's columns (`<DataTable.Col>` elements) in their order, less those hidden: the same array
 * while they stay the same, so that a row is drawn again only when its own record or selection changes.
 */
function useColumns(children: ReactNode): ReactElement<ColumnProps>[] {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  return useMemo(
    () =>
      (Children.toArray(children).filter(isValidElement) as ReactElement<ColumnProps>[]).filter(
        (c) => !hidden.includes(c.props.source ?? String(c.props.label)),
      ),
    [children, hidden],
  );
}

/** Class names, leaving out those not given. */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

const OPPOSITE = { ASC: 'DESC', DESC: 'ASC' } as const;

/**
 * The head of a generated list, for `<DataTable head>`: a column's title sorts by it (and again the
 * other way), with "Sort by Name descending" as its tooltip; the box selects the page's rows. Plain
 * header cells and buttons under one styled element, for the same reason as the rows below.
 */
export const ListHead = memo(function ListHead({ children }: { children?: ReactNode }) {
  const columns = useColumns(children);
  const data = useDataTableDataContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleSort, isRowSelectable, onSelect } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const sort = useDataTableSortContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const selectable = (data ?? []).filter((record) => !isRowSelectable || isRowSelectable(record));
  const chosen = selectedIds ?? [];
  const all = selectable.length > 0 && selectable.every((record) => chosen.includes(record.id));
  const some = !all && selectable.some((record) => chosen.includes(record.id));
  const selectAll = (e: MouseEvent<HTMLInputElement>) => {
    e.stopPropagation();
    if (!onSelect) return;
    const page = new Set(selectable.map((record) => record.id));
    onSelect(
      all
        ? chosen.filter((id) => !page.has(id))
        : [...chosen, ...[...page].filter((id) => !chosen.includes(id))],
    );
  };
  return (
    <Head className="MuiTableHead-root RaDataTable-thead">
      <tr className="MuiTableRow-root MuiTableRow-head RaDataTable-headerRow">
        {hasBulkActions && onSelect && (
          <th className="MuiTableCell-root MuiTableCell-head MuiTableCell-paddingCheckbox MuiTableCell-sizeSmall RaDataTable-headerCell">
            <CheckBox
              className="select-all"
              checked={all}
              indeterminate={some}
              label={translate('ra.action.select_all', { _: 'Select all' })}
              onClick={selectAll}
            />
          </th>
        )}
        {columns.map((c, i) => {
          const { source, label, disableSort, sortByOrder, className: own, headerClassName } = c.props;
          const title = translateLabel({
            label: typeof label === 'string' ? label : undefined,
            resource,
            source,
          });
          const cls = classes(
            'MuiTableCell-root MuiTableCell-head MuiTableCell-sizeSmall RaDataTable-headerCell',
            own,
            headerClassName,
          );
          if (!handleSort || !sort || disableSort || !source) {
            return (
              <th key={source ?? i} scope="col" className={source ? `${cls} column-${source}` : cls}>
                {title}
              </th>
            );
          }
          const active = sort.field === source;
          const next = active ? OPPOSITE[sort.order] : (sortByOrder ?? 'ASC');
          const tip = translate('ra.sort.sort_by', {
            field: title,
            field_lower_first:
              typeof title === 'string' ? title.charAt(0).toLowerCase() + title.slice(1) : undefined,
            order: translate(`ra.sort.${next}`),
            _: translate('ra.action.sort'),
          });
          return (
            <th
              key={source}
              scope="col"
              className={`${cls} column-${source}`}
              aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined}
            >
              <button
                type="button"
                title={tip}
                className={`SortLabel${active ? ' SortLabel-active' : ''}${sort.order === 'ASC' ? ' SortLabel-asc' : ''}`}
                data-field={source}
                data-order={sortByOrder ?? 'ASC'}
                onClick={handleSort}
              >
                {title}
                <svg viewBox="0 0 24 24" aria-hidden focusable="false">
                  <path d={ARROW} />
                </svg>
              </button>
            </th>
          );
        })}
      </tr>
    </Head>
  );
});

/** MUI's check box (its look, its classes), drawn as an input over the icon. */
function CheckBox({
  className,
  checked,
  indeterminate = false,
  disabled = false,
  label,
  onClick,
}: {
  className: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  onClick: (e: MouseEvent<HTMLInputElement>) => void;
}) {
  return (
    <span className={`CheckBox ${className}${checked || indeterminate ? ' Mui-checked' : ''}`}>
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        aria-checked={indeterminate ? 'mixed' : checked}
        disabled={disabled}
        readOnly
        onClick={onClick}
      />
      <svg viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={indeterminate ? INDETERMINATE : checked ? CHECKED : UNCHECKED} />
      </svg>
    </span>
  );
}

/**
 * The rows of a generated list, for react-admin's `<DataTable body>`: the same table, classes and
 * behaviour as its own body (a click opens the record, the box selects it, shift-click a range), drawn
 * as plain rows and cells under one styled element. React-admin's rows wrap every cell in a MUI
 * TableCell with its own styles and store subscription and every row in a MUI Checkbox: most of the
 * time a list took to appear after a click in the sidebar. The rows can also be reached with the
 * keyboard: Tab to one, Enter opens it.
 */
export const ListBody = memo(function ListBody({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const columns = useColumns(children);
  const resource = useResourceContext();
  const navigate = useNavigate();
  const pathFor = useGetPathForRecordCallback();
  const translate = useTranslate();
  const open = useCallback(
    async (record: RaRecord) => {
      const link = typeof rowClick === 'function' ? await rowClick(record.id, resource!, record) : rowClick;
      if (link === false || link === undefined || link === 'expand' || link === 'toggleSelection') return;
      const path = await pathFor({ record, resource, link });
      if (path) navigate(path, { state: { _scrollToTop: true } });
    },
    [rowClick, resource, pathFor, navigate],
  );
  const selectLabel = translate('ra.action.select_row', { _: 'Select this row' });
  return (
    <Body className="MuiTableBody-root datatable-body RaDataTable-tbody">
      {data?.map((record, i) => {
        const selectable = !isRowSelectable || isRowSelectable(record);
        return (
          <Row
            key={String(record.id ?? `row${i}`)}
            record={record}
            even={i % 2 === 0}
            columns={columns}
            selected={selectable && (selectedIds?.includes(record.id) ?? false)}
            toggle={hasBulkActions && handleToggleItem ? handleToggleItem : undefined}
            selectable={selectable}
            selectLabel={selectLabel}
            clickable={rowClick !== false && rowClick !== undefined}
            open={open}
          />
        );
      })}
    </Body>
  );
});

const Row = memo(function Row({
  record,
  even,
  columns,
  selected,
  selectable,
  toggle,
  selectLabel,
  clickable,
  open,
}: {
  record: RaRecord;
  even: boolean;
  columns: ReactElement<ColumnProps>[];
  selected: boolean;
  selectable: boolean;
  toggle?: Toggle;
  selectLabel: string;
  clickable: boolean;
  open: (record: RaRecord) => void;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target === e.currentTarget) open(record);
  };
  const className = classes(
    'MuiTableRow-root MuiTableRow-hover RaDataTable-row',
    even ? 'RaDataTable-rowEven' : 'RaDataTable-rowOdd',
    selectable && 'RaDataTable-selectable',
    clickable && 'RaDataTable-clickableRow',
    selected && 'Mui-selected',
  );
  return (
    <RecordContextProvider value={record}>
      <tr
        className={className}
        onClick={clickable ? () => open(record) : undefined}
        onKeyDown={clickable ? onKeyDown : undefined}
        tabIndex={clickable ? 0 : undefined}
      >
        {toggle && (
          <td className="MuiTableCell-root MuiTableCell-body MuiTableCell-paddingCheckbox MuiTableCell-sizeSmall">
            <CheckBox
              className="select-item RaDataTable-checkbox"
              checked={selected}
              disabled={!selectable}
              label={selectLabel}
              onClick={(e) => {
                e.stopPropagation();
                if (selectable) toggle(record.id, e);
              }}
            />
          </td>
        )}
        {columns.map((c, i) => {
          const { source, children, render, className: own, cellClassName } = c.props;
          const cls = classes(
            'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell',
            own,
            cellClassName,
          );
          return (
            <td key={source ?? i} className={source ? `${cls} column-${source}` : cls}>
              {children ?? (render ? render(record) : source ? textOf(record[source]) : null)}
            </td>
          );
        })}
      </tr>
    </RecordContextProvider>
  );
});

const textOf = (value: unknown) => (value === null || value === undefined ? null : String(value));
