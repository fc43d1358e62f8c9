import { isMaintenance, showStatusPage } from '../statusPages';
import { MAINTENANCE_PATH } from '../../core/routes';
import type { SessionData } from '../session';
import { challengeIn, type TwoFactorChallenge } from '../two-factor/challenge';

/** A refused sign-in; its message is the phrase key to show. */
export class LoginError extends Error {}

/**
 * The password step of signing in: a session, or the two-factor challenge that comes before one. On
 * its own, without the console's permissions, so the sign-in page does not load them.
 */
export async function signIn(
  email: string,
  password: string,
  support: boolean,
): Promise<SessionData | TwoFactorChallenge> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password, employees: false, support }),
    });
  } catch {
    throw new LoginError('login.failed');
  }
  if (isMaintenance(response)) {
    // Everyone but support: the maintenance page instead of the console.
    showStatusPage(MAINTENANCE_PATH);
    throw new LoginError('account.maintenance.title');
  }
  if (response.status === 401) throw new LoginError('login.wrongCredentials');
  if (response.status === 429) throw new LoginError('login.tooManyAttempts');
  if (response.status === 403) {
    // Refused at the wrong sign-in page (support or not): the server names which.
    const body = (await response.json().catch(() => ({}))) as { key?: string };
    throw new LoginError(body.key?.startsWith('login.') ? body.key : 'errors.notAuthorized');
  }
  if (!response.ok) throw new LoginError('login.failed');
  const { data } = (await response.json()) as { data?: SessionData };
  // Two-factor sign-in: no session yet, a code (or its setup) comes first.
  const challenge = challengeIn(data);
  if (challenge) return challenge;
  if (!data?.userData) throw new LoginError('login.wrongCredentials');
  return data;
}
