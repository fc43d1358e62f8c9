/** What the console keeps in the browser about the signed-in user (SPEC §3 "Kept in the browser"). */
export const SESSION_KEYS = [
  'sessionToken',
  'apollo-token',
  'tokenExpiry',
  'userInfo',
  'userJobs',
  'currentStore',
  'storeId',
  'loggedIn',
] as const;

export function getToken(): string | null {
  return localStorage.getItem('sessionToken');
}

export function tokenExpired(): boolean {
  const expiry = Number(localStorage.getItem('tokenExpiry') ?? 0);
  return !expiry || expiry * 1000 <= Date.now();
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}

export interface StoredUser {
  uid: string;
  displayName: string;
  email: string;
  photoURL: string | null;
  userRole: string;
}

export function storedUser(): StoredUser | null {
  const raw = localStorage.getItem('userInfo');
  return raw ? (JSON.parse(raw) as StoredUser) : null;
}

/** The expiry (seconds since epoch) written in a JWT. */
export function expiryOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return Number((JSON.parse(json) as { exp?: number }).exp ?? 0);
}
