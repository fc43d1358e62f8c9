import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PasswordIcon from '@mui/icons-material/Password';
import { Alert, Button } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { ANALYTICS_PATH, LOGIN_PATH } from '../../../core/routes';
import { signedIn, storeSession } from '../../session';
import { AccountCard, AccountForm, PasswordField, NewPasswordFields } from './AccountShell';
import { errorText, postJson, type SessionBody } from './api';
import { CHANGE_PASSWORD_PATH } from '../../../core/routes';
import { checkConfirmation, checkNewPassword, checkPassword, useAccountForm } from './validation';

/** /pages/change-password: the signed-in user changes their password; signed out, they sign in first. */
export function ChangePassword() {
  if (!signedIn()) return <Navigate to={LOGIN_PATH} replace state={{ nextPathname: CHANGE_PASSWORD_PATH }} />;
  return <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const translate = useTranslate();
  const { form, setTouched, busy, setBusy, error, setError, shown, start } = useAccountForm();
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [done, setDone] = useState(false);

  const labels = {
    password: translate('account.fields.currentPassword'),
    newPassword: translate('account.fields.newPassword'),
    confirmPassword: translate('account.fields.confirmPassword'),
  };
  const errors = {
    password: checkPassword(password, labels.password, translate),
    newPassword: checkNewPassword(newPassword, labels.newPassword, translate),
    confirmPassword: checkConfirmation(newPassword, confirmPassword, labels.confirmPassword, translate),
  };

  async function submit(event: FormEvent) {
    if (!start(event, Object.values(errors).some(Boolean))) return;
    const result = await postJson<SessionBody>(
      '/api/auth/change-password',
      { password, newPassword, confirmPassword },
      { auth: true },
    );
    setBusy(false);
    if (result.ok) {
      // The password change ends every other session; this one goes on with the token that came back.
      if (result.body?.data?.accessToken) storeSession(result.body.data);
      setDone(true);
      setPassword('');
      setNewPassword('');
      setConfirmPassword('');
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
    <AccountCard
      icon={<PasswordIcon />}
      title={translate('account.changePassword.title')}
      subtitle={translate('account.changePassword.subtitle')}
    >
      <AccountForm
        form={form}
        onSubmit={submit}
        error={error}
        busy={busy}
        submitLabel={translate('account.changePassword.submit')}
        after={back}
      >
        <PasswordField
          id="password"
          label={labels.password}
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={setPassword}
          error={shown(errors.password)}
        />
        <NewPasswordFields
          id="newPassword"
          labels={{ password: labels.newPassword, confirmPassword: labels.confirmPassword }}
          password={newPassword}
          confirmPassword={confirmPassword}
          onPassword={setNewPassword}
          onConfirmPassword={setConfirmPassword}
          errors={{ password: shown(errors.newPassword), confirmPassword: shown(errors.confirmPassword) }}
        />
      </AccountForm>
    </AccountCard>
  );
}
