import { Avatar, Box, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { ANALYTICS_PATH, LOGIN_PATH } from '../../../core/routes';
import { storeSession } from '../../providers/authProvider';
import { clearSession, type StoredUser } from '../../session';
import { AccountFormCard } from './AccountForm';
import { CardFooter, TextLink } from './AccountLinks';
import { CurrentPasswordField } from './AccountFields';
import { errorText, postJson, type SessionBody } from './api';
import { BASE_PATH, LOCK_SCREEN_PATH } from '../../../core/routes';
import { useAccountForm, useCurrentPassword } from './validation';
import { useState } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { challengeIn, type TwoFactorChallenge } from '../../two-factor/challenge';
import type { SessionData } from '../../session';
import { CardPage } from './AccountFrame';
import { SignInCode } from './SignInCode';

/** The user the screen was locked for, or null when none is stored (or it cannot be read). */
function lockedUser(): Pick<StoredUser, 'displayName' | 'email' | 'photoURL'> | null {
  try {
    const user = JSON.parse(localStorage.getItem('userInfo') ?? 'null') as Partial<StoredUser> | null;
    if (!user || typeof user.email !== 'string' || !user.email) return null;
    return { displayName: user.displayName ?? '', email: user.email, photoURL: user.photoURL ?? null };
  } catch {
    return null;
  }
}

/** Where to go once unlocked: the console path kept in `lockedFrom`, if it is one, else the dashboard. */
function returnPath(): string {
  const raw = sessionStorage.getItem('lockedFrom') ?? '';
  const path = raw.startsWith(`${BASE_PATH}/`) ? raw.slice(BASE_PATH.length) : raw;
  if (!path.startsWith('/') || path.startsWith('//')) return ANALYTICS_PATH;
  if (path.startsWith(LOCK_SCREEN_PATH) || path.startsWith(LOGIN_PATH)) return ANALYTICS_PATH;
  return path;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** /pages/lock-screen: the stored user unlocks with their password; anyone else signs in. */
export function LockScreen() {
  const user = lockedUser();
  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  return <LockScreenForm user={user} />;
}

function LockScreenForm({ user }: { user: NonNullable<ReturnType<typeof lockedUser>> }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const account = useAccountForm();
  const { setTouched, setBusy, setError, shown, start } = account;
  const current = useCurrentPassword(translate('login.password'));
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  const name = user.displayName || user.email;

  function unlocked(data: SessionData) {
    const target = returnPath();
    storeSession(data);
    sessionStorage.removeItem('lockedFrom');
    navigate(target, { replace: true });
  }

  // Two-factor sign-in: the code after the password, as at the sign-in page.
  if (challenge)
    return (
      <CardPage icon={<LockIcon />} title={name} subtitle={user.email} maxWidth={440}>
        <SignInCode
          challenge={challenge}
          onSession={unlocked}
          onBack={() => {
            setChallenge(null);
            current.setPassword('');
            setTouched(false);
          }}
        />
      </CardPage>
    );

  async function submit(event: FormEvent) {
    if (!start(event, !!current.error)) return;
    const result = await postJson<SessionBody>('/api/auth/login', {
      email: user.email,
      password: current.password,
      employees: false,
    });
    const data = result.ok ? result.body?.data : undefined;
    const asked = challengeIn(data);
    if (asked) {
      setBusy(false);
      setChallenge(asked);
      return;
    }
    if (data?.accessToken && data.userData) return unlocked(data);
    setBusy(false);
    current.setPassword('');
    setTouched(false);
    setError(
      result.ok || result.status === 401
        ? translate('login.wrongCredentials')
        : errorText(result, translate, 'login.failed'),
    );
  }

  return (
    <AccountFormCard
      page="lockScreen"
      state={account}
      onSubmit={submit}
      before={
        <Box
          component="section"
          aria-label={translate('account.lockScreen.user')}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: 2,
            mb: 1,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <Avatar src={user.photoURL ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
            {initials(name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
      }
      after={
        <CardFooter>
          <TextLink to={LOGIN_PATH} onClick={clearSession}>
            {translate('account.lockScreen.notYou')}
          </TextLink>
        </CardFooter>
      }
    >
      {/* Lets password managers pick the right account. */}
      <input type="email" name="email" autoComplete="username" value={user.email} readOnly hidden />
      <CurrentPasswordField field={current} shown={shown} autoFocus />
    </AccountFormCard>
  );
}
