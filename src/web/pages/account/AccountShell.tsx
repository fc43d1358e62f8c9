import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  Link as MuiLink,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { BASE_PATH, LOGIN_PATH } from '../../../core/routes';
import type { AccountFormState, CurrentPassword, NewPassword } from './validation';

/** Sets the tab title to "<title> · Comanda Office" in the shown language. */
export function useDocumentTitle(title: string): void {
  const translate = useTranslate();
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`;
  }, [title, translate]);
}

/** A full-window page, with the language switch in its corner unless `languages` is false; its content is centred. */
export function PageFrame({ children, languages = true }: { children: ReactNode; languages?: boolean }) {
  return (
    <Box
      component="main"
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        color: 'text.primary',
        px: 2,
        py: 8,
      }}
    >
      {languages && (
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <LocalesMenuButton />
        </Box>
      )}
      {children}
    </Box>
  );
}

/**
 * The card of the sign-in and account form screens: an icon, a title, an optional note and subtitle under
 * it, then the content.
 */
export function CardPage({
  icon,
  title,
  note,
  subtitle,
  children,
  maxWidth = 440,
}: {
  icon: ReactNode;
  title: string;
  /** A line between the title and the subtitle. */
  note?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <PageFrame>
      <Card sx={{ width: '100%', maxWidth }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 1 }}>{icon}</Avatar>
            <Typography component="h1" variant="h5" align="center">
              {title}
            </Typography>
            {note}
            {subtitle && (
              <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {children}
        </CardContent>
      </Card>
    </PageFrame>
  );
}

/** The card of the form screens (register, passwords, lock screen, store choice); it names the tab too. */
export function AccountCard(props: {
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}) {
  useDocumentTitle(props.title);
  return <CardPage {...props} />;
}

/** The account pages whose messages stand under `account.<page>`: their title, subtitle and main button. */
export type AccountPage = 'register' | 'forgotPassword' | 'resetPassword' | 'changePassword' | 'lockScreen';

/**
 * An account page that is one form: the card titled from `account.<page>`, then `before`, then the
 * form with its fields (`children`), its main button and `after`.
 */
export function AccountFormCard({
  page,
  icon,
  maxWidth,
  state,
  onSubmit,
  before,
  after,
  children,
}: {
  page: AccountPage;
  icon: ReactNode;
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
      icon={icon}
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

/** A centred line of small text under a form, for its links. */
export function CardFooter({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" align="center" sx={{ mt: 2 }}>
      {children}
    </Typography>
  );
}

/** "Back to sign in", under a form. */
export function BackToLogin() {
  const translate = useTranslate();
  return (
    <CardFooter>
      <TextLink to={LOGIN_PATH}>{translate('account.actions.backToLogin')}</TextLink>
    </CardFooter>
  );
}

/** The status screens (401, 500, maintenance): a large code or icon, a title, a message and actions. */
export function StatusPage({
  code,
  title,
  message,
  detail,
  actions,
}: {
  code: ReactNode;
  title: string;
  message?: string;
  detail?: string;
  actions: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <PageFrame>
      <Box sx={{ textAlign: 'center', maxWidth: 520 }}>
        <Typography
          variant="h1"
          component="p"
          color="primary"
          aria-hidden="true"
          sx={{ fontWeight: 700, display: 'flex', justifyContent: 'center', '& svg': { fontSize: '6rem' } }}
        >
          {code}
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {message && (
          <Typography variant="h6" component="p" gutterBottom>
            {message}
          </Typography>
        )}
        {detail && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {detail}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: detail ? 0 : 3 }}>
          {actions}
        </Box>
      </Box>
    </PageFrame>
  );
}

/** What every account text field is given. */
interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown (and the field marked invalid) when set. */
  error: string | false | null | undefined;
  autoComplete: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** What every account text field has: its name, required, full width, its value and its message. */
function fieldProps({ id, value, onChange, error, ...rest }: FieldProps) {
  return {
    id,
    name: id,
    ...rest,
    required: true,
    fullWidth: true,
    margin: 'normal' as const,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    error: !!error,
    helperText: error || undefined,
  };
}

/** A password input with its label, error and a show/hide button. */
export function PasswordField(props: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      type={visible ? 'text' : 'password'}
      {...fieldProps(props)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(visible ? 'login.hidePassword' : 'login.showPassword')}
                aria-controls={props.id}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The password of the account signing in or unlocking, or of the signed-in user (from `useCurrentPassword`). */
export function CurrentPasswordField({
  field,
  shown,
  autoFocus,
}: {
  field: CurrentPassword;
  /** The message as the form shows it: none before a first send. */
  shown: (message: string | null) => string | null;
  autoFocus?: boolean;
}) {
  return (
    <PasswordField
      id="password"
      autoComplete="current-password"
      label={field.label}
      autoFocus={autoFocus}
      value={field.password}
      onChange={field.setPassword}
      error={shown(field.error)}
    />
  );
}

/** A router link styled as text, for "back to sign in" and the like. */
export function TextLink({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <MuiLink component={Link} to={to} onClick={onClick} underline="hover">
      {children}
    </MuiLink>
  );
}

/**
 * Loads a console address afresh, so the whole console starts again with the stored session.
 * `path` is relative to the router (e.g. /dashboard/analytics).
 */
export function reloadAt(path: string): void {
  window.location.assign(`${BASE_PATH}${path}`);
}

/**
 * Retry of a status page: where the visitor was sent from (router state `from`), loaded afresh, or else
 * the page itself reloaded.
 */
export function retry(from: unknown): void {
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) reloadAt(from);
  else window.location.reload();
}

/** "Try again" of a status page: see `retry`. */
export function RetryButton() {
  const translate = useTranslate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return (
    <Button variant="contained" onClick={() => retry(from)} startIcon={<RefreshIcon />}>
      {translate('account.actions.retry')}
    </Button>
  );
}

/**
 * Places a link inside a translated sentence: the message carries `%{link}` where the link goes, so each
 * language keeps its own word order.
 */
export function sentenceWithLink(
  translate: (key: string, options?: Record<string, unknown>) => string,
  key: string,
  link: ReactNode,
): ReactNode {
  const marker = '\u0000link\u0000';
  const [before = '', after = ''] = translate(key, { link: marker }).split(marker);
  return (
    <>
      {before}
      {link}
      {after}
    </>
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

/** A new password and its confirmation (from `useNewPassword`), as registering, resetting and changing a password ask them. */
export function NewPasswordFields({
  id,
  fields,
  shown,
  autoFocus,
}: {
  /** Id of the first field: `password` or `newPassword`. */
  id: 'password' | 'newPassword';
  fields: NewPassword;
  /** The message as the form shows it: none before a first send. */
  shown: (message: string | null) => string | null;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField
        id={id}
        label={fields.label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        value={fields.password}
        onChange={fields.setPassword}
        error={shown(fields.errors.password)}
      />
      <PasswordField
        id="confirmPassword"
        label={fields.confirmLabel}
        autoComplete="new-password"
        value={fields.confirmation}
        onChange={fields.setConfirmation}
        error={shown(fields.errors.confirmation)}
      />
    </>
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

/** A required text input of an account form, with its message, or else its `help`. */
export function AccountTextField({
  type,
  help,
  maxLength,
  ...field
}: FieldProps & { type?: 'email'; help?: string; maxLength: number }) {
  return (
    <TextField
      type={type}
      {...fieldProps(field)}
      helperText={field.error || help}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

/** The e-mail address an account is known by (`username` where it signs in). */
export function EmailField({
  label,
  value,
  onChange,
  error,
  autoFocus,
  autoComplete = 'email',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | false | null | undefined;
  autoFocus?: boolean;
  autoComplete?: 'email' | 'username';
}) {
  return (
    <AccountTextField
      id="email"
      type="email"
      label={label}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      value={value}
      onChange={onChange}
      error={error}
      maxLength={254}
    />
  );
}
