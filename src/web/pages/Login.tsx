import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@mui/material';
import { LoginError, afterLoginPath, authProvider } from '../providers/authProvider';
import { signedIn, storedUser } from '../session';
import { SubmitButton } from './account/AccountShell';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, SUPPORT_LOGIN_PATH } from '../../core/routes';
import { OidcButton } from './OidcButton';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const emailError = !email.trim()
    ? translate('validation.required', { field: translate('login.email').toLowerCase() })
    : !EMAIL.test(email.trim())
      ? translate('login.invalidEmail')
      : null;
  const passwordError = !password
    ? translate('validation.required', { field: translate('login.password').toLowerCase() })
    : null;
  const nextPathname = (location.state as { nextPathname?: string } | null)?.nextPathname;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailError || passwordError) return;
    setBusy(true);
    setError(null);
    try {
      const { redirectTo } = (await authProvider.login({
        email: email.trim(),
        password,
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
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={3}>
        <CardContent component="form" noValidate onSubmit={submit} sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <LockIcon />
            </Avatar>
            <Typography component="h1" variant="h5">
              {translate('app.name')}
            </Typography>
            {support && (
              <Typography component="p" variant="subtitle1" color="secondary">
                {translate('login.support')}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" align="center">
              {translate(support ? 'login.supportSubtitle' : 'login.subtitle')}
            </Typography>
          </Box>
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
          <TextField
            id="email"
            name="email"
            type="email"
            label={translate('login.email')}
            autoComplete="username"
            autoFocus
            required
            fullWidth
            margin="normal"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={touched && !!emailError}
            helperText={touched && emailError}
          />
          <TextField
            id="password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            label={translate('login.password')}
            autoComplete="current-password"
            required
            fullWidth
            margin="normal"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={touched && !!passwordError}
            helperText={touched && passwordError}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={translate(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                      onClick={() => setShowPassword((s) => !s)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
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
        </CardContent>
      </Card>
    </Box>
  );
}
