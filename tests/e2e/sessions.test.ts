import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOGIN_LABELS, submitLogin, sidebarEntry, sidebar } from '../helpers/browser.js';
import { DEMO, signIn, type TestServer } from '../helpers/server.js';
import { browserForFile, pathIs, pathOf, serverFor } from '../helpers/suite.js';
import { TAQUERIA_ITEM_NAMES } from '../../src/server/seed/demo-menu.js';

/*
 * Sessions as the people of Demo Bistro live them: who may sign in and where they land, the requested
 * page kept through sign-in, the "already logged in" warning, permissions and session resets pushed
 * live to an open console, token renewal (and its failure), the idle time-out and the store switch of
 * a support user. One server (PGlite, demo data) for most of the file; the token and idle flows each
 * get a short-lived server of their own with the timings they need. A fresh browser context per flow.
 */

const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const CASHIER = { email: 'cashier@demo.test', password: 'demo-cashier-1' };
const SUPPORT = { email: 'support@demo.test', password: 'demo-support-1' };

const ES_LOGIN_LABELS = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const LOGIN = '/office/pages/login';
const SUPPORT_LOGIN = '/office/pages/login/support';
const ANALYTICS = '/office/dashboard/analytics';

const openPage = browserForFile();
const freshPage = (server: TestServer, options: BrowserContextOptions = {}) => openPage(server.url, options);

/** Every path the page has shown (full loads and history changes alike), to prove where it never went. */
function pathsShown(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** Full document loads of the page from now on: a change applied "without reload" leaves it at 0. */
function documentLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The expiry (ms since epoch) written in a JWT. */
function expiryMs(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
  return payload.exp * 1000;
}

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

const sidebarSection = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

/** A row of a list, found by the exact text of one of its cells. */
const row = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

/** Opens the app bar's user menu and picks an entry. */
async function fromUserMenu(
  page: Page,
  entry: string,
  profile: string | RegExp = /, profile$/,
): Promise<void> {
  await page.getByRole('button', { name: profile }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

/** Signs in through the given login page and waits until the console has left it. */
async function signInAt(
  page: Page,
  creds: { email: string; password: string },
  { path = LOGIN, labels = LOGIN_LABELS }: { path?: string; labels?: typeof LOGIN_LABELS } = {},
): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: labels.submit, exact: true }).waitFor();
  await submitLogin(page, creds.email, creds.password, labels);
  await page.waitForURL((url) => url.pathname !== path);
}

interface JobModule {
  code: string;
  name?: string | null;
  status: boolean;
  permissions: { code: string; status: boolean }[];
}

