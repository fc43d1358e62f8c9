import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
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
import { useEffect, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BASE_PATH } from '../../../core/routes';

/** Sets the tab title to "<title> · Comanda Office" in the shown language. */
export function useDocumentTitle(title: string): void {
  const translate = useTranslate();
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`;
  }, [title, translate]);
}

/** A full-window page with the language switch in its corner; its content is centred. */
export function PageFrame({ children }: { children: ReactNode }) {
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
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      {children}
    </Box>
  );
}

/** The card of the form screens (register, passwords, lock screen, store choice), as on the login page. */
export function AccountCard({
  icon,
  title,
  subtitle,
  children,
  maxWidth = 440,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}) {
  useDocumentTitle(title);
  return (
    <PageFrame>
      <Card sx={{ width: '100%', maxWidth }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 1 }}>{icon}</Avatar>
            <Typography component="h1" variant="h5" align="center">
              {title}
            </Typography>
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

/** A password input with its label, error and a show/hide button. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  autoComplete,
  autoFocus,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown (and the field marked invalid) when not null. */
  error: string | null | false;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      name={id}
      type={visible ? 'text' : 'password'}
      label={label}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      disabled={disabled}
      {...fieldProps(value, onChange, error)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(visible ? 'login.hidePassword' : 'login.showPassword')}
                aria-controls={id}
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

/** A new password and its confirmation, as registering, resetting and changing a password all ask them. */
export function NewPasswordFields(props: {
  /** Id of the first field: `password` or `newPassword`. */
  id: 'password' | 'newPassword';
  labels: { password: string; confirmPassword: string };
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  errors: { password: string | null | false; confirmPassword: string | null | false };
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField
        id={props.id}
        label={props.labels.password}
        autoComplete="new-password"
        autoFocus={props.autoFocus}
        value={props.password}
        onChange={props.onPassword}
        error={props.errors.password}
      />
      <PasswordField
        id="confirmPassword"
        label={props.labels.confirmPassword}
        autoComplete="new-password"
        value={props.confirmPassword}
        onChange={props.onConfirmPassword}
        error={props.errors.confirmPassword}
      />
    </>
  );
}

/** What every account text field has: required, full width, its value and its message. */
function fieldProps(
  value: string,
  onChange: (value: string) => void,
  error: string | false | null | undefined,
) {
  return {
    required: true,
    fullWidth: true,
    margin: 'normal' as const,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    error: !!error,
    helperText: error || undefined,
  };
}

/** An account page's form: what went wrong with the last send, the fields, the main button, then `after`. */
export function AccountForm({
  form,
  onSubmit,
  error,
  busy,
  submitLabel,
  children,
  after,
}: {
  form: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent) => void;
  error: string | null;
  busy: boolean;
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

/** The e-mail address an account is known by. */
export function EmailField({
  label,
  value,
  onChange,
  error,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | false | null | undefined;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      id="email"
      name="email"
      type="email"
      label={label}
      autoComplete="email"
      autoFocus={autoFocus}
      {...fieldProps(value, onChange, error)}
      slotProps={{ htmlInput: { maxLength: 254 } }}
    />
  );
}
