import { Alert, Button } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { LOGIN_PATH } from '../../../core/routes';
import { AccountDoneCard, AccountFormCard } from './AccountForm';
import { BackToLogin, TextLink } from './AccountLinks';
import { NewPasswordFields } from './AccountFields';
import { errorText, postJson } from './api';
import { FORGOT_PASSWORD_PATH } from '../../../core/routes';
import { useAccountForm, useNewPassword } from './validation';

type Outcome = 'done' | 'refused' | null;

/** /pages/reset-password/:slug: the page the reset e-mail links to; sets a new password. */
export function ResetPassword() {
  const translate = useTranslate();
  const { slug = '' } = useParams<{ slug: string }>();
  const account = useAccountForm();
  const { setBusy, setError, shown, start } = account;
  const newPassword = useNewPassword(translate('account.fields.newPassword'));
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    if (!start(event, newPassword.invalid)) return;
    const result = await postJson('/api/auth/reset-password', { slug, password: newPassword.password });
    setBusy(false);
    if (result.ok) setOutcome('done');
    else if ([400, 404, 410].includes(result.status)) setOutcome('refused');
    else setError(errorText(result, translate));
  }

  if (outcome === 'done')
    return (
      <AccountDoneCard page="resetPassword" message={translate('account.resetPassword.success')}>
        <Button component={Link} to={LOGIN_PATH} fullWidth variant="contained" size="large" sx={{ mt: 3 }}>
          {translate('login.submit')}
        </Button>
      </AccountDoneCard>
    );

  return (
    <AccountFormCard page="resetPassword" state={account} onSubmit={submit} after={<BackToLogin />}>
      {outcome === 'refused' && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {translate('account.resetPassword.failed')}{' '}
          <TextLink to={FORGOT_PASSWORD_PATH}>{translate('account.resetPassword.newLink')}</TextLink>
        </Alert>
      )}
      <NewPasswordFields id="password" fields={newPassword} shown={shown} autoFocus />
    </AccountFormCard>
  );
}
