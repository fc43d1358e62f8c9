import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Box, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../../../core/routes';
import { AccountCard, TextLink, SubmitButton } from './AccountShell';
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
        <Box component="form" ref={form} noValidate onSubmit={submit}>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {error}
            </Alert>
          )}
          <TextField
            id="email"
            name="email"
            type="email"
            label={label}
            autoComplete="email"
            autoFocus
            required
            fullWidth
            margin="normal"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={touched && !!emailError}
            helperText={(touched && emailError) || undefined}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <SubmitButton busy={busy} label={translate('account.forgotPassword.submit')} />
        </Box>
      )}
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        <TextLink to={LOGIN_PATH}>{translate('account.actions.backToLogin')}</TextLink>
      </Typography>
    </AccountCard>
  );
}
