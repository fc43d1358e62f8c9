import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, openRow, pathIs, pickOption, poll, row } from '../helpers/suite.js';

/*
 * The system log page as the owner sees it: a write made in the console shows up there, can be
 * narrowed to its entity and opened to compare the record before and after.
 */

describe('system log page', () => {
  const { freshPage } = consoleSuite();

  test('shows an edit of a category, narrows to categories and opens the change', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category' });
    await row(page, 'Starters').click();
    await page.waitForURL(/\/office\/pages\/category\/[^/]+$/);
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Starters');
    await description.fill('Small plates to share');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(pathIs('/office/pages/category'));

    await page.goto('/office/pages/system-logs');
    await page.getByRole('heading', { name: 'System log', level: 1 }).waitFor();
    const entries = page.getByRole('table', { name: 'System log' }).getByRole('row');
    const edit = entries
      .filter({ has: page.getByRole('cell', { name: 'Category', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'Updated', exact: true }) })
      .first();
    await edit.getByRole('cell', { name: 'Dana Owner', exact: true }).waitFor();

    // The newest entries are the seeded menu items; narrowed to categories only the edit and the
    // seeded categories remain, newest first.
    await page.getByRole('combobox', { name: /^Entity/ }).click();
    await page.getByRole('option', { name: 'Category', exact: true }).click();
    await poll(() => row(page, 'Menu item').count()).toBe(0);
    await poll(async () => (await entries.nth(1).getByRole('cell').allTextContents()).slice(1, 4)).toEqual([
      'Dana Owner',
      'Category',
      'Updated',
    ]);
    // The record is named, with its id beside.
    expect(await entries.nth(1).getByRole('cell').nth(4).textContent()).toMatch(/^Starters[0-9a-f-]{36}$/);

    await entries.nth(1).getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Updated · Category' });
    await dialog.waitFor();
    const changed = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Description/ }) });
    await changed.getByText('Changed').waitFor();
    await changed.getByRole('cell', { name: 'Small plates to share', exact: true }).waitFor();
    expect(await dialog.getByRole('row').filter({ hasText: 'Name' }).getByText('Changed').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});

/*
 * The details of an entry read like a history: labels, names instead of ids, money, yes/no and a
 * job's permissions as the switches that moved. Each test makes its own change first.
 */

type Words = { entity: RegExp; details: string };
const EN: Words = { entity: /^Entity/, details: 'Details' };
const ES: Words = { entity: /^Entidad/, details: 'Detalles' };
const SPANISH_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

/** Opens the newest entry of an entity (the one just written) and answers its dialog. */
async function openNewest(page: Page, entity: string, title: string, words: Words): Promise<Locator> {
  await page.goto('/office/pages/system-logs');
  await page.getByRole('combobox', { name: words.entity }).click();
  await page.getByRole('option', { name: entity, exact: true }).click();
  const newest = page.getByRole('table').first().getByRole('row').nth(1);
  await newest.getByRole('cell', { name: entity, exact: true }).waitFor();
  await newest.getByRole('button', { name: words.details }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** A field's row of the dialog, by its label. */
const fieldRow = (dialog: Locator, label: string) =>
  dialog
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('rowheader', { name: new RegExp(`^${label}`) }) });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** Turns one permission of a job on in the permissions editor and saves. */
async function grantOnJob(
  page: Page,
  job: string,
  module: string,
  show: string,
  permission: string,
  save: string,
) {
  await row(page, job).getByRole('cell', { name: job, exact: true }).click();
  await page.waitForURL(/\/office\/pages\/jobs\/[^/]+$/);
  const section = page.getByRole('region', { name: module, exact: true });
  await section.getByRole('button', { name: show }).click();
  const toggle = section.getByRole('switch', { name: permission, exact: true });
  await poll(() => toggle.isChecked()).toBe(false);
  await toggle.click();
  await poll(() => toggle.isChecked()).toBe(true);
  await page.getByRole('button', { name: save }).click();
  await page.waitForURL(pathIs('/office/pages/jobs'));
}

