import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { LOGIN_PATH } from '../../../core/routes';
import { AccountCard, AccountForm, TextLink, NewPasswordFields } from './AccountShell';
import { errorText, postJson } from './api';
import { FORGOT_PASSWORD_PATH } from '../../../core/routes';
import { checkConfirmation, checkNewPassword, useAccountForm } from './validation';

type Outcome = 'done' | 'refused' | null;

/** /pages/reset-password/:slug: the page the reset e-mail links to; sets a new password. */
export function ResetPassword() {
  const translate = useTranslate();
  const { slug = '' } = useParams<{ slug: string }>();
  const { form, busy, setBusy, error, setError, shown, start } = useAccountForm();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const labels = {
    password: translate('account.fields.newPassword'),
    confirmPassword: translate('account.fields.confirmPassword'),
  };
  const errors = {
    password: checkNewPassword(password, labels.password, translate),
    confirmPassword: checkConfirmation(password, confirmPassword, labels.confirmPassword, translate),
  };

  async function submit(event: FormEvent) {
    if (!start(event, !!(errors.password || errors.confirmPassword))) return;
    const result = await postJson('/api/auth/reset-password', { slug, password });
    setBusy(false);
    if (result.ok) setOutcome('done');
    else if ([400, 404, 410].includes(result.status)) setOutcome('refused');
    else setError(errorText(result, translate));
  }

  if (outcome === 'done')
    return (
      <AccountCard icon={<LockResetIcon />} title={translate('account.resetPassword.title')}>
        <Alert severity="success" role="status">
          {translate('account.resetPassword.success')}
        </Alert>
        <Button component={Link} to={LOGIN_PATH} fullWidth variant="contained" size="large" sx={{ mt: 3 }}>
          {translate('login.submit')}
        </Button>
      </AccountCard>
    );

  return (
    <AccountCard
      icon={<LockResetIcon />}
      title={translate('account.resetPassword.title')}
      subtitle={translate('account.resetPassword.subtitle')}
    >
      <AccountForm
        form={form}
        onSubmit={submit}
        error={error}
        busy={busy}
        submitLabel={translate('account.resetPassword.submit')}
      >
        {outcome === 'refused' && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {translate('account.resetPassword.failed')}{' '}
            <TextLink to={FORGOT_PASSWORD_PATH}>{translate('account.resetPassword.newLink')}</TextLink>
          </Alert>
        )}
        <NewPasswordFields
          id="password"
          labels={{ password: labels.password, confirmPassword: labels.confirmPassword }}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
          errors={{ password: shown(errors.password), confirmPassword: shown(errors.confirmPassword) }}
          autoFocus
        />
      </AccountForm>
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        <TextLink to={LOGIN_PATH}>{translate('account.actions.backToLogin')}</TextLink>
      </Typography>
    </AccountCard>
  );
}
