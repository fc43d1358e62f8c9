import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../../core/routes';
import { signedIn, storeSession } from '../../session';
import { AccountDoneCard, AccountFormCard } from './AccountForm';
import { BackToDashboard } from './AccountLinks';
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

  const back = <BackToDashboard variant={done ? 'contained' : 'text'} fullWidth sx={{ mt: done ? 3 : 1 }} />;

  if (done)
    return (
      <AccountDoneCard page="changePassword" message={translate('account.changePassword.success')}>
        {back}
      </AccountDoneCard>
    );

  return (
    <AccountFormCard page="changePassword" state={account} onSubmit={submit} after={back}>
      <CurrentPasswordField field={current} shown={shown} autoFocus />
      <NewPasswordFields id="newPassword" fields={newPassword} shown={shown} />
    </AccountFormCard>
  );
}
