import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
// @ts-expect-error oidc-provider ships no type declarations
import OidcProvider from 'oidc-provider';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newContext } from '../helpers/browser.js';
import { startServer, type TestServer } from '../helpers/server.js';

/*
 * Sign-in with an external identity provider: a real OpenID provider (oidc-provider, with its
 * development login page, where any password is accepted) runs in this process, and the console is
 * started with it as its issuer. The browser goes to the provider and back to /office/callback.
 */

/** The little of oidc-provider's API used here. */
interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface OidcContext {
  oidc: {
    provider: {
      Grant: { new (init: { clientId: string; accountId: string }): Grant; find(id: string): Promise<Grant> };
    };
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
}
interface Provider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
const Provider = OidcProvider as new (issuer: string, configuration: Record<string, unknown>) => Provider;

const CLIENT_ID = 'comanda-office';
const MANAGER = { email: 'manager@demo.test', name: 'Marco Manager' };

let server: TestServer;
let browser: Browser;
let idp: Server;
let issuer: string;
let signingKey: JWK;
const contexts: BrowserContext[] = [];

/** Listens on a free port of 127.0.0.1 and answers with its port. */
function listen(http: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve((http.address() as AddressInfo).port));
  });
}

/** The provider: one public client (the console, PKCE), accounts named by the e-mail typed at login. */
async function identityProvider(consoleUrl: string): Promise<Provider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  return new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${consoleUrl}/office/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The console reads the e-mail from the ID token, not from the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    clientBasedCORS: (_ctx: unknown, origin: string) => origin === consoleUrl,
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: sub, email_verified: true, name: sub === MANAGER.email ? MANAGER.name : sub };
        },
      };
    },
    // Every scope the console asks for is granted at once: no consent page.
    async loadExistingGrant(ctx: OidcContext) {
      const { provider, client, session } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });
}

beforeAll(async () => {
  // The issuer must be known before the console starts, and the console's address before the
  // provider is built: reserve the provider's port first, and hand it its handler afterwards.
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  idp = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  issuer = `http://127.0.0.1:${await listen(idp)}`;
  [server, browser] = await Promise.all([
    startServer('pglite', { oidc: { issuer, clientId: CLIENT_ID } }),
    launchBrowser(),
  ]);
  const provider = await identityProvider(server.url);
  handler = provider.callback();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  idp?.closeAllConnections();
  await new Promise((resolve) => idp?.close(resolve));
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function freshPage(): Promise<Page> {
  const context = await newContext(browser, server.url);
  contexts.push(context);
  return context.newPage();
}

const pathIs = (path: string) => (url: URL) => url.pathname === path;

/** From the console's login page to the provider's, and signs in there as `login`. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.goto('/office/pages/login');
  await page.getByRole('button', { name: 'Sign in with your organization' }).click();
  await page.waitForURL((url) => url.origin === issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

describe('sign-in with an identity provider', () => {
  test('the console tells the login page about the provider', async () => {
    const res = await fetch(`${server.url}/api/config`);
    const body = (await res.json()) as { data: { oidc: unknown } };
    expect(body.data.oidc).toEqual({ issuer, clientId: CLIENT_ID });
  });

  test('signs a known user in through the provider and opens the console', async () => {
    const page = await freshPage();
    const callbacks: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/office/callback')
        callbacks.push(frame.url());
    });
    await signInAtProvider(page, MANAGER.email);
    await page.waitForURL(pathIs('/office/dashboard/analytics'));
    expect(callbacks.length).toBeGreaterThan(0);
    expect(new URL(callbacks[0]!).searchParams.get('code')).toBeTruthy();
    await page.getByRole('banner').getByText(MANAGER.name).waitFor();

    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('apollo-token') ?? ''}`,
        },
        body: JSON.stringify({ query: '{ _allCategoriesMeta { count } }' }),
      });
      return {
        status: res.status,
        body: (await res.json()) as { data?: { _allCategoriesMeta: { count: number } } },
      };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?._allCategoriesMeta.count).toBeGreaterThan(0);
  });

  test('an e-mail the console does not know ends on the callback page with the wrong-credentials message', async () => {
    const page = await freshPage();
    await signInAtProvider(page, 'stranger@example.test');
    await page.waitForURL(pathIs('/office/callback'));
    await page.getByRole('alert').filter({ hasText: 'Wrong Email or Password' }).waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(pathIs('/office/pages/login'));
    expect(await page.evaluate(() => localStorage.getItem('apollo-token'))).toBeNull();
  });

  test("checks the audience, the expiry and the verified e-mail of the provider's tokens", async () => {
    const key = await importJWK(signingKey, 'RS256');
    const token = (claims: Record<string, unknown>, { aud = CLIENT_ID, exp = '5m' } = {}) =>
      new SignJWT({ email: MANAGER.email, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid! })
        .setIssuer(issuer)
        .setAudience(aud)
        .setSubject('someone')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
    const post = async (idToken: string) => {
      const res = await fetch(`${server.url}/api/auth/oidc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const invalid = { status: 401, body: { message: 'Token invalid', key: 'errors.tokenInvalid' } };

    const ok = await post(await token({ email: 'MANAGER@demo.test', email_verified: true }));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ accessToken: expect.any(String), store: { name: 'Demo Bistro' } });

    expect(await post(await token({}, { aud: 'another-client' }))).toEqual(invalid);
    expect(await post(await token({}, { exp: '-1m' }))).toEqual(invalid);
    expect(await post(await token({ email_verified: false }))).toEqual(invalid);
    expect(await post(await token({ email: undefined }))).toEqual(invalid);
    expect(await post('not-a-token')).toEqual(invalid);
    expect(await post(await token({ email: 'stranger@example.test' }))).toEqual({
      status: 401,
      body: { message: 'Wrong Email or Password', key: 'login.wrongCredentials' },
    });
  });

  test('refuses an ID token the provider did not sign', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forge = (kid: string) =>
      new SignJWT({ email: MANAGER.email, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(issuer)
        .setAudience(CLIENT_ID)
        .setSubject(MANAGER.email)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
    // Under the provider's own key id, and under one it never published.
    for (const idToken of [await forge(signingKey.kid!), await forge('another-key')]) {
      const res = await fetch(`${server.url}/api/auth/oidc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Token invalid', key: 'errors.tokenInvalid' });
    }
  });
});
