import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useRef, useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  SaveButton,
  useDelete,
  useDeleteMany,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { adminResourceName } from '../../core/registry';
import type { ResourceDef } from '../../core/resource';
import type { EntityUi, Warning } from './entities';

type Asked = Warning & { go: () => void };

/**
 * Asks what the entity has to say before an action (see `EntityUi.deleteWarning`), then runs what it
 * must do first and the action itself once confirmed; a failure of either is notified.
 */
function useWarned() {
  const notify = useNotify();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (error: unknown) =>
    notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
  const ask = (warning: Promise<Warning | null>, go: () => void, otherwise: () => void) => {
    setBusy(true);
    warning
      .then((w) => (w ? setAsked({ ...w, go }) : otherwise()))
      .catch(fail)
      .finally(() => setBusy(false));
  };
  const confirm = () => {
    if (!asked) return;
    setBusy(true);
    (asked.first?.() ?? Promise.resolve())
      .then(() => {
        setAsked(null);
        asked.go();
      })
      .catch(fail)
      .finally(() => setBusy(false));
  };
  const dialog = (
    <Confirm
      isOpen={asked !== null}
      loading={busy}
      title={asked?.title ?? ''}
      content={asked?.content ?? ''}
      confirm={asked?.confirm}
      confirmColor="warning"
      onConfirm={confirm}
      onClose={() => setAsked(null)}
    />
  );
  return { ask, busy, dialog };
}

/** A delete's own confirmation, when the entity had nothing more to say. */
function usePlainConfirm() {
  const [open, setOpen] = useState<(() => void) | null>(null);
  return {
    ask: (go: () => void) => setOpen(() => go),
    dialog: (title: string, content: string, loading: boolean) => (
      <Confirm
        isOpen={open !== null}
        loading={loading}
        title={title}
        content={content}
        onConfirm={() => {
          open?.();
          setOpen(null);
        }}
        onClose={() => setOpen(null)}
      />
    ),
  };
}

/** The list's bulk Delete for an entity that warns first: the warning, else the usual confirmation. */
export function WarnedBulkDeleteButton({ r, ui }: { r: ResourceDef; ui: EntityUi }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteMany, { isPending }] = useDeleteMany();
  const warned = useWarned();
  const plain = usePlainConfirm();
  const n = selectedIds.length;
  const run = () =>
    void deleteMany(
      adminResourceName(r),
      { ids: selectedIds },
      {
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: n } });
          onUnselectItems();
          refresh();
        },
        onError: (error: unknown) =>
          notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  const name = translate(`entities.${r.name}.${n === 1 ? 'name' : 'plural'}`).toLowerCase();
  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        disabled={isPending || warned.busy}
        onClick={() => warned.ask(ui.deleteWarning!(selectedIds, translate), run, () => plain.ask(run))}
      >
        <DeleteIcon />
      </Button>
      {warned.dialog}
      {plain.dialog(
        translate('list.bulk.deleteTitle', { smart_count: n, name }),
        translate('list.bulk.deleteContent', { smart_count: n }),
        isPending,
      )}
    </>
  );
}

/** A row's Delete for an entity that warns first (the row's record in context). */
export function WarnedRowDeleteButton({ r, ui }: { r: ResourceDef; ui: EntityUi }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete();
  const warned = useWarned();
  const plain = usePlainConfirm();
  if (!record?.id) return null;
  const title = String(r.title.map((f) => record[f] ?? '').join(' '));
  const run = () =>
    void deleteOne(
      adminResourceName(r),
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          refresh();
        },
        onError: (error: unknown) =>
          notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  const label = translate('ra.action.delete');
  const ids: Identifier[] = [record.id];
  return (
    // The row opens its record on a click: the button's own clicks stay here.
    <span onClick={(e: MouseEvent) => e.stopPropagation()}>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={`${label} ${title}`}
            color="error"
            size="small"
            disabled={isPending || warned.busy}
            onClick={() => warned.ask(ui.deleteWarning!(ids, translate), run, () => plain.ask(run))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {warned.dialog}
      {plain.dialog(
        translate('crud.deleteTitle', { name: translate(`entities.${r.name}.name`).toLowerCase(), title }),
        translate('crud.deleteContent'),
        isPending,
      )}
    </span>
  );
}

/**
 * The edit form's Delete, warned first when the entity asks: `warn` wraps the button's own run
 * (see NamedDeleteButton), which keeps its confirmation when there is nothing to warn about.
 */
export function useDeleteWarning(ui: EntityUi | undefined) {
  const translate = useTranslate();
  const warned = useWarned();
  const warn = ui?.deleteWarning
    ? (id: Identifier, go: () => void, otherwise: () => void) =>
        warned.ask(ui.deleteWarning!([id], translate), go, otherwise)
    : null;
  return { warn, busy: warned.busy, dialog: warned.dialog };
}

/** Save on an edited record of an entity that warns first: asked, and on confirmation saved. */
export function WarnedSaveButton({ ui }: { ui: EntityUi }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const warned = useWarned();
  const confirmed = useRef(false);
  const holder = useRef<HTMLSpanElement>(null);
  const save = () => {
    confirmed.current = true;
    holder.current?.querySelector('button')?.click();
  };
  return (
    <span ref={holder}>
      <SaveButton
        // Never disabled while asking: the confirmed save clicks it again at once.
        onClick={(event) => {
          if (confirmed.current || !record?.id) {
            confirmed.current = false;
            return;
          }
          event.preventDefault();
          if (!warned.busy) warned.ask(ui.saveWarning!(record, translate), save, save);
        }}
      />
      {warned.dialog}
    </span>
  );
}
