import LockIcon from '@mui/icons-material/Lock';
import LockResetIcon from '@mui/icons-material/LockReset';
import PasswordIcon from '@mui/icons-material/Password';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { AccountCard } from './AccountFrame';
import type { AccountFormState } from './validation';

/** The account pages whose messages stand under `account.<page>`: their title, subtitle and main button. */
export type AccountPage = 'register' | 'forgotPassword' | 'resetPassword' | 'changePassword' | 'lockScreen';

/** Each account page's icon, over its title. */
const ICONS: Record<AccountPage, ReactNode> = {
  register: <PersonAddIcon />,
  forgotPassword: <LockResetIcon />,
  resetPassword: <LockResetIcon />,
  changePassword: <PasswordIcon />,
  lockScreen: <LockIcon />,
};

/**
 * An account page that is one form: the card titled from `account.<page>`, then `before`, then the
 * form with its fields (`children`), its main button and `after`.
 */
export function AccountFormCard({
  page,
  maxWidth,
  state,
  onSubmit,
  before,
  after,
  children,
}: {
  page: AccountPage;
  maxWidth?: number;
  state: AccountFormState;
  onSubmit: (event: FormEvent) => void;
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <AccountCard
      icon={ICONS[page]}
      title={translate(`account.${page}.title`)}
      subtitle={translate(`account.${page}.subtitle`)}
      maxWidth={maxWidth}
    >
      {before}
      <AccountForm
        state={state}
        onSubmit={onSubmit}
        submitLabel={translate(`account.${page}.submit`)}
        after={after}
      >
        {children}
      </AccountForm>
    </AccountCard>
  );
}

/**
 * An account page once its form has done its work: the card titled from `account.<page>`, the success
 * message, then `children` (where to go next).
 */
export function AccountDoneCard({
  page,
  message,
  children,
}: {
  page: AccountPage;
  message: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <AccountCard icon={ICONS[page]} title={translate(`account.${page}.title`)}>
      <Alert severity="success" role="status">
        {message}
      </Alert>
      {children}
    </AccountCard>
  );
}

/** The form's main button: a spinner, named for screen readers, while the form is being sent. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
      {busy ? <CircularProgress size={24} color="inherit" aria-label={label} /> : label}
    </Button>
  );
}

/** An account page's form: what went wrong with the last send, the fields, the main button, then `after`. */
export function AccountForm({
  state: { form, error, busy },
  onSubmit,
  submitLabel,
  children,
  after,
}: {
  state: AccountFormState;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Box component="form" ref={form} noValidate onSubmit={onSubmit}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {children}
      <SubmitButton busy={busy} label={submitLabel} />
      {after}
    </Box>
  );
}