describe('system log details', () => {
  const { freshPage } = consoleSuite();

  test('a job permission change reads "Settings: System logs off → on", never JSON', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/jobs' });
    await grantOnJob(page, 'Manager', 'Settings', 'Show the permissions of Settings', 'System logs', 'Save');

    const dialog = await openNewest(page, 'Job', 'Updated · Job', EN);
    const permissions = fieldRow(dialog, 'Permissions');
    await permissions.getByText('Changed').waitFor();
    // Turning a permission on turned its module on: both switches are told.
    await permissions.getByText('Settings: off → on', { exact: true }).waitFor();
    await permissions.getByText('Settings: System logs off → on', { exact: true }).waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).not.toContain('"code"');
    expect(text).not.toContain('{');
  });

  test('a menu item edit shows its category by name, prices as money and yes/no', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await page.getByPlaceholder('Search').fill('French Fries');
    await openRow(page, 'French Fries', /\/office\/pages\/menu-items\/[^/]+$/);
    const prices = page.getByRole('spinbutton', { name: 'Price', exact: true });
    await poll(() => prices.count()).toBe(2);
    await pickOption(page, 'Category', 'Starters');
    await prices.first().fill('4.75');
    await page.getByRole('switch', { name: 'Online sale' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(pathIs('/office/pages/menu-items'));

    const dialog = await openNewest(page, 'Menu item', 'Updated · Menu item', EN);
    const category = fieldRow(dialog, 'Category');
    await category.getByText('Changed').waitFor();
    await poll(() => category.getByRole('cell').allTextContents()).toEqual(['Sides', 'Starters']);
    const pricesRow = fieldRow(dialog, 'Prices');
    await pricesRow.getByText('Changed').waitFor();
    await poll(() => pricesRow.getByRole('cell').allTextContents()).toEqual([
      'Regular $4.50Large $6.50',
      'Regular $4.75Large $6.50',
    ]);
    await poll(() => fieldRow(dialog, 'Online sale').getByRole('cell').allTextContents()).toEqual([
      'Yes',
      'No',
    ]);
    await poll(() => fieldRow(dialog, 'Tax').getByRole('cell').allTextContents()).toEqual([
      'State sales tax',
      'State sales tax',
    ]);
    expect(await fieldRow(dialog, 'Tax').getByText('Changed').count()).toBe(0);
    expect((await dialog.getByRole('table').textContent()) ?? '').not.toMatch(UUID);
  }, 60_000);

  test('reads in Spanish: names, money and permissions in the user’s words', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/menu-items', labels: SPANISH_LOGIN });
    await page.getByPlaceholder('Buscar').fill('Mashed Potatoes');
    await row(page, 'Mashed Potatoes').click();
    await page.waitForURL(/\/office\/pages\/menu-items\/[^/]+$/);
    await pickOption(page, 'Categoría', 'Entrées');
    await page.getByRole('spinbutton', { name: 'Precio', exact: true }).fill('5.5');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(pathIs('/office/pages/menu-items'));

    let dialog = await openNewest(page, 'Artículo del menú', 'Modificación · Artículo del menú', ES);
    const category = fieldRow(dialog, 'Categoría');
    await category.getByText('Cambiado').waitFor();
    await poll(() => category.getByRole('cell').allTextContents()).toEqual(['Sides', 'Entrées']);
    await poll(() => fieldRow(dialog, 'Precios').getByRole('cell').allTextContents()).toEqual([
      'Regular $5.00',
      'Regular $5.50',
    ]);
    await poll(() => fieldRow(dialog, 'Venta en línea').getByRole('cell').allTextContents()).toEqual([
      'Sí',
      'Sí',
    ]);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.goto('/office/pages/jobs');
    await grantOnJob(
      page,
      'Cashier',
      'Configuración',
      'Mostrar los permisos de Configuración',
      'Registros del sistema',
      'Guardar',
    );
    dialog = await openNewest(page, 'Puesto', 'Modificación · Puesto', ES);
    await fieldRow(dialog, 'Permisos')
      .getByText('Configuración: Registros del sistema desactivado → activado', { exact: true })
      .waitFor();
  });
});
