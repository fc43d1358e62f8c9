import KeyIcon from '@mui/icons-material/Key';
import { Button } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { resourceByName } from '../../../core/registry';
import { useStoredUser } from '../../session';
import { TransferOwnershipDocument } from '../../../../generated/graphql-documents';
import { errorNotice, graphqlCall } from '../../graphql/client';
import { useRecordTitle } from '../../store/settings';
import { DialogFrame, PasswordConfirmField } from '../../widgets/DialogFrame';

const KEY = 'entities.employee.actions';
const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The store's owner hands the store on to this employee (an active one who signs in), after a
 * confirmation with his password. Only the owner sees it, on someone else's record; the server checks
 * all of it again.
 */
export function TransferOwnershipButton() {
  const record = useRecordContext();
  const user = useStoredUser();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const title = useRecordTitle(resourceByName('employee'));
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record?.id || user?.owner !== true || !record.email || sameEmail(record.email, user.email))
    return null;
  if (record.status !== 'active') return null;
  const name = title(record);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(translate('validation.required', { field: translate(`${KEY}.transferKey`).toLowerCase() }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await graphqlCall(TransferOwnershipDocument, { e: String(record!.id), p: password });
      close();
      notify(`${KEY}.transferred`, { type: 'success', messageArgs: { name } });
      refresh();
    } catch (err) {
      setError(errorNotice(translate, 'entities.employee.name', err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" startIcon={<KeyIcon />} onClick={() => setOpen(true)}>
        {translate(`${KEY}.transfer`)}
      </Button>
      <DialogFrame
        id="transfer-ownership"
        open={open}
        onClose={close}
        onSubmit={(e) => void submit(e)}
        title={translate(`${KEY}.transferTitle`, { name })}
        text={translate(`${KEY}.transferContent`, { name })}
        error={error}
        danger
        busy={busy}
        cancel={{ label: translate('ra.action.cancel') }}
        confirm={{ label: translate(`${KEY}.transferConfirm`) }}
      >
        <PasswordConfirmField
          id="transfer-ownership-key"
          label={translate(`${KEY}.transferKey`)}
          value={password}
          onChange={setPassword}
        />
      </DialogFrame>
    </>
  );
}
