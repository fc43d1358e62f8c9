import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import raEs from '../../locales/ra/es.json' with { type: 'json' };
import { submitLogin } from '../helpers/browser.js';
import { consoleSuite } from '../helpers/suite.js';

/*
 * Two-factor sign-in as a user meets it: set up from the user menu (the key read off the screen, the
 * code made from it as an authenticator app would), signed out, then signed in with the password and
 * a code. Once in English on a laptop, once in Spanish on a 390 px phone.
 */

const LOGIN = '/office/pages/login';

const PASSES = [
  {
    language: 'English',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    creds: { email: 'manager@demo.test', password: 'demo-manager-1' },
    words: en.twoFactor,
    errors: en.errors.twoFactor,
    login: { email: en.login.email, password: en.login.password, submit: en.login.submit },
    profile: /, profile$/,
    logout: 'Logout',
  },
  {
    language: 'Spanish',
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    creds: { email: 'owner2@demo.test', password: 'demo-owner-2' },
    words: es.twoFactor,
    errors: es.errors.twoFactor,
    login: { email: es.login.email, password: es.login.password, submit: es.login.submit },
    // On a phone the app bar shows the avatar alone, named "Perfil".
    profile: /, perfil$|^Perfil$/,
    logout: raEs.ra.auth.logout,
  },
];

/** A code for the next 30 seconds: later than the one that turned it on a moment ago. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('two-factor sign-in in the console', () => {
  const { server, freshPage } = consoleSuite();

  async function signIn(page: Page, pass: (typeof PASSES)[number]) {
    await page.goto(LOGIN);
    await page.getByRole('button', { name: pass.login.submit, exact: true }).waitFor();
    await submitLogin(page, pass.creds.email, pass.creds.password, pass.login);
  }

  async function fromUserMenu(page: Page, pass: (typeof PASSES)[number], entry: string) {
    await page.getByRole('button', { name: pass.profile }).click();
    await page.getByRole('menuitem', { name: entry, exact: true }).click();
  }

  for (const pass of PASSES)
    test(`is set up from the user menu and asked at the next sign-in (${pass.language}, ${pass.viewport.width} px)`, async () => {
      const page = await freshPage({ locale: pass.locale, viewport: pass.viewport });
      const { words } = pass;
      await signIn(page, pass);
      await page.waitForURL((url) => url.pathname !== LOGIN);

      await fromUserMenu(page, pass, words.menu);
      const dialog = page.getByRole('dialog', { name: words.title });
      await expect.poll(() => dialog.getByText(words.statusOff).isVisible()).toBe(true);
      await dialog.getByRole('button', { name: words.setUp, exact: true }).click();
      await dialog.getByRole('img', { name: words.qrAlt }).waitFor();
      const secret = await dialog.getByRole('textbox', { name: words.orType }).inputValue();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // Checked in the browser first: too few digits never reach the server.
      await dialog.getByRole('textbox', { name: words.code }).fill('123');
      await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
      await dialog.getByText(words.codeFormat).waitFor();
      await dialog.getByRole('textbox', { name: words.code }).fill(await generate({ secret }));
      await dialog.getByRole('button', { name: words.confirm, exact: true }).click();

      const codes = page.getByRole('dialog', { name: words.codesTitle });
      const list = codes.getByRole('list', { name: words.codesTitle });
      await list.waitFor();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
      const recovery = (await list.getByRole('listitem').first().textContent())!;
      expect(recovery).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      await codes.getByRole('button', { name: words.done, exact: true }).click();
      await codes.waitFor({ state: 'hidden' });

      await fromUserMenu(page, pass, pass.logout);
      await page.waitForURL((url) => url.pathname === LOGIN);
      await signIn(page, pass);
      // The password alone does not open the console: the code is asked, and a wrong one is refused.
      await page.getByRole('heading', { name: words.codeStepTitle }).waitFor();
      expect(new URL(page.url()).pathname).toBe(LOGIN);
      const field = page.getByRole('textbox', { name: words.codeOrRecovery });
      await field.fill((await nextCode(secret)) === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: words.verify, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: pass.errors.wrongCode }).waitFor();
      await field.fill(await nextCode(secret));
      await page.getByRole('button', { name: words.verify, exact: true }).click();
      await page.waitForURL((url) => url.pathname !== LOGIN);
      await page.getByRole('button', { name: pass.profile }).waitFor();
    });

  test('is set up at sign-in when the store asks for it, then the console opens', async () => {
    const owner = { email: 'admin@demo.test', password: 'demo-owner-1' };
    const res = await fetch(`${server().url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(owner),
    });
    const { data } = (await res.json()) as { data: { accessToken: string; store: { id: string } } };
    const turnOn = await fetch(`${server().url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.accessToken}` },
      body: JSON.stringify({
        query: 'mutation ($id: ID!) { updateStoreInfo(id: $id, two_factor: true) { id } }',
        variables: { id: data.store.id },
      }),
    });
    expect(((await turnOn.json()) as { errors?: unknown }).errors).toBeUndefined();

    const page = await freshPage();
    const words = en.twoFactor;
    await signIn(page, { ...PASSES[0]!, creds: owner });
    await page.getByRole('heading', { name: words.enrolStepTitle }).waitFor();
    await page.getByRole('img', { name: words.qrAlt }).waitFor();
    const secret = await page.getByRole('textbox', { name: words.orType }).inputValue();
    await page.getByRole('textbox', { name: words.code }).fill(await generate({ secret }));
    await page.getByRole('button', { name: words.confirm, exact: true }).click();
    const list = page.getByRole('list', { name: words.codesTitle });
    await list.waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
    expect(new URL(page.url()).pathname).toBe(LOGIN);
    await page.getByRole('button', { name: words.continue, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== LOGIN);
    await page.getByRole('button', { name: PASSES[0]!.profile }).waitFor();
  });
});
