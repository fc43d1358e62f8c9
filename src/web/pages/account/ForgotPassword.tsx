import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { AccountDoneCard, AccountFormCard } from './AccountForm';
import { BackToLogin } from './AccountLinks';
import { EmailField } from './AccountFields';
import { postJson } from './api';
import { checkEmail, useAccountForm } from './validation';

/**
 * /pages/forgot-password: asks for a reset link. Whatever the server answers, the page says the same thing,
 * so it never tells whether an account exists; only an unreachable server is reported.
 */
export function ForgotPassword() {
  const translate = useTranslate();
  const account = useAccountForm();
  const { touched, setBusy, setError, start } = account;
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

  if (sent)
    return (
      <AccountDoneCard page="forgotPassword" message={translate('account.forgotPassword.sent')}>
        <BackToLogin />
      </AccountDoneCard>
    );

  return (
    <AccountFormCard page="forgotPassword" state={account} onSubmit={submit} after={<BackToLogin />}>
      <EmailField label={label} value={email} onChange={setEmail} error={touched && emailError} autoFocus />
    </AccountFormCard>
  );
}
