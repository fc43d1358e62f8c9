import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../../../core/routes';
import { AccountCard, AccountForm, EmailField, TextLink } from './AccountShell';
import { postJson } from './api';
import { checkEmail, useAccountForm } from './validation';

/**
 * /pages/forgot-password: asks for a reset link. Whatever the server answers, the page says the same thing,
 * so it never tells whether an account exists; only an unreachable server is reported.
 */
export function ForgotPassword() {
  const translate = useTranslate();
  const { form, touched, busy, setBusy, error, setError, start } = useAccountForm();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const label = translate('login.email');
  const emailError = checkEmail(email, label, translate);

  async function submit(event: FormEvent) {
    if (!start(event, !!emailError)) return;
    const result = await postJson('/api/auth/forgot-password', { email: email.trim() });
    setBusy(false);
    if (result.status === 0) setError(translate('account.errors.network'));
    else setSent(true);
  }

  return (
    <AccountCard
      icon={<LockResetIcon />}
      title={translate('account.forgotPassword.title')}
      subtitle={sent ? undefined : translate('account.forgotPassword.subtitle')}
    >
      {sent ? (
        <Alert severity="success" role="status">
          {translate('account.forgotPassword.sent')}
        </Alert>
      ) : (
        <AccountForm
          form={form}
          onSubmit={submit}
          error={error}
          busy={busy}
          submitLabel={translate('account.forgotPassword.submit')}
        >
          <EmailField
            label={label}
            value={email}
            onChange={setEmail}
            error={touched && emailError}
            autoFocus
          />
        </AccountForm>
      )}
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        <TextLink to={LOGIN_PATH}>{translate('account.actions.backToLogin')}</TextLink>
      </Typography>
    </AccountCard>
  );
}
