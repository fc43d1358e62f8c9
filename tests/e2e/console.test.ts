import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newContext, signInThroughUi, submitLogin } from '../helpers/browser.js';
import { DEMO, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer('pglite'), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A page in a fresh browser context: no session, no stored language. */
async function freshPage(options: Parameters<typeof newContext>[2] = {}): Promise<Page> {
  const context = await newContext(browser, server.url, options);
  contexts.push(context);
  return context.newPage();
}

async function signedInPage(): Promise<Page> {
  const page = await freshPage();
  await signInThroughUi(page);
  return page;
}

const pathIs = (path: string) => (url: URL) => url.pathname === path;

/** A row of the list table, found by the text of one of its cells. */
const row = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

describe('Comanda Office console', () => {
  test('sends a signed-out visitor to the login page and back to the requested page after sign-in', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/category');
    await page.waitForURL(pathIs('/office/pages/login'));
    await page.getByRole('heading', { name: 'Comanda Office' }).waitFor();

    await submitLogin(page, DEMO.email, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong Email or Password');
    expect(new URL(page.url()).pathname).toBe('/office/pages/login');

    await submitLogin(page, DEMO.email, DEMO.password);
    await page.waitForURL(pathIs('/office/pages/category'));
    await row(page, 'Starters').waitFor();
  });

  test("shows the demo store's counts on the analytics dashboard", async () => {
    const page = await signedInPage();
    expect(new URL(page.url()).pathname).toBe('/office/dashboard/analytics');
    const counts = {
      department: ['Departments', '5'],
      category: ['Categories', '13'],
      'menu-item': ['Menu items', '60'],
      tax: ['Taxes', '3'],
    };
    for (const [resource, [title, count]] of Object.entries(counts)) {
      const card = page.getByRole('link', { name: `Open ${title}` });
      await expect.poll(() => card.getByTestId(`count-${resource}`).textContent()).toBe(count);
    }
  });

  test("refuses a category without a name with 'The name is required'", async () => {
    const page = await signedInPage();
    await page.goto('/office/pages/category/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The name is required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/office/pages/category/create');
  });

  test('creates a category and lists it', async () => {
    const page = await signedInPage();
    await page.goto('/office/pages/category/create');
    await page.getByLabel('Name').fill('Late Night Snacks');
    await page.getByRole('combobox', { name: 'Department' }).fill('Kitch');
    await page.getByRole('option', { name: 'Kitchen' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(pathIs('/office/pages/category'));
    await row(page, 'Late Night Snacks').waitFor();
    await expect
      .poll(() => row(page, 'Late Night Snacks').getByRole('cell', { name: 'Kitchen' }).count())
      .toBe(1);

    await page.getByPlaceholder('Search').fill('late night');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row(page, 'Late Night Snacks').waitFor();
    await expect.poll(() => row(page, 'Starters').count()).toBe(0);
  });

  test('shows the required message in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await page.goto('/office/pages/login');
    await page.getByText('Bienvenido de nuevo. Inicie sesión para administrar su tienda.').waitFor();
    await submitLogin(page, DEMO.email, DEMO.password, {
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
    });
    await page.waitForURL(pathIs('/office/dashboard/analytics'));

    await page.goto('/office/pages/category/create');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Este campo es obligatorio').waitFor();
  });

  test('switches the language from the app bar and keeps the choice after a reload', async () => {
    const page = await signedInPage();
    await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Su tienda de un vistazo' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Su tienda de un vistazo' }).waitFor();
    await page.getByRole('button', { name: 'Español' }).waitFor();
  });

  test("stops at 6 prices with 'You have reached the limit of 6 prices to add'", async () => {
    const page = await signedInPage();
    await page.goto('/office/pages/menu-items/create');
    const prices = page.getByLabel('Price', { exact: true });
    const add = page.getByRole('button', { name: 'Add price' });
    await prices.first().waitFor();
    for (let n = await prices.count(); n < 6; n++) {
      await add.click();
      await expect.poll(() => prices.count()).toBe(n + 1);
    }
    await expect.poll(() => page.getByText('You have reached the limit of 6 prices to add').count()).toBe(0);

    await add.click();
    await page.getByText('You have reached the limit of 6 prices to add').waitFor();
    expect(await prices.count()).toBe(6);
  });

  test('refuses to delete a category that has items', async () => {
    const page = await signedInPage();
    await page.goto('/office/pages/category');
    await row(page, 'Starters').click();
    await page.waitForURL(/\/office\/pages\/category\/[^/]+$/);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Starters');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: "You can't delete Categories that have associated items" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Error of category');

    await page.goto('/office/pages/category');
    await row(page, 'Starters').waitFor();
  });

  test('shows a real 404 page with a way back', async () => {
    const page = await signedInPage();
    await page.goto('/office/some/unknown/path');
    await page.waitForURL(pathIs('/office/pages/error-404'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL(pathIs('/office/dashboard/analytics'));
    await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
  });

  test('filters a list by status at /:filter', async () => {
    const page = await signedInPage();
    await page.goto('/office/pages/category/inactive');
    await page.getByRole('tab', { name: 'Inactive', selected: true }).waitFor();
    // The list has settled (loaded, or says it is empty) before Starters is looked for.
    await page
      .getByText(/No Categories|Categories/)
      .first()
      .waitFor();
    await expect.poll(() => row(page, 'Starters').count()).toBe(0);

    await page.goto('/office/pages/category');
    await row(page, 'Starters').click();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Starters');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(pathIs('/office/pages/category'));

    await page.goto('/office/pages/category/inactive');
    await row(page, 'Starters').waitFor();
    await page.goto('/office/pages/category/active');
    await page.getByRole('tab', { name: 'Active', selected: true }).waitFor();
    await row(page, 'Soups & Salads').waitFor();
    expect(await row(page, 'Starters').count()).toBe(0);
  });
});
