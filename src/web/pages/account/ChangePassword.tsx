import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PasswordIcon from '@mui/icons-material/Password';
import { Alert, Button } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { ANALYTICS_PATH, LOGIN_PATH } from '../../../core/routes';
import { signedIn, storeSession } from '../../session';
import { AccountCard } from './AccountFrame';
import { AccountFormCard } from './AccountForm';
import { CurrentPasswordField, NewPasswordFields } from './AccountFields';
import { errorText, postJson, type SessionBody } from './api';
import { CHANGE_PASSWORD_PATH } from '../../../core/routes';
import { useAccountForm, useCurrentPassword, useNewPassword } from './validation';

/** /pages/change-password: the signed-in user changes their password; signed out, they sign in first. */
export function ChangePassword() {
  if (!signedIn()) return <Navigate to={LOGIN_PATH} replace state={{ nextPathname: CHANGE_PASSWORD_PATH }} />;
  return <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const translate = useTranslate();
  const account = useAccountForm();
  const { setTouched, setBusy, setError, shown, start } = account;
  const current = useCurrentPassword(translate('account.fields.currentPassword'));
  const newPassword = useNewPassword(translate('account.fields.newPassword'));
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    if (!start(event, !!current.error || newPassword.invalid)) return;
    const result = await postJson<SessionBody>(
      '/api/auth/change-password',
      {
        password: current.password,
        newPassword: newPassword.password,
        confirmPassword: newPassword.confirmation,
      },
      { auth: true },
    );
    setBusy(false);
    if (result.ok) {
      // The password change ends every other session; this one goes on with the token that came back.
      if (result.body?.data?.accessToken) storeSession(result.body.data);
      setDone(true);
      current.setPassword('');
      newPassword.clear();
      setTouched(false);
    } else if (result.status === 400) setError(translate('account.changePassword.failed'));
    else setError(errorText(result, translate));
  }

  const back = (
    <Button
      component={Link}
      to={ANALYTICS_PATH}
      fullWidth
      variant={done ? 'contained' : 'text'}
      sx={{ mt: done ? 3 : 1 }}
      startIcon={<ArrowBackIcon />}
    >
      {translate('account.actions.backToDashboard')}
    </Button>
  );

  if (done)
    return (
      <AccountCard icon={<PasswordIcon />} title={translate('account.changePassword.title')}>
        <Alert severity="success" role="status">
          {translate('account.changePassword.success')}
        </Alert>
        {back}
      </AccountCard>
    );

  return (
    <AccountFormCard
      page="changePassword"
      icon={<PasswordIcon />}
      state={account}
      onSubmit={submit}
      after={back}
    >
      <CurrentPasswordField field={current} shown={shown} autoFocus />
      <NewPasswordFields id="newPassword" fields={newPassword} shown={shown} />
    </AccountFormCard>
  );
}
