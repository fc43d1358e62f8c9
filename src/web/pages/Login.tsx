import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, Link, Typography, type LinkProps } from '@mui/material';
import { useState, type ElementType, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { LoginError, signIn } from '../providers/signIn';
import { signedIn, storeSession, storedUser, type SessionData, type StoredUser } from '../session';
import { CardPage } from './account/AccountFrame';
import { CurrentPasswordField, EmailField } from './account/AccountFields';
import { SubmitButton } from './account/AccountForm';
import { checkEmail, useCurrentPassword } from './account/validation';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, SUPPORT_LOGIN_PATH } from '../../core/routes';
import { OidcButton } from './OidcButton';
import { SignInCode } from './account/SignInCode';
import type { TwoFactorChallenge } from '../two-factor/challenge';

/**
 * Where to go once signed in. The rule needs the console's permissions, loaded only then (the sign-in
 * page fetches the console's code in the background meanwhile).
 */
async function destination(user: StoredUser | null, requested?: string): Promise<string> {
  const { afterLoginPath } = await import('../providers/authProvider');
  return afterLoginPath(user, requested);
}

/** A link to another account page: through the router inside the console, a plain link on its own. */
function PageLink({
  path,
  router,
  children,
  variant,
}: {
  path: string;
  router?: ElementType;
  children: ReactNode;
  variant?: LinkProps['variant'];
}) {
  return router ? (
    <Link component={router} to={path} variant={variant}>
      {children}
    </Link>
  ) : (
    <Link href={`/office${path}`} variant={variant}>
      {children}
    </Link>
  );
}

/**
 * /pages/login (and /pages/login/support for support staff): e-mail and password, checked here first
 * and then by the server. A user already signed in is told so and offered the way in. It draws no
 * router of its own, so that the sign-in page can open without one (LoginApp).
 */
export function Login({
  support = false,
  onSignedIn,
  nextPathname,
  router,
}: {
  support?: boolean;
  /** Opens the console at a path once signed in; without it the page loads the console afresh. */
  onSignedIn?: (path: string) => Promise<void>;
  /** The page asked for before signing in. */
  nextPathname?: string;
  /** The router's link, inside the console. */
  router?: ElementType;
}) {
  const translate = useTranslate();
  const [already, setAlready] = useState(signedIn);
  const [email, setEmail] = useState('');
  const current = useCurrentPassword(translate('login.password'));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** After the password, when the user has two-factor sign-in (or the store asks for it). */
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  const emailError = checkEmail(email, translate('login.email'), translate);
  const shown = (message: string | null) => (touched ? message : null);

  async function enter(redirectTo: string) {
    if (onSignedIn) await onSignedIn(redirectTo);
    // Inside the console, it opens afresh with the new session.
    else window.location.assign(`/office${redirectTo}`);
  }

  /** The code was right: the session is kept and the console opens, as after a password alone. */
  async function withCode(data: SessionData) {
    storeSession(data);
    await enter(await destination(data.userData, nextPathname));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailError || current.error) return;
    setBusy(true);
    setError(null);
    // While it is set, a refused call does not count as a session that ended (authProvider.checkError).
    localStorage.setItem('log_in', 'true');
    try {
      const answer = await signIn(email.trim(), current.password, support);
      if ('challenge' in answer) {
        setChallenge(answer);
        setBusy(false);
        return;
      }
      storeSession(answer);
      await enter(await destination(answer.userData, nextPathname));
    } catch (e) {
      setError(e instanceof LoginError ? e.message : 'login.failed');
      setBusy(false);
    } finally {
      localStorage.removeItem('log_in');
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
      {challenge ? (
        <SignInCode
          challenge={challenge}
          onSession={withCode}
          onBack={() => {
            setChallenge(null);
            current.setPassword('');
            setTouched(false);
          }}
        />
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          {already && (
            <Alert
              severity="warning"
              role="status"
              sx={{ mb: 2 }}
              action={
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                  <Button
                    size="small"
                    onClick={() => void destination(storedUser(), nextPathname).then(enter)}
                  >
                    {translate('login.continue')}
                  </Button>
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() =>
                      void import('../providers/authProvider')
                        .then(({ authProvider }) => authProvider.logout({}))
                        .then(() => setAlready(false))
                    }
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
                  <PageLink path={SUPPORT_LOGIN_PATH} router={router}>
                    {translate('login.support')}
                  </PageLink>
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
            <PageLink path={FORGOT_PASSWORD_PATH} router={router} variant="body2">
              {translate('login.forgot')}
            </PageLink>
            {!support && (
              <PageLink path={REGISTER_PATH} router={router} variant="body2">
                {translate('login.register')}
              </PageLink>
            )}
          </Box>
          {!support && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {translate('login.supportHint')}{' '}
              <PageLink path={SUPPORT_LOGIN_PATH} router={router}>
                {translate('login.support')}
              </PageLink>
            </Typography>
          )}
          <OidcButton />
        </Box>
      )}
    </CardPage>
  );
}
