import { useCallback, useMemo, useState } from 'react';
import { Box, IconButton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  DataTable,
  ExportButton,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { formatTimestamp } from '../../../core/formats';
import { SYSTEM_LOG_RESOURCE, type SystemLogEntry } from '../../providers/systemLog';
import { useStoreSettings } from '../../store/settings';
import { dateTimeFormats } from '../../store/formats';
import { DetailsDialog } from './DetailsDialog';
import { EXPORT_LIMIT, systemLogExporter } from './exporter';
import { ClearFiltersButton, SYSTEM_LOG_FILTERS } from './filters';
import { actionLabel, entityLabel, recordName, userLabel } from './format';
import { visuallyHidden } from '../../widgets/visuallyHidden';

const Col = DataTable.Col<SystemLogEntry>;

/** When an entry was written, in the store's date and hour formats and on the store's clock. */
function useWhen(): (iso: string) => string {
  const settings = useStoreSettings();
  return useCallback((iso: string) => formatTimestamp(iso, dateTimeFormats(settings)) || iso, [settings]);
}

function ExportCsvButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { total } = useListContext();
  const exporter = useMemo(
    () => systemLogExporter({ translate, total, notify: (message) => notify(message, { type: 'info' }) }),
    [translate, notify, total],
  );
  return <ExportButton label="systemLog.export.button" exporter={exporter} maxResults={EXPORT_LIMIT} />;
}

function Actions() {
  return (
    <TopToolbar>
      <ClearFiltersButton />
      <ExportCsvButton />
    </TopToolbar>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {translate('systemLog.empty')}
    </Typography>
  );
}

/** The record as the log names it, its id beneath: a name alone can be ambiguous. */
function RecordCell({ entry }: { entry: SystemLogEntry }) {
  const { nameFormat } = useStoreSettings();
  return (
    <>
      {recordName(entry, nameFormat) ?? '—'}
      <Typography
        component="span"
        display="block"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', fontSize: 11, wordBreak: 'break-all' }}
      >
        {entry.record_id ?? ''}
      </Typography>
    </>
  );
}

function DetailsButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  const label = translate('systemLog.details.open');
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function EntriesTable({ when, open }: { when: (iso: string) => string; open: (e: SystemLogEntry) => void }) {
  const translate = useTranslate();
  return (
    <DataTable<SystemLogEntry>
      resource={SYSTEM_LOG_RESOURCE}
      aria-label={translate('systemLog.title')}
      // Read-only: nothing to select rows for.
      bulkActionButtons={false}
      rowClick={false}
      empty={<Empty />}
    >
      <Col
        source="at"
        label="systemLog.columns.at"
        sortByOrder="DESC"
        sx={{ whiteSpace: 'nowrap' }}
        render={(e) => <time dateTime={e.at}>{when(e.at)}</time>}
      />
      <Col source="user_name" label="systemLog.columns.user" render={(e) => userLabel(translate, e)} />
      <Col
        source="entity"
        label="systemLog.columns.entity"
        render={(e) => entityLabel(translate, e.entity)}
      />
      <Col
        source="action"
        label="systemLog.columns.action"
        render={(e) => actionLabel(translate, e.action)}
      />
      <Col
        source="record_id"
        label="systemLog.columns.record"
        disableSort
        render={(e) => <RecordCell entry={e} />}
      />
      <Col
        label={<Box sx={visuallyHidden}>{translate('systemLog.details.open')}</Box>}
        padding="checkbox"
        render={(e) => <DetailsButton onClick={() => open(e)} />}
      />
    </DataTable>
  );
}

/**
 * Six columns do not fit a phone, nor a tablet beside the sidebar: there, one line per entry, opened
 * by a tap or Enter.
 */
function EntriesList({ when, open }: { when: (iso: string) => string; open: (e: SystemLogEntry) => void }) {
  const translate = useTranslate();
  const { nameFormat } = useStoreSettings();
  return (
    <SimpleList<SystemLogEntry>
      resource={SYSTEM_LOG_RESOURCE}
      primaryText={(e) =>
        translate('systemLog.details.title', {
          action: actionLabel(translate, e.action),
          entity: entityLabel(translate, e.entity),
        })
      }
      secondaryText={(e) => `${recordName(e, nameFormat) ?? '—'} · ${userLabel(translate, e)}`}
      tertiaryText={(e) => <time dateTime={e.at}>{when(e.at)}</time>}
      // Opens the entry where it is rather than going to a page of its own.
      rowClick={(_id, _resource, e) => {
        open(e as SystemLogEntry);
        return false;
      }}
      empty={<Empty />}
    />
  );
}

/** /pages/system-logs: the store's writes, newest first, each opened to compare before and after. */
export function SystemLogList() {
  const when = useWhen();
  const [selected, setSelected] = useState<SystemLogEntry | null>(null);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <>
      <List
        resource={SYSTEM_LOG_RESOURCE}
        title="systemLog.title"
        sort={{ field: 'at', order: 'DESC' }}
        perPage={25}
        filters={SYSTEM_LOG_FILTERS}
        actions={<Actions />}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        // The log is never empty for long and cannot be added to: no "create the first one" page.
        empty={false}
      >
        {small ? (
          <EntriesList when={when} open={setSelected} />
        ) : (
          <EntriesTable when={when} open={setSelected} />
        )}
      </List>
      <DetailsDialog entry={selected} when={when} onClose={() => setSelected(null)} />
    </>
  );
}
