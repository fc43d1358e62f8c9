import { useEffect, useRef, type ReactNode } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { routeDecision } from '../../core/permissions';
import { oidcConfig } from '../oidcConfig';
import { publishStoreEvent } from '../store/events';
import { ANALYTICS_PATH, NOT_AUTHORIZED_PATH } from '../../core/routes';
import { getToken, refreshSession, storedUser, updateUser, useStoredUser, type StoredUser } from '../session';
import { settledOrAfter } from '../settled';
import { versionCheck } from '../versionStore';

/** A pushed logout waits while a sign-in is under way: the `log_in` flag of SPEC §3 blocks it. */
const logoutBlocked = () => localStorage.getItem('log_in') === 'true';

/** The longest the live channel waits for the first page to settle before it connects. */
const LIVE_CHANNEL_WAIT_MS = 5_000;

/** What decides the pages and actions a user is shown: compared after a session is read again. */
const accessOf = (user: StoredUser | null) =>
  JSON.stringify(user && [user.userRole, user.support, user.owner, user.jobIds, user.job]);

let configPromise: Promise<{ idleTimeoutMs: number }> | null = null;
function consoleConfig() {
  configPromise ??= fetch('/api/config')
    .then((r) => r.json() as Promise<{ data: { idleTimeoutMs: number } }>)
    .then((r) => r.data)
    .catch(() => ({ idleTimeoutMs: 3_600_000 }));
  return configPromise;
}

/**
 * Everything a signed-in console keeps running: the route rules of SPEC §6, versionStore before
 * each page, the live channel (pushed permissions, session resets), token renewal and the idle
 * time-out.
 */
export function LiveSession({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const location = useLocation();
  const logout = useLogout();
  const notify = useNotify();
  const storeId = localStorage.getItem('storeId');
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    // Asked with the page's code by the sidebar's click and the console's first load (the same call
    // is not made twice); a page reached another way asks once drawn.
    const path = location.pathname + location.search;
    requestAnimationFrame(() => setTimeout(() => void versionCheck(path)));
  }, [location.pathname, location.search]);

  // Live channel: new permissions apply at once; a changed session token ends this session. It opens
  // once the first page has its data (its code is not on the first page's way); each time it has
  // (re)joined, the server's answer holds the user's rights as they are then.
  useEffect(() => {
    if (!storeId || !getToken()) return;
    let stopped = false;
    let connection: { disconnect(): void } | null = null;
    const applyRights = (userData: StoredUser) => {
      updateUser(userData);
      notify('session.permissionsChanged', { type: 'info' });
    };
    const end = (message: string) => {
      if (logoutBlocked()) return;
      notify(message, { type: 'warning' });
      void logout();
    };
    void settledOrAfter(LIVE_CHANNEL_WAIT_MS)
      .then(() => import('../realtime'))
      .then(({ connectRealtime }) => {
        if (stopped) return;
        connection = connectRealtime({
          storeId,
          token: getToken,
          onPermissions(payload) {
            const userData = (payload as { userData?: StoredUser }).userData;
            if (userData) applyRights(userData);
          },
          onSessionToken({ sessionToken }) {
            if (sessionToken !== localStorage.getItem('sessionToken')) end('session.ended');
          },
          onLogout() {
            end('session.ended');
          },
          onEvent: publishStoreEvent,
          // Each (re)join: events may have been missed before it, so listening screens read again.
          onJoined(userData) {
            publishStoreEvent('rejoined', null);
            // Rights changed before the socket joined: they apply as a push would have applied them.
            const now = userData as StoredUser | null | undefined;
            const held = storedUser();
            if (!stopped && now && held && accessOf(now) !== accessOf(held)) applyRights(now);
          },
        });
      });
    return () => {
      stopped = true;
      connection?.disconnect();
    };
  }, [storeId, logout, notify]);

  // A session opened through the identity provider keeps renewing there; when that ends, so does ours.
  useEffect(() => {
    void oidcConfig().then((cfg) => {
      if (cfg) void import('../oidc').then((m) => m.resumeOidcSession(cfg, () => void logout()));
    });
  }, [logout]);

  // Renew the token shortly before it expires while the console is open; a failed renewal signs out.
  useEffect(() => {
    // Nothing to renew before anyone signed in (a first visit on its way to the login page).
    if (!getToken()) return;
    let timer: ReturnType<typeof setTimeout>;
    const plan = () => {
      const expiry = Number(localStorage.getItem('tokenExpiry') ?? 0) * 1000;
      const wait = Math.max(5_000, expiry - Date.now() - 60_000);
      timer = setTimeout(() => {
        void refreshSession().then((ok) => {
          if (ok) plan();
          else if (!logoutBlocked()) {
            notify('session.ended', { type: 'warning' });
            void logout();
          }
        });
      }, wait);
    };
    plan();
    return () => clearTimeout(timer);
  }, [logout, notify]);

  // Idle time-out: no key, pointer or scroll activity for the configured time signs the user out.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idleMs = 3_600_000;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        notify('session.idle', { type: 'info' });
        void logout();
      }, idleMs);
    };
    void consoleConfig().then((c) => {
      idleMs = c.idleTimeoutMs;
      arm();
    });
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;
    for (const e of events) window.addEventListener(e, arm, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, arm);
    };
  }, [logout, notify]);

  if (user) {
    const decision = routeDecision(user, location.pathname);
    if (decision === 'not-authorized') return <Navigate to={NOT_AUTHORIZED_PATH} replace />;
    if (decision === 'analytics') return <Navigate to={ANALYTICS_PATH} replace />;
  }
  return <>{children}</>;
}
