import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_SUPPORT } from '../../src/server/seed/demo.js';
import { DEMO } from '../helpers/server.js';
import { sidebar, sidebarEntry, signInThroughUi, submitLogin } from '../helpers/browser.js';
import { consoleSuite, pathIs, pathOf, textbox } from '../helpers/suite.js';

/*
 * The account and status screens as a visitor sees them: registration checks made before anything is
 * sent, the terms of service, the forgotten-password answer, and the status pages in both languages.
 * One real server (PGlite, demo data) for the file, a fresh browser context per test.
 */

/** Collects the calls the page makes to `path`, to show that a refused form sends nothing. */
function callsTo(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.method());
  });
  return calls;
}

describe('account and status pages', () => {
  const { freshPage } = consoleSuite();

  async function fillRegistration(
    page: Page,
    {
      password,
      confirmation,
      terms = true,
      birthDate = '1990-04-12',
    }: { password: string; confirmation: string; terms?: boolean; birthDate?: string },
  ): Promise<void> {
    await textbox(page, 'Display name').fill('Ana Pérez');
    await textbox(page, 'Email').fill('ana@example.test');
    await page.getByLabel('Date of birth').fill(birthDate);
    await textbox(page, 'Password').fill(password);
    await textbox(page, 'Confirm password').fill(confirmation);
    if (terms) await page.getByRole('checkbox', { name: /terms of service/ }).check();
  }

  test('register: someone under 18 is told so before anything is sent', async () => {
    const page = await freshPage();
    const calls = callsTo(page, '/api/auth/register');
    await page.goto('/office/pages/register');
    await page.getByRole('heading', { name: 'Create your account', level: 1 }).waitFor();
    const year = new Date().getFullYear() - 17;
    await fillRegistration(page, {
      password: 'long-enough-1',
      confirmation: 'long-enough-1',
      birthDate: `${year}-01-01`,
    });
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByText('You must be at least 18 years old to open an account').waitFor();
    expect(calls).toEqual([]);
  });

  test('register: mismatching passwords show "Passwords must match" and nothing is sent', async () => {
    const page = await freshPage();
    const calls = callsTo(page, '/api/auth/register');
    await page.goto('/office/pages/register');
    await page.getByRole('heading', { name: 'Create your account', level: 1 }).waitFor();

    await fillRegistration(page, { password: 'long-enough-1', confirmation: 'long-enough-2' });
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByText('Passwords must match').waitFor();
    expect(calls).toEqual([]);
    expect(pathOf(page)).toBe('/office/pages/register');
  });

  test('register: a short password and unaccepted terms are refused before sending', async () => {
    const page = await freshPage();
    const calls = callsTo(page, '/api/auth/register');
    await page.goto('/office/pages/register');

    await fillRegistration(page, { password: 'short', confirmation: 'short', terms: false });
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByText('The password must be at least 8 characters').waitFor();
    await page.getByText('Accept the terms of service to create your account').waitFor();
    expect(calls).toEqual([]);
  });

  test('register links to the terms of service, which state age, billing, refunds and law, and lead back', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/register');
    await textbox(page, 'Display name').fill('Ana Pérez');

    await page.getByRole('link', { name: 'terms of service' }).click();
    await page.waitForURL(pathIs('/office/pages/terms'));
    await page.getByRole('heading', { name: 'Terms of service', level: 1 }).waitFor();
    await page.getByRole('heading', { name: /Governing law/, level: 2 }).waitFor();
    await page.getByText(/18 years of age or older/).waitFor();
    await page.getByText(/monthly or annual billing cycle/).waitFor();
    await page
      .getByText(/free trial/)
      .first()
      .waitFor();
    await page.getByText(/not refundable, except where the law requires/).waitFor();
    await page.getByText(/State of Delaware/).waitFor();

    await page.getByRole('link', { name: 'Back to registration' }).click();
    await page.waitForURL(pathIs('/office/pages/register'));
    expect(await textbox(page, 'Display name').inputValue()).toBe('Ana Pérez');
  });

  test('shows the terms of service in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await page.goto('/office/pages/terms');
    await page.getByRole('heading', { name: 'Términos del servicio', level: 1 }).waitFor();
    await page.getByText(/18 años de edad o más/).waitFor();
    await page.getByText(/Estado de Delaware/).waitFor();
  });

  test('forgot password: the same answer whether or not the account exists', async () => {
    const sent = 'If an account exists for that e-mail, we sent a link to reset the password.';
    for (const email of ['admin@demo.test', 'nobody@example.test']) {
      const page = await freshPage();
      await page.goto('/office/pages/forgot-password');
      await textbox(page, 'Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('status').filter({ hasText: sent }).waitFor();
    }
  });

  test('forgot password leads back to sign in', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/forgot-password');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(pathIs('/office/pages/login'));
  });

  test('reset password checks the length and the confirmation before sending', async () => {
    const page = await freshPage();
    const calls = callsTo(page, '/api/auth/reset-password');
    await page.goto('/office/pages/reset-password/some-slug');
    await textbox(page, 'New password').fill('short');
    await textbox(page, 'Confirm password').fill('other');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The new password must be at least 8 characters').waitFor();
    await page.getByText('Passwords must match').waitFor();
    expect(calls).toEqual([]);
  });

  test('lock screen without a stored user goes to sign in', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/lock-screen');
    await page.waitForURL(pathIs('/office/pages/login'));
  });

  const statusPages = [
    {
      path: '/office/pages/not-authorized',
      en: { heading: 'You are not authorized!', text: 'Sign in as someone else' },
      es: { heading: '¡No está autorizado!', text: 'Iniciar sesión con otra cuenta' },
    },
    {
      path: '/office/pages/error-500',
      en: { heading: 'Error Server', text: 'An Unexpected Error Has Occurred' },
      es: { heading: 'Error del servidor', text: 'Ha ocurrido un error inesperado' },
    },
    {
      path: '/office/pages/maintenance',
      en: { heading: 'Under maintenance', text: 'The store is under maintenance right now.' },
      es: { heading: 'En mantenimiento', text: 'La tienda está en mantenimiento en este momento.' },
    },
  ];

  for (const { path, en, es } of statusPages) {
    test(`${path} in English and Spanish`, async () => {
      const english = await freshPage();
      await english.goto(path);
      await english.getByRole('heading', { name: en.heading, level: 1 }).waitFor();
      await english.getByText(en.text).waitFor();

      const spanish = await freshPage({ locale: 'es-ES' });
      await spanish.goto(path);
      await spanish.getByRole('heading', { name: es.heading, level: 1 }).waitFor();
      await spanish.getByText(es.text).waitFor();
      expect(await spanish.getByRole('heading', { name: en.heading }).count()).toBe(0);
    });
  }

  test('switches the language on a status page', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/maintenance');
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'En mantenimiento' }).waitFor();
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
  });

  test('the sign-in page changes its language, keeps it, and the console opens in it', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Español' }).waitFor();
    await submitLogin(page, DEMO.email, DEMO.password, {
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
    });
    await page.getByRole('heading', { name: 'Su tienda de un vistazo' }).waitFor();
  });

  test('a system asking for less motion gets menus without their transition', async () => {
    const duration = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await freshPage({ reducedMotion });
      await page.goto('/office/pages/login');
      await page.getByRole('button', { name: 'English' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      return menu.evaluate((el) => getComputedStyle(el.closest('.MuiPaper-root')!).transitionDuration);
    };
    const seconds = (css: string) => Math.max(...css.split(',').map((d) => parseFloat(d)));
    expect(seconds(await duration('no-preference'))).toBeGreaterThan(0.05);
    expect(seconds(await duration('reduce'))).toBeLessThan(0.001);
  });

  test('not authorized: back to the dashboard, or sign in as someone else', async () => {
    const page = await freshPage();
    await signInThroughUi(page);
    await page.goto('/office/pages/not-authorized');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL(pathIs('/office/dashboard/analytics'));

    await page.goto('/office/pages/not-authorized');
    await page.getByRole('button', { name: 'Sign in as someone else' }).click();
    await page.waitForURL(pathIs('/office/pages/login'));
    expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull();
  });

  test("a server failing a page's data shows the server error page, and Try again goes back there", async () => {
    const page = await freshPage();
    await signInThroughUi(page);
    await sidebar(page).getByRole('link').first().waitFor();
    // The taxes' list answered by a failing server.
    const failing = (body: string) => /^\s*query/.test(JSON.parse(body).query) && /allTaxes/.test(body);
    await page.route('**/api/graphql', (route) =>
      failing(route.request().postData() ?? '{}')
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"errors":[{"message":"boom"}]}',
          })
        : route.continue(),
    );
    await sidebarEntry(page, 'Taxes').click();
    await page.waitForURL(pathIs('/office/pages/error-500'));
    await page.getByRole('heading', { name: 'Error Server', level: 1 }).waitFor();
    await page.unroute('**/api/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(pathIs('/office/pages/taxes'));
    await page
      .getByRole('cell', { name: /State sales tax/ })
      .first()
      .waitFor();
  });

  test('a page whose code fails to load shows the server error page instead of a blank one', async () => {
    const page = await freshPage();
    await signInThroughUi(page);
    await sidebar(page).getByRole('link').first().waitFor();
    // From now on no more of the console's code arrives.
    await page.route('**/office/assets/*.js', (route) => route.abort());
    await sidebarEntry(page, 'Close Day').click();
    await page.waitForURL(pathIs('/office/pages/error-500'));
    await page.getByText('An Unexpected Error Has Occurred').waitFor();
    await page.unroute('**/office/assets/*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(pathIs('/office/pages/close-day'));
    await page.getByRole('heading', { name: 'Close Day', level: 1 }).waitFor();
  });
});

describe('under maintenance', () => {
  const { freshPage } = consoleSuite({ maintenance: true });

  test('an owner signing in is shown the maintenance page; support signs in and works', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/login');
    await submitLogin(page, 'admin@demo.test', 'demo-owner-1');
    await page.waitForURL(pathIs('/office/pages/maintenance'));
    await page.getByRole('heading', { name: 'Under maintenance', level: 1 }).waitFor();
    const support = await freshPage();
    await support.goto('/office/pages/login/support');
    await submitLogin(support, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    await sidebarEntry(support, 'Taxes').click();
    await support
      .getByRole('cell', { name: /State sales tax/ })
      .first()
      .waitFor();
    expect(pathOf(support)).toBe('/office/pages/taxes');
  });
});
