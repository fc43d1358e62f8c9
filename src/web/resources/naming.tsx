import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { adminResourceName, registry } from '../../core/registry';
import { deletesMayBeRefused, type ResourceDef } from '../../core/resource';
import { useRecordTitle } from '../store/settings';
import type { EntityUi } from './entities';
import { useDeleteWarning } from './warnings';

/**
 * Screens that name things: titles, confirmations and notices say which record ("Category
 * «Desserts»"), not which route, in the user's language.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "category", "menu item": the entity's name inside a sentence. */
export const entityWord = (translate: Translate, r: ResourceDef) =>
  translate(`entities.${r.name}.name`).toLowerCase();

/** The record's name with its entity, e.g. "Category «Desserts»"; `title` in the store's name format. */
function named(translate: Translate, r: ResourceDef, title: string) {
  if (!title) return translate(`entities.${r.name}.name`);
  return translate('crud.named', { name: translate(`entities.${r.name}.name`), title });
}

/** The edit page's title: the record's own name. */
export function EditTitle({ r }: { r: ResourceDef }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const title = useRecordTitle(r);
  return <span>{record ? named(translate, r, title(record)) : translate(`entities.${r.name}.name`)}</span>;
}

/** After a save: a notice naming the record, then back to the list. */
export function useSavedNotice(r: ResourceDef, action: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const title = useRecordTitle(r);
  return (data: RaRecord) => {
    notify(translate(`crud.${action}`, { record: named(translate, r, title(data)) }), { type: 'info' });
    redirect('list', adminResourceName(r));
  };
}

/**
 * Deletes wait a few seconds for "Undo" unless the server may refuse them: a record other
 * entities point to can be guarded, so the user hears the refusal at once instead.
 */
export function deleteMode(r: ResourceDef): 'undoable' | 'pessimistic' {
  return deletesMayBeRefused(r, registry) ? 'pessimistic' : 'undoable';
}

/**
 * Delete on a saved record, announced by name ("Menu item «Tiramisu» deleted", with Undo where it
 * applies) and, when the server may refuse it, confirmed by name first ("Delete category «Desserts»?").
 */
export function NamedDeleteButton({ r, ui }: { r: ResourceDef; ui?: EntityUi }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const form = useFormContext();
  const [deleteOne, { isPending }] = useDelete();
  const [asking, setAsking] = useState(false);
  const title = useRecordTitle(r);
  const warning = useDeleteWarning(ui);
  if (!record?.id) return null;
  const mode = deleteMode(r);
  const resource = adminResourceName(r);
  const run = () => {
    setAsking(false);
    void deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: mode,
        onSuccess: () => {
          notify(translate('crud.deleted', { record: named(translate, r, title(record)) }), {
            type: 'info',
            undoable: mode === 'undoable',
          });
          // The record is gone: its unsaved changes must not hold the way back to the list.
          form?.reset(undefined, { keepValues: true });
          redirect('list', resource);
        },
        onError: (error: unknown) =>
          notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };
  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        disabled={isPending || warning.busy}
        onClick={() => {
          const plain = () => (mode === 'undoable' ? run() : setAsking(true));
          if (warning.warn) warning.warn(record.id, run, plain);
          else plain();
        }}
      >
        {translate('ra.action.delete')}
      </Button>
      {warning.dialog}
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={translate('crud.deleteTitle', {
          name: entityWord(translate, r),
          title: title(record),
        })}
        content={translate('crud.deleteContent')}
        onConfirm={run}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** Leaves the form for the list; unsaved changes are warned about by the form itself. */
export function CancelButton({ r }: { r: ResourceDef }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={`/${adminResourceName(r)}`} color="inherit">
      {translate('ra.action.cancel')}
    </Button>
  );
}

/**
 * A server's refusal stays on its field only until the user changes that field: the message was
 * about the value he is replacing.
 */
export function ClearServerErrorsOnChange() {
  const { watch, clearErrors, getFieldState } = useFormContext();
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      const field = name.split('.')[0]!;
      if (getFieldState(field).error?.type === 'server') clearErrors(field);
      clearErrors('root.serverError');
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, getFieldState]);
  return null;
}
