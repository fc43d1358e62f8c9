import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { CALLBACK_PATH } from '../core/routes';
import type { SessionData } from './session';

/** The identity provider as GET /api/config describes it. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
}

/** A sign-in with the identity provider that did not end in a console session; `key` is a locale key. */
export class OidcSignInError extends Error {
  constructor(
    readonly key: string,
    message = key,
  ) {
    super(message);
  }
}

let manager: UserManager | null = null;
let managerFor = '';

/** The one UserManager of the page, for the provider currently configured. */
function userManager(cfg: OidcConfig): UserManager {
  const key = `${cfg.issuer}\n${cfg.clientId}`;
  if (manager && managerFor === key) return manager;
  manager?.stopSilentRenew();
  const callback = `${window.location.origin}/office${CALLBACK_PATH}`;
  manager = new UserManager({
    authority: cfg.issuer,
    client_id: cfg.clientId,
    redirect_uri: callback,
    // The same page answers in the hidden frame of a silent renewal.
    silent_redirect_uri: callback,
    automaticSilentRenew: true,
    response_type: 'code',
    scope: 'openid profile email',
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
  managerFor = key;
  return manager;
}

/** Sends the browser to the provider's sign-in page; it comes back to /office/callback. */
export function startOidcSignIn(cfg: OidcConfig): Promise<void> {
  return userManager(cfg).signinRedirect();
}

/** Whether this page runs in the hidden frame of a silent renewal. */
export function inSilentFrame(): boolean {
  return window.self !== window.top;
}

/** In the hidden frame: hands the provider's answer to the page that started the renewal. */
export function completeSilentRenew(cfg: OidcConfig): Promise<void> {
  return userManager(cfg).signinSilentCallback();
}

// Completing twice (React runs effects twice in development) must not spend the code twice.
let completing: { url: string; result: Promise<{ data: SessionData }> } | null = null;

/**
 * On /office/callback: exchanges the code for the provider's tokens, then the ID token for a console
 * session. Resolves with the server's answer; rejects with an OidcSignInError.
 */
export function completeOidcSignIn(cfg: OidcConfig): Promise<{ data: SessionData }> {
  const url = window.location.href;
  if (completing?.url === url) return completing.result;
  const result = (async () => {
    let idToken: string | undefined;
    try {
      idToken = (await userManager(cfg).signinRedirectCallback(url)).id_token;
    } catch (err) {
      throw new OidcSignInError('oidc.failed', (err as Error).message);
    }
    if (!idToken) throw new OidcSignInError('oidc.failed', 'The identity provider sent no ID token');
    let response: Response;
    try {
      response = await fetch('/api/auth/oidc', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ idToken }),
      });
    } catch {
      throw new OidcSignInError('login.failed');
    }
    const body = (await response.json().catch(() => null)) as {
      data?: SessionData;
      message?: string;
      key?: string;
    } | null;
    if (!response.ok || !body?.data?.accessToken)
      throw new OidcSignInError(body?.key ?? 'oidc.failed', body?.message ?? `HTTP ${response.status}`);
    return { data: body.data };
  })();
  completing = { url, result };
  return result;
}

/**
 * After a page load: picks the provider session kept in this tab back up, so its silent renewal goes on.
 * `onEnded` runs when the provider no longer renews it (signed out there, or unreachable).
 */
export async function resumeOidcSession(cfg: OidcConfig, onEnded?: () => void): Promise<boolean> {
  const um = userManager(cfg);
  if (onEnded) um.events.addSilentRenewError(onEnded);
  return !!(await um.getUser());
}

/** Forgets the provider session kept in this tab and stops renewing it (on sign-out). */
export async function endOidcSession(cfg: OidcConfig): Promise<void> {
  const um = userManager(cfg);
  um.stopSilentRenew();
  await um.removeUser();
}
