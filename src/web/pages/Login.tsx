import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LoginError, afterLoginPath, authProvider } from '../providers/authProvider';
import { signedIn, storedUser } from '../session';
import { CardPage } from './account/AccountFrame';
import { CurrentPasswordField, EmailField } from './account/AccountFields';
import { SubmitButton } from './account/AccountForm';
import { checkEmail, useCurrentPassword } from './account/validation';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, SUPPORT_LOGIN_PATH } from '../../core/routes';
import { OidcButton } from './OidcButton';

/**
 * /pages/login (and /pages/login/support for support staff): e-mail and password, checked here first
 * and then by the server. A user already signed in is told so and offered the way in.
 */
export function Login({
  support = false,
  onSignedIn,
}: {
  support?: boolean;
  /** Opens the console at a path once signed in; without it the page loads the console afresh. */
  onSignedIn?: (path: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [already, setAlready] = useState(signedIn);
  const [email, setEmail] = useState('');
  const current = useCurrentPassword(translate('login.password'));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const emailError = checkEmail(email, translate('login.email'), translate);
  const shown = (message: string | null) => (touched ? message : null);
  const nextPathname = (location.state as { nextPathname?: string } | null)?.nextPathname;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailError || current.error) return;
    setBusy(true);
    setError(null);
    try {
      const { redirectTo } = (await authProvider.login({
        email: email.trim(),
        password: current.password,
        nextPathname,
        support,
      })) as {
        redirectTo: string;
      };
      if (onSignedIn) await onSignedIn(redirectTo);
      // Inside the console, it opens afresh with the new session.
      else window.location.assign(`/office${redirectTo}`);
    } catch (e) {
      setError(e instanceof LoginError ? e.message : 'login.failed');
      setBusy(false);
    }
  }

  return (
    <CardPage
      icon={<LockIcon />}
      title={translate('app.name')}
      note={
        support && (
          <Typography component="p" variant="subtitle1" color="secondary">
            {translate('login.support')}
          </Typography>
        )
      }
      subtitle={translate(support ? 'login.supportSubtitle' : 'login.subtitle')}
      maxWidth={400}
    >
      <Box component="form" noValidate onSubmit={submit}>
        {already && (
          <Alert
            severity="warning"
            role="status"
            sx={{ mb: 2 }}
            action={
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <Button size="small" onClick={() => navigate(afterLoginPath(storedUser(), nextPathname))}>
                  {translate('login.continue')}
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => void authProvider.logout({}).then(() => setAlready(false))}
                >
                  {translate('login.signOut')}
                </Button>
              </Box>
            }
          >
            {translate('login.alreadyLoggedIn')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {translate(error)}
            {error === 'login.useSupportLogin' && (
              <>
                {' '}
                <Link component={RouterLink} to={SUPPORT_LOGIN_PATH}>
                  {translate('login.support')}
                </Link>
              </>
            )}
          </Alert>
        )}
        <EmailField
          label={translate('login.email')}
          autoComplete="username"
          autoFocus
          value={email}
          onChange={setEmail}
          error={shown(emailError)}
        />
        <CurrentPasswordField field={current} shown={shown} />
        <SubmitButton busy={busy} label={translate('login.submit')} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 1, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} variant="body2">
            {translate('login.forgot')}
          </Link>
          {!support && (
            <Link component={RouterLink} to={REGISTER_PATH} variant="body2">
              {translate('login.register')}
            </Link>
          )}
        </Box>
        {!support && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {translate('login.supportHint')}{' '}
            <Link component={RouterLink} to={SUPPORT_LOGIN_PATH}>
              {translate('login.support')}
            </Link>
          </Typography>
        )}
        <OidcButton />
      </Box>
    </CardPage>
  );
}
