import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registry } from '../../src/core/registry.js';
import { PAGES } from '../../src/core/pages.js';
import { signInThroughUi, submitLogin } from '../helpers/browser.js';
import { consoleSuite, pathIs, pathOf, poll, row, textbox } from '../helpers/suite.js';

/*
 * What a new owner meets in the first ten minutes: a guided new store, screens that name things,
 * the right sign-in page, which store he is in, and every page on a 390 px phone.
 */

const { freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const SUPPORT = { email: 'support@demo.test', password: 'demo-support-1' };

/** Whether the page scrolls sideways: its content is wider than the window. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a new store', () => {
  test('is guided by a setup checklist ticked from its data, which can be hidden', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/register');
    await textbox(page, 'Display name').fill('Nina New');
    await textbox(page, 'Business name').fill("Nina's Noodles");
    await textbox(page, 'Email').fill('nina@example.test');
    await page.getByLabel('Date of birth').fill('1985-03-14');
    await textbox(page, 'Password').fill('opening-day-1');
    await textbox(page, 'Confirm password').fill('opening-day-1');
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL(pathIs('/office/dashboard/analytics'));

    const checklist = page.getByRole('region', { name: 'Set up your store' });
    await checklist.getByText('0 of 7 steps done').waitFor();
    // The chart says what to do, not a raw placeholder.
    await page.getByText('No menu items yet.').waitFor();
    expect(await page.getByText('%{name}').count()).toBe(0);

    await checklist.getByRole('link', { name: 'Add your departments' }).click();
    await page.waitForURL(pathIs('/office/pages/department/create'));
    await textbox(page, 'Name').fill('Kitchen');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Department «Kitchen» created').waitFor();
    await page.goto('/office/dashboard/analytics');
    await checklist.getByText('1 of 7 steps done').waitFor();

    await checklist.getByRole('button', { name: 'Hide' }).click();
    await poll(() => checklist.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
    expect(await checklist.count()).toBe(0);
  });
});

describe('screens that name things', () => {
  test('edit titles, notices and the delete dialog name the record; a delete can be undone', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/devices' });
    await page.getByRole('textbox', { name: 'Search' }).fill('Kitchen display');
    await row(page, 'Kitchen display').getByRole('cell', { name: 'Kitchen display', exact: true }).click();
    await page.waitForURL(/\/office\/pages\/devices\/[^/]+$/);
    await page.getByText('Device «Kitchen display»').first().waitFor();

    // Nothing points to a device: its delete waits a few seconds for "Undo" instead of asking first.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(pathIs('/office/pages/devices'));
    await page.getByText('Device «Kitchen display» deleted').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await row(page, 'Kitchen display').waitFor();

    // Cancel leaves the form for the list.
    await row(page, 'Kitchen display').getByRole('cell', { name: 'Kitchen display', exact: true }).click();
    await page.waitForURL(/\/office\/pages\/devices\/[^/]+$/);
    await page.getByRole('link', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(pathIs('/office/pages/devices'));
  });

  test('a delete the server may refuse asks first, naming the record', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category' });
    await row(page, 'Starters').getByRole('cell', { name: 'Starters', exact: true }).click();
    await page.getByText('Category «Starters»').first().waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Delete category «Starters»?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
  });

  test("a server's refusal clears once the field is changed", async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category/create' });
    await textbox(page, 'Name').fill('Starters');
    await page.getByRole('combobox', { name: 'Department', exact: true }).fill('Kitc');
    await page.getByRole('option', { name: 'Kitchen', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name already taken', { exact: true }).waitFor();
    await textbox(page, 'Name').fill('Starters and snacks');
    await poll(() => page.getByText('Name already taken', { exact: true }).count()).toBe(0);
  });

  test('in Spanish too', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/taxes', labels: SPANISH });
    await row(page, 'Alcohol tax').getByRole('cell', { name: 'Alcohol tax', exact: true }).click();
    await page.getByText('Impuesto «Alcohol tax»').first().waitFor();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByRole('dialog').getByText('¿Eliminar impuesto «Alcohol tax»?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('spinbutton', { name: 'Tasa de impuesto' }).fill('8.875');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Cambios guardados: Impuesto «Alcohol tax»').waitFor();
    await row(page, 'Alcohol tax').getByText('8.875%').waitFor();
  });
});

describe('signing in', () => {
  test('a first visit is sent to sign in without word of an ended session', async () => {
    const page = await freshPage();
    await page.goto('/office/');
    await page.waitForURL(pathIs('/office/pages/login'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('Your session was ended', { exact: false }).count()).toBe(0);
  });

  test('support users sign in on their own page, and only they do', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/login');
    await page.getByText('Support staff?').waitFor();
    await submitLogin(page, SUPPORT.email, SUPPORT.password);
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'Support users sign in on the support sign-in page' });
    await refusal.waitFor();
    await refusal.getByRole('link', { name: 'Support sign-in' }).click();
    await page.waitForURL(pathIs('/office/pages/login/support'));

    await submitLogin(page, 'admin@demo.test', 'demo-owner-1');
    await page.getByRole('alert').filter({ hasText: 'This sign-in is for support users only' }).waitFor();
    expect(pathOf(page)).toBe('/office/pages/login/support');

    await submitLogin(page, SUPPORT.email, SUPPORT.password);
    await page.waitForURL((url) => url.pathname !== '/office/pages/login/support');
    // Support enters any store: the app bar says which one.
    await page.getByTitle(/^You are working in /).waitFor();
  });
});

describe('on a 390 px phone', () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  test(
    'no page scrolls sideways, the lists are compact and the app bar folds its controls',
    { timeout: 240_000 },
    async () => {
      const page = await freshPage(phone);
      await signInThroughUi(page);
      await page.getByRole('button', { name: 'Language, theme and direction' }).waitFor();
      const paths = [
        ...PAGES.map((p) => p.path),
        ...registry.flatMap((r) => [`/pages/${r.route}`, `/pages/${r.route}/create`]),
      ];
      for (const path of paths) {
        // Within the open console, as a link would move it, rather than loading it again each time.
        await page.evaluate((to) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/office${path}`);
        await page.waitForURL(pathIs(`/office${path}`));
        await page.getByRole('main').waitFor();
        await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
        await page.waitForTimeout(400);
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
      }
      await page.goto('/office/pages/category');
      await page
        .getByRole('link', { name: /Starters/ })
        .first()
        .waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
    },
  );
});
