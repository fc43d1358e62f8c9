import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sidebar, signInThroughUi, submitLogin, sidebarEntry } from '../helpers/browser.js';
import { uuidv7 } from '../../src/server/services/ids.js';
import { DEMO } from '../helpers/server.js';
import { consoleSuite, pathIs, pathOf, pickOption, poll, row } from '../helpers/suite.js';

/*
 * The console as a user sees it: one real server (PGlite, demo data) for the file, a fresh browser
 * context (no session, no stored language) per test. Tests run in order and share the data: the
 * counts are read before a category is created, and Starters is set inactive last.
 */

const { server, freshPage } = consoleSuite();

const nameInput = (page: Page, label = 'Name') => page.getByRole('textbox', { name: label, exact: true });

/** Signs in on the new-category form, fills in a name and the Kitchen department, and saves. */
async function saveNewCategory(name: string): Promise<Page> {
  const page = await freshPage();
  await signInThroughUi(page, { path: '/office/pages/category/create' });
  await nameInput(page).fill(name);
  await pickOption(page, 'Department', 'Kitchen');
  await page.getByRole('button', { name: 'Save' }).click();
  return page;
}

describe('Comanda Office console', () => {
  test('sends a signed-out visitor to the login page and back to the requested page after sign-in', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/category');
    await page.waitForURL(pathIs('/office/pages/login'));
    await page.getByRole('heading', { name: 'Comanda Office' }).waitFor();

    await submitLogin(page, DEMO.email, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Wrong Email or Password' }).waitFor();
    expect(pathOf(page)).toBe('/office/pages/login');

    await submitLogin(page, DEMO.email, DEMO.password);
    await page.waitForURL(pathIs('/office/pages/category'));
    await page.getByRole('tab', { name: 'All', exact: true, selected: true }).waitFor();
    await row(page, 'Starters').waitFor();
    // The sidebar tells a screen reader which page this is, and only that one.
    const current = sidebar(page).locator('a[aria-current=page]');
    await poll(() => current.allTextContents()).toEqual(['Categories']);
    await sidebarEntry(page, 'Menu Items').click();
    await page.waitForURL(pathIs('/office/pages/menu-items'));
    await poll(() => current.allTextContents()).toEqual(['Menu Items']);
  });

  test('moves from the sidebar once the page has its rows, and the last entry chosen wins', async () => {
    const page = await freshPage();
    await signInThroughUi(page);
    await page.getByTestId('count-menu-item').filter({ hasText: /\d/ }).waitFor();
    // Slow answers: the first page chosen is still loading when the second is.
    await page.route('**/graphql', async (route) => {
      await new Promise((done) => setTimeout(done, 250));
      await route.continue();
    });
    const entries = await page.evaluate(() => history.length);
    // Two clicks in a row, as fast as a hand makes them (a busy machine could space Playwright's own
    // clicks by more than the wait for the first page).
    const taxes = await sidebarEntry(page, 'Taxes').elementHandle();
    const departments = await sidebarEntry(page, 'Departments').elementHandle();
    await page.evaluate(
      ([first, second]) => {
        (first as HTMLElement).click();
        (second as HTMLElement).click();
      },
      [taxes, departments] as const,
    );
    await page.waitForURL(pathIs('/office/pages/department'));
    await row(page, 'Kitchen').waitFor();
    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe('/office/pages/department');
    // Taxes was never shown: one step in the history, not two.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });

  test('a list opened from the sidebar asks once for what pointing at its entry fetched; later, and after a write, it asks again', async () => {
    const page = await freshPage();
    await signInThroughUi(page);
    await page.getByTestId('count-menu-item').filter({ hasText: /\d/ }).waitFor();
    const asked: string[] = [];
    page.on('request', (req) => {
      const body = req.postData() ?? '';
      if (req.url().endsWith('/api/graphql') && /[^_]allDepartments\(/.test(body)) asked.push(body);
    });
    const departments = sidebarEntry(page, 'Departments');
    await departments.hover();
    await poll(() => asked.length).toBe(1);
    await departments.click();
    await row(page, 'Kitchen').waitFor();
    await page.waitForTimeout(500);
    expect(asked).toHaveLength(1);

    // Back later: the rows are asked for again as the list opens.
    await sidebarEntry(page, 'Taxes').click();
    await row(page, 'State sales tax').waitFor();
    await page.waitForTimeout(2_500);
    const before = asked.length;
    await departments.click();
    await row(page, 'Kitchen').waitFor();
    await poll(() => asked.length).toBeGreaterThan(before);

    // A write after the sidebar's fetch: the list shows it.
    await row(page, 'Kitchen').getByRole('checkbox').check();
    await departments.hover();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await sidebarEntry(page, 'Taxes').click();
    await row(page, 'State sales tax').waitFor();
    await departments.click();
    await poll(() => row(page, 'Kitchen').getByText('Inactive', { exact: true }).count()).toBe(1);
    await row(page, 'Kitchen').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await poll(() => row(page, 'Kitchen').getByText('Active', { exact: true }).count()).toBe(1);
  });

  test('readies the first list while the dashboard is idle without a call, a title or an address of its own', async () => {
    const page = await freshPage();
    const asked: string[] = [];
    page.on('request', (req) => {
      const body = req.postData() ?? '';
      // The list's page of rows (the dashboard's setup checklist asks for one device of its own).
      if (req.url().endsWith('/api/graphql') && /allDevices/.test(body) && body.includes('"perPage":25'))
        asked.push(body);
    });
    await signInThroughUi(page);
    await page.getByTestId('count-menu-item').filter({ hasText: /\d/ }).waitFor();
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
    await page.waitForTimeout(1_000);
    // Devices is the first list of the sidebar: drawn out of the page, it asked the server nothing.
    expect(asked).toEqual([]);
    expect(pathOf(page)).toBe('/office/dashboard/analytics');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('#react-admin-title').textContent()).toBe('Analytics');
    // The only table on the page is the owner's stores side by side: no list was left in it.
    expect(await page.getByRole('table').count()).toBe(1);
    expect(await page.getByRole('table', { name: 'Your stores today' }).count()).toBe(1);
    // The list itself opens as ever, with its rows and its own parameters.
    await sidebarEntry(page, 'Devices').click();
    await page.waitForURL(pathIs('/office/pages/devices'));
    await poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('#react-admin-title').textContent()).toBe('Devices');
  });

  test("shows the demo store's counts on the analytics dashboard", async () => {
    const page = await freshPage();
    await signInThroughUi(page);
    expect(pathOf(page)).toBe('/office/dashboard/analytics');
    await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
    const cards = [
      ['department', 'Departments', '5'],
      ['category', 'Categories', '13'],
      ['menu-item', 'Menu items', '60'],
      ['tax', 'Taxes', '3'],
    ] as const;
    for (const [resource, title, count] of cards) {
      // A card's link is named by what it shows: its title, then its count.
      const card = page.getByRole('link', { name: new RegExp(`^${title}( |$)`) });
      await poll(() => card.getByTestId(`count-${resource}`).textContent()).toBe(count);
    }
  });

  test('charts menu items by category, and a bar opens that category’s items', async () => {
    const page = await freshPage();
    await signInThroughUi(page);
    const chart = page.getByRole('figure', { name: 'Menu items by category' });
    const entrees = chart.getByRole('link', { name: 'Entrées 7', exact: true });
    await entrees.waitFor();
    expect(await chart.getByRole('listitem').count()).toBe(12);

    await entrees.click();
    await page.waitForURL(pathIs('/office/pages/menu-items'));
    await row(page, 'Steak Frites').waitFor();
    await poll(() => page.getByRole('row').count()).toBe(8); // header + 7 entrées
  });

  test("refuses a category without a name with 'The name is required'", async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category/create' });
    await pickOption(page, 'Department', 'Kitchen');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByText('The name is required').waitFor();
    expect(pathOf(page)).toBe('/office/pages/category/create');
  });

  test('creates a category and lists it', async () => {
    const page = await saveNewCategory('Late Night Snacks');

    await page.waitForURL(pathIs('/office/pages/category'));
    const created = row(page, 'Late Night Snacks');
    await created.waitFor();
    await created.getByRole('cell', { name: 'Kitchen', exact: true }).waitFor();
    await row(page, 'Starters').waitFor();

    await page.getByPlaceholder('Search').fill('late night');
    await poll(() => page.getByRole('row').count()).toBe(2); // the header and the one match
    await created.waitFor();
    expect(await row(page, 'Starters').count()).toBe(0);
  });

  test('refuses a duplicate name from the server: the field says it and the notification is titled "Error of category"', async () => {
    const page = await saveNewCategory('starters');

    await page.getByRole('alert').filter({ hasText: 'Error of category: Name already taken' }).waitFor();
    await page.getByText('Name already taken', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/office/pages/category/create');
  });

  test('shows the required message in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await page.goto('/office/pages/category/create');
    await page.waitForURL(pathIs('/office/pages/login'));
    await page.getByText('Bienvenido de nuevo. Inicie sesión para administrar su tienda.').waitFor();
    await page.getByRole('button', { name: 'Español' }).waitFor();

    await submitLogin(page, DEMO.email, DEMO.password, {
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
    });
    await page.waitForURL(pathIs('/office/pages/category/create'));
    await pickOption(page, 'Departamento', 'Kitchen');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Este campo es obligatorio').waitFor();
    expect(await page.getByText('The name is required').count()).toBe(0);
  });

  test('switches the language from the app bar and keeps the choice after a reload', async () => {
    const page = await freshPage();
    await signInThroughUi(page);
    await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Su tienda de un vistazo' }).waitFor();
    await sidebarEntry(page, 'Categorías', false).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Su tienda de un vistazo' }).waitFor();
    await page.getByRole('button', { name: 'Español' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your store at a glance' }).count()).toBe(0);
  });

  test("stops at 6 prices with 'You have reached the limit of 6 prices to add'", async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items/create' });
    const prices = page.getByRole('spinbutton', { name: 'Price', exact: true });
    const addPrice = page.getByRole('button', { name: 'Add price' });
    const limitMessage = page.getByText('You have reached the limit of 6 prices to add');

    await prices.first().waitFor();
    for (let rows = await prices.count(); rows < 6; rows++) {
      await addPrice.click();
      await poll(() => prices.count()).toBe(rows + 1);
    }
    expect(await limitMessage.count()).toBe(0);

    await addPrice.click();
    await limitMessage.waitFor();
    expect(await prices.count()).toBe(6);
  });

  test('edits a menu item: adds a price, saves, and the list shows it', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await row(page, 'Bistro Burger').click();
    await page.waitForURL(/\/office\/pages\/menu-items\/[^/]+$/);
    const prices = page.getByRole('spinbutton', { name: 'Price', exact: true });
    await poll(() => prices.count()).toBe(2);

    await page.getByRole('button', { name: 'Add price' }).click();
    await poll(() => prices.count()).toBe(3);
    await page.getByRole('textbox', { name: 'Price description', exact: true }).nth(2).fill('Triple');
    await prices.nth(2).fill('22.75');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(pathIs('/office/pages/menu-items'));
    await row(page, 'Bistro Burger').getByText('Triple $22.75').waitFor();
  });

  test('a failed edit of a menu item is titled "Error editing menu item"', async () => {
    // A copy of a demo item, deleted (as from another screen) while its form is open.
    const db = server().database.db;
    const burger = await db
      .selectFrom('menu_item')
      .selectAll()
      .where('name', '=', 'Bistro Burger')
      .executeTakeFirstOrThrow();
    const id = uuidv7();
    await db
      .insertInto('menu_item')
      .values({ ...burger, id, name: 'Burger of the Day' })
      .execute();
    const page = await freshPage();
    await signInThroughUi(page, { path: `/office/pages/menu-items/${id}` });
    await poll(() => nameInput(page).inputValue()).toBe('Burger of the Day');
    await db.deleteFrom('menu_item').where('id', '=', id).execute();
    await nameInput(page).fill('Burger of the Week');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Error editing menu item: / })
      .waitFor();
    expect(pathOf(page)).toBe(`/office/pages/menu-items/${id}`);
  });

  test('creates a menu item with the default tax already chosen', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items/create' });
    await poll(() => page.getByRole('combobox', { name: 'Tax', exact: true }).inputValue()).toBe(
      'State sales tax',
    );
    await nameInput(page).fill('Garlic Bread');
    await pickOption(page, 'Category', 'Sides');
    await page.getByRole('textbox', { name: 'Price description', exact: true }).fill('Basket');
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('6.5');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(pathIs('/office/pages/menu-items'));
    const created = row(page, 'Garlic Bread');
    await created.getByText('Basket $6.50').waitFor();
    await created.getByRole('cell', { name: 'State sales tax', exact: true }).waitFor();
  });

  test('narrows menu items to one category with the category filter', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await row(page, 'Bistro Burger').waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Category', { exact: true }).click();
    await pickOption(page, 'Category', 'Desserts');
    await row(page, 'Tiramisu').waitFor();
    await poll(() => row(page, 'Bistro Burger').count()).toBe(0);
    await poll(() => page.getByRole('row').count()).toBe(7); // header + 6 desserts
  });

  test('refuses to delete a category that has items', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category' });
    await row(page, 'Starters').click();
    await page.waitForURL(/\/office\/pages\/category\/[^/]+$/);
    await poll(() => nameInput(page).inputValue()).toBe('Starters');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // The notification is shown for 2.5 s: both parts are checked on the same element, at once.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Error of category' })
      .filter({ hasText: "You can't delete Categories that have associated items" })
      .waitFor();

    await page.getByRole('link', { name: 'List', exact: true }).click();
    await page.waitForURL(pathIs('/office/pages/category'));
    await row(page, 'Starters').waitFor();
  });

  test('shows a real 404 page with a way back', async () => {
    const page = await freshPage();
    await signInThroughUi(page);
    await page.goto('/office/some/unknown/path');
    await page.waitForURL(pathIs('/office/pages/error-404'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL(pathIs('/office/dashboard/analytics'));
    await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
  });

  test('filters a list by status at /:filter', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category/inactive' });
    await page.getByRole('tab', { name: 'Inactive', exact: true, selected: true }).waitFor();
    await page.getByText('No Categories found').waitFor();
    expect(await row(page, 'Starters').count()).toBe(0);

    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await page.waitForURL(pathIs('/office/pages/category'));
    await row(page, 'Starters').click();
    await poll(() => nameInput(page).inputValue()).toBe('Starters');
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(pathIs('/office/pages/category'));

    await page.getByRole('tab', { name: 'Inactive', exact: true }).click();
    await page.waitForURL(pathIs('/office/pages/category/inactive'));
    await row(page, 'Starters').waitFor();
    await poll(() => page.getByRole('row').count()).toBe(2);

    await page.getByRole('tab', { name: 'Active', exact: true }).click();
    await page.waitForURL(pathIs('/office/pages/category/active'));
    await row(page, 'Soups & Salads').waitFor();
    expect(await row(page, 'Starters').count()).toBe(0);
  });

  test('deactivates several departments at once from the list', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/department' });
    for (const name of ['Bakery', 'Retail']) await row(page, name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Inactive', exact: true }).click();
    await page.waitForURL(pathIs('/office/pages/department/inactive'));
    await row(page, 'Bakery').waitFor();
    await row(page, 'Retail').waitFor();
    await poll(() => page.getByRole('row').count()).toBe(3);
  });
});
