import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  alpha,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Title,
  useLocaleState,
  useLogout,
  useNotify,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { registry } from '../../../core/registry';
import {
  endOfLocalDay,
  fetchSystemLogs,
  fetchSystemLogUsers,
  parseRecord,
  recordName,
  startOfLocalDay,
  toCsv,
  valueText,
  type SystemLogEntry,
  type SystemLogQueryFilter,
  type SystemLogUser,
} from './api';
import { GraphqlCallError } from '../../graphql';

const ACTIONS = ['create', 'update', 'delete', 'reset', 'password-change'] as const;
const PAGE_SIZES = [25, 50, 100];
/** The API's page limit: an export holds at most this many entries. */
const EXPORT_LIMIT = 1000;

/** The filter as the form holds it: ids and codes, and local calendar days (`YYYY-MM-DD`). */
interface FormFilter {
  user_id: string;
  entity: string;
  action: string;
  from: string;
  to: string;
}

const NO_FILTER: FormFilter = { user_id: '', entity: '', action: '', from: '', to: '' };

/** The API filter: empty choices left out, days turned into the instants that bound them locally. */
function queryFilter(f: FormFilter): SystemLogQueryFilter {
  const out: SystemLogQueryFilter = {};
  if (f.user_id) out.user_id = f.user_id;
  if (f.entity) out.entity = f.entity;
  if (f.action) out.action = f.action;
  if (f.from) out.from = startOfLocalDay(f.from);
  if (f.to) out.to = endOfLocalDay(f.to);
  return out;
}

/** One of the list's choice filters: "any" first, then the options. */
function FilterSelect(props: {
  label: string;
  any: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  minWidth: number;
  options: { value: string; label: string }[];
}) {
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: props.minWidth }}
    >
      <MenuItem value="">{props.any}</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What the log speaks of beside records: the store's sessions and people's accounts. */
const EVENT_ENTITIES = ['sessions', 'account'];

function entityLabel(translate: TranslateFunction, entity: string): string {
  return EVENT_ENTITIES.includes(entity)
    ? translate(`systemLog.entities.${entity}`)
    : translate(`entities.${entity}.name`, { _: entity });
}

function actionLabel(translate: TranslateFunction, action: string): string {
  return translate(`systemLog.actions.${action}`, { _: action });
}

/** The entity's label of a field; the columns every record has; else the name itself. */
function fieldLabel(translate: TranslateFunction, entity: string, field: string): string {
  return translate(`entities.${entity}.fields.${field}`, {
    _: translate(`systemLog.fields.${field}`, { _: field }),
  });
}

function userLabel(
  translate: TranslateFunction,
  entry: { user_name: string | null; user_id: string | null },
) {
  return entry.user_name || entry.user_id || translate('systemLog.systemUser');
}

/** Fields of a recorded change in a stable order: the entity's own fields first, then the rest. */
function changedFields(entry: SystemLogEntry) {
  const before = parseRecord(entry.before);
  const after = parseRecord(entry.after);
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const declared = registry.find((r) => r.name === entry.entity)?.fields.map((f) => f.name) ?? [];
  const order = (name: string) => {
    const i = declared.indexOf(name);
    if (i >= 0) return i;
    return name === 'id' ? -1 : declared.length;
  };
  return [...names]
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((name) => {
      const b = before ? valueText(before[name]) : '';
      const a = after ? valueText(after[name]) : '';
      // `updated_at` moves with every update: it is shown, not highlighted.
      return { name, before: b, after: a, changed: b !== a && name !== 'updated_at' };
    });
}

