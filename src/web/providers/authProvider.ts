import type { AuthProvider } from 'react-admin';
import { firstEnabledPath, sidebarEntryEnabled } from '../../core/permissions';
import { ANALYTICS_PATH, LOGIN_PATH, SUPPORT_LOGIN_PATH } from '../../core/routes';
import { oidcConfig } from '../oidcConfig';
import {
  clearSession,
  getToken,
  refreshSession,
  storeSession,
  storedUser,
  tokenExpired,
  type StoredUser,
} from '../session';
import { signIn } from './signIn';

export { storeSession };
export { LoginError } from './signIn';

/** Pages where a refused call must not sign the user out: they are signing in or setting a password. */
const AUTH_PAGES = /\/pages\/(login|forgot-password|reset-password|lock-screen|register)/;

/** The first sidebar entry the user may open, else the analytics dashboard. */
export function homeFor(user: StoredUser | null): string {
  return user ? firstEnabledPath(user) : ANALYTICS_PATH;
}

/** Where to go after signing in: the page asked for, else the first enabled sidebar entry. */
export function afterLoginPath(user: StoredUser | null, requested?: string | null): string {
  if (requested && requested !== '/' && !AUTH_PAGES.test(requested)) return requested;
  return homeFor(user);
}

export const authProvider: AuthProvider = {
  async login({
    email,
    password,
    nextPathname,
    support = false,
  }: {
    email: string;
    password: string;
    nextPathname?: string;
    /** Signing in at the support sign-in page. */
    support?: boolean;
  }) {
    localStorage.setItem('log_in', 'true');
    try {
      const data = await signIn(email, password, support);
      if ('challenge' in data) return { twoFactor: data };
      storeSession(data);
      return { redirectTo: afterLoginPath(data.userData, nextPathname) };
    } finally {
      localStorage.removeItem('log_in');
    }
  },
  async logout() {
    const wasSupport = storedUser()?.support === true;
    clearSession();
    // A session opened through the identity provider stops renewing too.
    void oidcConfig()
      .then((cfg) => (cfg ? import('../oidc').then((m) => m.endOidcSession(cfg)) : undefined))
      .catch((err: unknown) => console.warn('ending the identity provider session failed', err));
    return wasSupport ? SUPPORT_LOGIN_PATH : LOGIN_PATH;
  },
  async checkAuth() {
    if (!getToken() || !storedUser()) {
      clearSession();
      throw { redirectTo: LOGIN_PATH, message: false };
    }
    if (tokenExpired() && !(await refreshSession())) {
      throw { redirectTo: storedUser()?.support ? SUPPORT_LOGIN_PATH : LOGIN_PATH, message: 'session.ended' };
    }
  },
  async checkError(error: { status?: number }) {
    if (error?.status !== 401) return;
    if (localStorage.getItem('log_in') || AUTH_PAGES.test(window.location.pathname)) return;
    // A refused call means a session that was open has ended (a first visit never gets this far: the
    // sign-in page opens on its own, see main.tsx).
    throw { redirectTo: storedUser()?.support ? SUPPORT_LOGIN_PATH : LOGIN_PATH, message: 'session.ended' };
  },
  async getIdentity() {
    const user = storedUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.uid, fullName: user.displayName, avatar: user.photoURL ?? undefined };
  },
  async getPermissions() {
    return storedUser();
  },
  async canAccess({ resource }: { resource?: string; action: string }) {
    return mayAccess(resource);
  },
};

/** canAccess's answer, known at once: the signed-in user's jobs open the resource's page. */
function mayAccess(resource: string | undefined): boolean {
  const user = storedUser();
  if (!user) return false;
  return resource ? sidebarEntryEnabled(user, `/${resource}`) : true;
}

/**
 * What react-admin's auth checks will answer, when it is known without waiting: while a session is
 * open and its token still valid, `checkAuth` passes and `canAccess` is the user's jobs' answer. A page
 * seeds its checks with it, so it renders and asks for its data at once instead of one render later;
 * the checks still run as before (the seed is stale at once) and their own answer replaces it. Signed
 * out or with a token to renew, nothing is known: the checks decide, as they did.
 */
export function knownAuthAnswer(queryKey: readonly unknown[]): boolean | undefined {
  if (queryKey[0] !== 'auth' || !getToken() || !storedUser() || tokenExpired()) return undefined;
  if (queryKey[1] === 'checkAuth') return true;
  if (queryKey[1] === 'canAccess') {
    const params = queryKey[2] as { resource?: string; recordId?: unknown } | undefined;
    return mayAccess(params?.resource);
  }
  return undefined;
}
