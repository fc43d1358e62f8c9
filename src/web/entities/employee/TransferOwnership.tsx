import KeyIcon from '@mui/icons-material/Key';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { resourceByName } from '../../../core/registry';
import { useStoredUser } from '../../session';
import { TransferOwnershipDocument } from '../../../../generated/graphql-documents';
import { errorNotice, graphqlCall } from '../../graphql/client';
import { useRecordTitle } from '../../storeSettings';

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
      <Dialog open={open} onClose={close} aria-labelledby="transfer-ownership-title">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id="transfer-ownership-title">
            {translate(`${KEY}.transferTitle`, { name })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate(`${KEY}.transferContent`, { name })}
            </DialogContentText>
            {error && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <TextField
              id="transfer-ownership-key"
              type="password"
              label={translate(`${KEY}.transferKey`)}
              autoComplete="current-password"
              fullWidth
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={busy}>
              {translate(`${KEY}.transferConfirm`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
