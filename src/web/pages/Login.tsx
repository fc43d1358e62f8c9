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
  CircularProgress,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LoginError } from '../providers/authProvider';
import { ANALYTICS_PATH } from '../../core/routes';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /pages/login: e-mail and password, checked here first and then by the server. */
export function Login() {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
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
      await login(
        { email: email.trim(), password },
        nextPathname && nextPathname !== '/' ? nextPathname : ANALYTICS_PATH,
      );
    } catch (e) {
      setError(translate(e instanceof LoginError ? e.message : 'login.failed'));
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
            <Typography variant="body2" color="text.secondary" align="center">
              {translate('login.subtitle')}
            </Typography>
          </Box>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
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
          <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
            {busy ? <CircularProgress size={24} color="inherit" /> : translate('login.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
