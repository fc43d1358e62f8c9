import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, pathIs, pathOf, poll, row } from '../helpers/suite.js';

/*
 * Lists as people expect them: status tabs that say how many records each holds (and follow the
 * search), the same tabs for employees, a search that ignores accents, and money with its two
 * decimals. One real server (PGlite, demo data: 13 categories, all active) for the file; the tests run
 * in order and share the data.
 */

const { server, freshPage } = consoleSuite();

/** A status tab by its label; its text also holds the count, e.g. "All (13)". */
const tab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });
const tabText = (page: Page, label: string) => () => tab(page, label).textContent();

beforeAll(async () => {
  const { gql } = await signIn(server());
  // A terminated employee and a tax of three decimals, as the office would have them.
  const made = await gql(
    `mutation { e: createEmployee(first_name: "Teo", last_name: "Terminado", pos_pin: "9090", status: "terminated") { id }
       t: createTax(name: "New York City", rate: 8.875) { id } }`,
  );
  expect(made.errors).toBeUndefined();
});

describe('lists', () => {
  test('shows how many categories each status tab holds, and the counts follow the search', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category' });
    await poll(tabText(page, 'All')).toBe('All (13)');
    await poll(tabText(page, 'Active')).toBe('Active (13)');
    await poll(tabText(page, 'Inactive')).toBe('Inactive (0)');

    await page.getByPlaceholder('Search').fill('soup');
    await row(page, 'Soups & Salads').waitFor();
    await poll(tabText(page, 'All')).toBe('All (1)');
    await poll(tabText(page, 'Active')).toBe('Active (1)');
    await poll(tabText(page, 'Inactive')).toBe('Inactive (0)');

    // A record deactivated from the list moves from one count to the other at once.
    await page.getByPlaceholder('Search').fill('');
    await row(page, 'Market').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await poll(tabText(page, 'Active')).toBe('Active (12)');
    await poll(tabText(page, 'Inactive')).toBe('Inactive (1)');
    await poll(tabText(page, 'All')).toBe('All (13)');

    // The tabs still lead to the views at /:filter, which keep the counts.
    await tab(page, 'Inactive').click();
    await page.waitForURL(pathIs('/office/pages/category/inactive'));
    await row(page, 'Market').waitFor();
    await page.getByRole('tab', { name: 'Inactive', exact: true, selected: true }).waitFor();
    await poll(tabText(page, 'Active')).toBe('Active (12)');
  });

  test('says the counts in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, {
      path: '/office/pages/category',
      labels: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
    });
    await poll(tabText(page, 'Todos')).toBe('Todos (13)');
    await poll(tabText(page, 'Activos')).toBe('Activos (12)');
    await poll(tabText(page, 'Inactivos')).toBe('Inactivos (1)');
  });

  test('gives employees the same tabs, one per status, and Terminated shows only the terminated', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/employees' });
    await poll(tabText(page, 'All')).toBe('All (4)');
    await poll(tabText(page, 'Active')).toBe('Active (3)');
    await poll(tabText(page, 'Inactive')).toBe('Inactive (0)');
    await poll(tabText(page, 'Terminated')).toBe('Terminated (1)');
    await row(page, 'Carla').waitFor();
    // The status is picked with the tabs, not with a filter of its own.
    expect(await page.getByRole('combobox', { name: /^Status\b/ }).count()).toBe(0);

    await tab(page, 'Terminated').click();
    await page.getByRole('tab', { name: 'Terminated', exact: true, selected: true }).waitFor();
    await row(page, 'Teo').waitFor();
    await poll(() => page.getByRole('row').count()).toBe(2); // the header and Teo
    expect(pathOf(page)).toBe('/office/pages/employees');

    await tab(page, 'Active').click();
    await row(page, 'Carla').waitFor();
    expect(await row(page, 'Teo').count()).toBe(0);

    // The counts follow the search here too.
    await page.getByPlaceholder('Search').fill('carla');
    await poll(tabText(page, 'All')).toBe('All (1)');
    await poll(tabText(page, 'Terminated')).toBe('Terminated (0)');

    await tab(page, 'All').click();
    await row(page, 'Carla').waitFor();
    await poll(() => page.getByRole('row').count()).toBe(2);
  });

  test('finds a dish whatever its accents and capitals', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await row(page, 'Bistro Burger').waitFor();
    for (const q of ['creme brulee', 'CRÈME']) {
      await page.getByPlaceholder('Search').fill(q);
      await poll(() => page.getByRole('row').count()).toBe(2); // the header and the dish
      await row(page, 'Crème Brûlée').waitFor();
    }
    await poll(tabText(page, 'All')).toBe('All (1)');
  });

  test('shows money with two decimals and rates as written', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await row(page, 'Crispy Calamari').getByText('Regular $11.50', { exact: true }).waitFor();
    await row(page, 'Bruschetta Trio').getByText('Regular $9.00', { exact: true }).waitFor();

    await page.goto('/office/pages/taxes');
    await row(page, 'State sales tax').getByRole('cell', { name: '6.25%', exact: true }).waitFor();
    await row(page, 'Alcohol tax').getByRole('cell', { name: '10%', exact: true }).waitFor();
    await row(page, 'New York City').getByRole('cell', { name: '8.875%', exact: true }).waitFor();
  });

  test('sorts by a column title, selects a range and the page, and opens a row from the keyboard', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category' });
    const cells = (column: string) => page.locator(`tbody td.column-${column}`).allTextContents();
    await poll(async () => (await cells('name')).slice(0, 2)).toEqual(['Beer', 'Breakfast']);

    // A title sorts by its column, by the referenced record's name, and again the other way.
    const department = page.getByRole('button', { name: 'Department', exact: true });
    expect(await department.getAttribute('title')).toBe('Sort by department ascending');
    await department.click();
    await poll(async () => (await cells('department_id')).slice(0, 3)).toEqual(['Bakery', 'Bakery', 'Bar']);
    expect(await page.getByRole('columnheader', { name: 'Department' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await department.getAttribute('title')).toBe('Sort by department descending');
    await department.click();
    await poll(async () => (await cells('department_id'))[0]).toBe('Retail');

    // Shift-click selects the rows between; the head's box shows some, then selects and clears the page.
    const boxes = page.locator('tbody').getByRole('checkbox', { name: 'Select this row' });
    await boxes.nth(1).click();
    await boxes.nth(4).click({ modifiers: ['Shift'] });
    await page.getByText('4 items selected').waitFor();
    const all = page.getByRole('checkbox', { name: 'Select all' });
    expect(await all.getAttribute('aria-checked')).toBe('mixed');
    await all.click();
    await page.getByText('13 items selected').waitFor();
    await all.click();
    await poll(() => page.locator('tbody input:checked').count()).toBe(0);

    // Tab reaches a row; Enter opens it.
    await row(page, 'Market').focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('textbox', { name: 'Name', exact: true })
      .and(page.locator('[value="Market"]'))
      .waitFor();
  });

  test('says the sort and the selection in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, {
      path: '/office/pages/category',
      labels: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
    });
    const name = page.getByRole('button', { name: 'Nombre', exact: true });
    await name.waitFor();
    expect(await name.getAttribute('title')).toBe('Ordenar por nombre de forma descendente');
    await page.getByRole('checkbox', { name: 'Seleccionar todo' }).waitFor();
    await page.locator('tbody').getByRole('checkbox', { name: 'Seleccionar esta fila' }).first().click();
    await page.getByText('1 registro seleccionado').waitFor();
  });

  test('on a 390 px phone, selects lines by the box beside each and deactivates them together', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await page.getByPlaceholder('Search').fill('soup');
    // Each line is a link named by its record, with a box beside it rather than inside it.
    const line = page.getByRole('link', { name: /^Tomato Basil Soup/ });
    await line.waitFor();
    expect(await line.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Select Tomato Basil Soup', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select French Onion Soup', exact: true }).check();
    await page.getByText('2 items selected').waitFor();
    // The bulk buttons sit above the lines and fit the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    for (const soup of ['Tomato Basil Soup', 'French Onion Soup'])
      await poll(() => page.getByRole('link', { name: new RegExp(`^${soup}`) }).textContent()).toContain(
        'Inactive',
      );
    // A tap on the line's name still opens the record.
    await page.getByRole('link', { name: /^French Onion Soup/ }).click();
    await page.waitForURL(/\/office\/pages\/menu-items\/[^/]+$/);
  });
});