function Details({
  entry,
  when,
  onClose,
}: {
  entry: SystemLogEntry | null;
  when: (iso: string) => string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const rows = useMemo(() => (entry ? changedFields(entry) : []), [entry]);
  if (!entry) return null;
  const title = translate('systemLog.details.title', {
    action: actionLabel(translate, entry.action),
    entity: entityLabel(translate, entry.entity),
  });
  const cellSx = {
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    fontFamily: 'monospace',
    fontSize: 13,
  } as const;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="system-log-details-title">
      <DialogTitle id="system-log-details-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mb: 2,
          }}
        >
          <Typography component="dt" color="text.secondary">
            {translate('systemLog.columns.at')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {when(entry.at)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {translate('systemLog.columns.user')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {userLabel(translate, entry)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {translate('systemLog.columns.record')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {recordName(entry) ?? '—'}{' '}
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>
              {entry.record_id ?? ''}
            </Box>
          </Typography>
        </Box>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('systemLog.details.none')}</Typography>
        ) : (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('systemLog.details.field')}</TableCell>
                <TableCell sx={{ width: '40%' }}>{translate('systemLog.details.before')}</TableCell>
                <TableCell sx={{ width: '40%' }}>{translate('systemLog.details.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => {
                // Only an update has something to compare; a create or a delete shows one side.
                const highlight = r.changed && entry.action === 'update';
                return (
                  <TableRow
                    key={r.name}
                    data-changed={highlight ? 'true' : undefined}
                    sx={
                      highlight ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.18) } : undefined
                    }
                  >
                    <TableCell component="th" scope="row">
                      {fieldLabel(translate, entry.entity, r.name)}
                      {highlight && (
                        <Chip size="small" label={translate('systemLog.details.changed')} sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell sx={cellSx}>{r.before}</TableCell>
                    <TableCell sx={cellSx}>{r.after}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('systemLog.details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /pages/system-logs: every write of the store, who made it and when, with the record before and after. */
export default function SystemLogs() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const logout = useLogout();
  const [form, setForm] = useState<FormFilter>(NO_FILTER);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]!);
  const [entries, setEntries] = useState<SystemLogEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [exporting, setExporting] = useState(false);
  const [users, setUsers] = useState<SystemLogUser[]>([]);
  const [selected, setSelected] = useState<SystemLogEntry | null>(null);

  const filter = useMemo(() => queryFilter(form), [form]);

  /** A refused token signs out; anything else is told in the user's language. */
  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof GraphqlCallError && error.status === 401) {
        void logout();
        return;
      }
      const e = error instanceof GraphqlCallError ? error : null;
      const fallback = translate('systemLog.errors.load');
      const message = e?.key ? translate(e.key, { ...e.params, _: e.message || fallback }) : fallback;
      notify(message, { type: 'error' });
    },
    [logout, notify, translate],
  );

  useEffect(() => {
    let live = true;
    fetchSystemLogUsers().then(
      (list) => live && setUsers(list),
      (e: unknown) => live && fail(e),
    );
    return () => {
      live = false;
    };
  }, [fail]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchSystemLogs({ page, perPage, filter })
      .then(
        (result) => {
          if (!live) return;
          setEntries(result.entries);
          setTotal(result.total);
        },
        (e: unknown) => live && fail(e),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [page, perPage, filter, fail]);

  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
    [locale],
  );
  const when = useCallback((iso: string) => dateTime.format(new Date(iso)), [dateTime]);

  const change = (key: keyof FormFilter) => (event: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: event.target.value }));
    setPage(0);
  };

  const entityOptions = useMemo(
    () =>
      [...registry.map((r) => r.name), ...EVENT_ENTITIES]
        .map((name) => ({ value: name, label: entityLabel(translate, name) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [translate, locale],
  );

  async function exportCsv() {
    setExporting(true);
    try {
      const { entries: rows, total: count } = await fetchSystemLogs({
        page: 0,
        perPage: EXPORT_LIMIT,
        filter,
      });
      if (rows.length === 0) {
        notify(translate('systemLog.export.empty'), { type: 'info' });
        return;
      }
      const header = [
        translate('systemLog.columns.at'),
        translate('systemLog.columns.user'),
        'user_id',
        translate('systemLog.columns.entity'),
        translate('systemLog.columns.action'),
        translate('systemLog.columns.record'),
        translate('systemLog.columns.recordId'),
        translate('systemLog.details.before'),
        translate('systemLog.details.after'),
      ];
      const lines = rows.map((e) => [
        e.at,
        e.user_name ?? '',
        e.user_id ?? '',
        entityLabel(translate, e.entity),
        actionLabel(translate, e.action),
        recordName(e) ?? '',
        e.record_id ?? '',
        e.before ?? '',
        e.after ?? '',
      ]);
      const url = URL.createObjectURL(new Blob([toCsv(header, lines)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `system-log-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      notify(
        count > rows.length
          ? translate('systemLog.export.limited', { limit: rows.length, count })
          : translate('systemLog.export.done', { count: rows.length }),
        { type: 'info' },
      );
    } catch (e) {
      fail(e);
    } finally {
      setExporting(false);
    }
  }

  const filtered = Object.values(form).some(Boolean);

  return (
    <>
      <Title title={translate('systemLog.title')} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('systemLog.title')}
      </Typography>
      <Card variant="outlined">
        <Box
          component="form"
          role="search"
          onSubmit={(e) => e.preventDefault()}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}
        >
          <FilterSelect
            label={translate('systemLog.filters.user')}
            any={translate('systemLog.filters.any')}
            value={form.user_id}
            onChange={change('user_id')}
            minWidth={200}
            options={users.map((u) => ({ value: u.user_id, label: userLabel(translate, u) }))}
          />
          <FilterSelect
            label={translate('systemLog.filters.entity')}
            any={translate('systemLog.filters.any')}
            value={form.entity}
            onChange={change('entity')}
            minWidth={180}
            options={entityOptions}
          />
          <FilterSelect
            label={translate('systemLog.filters.action')}
            any={translate('systemLog.filters.any')}
            value={form.action}
            onChange={change('action')}
            minWidth={160}
            options={ACTIONS.map((a) => ({ value: a, label: actionLabel(translate, a) }))}
          />
          <TextField
            type="date"
            fullWidth={false}
            size="small"
            label={translate('systemLog.filters.from')}
            value={form.from}
            onChange={change('from')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: form.to || undefined } }}
          />
          <TextField
            type="date"
            fullWidth={false}
            size="small"
            label={translate('systemLog.filters.to')}
            value={form.to}
            onChange={change('to')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.from || undefined } }}
          />
          <Button
            onClick={() => {
              setForm(NO_FILTER);
              setPage(0);
            }}
            disabled={!filtered}
          >
            {translate('systemLog.filters.clear')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void exportCsv()}
            disabled={exporting || total === 0}
          >
            {translate('systemLog.export.button')}
          </Button>
        </Box>
        {loading ? <LinearProgress aria-label={translate('systemLog.title')} /> : <Box sx={{ height: 4 }} />}
        <TableContainer>
          <Table size="small" aria-label={translate('systemLog.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('systemLog.columns.at')}</TableCell>
                <TableCell>{translate('systemLog.columns.user')}</TableCell>
                <TableCell>{translate('systemLog.columns.entity')}</TableCell>
                <TableCell>{translate('systemLog.columns.action')}</TableCell>
                <TableCell>{translate('systemLog.columns.record')}</TableCell>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {translate('systemLog.details.open')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!loading && entries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      {translate('systemLog.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {entries.map((e) => (
                <TableRow key={e.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={e.at}>{when(e.at)}</time>
                  </TableCell>
                  <TableCell>{userLabel(translate, e)}</TableCell>
                  <TableCell>{entityLabel(translate, e.entity)}</TableCell>
                  <TableCell>{actionLabel(translate, e.action)}</TableCell>
                  <TableCell>
                    {recordName(e) ?? '—'}
                    <Typography
                      component="span"
                      display="block"
                      color="text.secondary"
                      sx={{ fontFamily: 'monospace', fontSize: 11 }}
                    >
                      {e.record_id ?? ''}
                    </Typography>
                  </TableCell>
                  <TableCell padding="checkbox">
                    <Tooltip title={translate('systemLog.details.open')}>
                      <IconButton
                        size="small"
                        aria-label={translate('systemLog.details.open')}
                        onClick={() => setSelected(e)}
                      >
                        <VisibilityIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('systemLog.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => translate('systemLog.range', { from, to, count })}
        />
      </Card>
      <Details entry={selected} when={when} onClose={() => setSelected(null)} />
    </>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
