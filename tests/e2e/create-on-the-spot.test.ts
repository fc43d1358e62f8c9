import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, pathIs, poll, row } from '../helpers/suite.js';

/*
 * A reference input whose record does not exist yet offers to create it on the spot: the referenced
 * resource's own form opens in a dialog, the typed name already in it, and the new record is chosen
 * on save. One server for the file; every test uses names of its own.
 */

const { freshPage } = consoleSuite();

const combobox = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

/** Types a name that is not among the choices and picks "Create «name»". */
async function createOption(scope: Page | Locator, page: Page, label: string, name: string, word = 'Create') {
  await combobox(scope, label).fill(name);
  await page.getByRole('option', { name: `${word} «${name}»`, exact: true }).click();
}

/** Fills in the one price row of a new menu item. */
async function fillPrice(page: Page, labels = { description: 'Price description', price: 'Price' }) {
  await page.getByRole('textbox', { name: labels.description, exact: true }).fill('Slice');
  await page.getByRole('spinbutton', { name: labels.price, exact: true }).fill('7.25');
}

describe('creating a referenced record on the spot', () => {
  test('a new menu item creates its category in a dialog, with an existing department', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items/create' });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tres Leches');

    // With nothing typed, the list says how to add what is missing.
    await combobox(page, 'Category').click();
    await page.getByRole('option', { name: 'Not listed? Type a new name to create it here.' }).waitFor();

    await createOption(page, page, 'Category', 'Late Desserts');
    const dialog = page.getByRole('dialog', { name: 'Create Category' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Late Desserts',
    );
    // The menu only takes visible categories: the new one starts visible.
    expect(await dialog.getByRole('switch', { name: 'Visible' }).isChecked()).toBe(true);

    // The shared validator speaks before the server: a department is required.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The department is required').waitFor();

    await combobox(dialog, 'Department').fill('Bake');
    await page.getByRole('option', { name: 'Bakery', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => combobox(page, 'Category').inputValue()).toBe('Late Desserts');

    await fillPrice(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(pathIs('/office/pages/menu-items'));
    await page.getByPlaceholder('Search').fill('Tres Leches');
    await row(page, 'Tres Leches').getByRole('cell', { name: 'Late Desserts', exact: true }).waitFor();
  });

  test('shows a refusal of the server on its field in the dialog', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items/create' });
    // "starters" is not the name of a choice ("Starters" is), so it is offered; the server refuses it.
    await createOption(page, page, 'Category', 'starters');
    const dialog = page.getByRole('dialog', { name: 'Create Category' });
    await combobox(dialog, 'Department').fill('Kitc');
    await page.getByRole('option', { name: 'Kitchen', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name already taken', { exact: true }).waitFor();

    // Cancel leaves the menu item as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await combobox(page, 'Category').inputValue()).not.toBe('starters');
  });

  test('the category dialog creates its department on the spot too', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items/create' });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kouign-amann');

    await createOption(page, page, 'Category', 'Viennoiserie');
    const category = page.getByRole('dialog', { name: 'Create Category' });
    await category.waitFor();
    await createOption(category, page, 'Department', 'Pastry Lab');
    const department = page.getByRole('dialog', { name: 'Create Department' });
    expect(await department.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Pastry Lab',
    );
    // Escape would close only the dialog on top; Save it instead.
    await department.getByRole('button', { name: 'Save' }).click();
    await poll(() => department.count()).toBe(0);
    await poll(() => combobox(category, 'Department').inputValue()).toBe('Pastry Lab');

    await category.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => combobox(page, 'Category').inputValue()).toBe('Viennoiserie');
    await fillPrice(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(pathIs('/office/pages/menu-items'));
    await page.getByPlaceholder('Search').fill('Kouign');
    await row(page, 'Kouign-amann').getByRole('cell', { name: 'Viennoiserie', exact: true }).waitFor();

    await page.goto('/office/pages/category');
    await row(page, 'Viennoiserie').getByRole('cell', { name: 'Pastry Lab', exact: true }).waitFor();
  });

  test('works in Spanish, on a phone', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, {
      path: '/office/pages/menu-items/create',
      labels: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
    });
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Churros');

    await createOption(page, page, 'Categoría', 'Postres de feria', 'Crear');
    const dialog = page.getByRole('dialog', { name: 'Crear Categoría' });
    await dialog.waitFor();
    // On a phone the dialog takes the whole screen.
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await combobox(dialog, 'Departamento').fill('Bake');
    await page.getByRole('option', { name: 'Bakery', exact: true }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => combobox(page, 'Categoría').inputValue()).toBe('Postres de feria');

    await fillPrice(page, { description: 'Descripción del precio', price: 'Precio' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(pathIs('/office/pages/menu-items'));
    // A phone lists each item on one line; opened again, it keeps the new category.
    await page.getByPlaceholder('Buscar').fill('Churros');
    await page.getByRole('link', { name: /^Churros/ }).click();
    await page.waitForURL(/\/office\/pages\/menu-items\/[^/]+$/);
    await poll(() => combobox(page, 'Categoría').inputValue()).toBe('Postres de feria');
  });
});