describe('sessions', () => {
  const main = serverFor({});

  describe('signing in, by role', () => {
    test('the owner lands on the first enabled sidebar entry, and the sidebar shows Settings → System log', async () => {
      const page = await freshPage(main());
      await signInAt(page, DEMO);

      await page.waitForURL(pathIs(ANALYTICS));
      await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
      // The page shown is the first entry of the sidebar.
      const first = sidebar(page).getByRole('link').first();
      expect(await first.getAttribute('href')).toBe(ANALYTICS);
      await sidebarSection(page, 'Settings').getByRole('link', { name: 'System log', exact: true }).waitFor();

      await sidebarEntry(page, 'System log').click();
      await page.waitForURL(pathIs('/office/pages/system-logs'));
      await page.getByRole('heading', { name: 'System log', exact: true, level: 1 }).waitFor();
    });

    test('the manager has no System log, and opening it sends them to the analytics dashboard', async () => {
      const page = await freshPage(main());
      await signInAt(page, MANAGER);
      await page.waitForURL(pathIs(ANALYTICS));

      await sidebarEntry(page, 'Categories').waitFor();
      await sidebarEntry(page, 'Jobs').waitFor();
      expect(await sidebarEntry(page, 'System log').count()).toBe(0);
      expect(await sidebarSection(page, 'Settings').count()).toBe(0);

      await page.goto('/office/pages/system-logs');
      await page.waitForURL(pathIs(ANALYTICS));
      await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
      expect(await sidebarEntry(page, 'System log').count()).toBe(0);
    });

    for (const [language, locale, labels, refusal] of [
      ['English', 'en-US', LOGIN_LABELS, 'You are not authorized!'],
      ['Spanish', 'es-ES', ES_LOGIN_LABELS, '¡No está autorizado!'],
    ] as const) {
      test(`the cashier (no office module) is refused with "${refusal}" and stays on the login page (${language})`, async () => {
        const page = await freshPage(main(), { locale });
        const paths = pathsShown(page);
        await page.goto(LOGIN);
        await submitLogin(page, CASHIER.email, CASHIER.password, labels);

        await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
        expect(pathOf(page)).toBe(LOGIN);
        expect(paths.every((p) => p === LOGIN)).toBe(true);
        expect(await stored(page, 'apollo-token')).toBeNull();
        await page.getByRole('button', { name: labels.submit, exact: true }).waitFor();
      });
    }

    test('the support user signs in on the support page and returns there on logout', async () => {
      const page = await freshPage(main());
      await page.goto(SUPPORT_LOGIN);
      await page.getByText('Support sign-in', { exact: true }).waitFor();
      await submitLogin(page, SUPPORT.email, SUPPORT.password);
      await page.waitForURL(pathIs(ANALYTICS));
      await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
      // Support enters any store with everything open.
      await sidebarEntry(page, 'System log').waitFor();

      await fromUserMenu(page, 'Logout');
      await page.waitForURL(pathIs(SUPPORT_LOGIN));
      await page.getByText('Support sign-in', { exact: true }).waitFor();
      expect(await stored(page, 'apollo-token')).toBeNull();
    });
  });

  test('a signed-out visit to the menu items is sent to sign in and back to the menu items', async () => {
    const page = await freshPage(main());
    await page.goto('/office/pages/menu-items');
    await page.waitForURL(pathIs(LOGIN));

    await submitLogin(page, DEMO.email, DEMO.password);
    await page.waitForURL(pathIs('/office/pages/menu-items'));
    await row(page, 'Bruschetta Trio').waitFor();
    expect(pathOf(page)).toBe('/office/pages/menu-items');
  });

  for (const [language, locale, labels, warning, proceed, heading] of [
    [
      'English',
      'en-US',
      LOGIN_LABELS,
      'You are already logged in!',
      'Continue to the console',
      'Your store at a glance',
    ],
    [
      'Spanish',
      'es-ES',
      ES_LOGIN_LABELS,
      '¡Ya ha iniciado sesión!',
      'Continuar a la consola',
      'Su tienda de un vistazo',
    ],
  ] as const) {
    test(`the login page opened while signed in says "${warning}" and leads back in (${language})`, async () => {
      const page = await freshPage(main(), { locale });
      await signInAt(page, DEMO, { labels });
      await page.getByRole('heading', { name: heading }).waitFor();

      await page.goto(LOGIN);
      await page.getByRole('status').filter({ hasText: warning }).waitFor();
      await page.getByRole('button', { name: proceed, exact: true }).click();
      await page.waitForURL(pathIs(ANALYTICS));
      await page.getByRole('heading', { name: heading }).waitFor();
      // Still the same session: nothing was signed out on the way.
      expect(await stored(page, 'apollo-token')).not.toBeNull();
    });
  }

  test('a job edited by the owner changes the open console of its holder at once, without reload', async () => {
    const page = await freshPage(main());
    await signInAt(page, MANAGER);
    await page.goto('/office/pages/category');
    await row(page, 'Starters').waitFor();
    await sidebarEntry(page, 'Categories').waitFor();
    const loads = documentLoads(page);

    const owner = await signIn(main());
    const { data } = await owner.gql<{ allJobs: { id: string; name: string; modules: JobModule[] }[] }>(
      '{ allJobs(perPage: 50) { id name modules { code name status permissions { code status } } } }',
    );
    const job = data!.allJobs.find((j) => j.name === 'Manager')!;
    const saveModules = async (modules: JobModule[]) => {
      const answer = await owner.gql(
        'mutation ($id: ID!, $modules: [JobModulesInput!]) { updateJob(id: $id, modules: $modules) { id } }',
        { id: job.id, modules },
      );
      expect(answer.errors).toBeUndefined();
    };
    const businessInfoOff = job.modules.map((m) =>
      m.code === 'business-info'
        ? { ...m, status: false, permissions: m.permissions.map((p) => ({ ...p, status: false })) }
        : m,
    );
    expect(job.modules.find((m) => m.code === 'business-info')!.status).toBe(true);

    try {
      await saveModules(businessInfoOff);
      await page.waitForURL(pathIs(ANALYTICS), { timeout: 5_000 });
      await page.getByText('Your permissions were changed.', { exact: true }).waitFor();
      await sidebarEntry(page, 'Categories').waitFor({ state: 'detached', timeout: 5_000 });
      expect(await sidebarEntry(page, 'Departments').count()).toBe(0);
      // What the job still opens stays in the sidebar.
      await sidebarEntry(page, 'Menu Items').waitFor();
      expect(loads.count).toBe(0);

      await saveModules(job.modules);
      await sidebarEntry(page, 'Categories').waitFor({ timeout: 5_000 });
      await sidebarEntry(page, 'Categories').click();
      await page.waitForURL(pathIs('/office/pages/category'));
      await row(page, 'Starters').waitFor();
      expect(loads.count).toBe(0);
    } finally {
      await saveModules(job.modules);
    }
  });

  test('Reset sessions asks for the password, then signs out everyone of the store', async () => {
    const managerPage = await freshPage(main());
    await signInAt(managerPage, MANAGER);
    await managerPage.goto('/office/pages/category');
    await row(managerPage, 'Starters').waitFor();

    const ownerPage = await freshPage(main());
    await signInAt(ownerPage, DEMO);
    await ownerPage.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
    await fromUserMenu(ownerPage, 'Reset sessions');
    const dialog = ownerPage.getByRole('dialog', { name: 'Sign out every user of this store?' });
    const key = dialog.getByLabel('Your password', { exact: true });

    await key.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Reset sessions', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The key is not correct' }).waitFor();
    // Nobody was signed out by a wrong key.
    expect(pathOf(ownerPage)).toBe(ANALYTICS);
    expect(pathOf(managerPage)).toBe('/office/pages/category');

    await key.fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Reset sessions', exact: true }).click();
    await ownerPage.waitForURL(pathIs(LOGIN));
    expect(await stored(ownerPage, 'apollo-token')).toBeNull();

    // The manager's console, untouched, follows on its own.
    await managerPage.waitForURL(pathIs(LOGIN), { timeout: 10_000 });
    await managerPage.getByText('Your session was ended. Sign in again.', { exact: true }).waitFor();
    await managerPage.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await stored(managerPage, 'apollo-token')).toBeNull();
  });

  test('the support user switches to Demo Taqueria and sees its menu, not Demo Bistro’s', async () => {
    const page = await freshPage(main());
    await signInAt(page, SUPPORT, { path: SUPPORT_LOGIN });
    await page.waitForURL(pathIs(ANALYTICS));
    expect(JSON.parse((await stored(page, 'currentStore'))!)).toMatchObject({ name: 'Demo Bistro' });

    await fromUserMenu(page, 'Switch store');
    await page.waitForURL(pathIs('/office/pages/select-store'));
    await page.getByRole('button', { name: /Demo Taqueria/ }).click();
    await page.waitForURL(pathIs(ANALYTICS));
    await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
    expect(JSON.parse((await stored(page, 'currentStore'))!)).toMatchObject({ name: 'Demo Taqueria' });

    await sidebarEntry(page, 'Menu Items').click();
    await page.waitForURL(pathIs('/office/pages/menu-items'));
    await row(page, 'Taco al pastor').waitFor();
    await row(page, 'Quesadilla').waitFor();
    // The header and the taqueria's items (one page holds them all).
    expect(await page.getByRole('row').count()).toBe(TAQUERIA_ITEM_NAMES.length + 1);
    expect(await row(page, 'Bruschetta Trio').count()).toBe(0);
  });

  describe('token renewal (3 s tokens, refreshable for 10 minutes)', () => {
    const server = serverFor({ tokenTtl: 3, refreshGrace: 600 });

    /** The token calls in the order they were answered: `refresh <status>` and `graphql 401`. */
    function watchTokens(page: Page): string[] {
      const log: string[] = [];
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path === '/api/auth/refresh-token') log.push(`refresh ${response.status()}`);
        if (path === '/api/graphql' && response.status() === 401) log.push('graphql 401');
      });
      return log;
    }

    test('an expired token is renewed on the way to another list, without the login page', async () => {
      const page = await freshPage(server());
      await signInAt(page, DEMO);
      await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
      const before = (await stored(page, 'apollo-token'))!;
      const log = watchTokens(page);
      const paths = pathsShown(page);

      await sleepUntil(expiryMs(before) + 500);
      await sidebarEntry(page, 'Categories').click();
      await page.waitForURL(pathIs('/office/pages/category'));
      await row(page, 'Starters').waitFor();

      expect(paths).not.toContain(LOGIN);
      expect(log).toContain('refresh 200');
      const after = await stored(page, 'apollo-token');
      expect(after).not.toBeNull();
      expect(after).not.toBe(before);
    });

    test('a call refused with 401 is refreshed once and retried, and the list loads', async () => {
      const page = await freshPage(server());
      await signInAt(page, DEMO);
      // The console believes its token good for an hour, so that only the server's 401 can start a
      // refresh. It renews a stored session as it opens: that renewal is let through first.
      const believeFresh = () =>
        page.evaluate(() =>
          localStorage.setItem('tokenExpiry', String(Math.floor(Date.now() / 1000) + 3600)),
        );
      await believeFresh();
      const renewal = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/refresh-token');
      await page.reload();
      expect((await renewal).status()).toBe(200);
      await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
      await believeFresh();
      const before = (await stored(page, 'apollo-token'))!;
      const log = watchTokens(page);
      const paths = pathsShown(page);

      await sleepUntil(expiryMs(before) + 500);
      await sidebarEntry(page, 'Taxes').click();
      await page.waitForURL(pathIs('/office/pages/taxes'));
      await row(page, 'State sales tax').waitFor();

      // Refused first, then one refresh, whose token the refused calls were sent again with.
      expect(log[0]).toBe('graphql 401');
      expect(log.filter((e) => e.startsWith('refresh'))).toEqual(['refresh 200']);
      expect(paths).not.toContain(LOGIN);
      const after = await stored(page, 'apollo-token');
      expect(after).not.toBeNull();
      expect(after).not.toBe(before);
    });
  });

  describe('token renewal refused (2 s tokens, refreshable for 1 s)', () => {
    const server = serverFor({ tokenTtl: 2, refreshGrace: 1 });

    test(
      'a token past its refresh grace ends the session: the next page is the login page',
      { timeout: 60_000 },
      async () => {
        const page = await freshPage(server());
        await signInAt(page, DEMO);
        await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
        const refreshes: number[] = [];
        let asked = 0;
        page.on('request', (r) => {
          if (new URL(r.url()).pathname === '/api/auth/refresh-token') asked++;
        });
        page.on('response', (r) => {
          if (new URL(r.url()).pathname === '/api/auth/refresh-token') refreshes.push(r.status());
        });
        // A slow machine may see the 2 s token expire while the dashboard loads and renew it within its
        // grace, and the console renews it on its own 5 s after it opened: each renewal gives a new
        // token. Wait past the grace of the token in use, and start again if it was renewed meanwhile.
        // If the console's own renewal came past the grace first, it ended the session already: sign in
        // again and start over.
        let before: number;
        for (;;) {
          await sleepUntil(Date.now() + 300);
          while (asked > refreshes.length) await sleepUntil(Date.now() + 50);
          const token = await stored(page, 'apollo-token');
          if (token === null) {
            await signInAt(page, DEMO);
            await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
            continue;
          }
          before = refreshes.length;
          await sleepUntil(expiryMs(token) + 1_600);
          if (asked !== before || (await stored(page, 'apollo-token')) !== token) continue;
          // Past the grace, before the console's next renewal comes due (5 s after the last). A loaded
          // machine may reach that renewal first, which ends the session on its own (the next test):
          // then sign in again and start over.
          const clicked = await sidebarEntry(page, 'Categories')
            .click({ timeout: 2_000 })
            .then(() => true)
            .catch(() => false);
          if (clicked) break;
          await page.waitForURL(pathIs(LOGIN));
          await signInAt(page, DEMO);
          await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
        }
        await page.waitForURL(pathIs(LOGIN));
        await page.getByText('Your session was ended. Sign in again.', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        expect(refreshes.slice(before)).toContain(401);
        expect(refreshes.slice(before)).not.toContain(200);
        expect(await row(page, 'Starters').count()).toBe(0);
        expect(await stored(page, 'apollo-token')).toBeNull();
      },
    );

    test(
      'a console left open past the refresh grace signs out on its own at the next renewal',
      { timeout: 60_000 },
      async () => {
        const page = await freshPage(server());
        await signInAt(page, DEMO);
        await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();

        // The renewal is planned 5 s ahead at the earliest; a loaded machine adds to that.
        await page.waitForURL(pathIs(LOGIN), { timeout: 25_000 });
        await page.getByText('Your session was ended. Sign in again.', { exact: true }).waitFor();
        expect(await stored(page, 'apollo-token')).toBeNull();
      },
    );
  });

  describe('idle time-out (3 s)', () => {
    const server = serverFor({ idleTimeoutMs: 3_000 });

    test('activity keeps the session open; 3 s without any signs the user out', async () => {
      const page = await freshPage(server());
      await signInAt(page, DEMO);
      await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();

      // Someone moving the pointer around for 5 s stays signed in.
      const busyUntil = Date.now() + 5_000;
      for (let x = 200; Date.now() < busyUntil; x = x === 200 ? 400 : 200) {
        await page.mouse.move(x, 300);
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(pathOf(page)).toBe(ANALYTICS);

      const idleSince = Date.now();
      await page.waitForURL(pathIs(LOGIN), { timeout: 10_000 });
      await page.getByText('You were signed out after a period without activity.', { exact: true }).waitFor();
      expect(Date.now() - idleSince).toBeGreaterThanOrEqual(2_500);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      expect(await stored(page, 'apollo-token')).toBeNull();
    });
  });
});
