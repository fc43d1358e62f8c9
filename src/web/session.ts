import { useSyncExternalStore } from 'react';
import type { AccessUser } from '../core/permissions';
import { watchAnswer } from './statusPages';

/** What the console keeps in the browser about the signed-in user (SPEC §3 "Kept in the browser"). */
export const SESSION_KEYS = [
  'sessionToken',
  'apollo-token',
  'tokenExpiry',
  'userInfo',
  'userJobs',
  'currentStore',
  'storeId',
  'stores',
  'loggedIn',
  'log_in',
] as const;

export interface StoredUser extends AccessUser {
  uid: string;
  displayName: string;
  email: string;
  photoURL: string | null;
  userRole: string;
  support?: boolean;
  /** Whether the user opened the current store: he may grant any right. */
  owner?: boolean;
  /** The jobs the user holds in the current store: he may lower them but not raise them. */
  jobIds?: string[];
}

export interface SessionData {
  accessToken: string;
  sessionToken?: string;
  userData: StoredUser;
  store: { id: string; name?: string; slug?: string };
  stores?: { id: string; name: string; slug: string }[];
}

/** The bearer token of every API call. */
export function getToken(): string | null {
  return localStorage.getItem('apollo-token');
}

export function tokenExpired(): boolean {
  const expiry = Number(localStorage.getItem('tokenExpiry') ?? 0);
  return !expiry || expiry * 1000 <= Date.now();
}

/** The expiry (seconds since epoch) written in a JWT. */
export function expiryOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return Number((JSON.parse(json) as { exp?: number }).exp ?? 0);
}

const listeners = new Set<() => void>();

/** Re-render whoever reads the session (sidebar, route guard) after it changes. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const l of listeners) l();
}

/** Keeps a successful sign-in, refresh or store switch. */
export function storeSession(data: SessionData): void {
  localStorage.setItem('apollo-token', data.accessToken);
  if (data.sessionToken) localStorage.setItem('sessionToken', data.sessionToken);
  localStorage.setItem('tokenExpiry', String(expiryOf(data.accessToken)));
  localStorage.setItem('userInfo', JSON.stringify(data.userData));
  localStorage.setItem('userJobs', JSON.stringify(data.userData.job ?? []));
  localStorage.setItem('currentStore', JSON.stringify(data.store));
  localStorage.setItem('storeId', data.store.id);
  if (data.stores) localStorage.setItem('stores', JSON.stringify(data.stores));
  localStorage.setItem('loggedIn', 'true');
  changed();
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The store the console works in now. */
export function currentStore(): { id: string; name?: string } | null {
  return readJson<{ id: string; name?: string }>('currentStore');
}

/** The stores the user may enter, as the server listed them at sign-in. */
export function knownStores(): { id: string; name: string }[] {
  return readJson<{ id: string; name: string }[]>('stores') ?? [];
}

/** New permissions pushed by the server for the signed-in user. */
export function updateUser(userData: StoredUser): void {
  localStorage.setItem('userInfo', JSON.stringify(userData));
  localStorage.setItem('userJobs', JSON.stringify(userData.job ?? []));
  changed();
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  changed();
}

let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

/** The signed-in user as stored; the same object until the stored value changes. */
export function storedUser(): StoredUser | null {
  const raw = localStorage.getItem('userInfo');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedUser = raw ? (JSON.parse(raw) as StoredUser) : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

/** The signed-in user, re-read whenever the session changes (sign-in, refresh, pushed permissions). */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeSession, storedUser);
}

export function signedIn(): boolean {
  return !!getToken() && !!storedUser();
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the stored token for a new one. Concurrent callers share one request, so a burst of
 * refused calls runs one refresh and all retry with its token.
 */
export function refreshSession(): Promise<boolean> {
  const token = getToken();
  if (!token) return Promise.resolve(false);
  refreshing ??= fetch('/api/auth/refresh-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ accessToken: token }),
  })
    .then(async (response) => {
      if (!response.ok) return false;
      const { data } = (await response.json()) as { data?: SessionData };
      if (!data?.accessToken) return false;
      // The session changed while the renewal was under way (signed out, or a new sign-in or store):
      // its answer is not kept, and what holds is whether a session is still open.
      const now = getToken();
      if (now !== token) return now !== null;
      storeSession(data);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** `fetch` with the bearer token; a 401 runs one refresh and the call is retried with the new token. */
export async function authFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | null) =>
    fetch(input, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token ?? ''}` },
    });
  const used = getToken();
  const answer = await (async () => {
    const first = await send(used);
    if (first.status !== 401) return first;
    // Refused with a token another call has already replaced: retry with the new one, no second refresh.
    if (getToken() !== used && getToken()) return send(getToken());
    return (await refreshSession()) ? send(getToken()) : first;
  })();
  watchAnswer(answer);
  return answer;
}
