import type { AuthProvider } from 'react-admin';
import { LOGIN_PATH } from '../../core/routes';
import { clearSession, expiryOf, getToken, storedUser, tokenExpired } from '../session';

export class LoginError extends Error {}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    let response: Response;
    try {
      response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, password, employees: false }),
      });
    } catch {
      throw new LoginError('login.failed');
    }
    if (response.status === 401) throw new LoginError('login.wrongCredentials');
    if (!response.ok) throw new LoginError('login.failed');
    const { data } = (await response.json()) as {
      data?: { accessToken: string; userData: { job?: unknown[] }; store: { id: string } };
    };
    if (!data?.userData) throw new LoginError('login.wrongCredentials');
    localStorage.setItem('sessionToken', data.accessToken);
    localStorage.setItem('apollo-token', data.accessToken);
    localStorage.setItem('tokenExpiry', String(expiryOf(data.accessToken)));
    localStorage.setItem('userInfo', JSON.stringify(data.userData));
    localStorage.setItem('userJobs', JSON.stringify(data.userData.job ?? []));
    localStorage.setItem('currentStore', JSON.stringify(data.store));
    localStorage.setItem('storeId', data.store.id);
    localStorage.setItem('loggedIn', 'true');
  },
  async logout() {
    clearSession();
    return LOGIN_PATH;
  },
  async checkAuth() {
    if (!getToken() || tokenExpired()) {
      clearSession();
      throw { redirectTo: LOGIN_PATH, message: false };
    }
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: LOGIN_PATH, message: false };
    }
  },
  async getIdentity() {
    const user = storedUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.uid, fullName: user.displayName, avatar: user.photoURL ?? undefined };
  },
  async getPermissions() {
    return storedUser()?.userRole ?? null;
  },
};
