import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll, row } from '../helpers/suite.js';

/*
 * Import of menu items as a user does it: the Import button of the list, a file chosen or dropped,
 * its preview, the check with its problems by line, the valid lines imported, the list refreshed.
 */

const { freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n') + '\r\n';

/** Chooses a file with the dialog's file button, as the file chooser would hand it over. */
async function chooseFile(page: Page, label: string, name: string, content: string) {
  await page.getByLabel(label, { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content),
  });
}

/** Drops a file on the dialog's drop box, as a file dragged from the desktop. */
async function dropFile(page: Page, target: string, name: string, content: string) {
  const data = await page.evaluateHandle(
    ([fileName, text]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], fileName, { type: 'text/csv' }));
      return transfer;
    },
    [name, content] as const,
  );
  const box = page.getByText(target, { exact: true }).locator('..');
  await box.dispatchEvent('dragover', { dataTransfer: data });
  await box.dispatchEvent('drop', { dataTransfer: data });
}

/** The problems table's rows, as line, column and problem. */
async function problems(page: Page, title: string) {
  const table = page.getByRole('table', { name: title });
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
}

describe('import of menu items', () => {
  test('imports the valid lines of a CSV in English, after showing the line that fails', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Menu Items' });
    await dialog.waitFor();

    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download a template' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('menu-items-template.csv');
    const header = (await readFile((await template.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!;
    expect(header.split(',')).toEqual(
      expect.arrayContaining([
        'Name',
        'Category',
        'Department',
        'Price 1 description',
        'Price 1 price',
        'Tax',
      ]),
    );

    await chooseFile(
      page,
      'Choose a CSV or XLSX file',
      'new-items.csv',
      csv([
        ['Name', 'Category', 'Department', 'Price 1 description', 'Price 1 price', 'Colour'],
        ['E2E Lemon Tart', 'Desserts', 'Bakery', 'Slice', '5.25', 'yellow'],
        ['E2E Mystery', 'Pizzas', '', 'Slice', '3', ''],
        ['E2E Iced Tea', 'Soft Drinks', '', 'Glass', '2.50', ''],
      ]),
    );
    const preview = dialog.getByRole('table', { name: 'The first 3 lines of the file' });
    await preview.getByText('Imported as: Price 1 price').waitFor();
    await preview.getByText('Not imported').waitFor();
    await preview.getByRole('cell', { name: 'E2E Mystery' }).waitFor();

    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('2 of 3 lines are valid.').waitFor();
    // Desserts is a tab of the demo's POS menu, Soft Drinks is not.
    await dialog.getByText("1 new item will be placed on its category's tab of the POS menu.").waitFor();
    await dialog.getByText('1 new item will stay off the POS menu: its category has no tab.').waitFor();
    expect(await problems(page, 'Problems by line')).toEqual([
      ['3', 'Category', 'Category “Pizzas” not found'],
    ]);
    expect(await dialog.getByRole('button', { name: 'Import all' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Import the 2 valid lines' }).click();
    await dialog.getByText('Imported: 2. Skipped: 1.').waitFor();
    await dialog.getByText("1 new item was placed on its category's tab of the POS menu.").waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByPlaceholder('Search').fill('E2E');
    await row(page, 'E2E Lemon Tart').waitFor();
    await row(page, 'E2E Iced Tea').waitFor();
    await poll(() => row(page, 'E2E Mystery').count()).toBe(0);
  });

  test('imports a dropped file in Spanish, with the problem in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/menu-items', labels: SPANISH });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar Artículos del menú' });
    await dialog.waitFor();

    await dropFile(
      page,
      'o suéltelo aquí',
      'articulos.csv',
      csv([
        ['Nombre', 'Categoría', 'Precio 1: descripción', 'Precio 1: importe', 'Venta en línea'],
        ['E2E Flan', 'Desserts', 'Porción', '"4,50"', 'sí'],
        ['E2E Agua', 'Soft Drinks', '', '1', 'no'],
      ]),
    );
    await dialog.getByText('Se importa como: Precio 1: importe').waitFor();
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await dialog.getByText('1 de 2 líneas son válidas.').waitFor();
    await dialog
      .getByText('1 artículo nuevo se colocará en la pestaña de su categoría en el menú del POS.')
      .waitFor();
    expect(await problems(page, 'Problemas por línea')).toEqual([
      ['3', 'Precio 1: descripción', 'Este campo es obligatorio'],
    ]);
    await dialog.getByRole('button', { name: 'Importar la línea válida' }).click();
    await dialog.getByText('Importadas: 1. Omitidas: 1.').waitFor();
    await dialog
      .getByText('1 artículo nuevo se colocó en la pestaña de su categoría en el menú del POS.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByPlaceholder('Buscar').fill('E2E Flan');
    await row(page, 'E2E Flan').waitFor();
  });

  test('updates the items a file names, after a create check that points to the update, in English', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Menu Items' });
    await dialog.waitFor();
    await chooseFile(
      page,
      'Choose a CSV or XLSX file',
      'menu-again.csv',
      csv([
        ['Name', 'Category', 'Price 1 description', 'Price 1 price'],
        ['caesar salad', 'Soups & Salads', 'Bowl', '8.75'],
        ['E2E Update Soda', 'Soft Drinks', 'Can', '2'],
      ]),
    );
    const create = dialog.getByRole('radio', { name: 'Create new records' });
    const update = dialog.getByRole('radio', { name: 'Update existing records (matched by name)' });
    expect(await create.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('1 of 2 lines are valid.').waitFor();
    await dialog
      .getByText(
        'Some lines name records that already exist. To update those records instead, choose “Update existing records (matched by name)” and check the file again.',
      )
      .waitFor();
    expect(await problems(page, 'Problems by line')).toEqual([['2', 'Name', 'Name already taken']]);

    await update.check();
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('2 of 2 lines are valid. New: 1. Updates: 1.').waitFor();
    expect(await problems(page, 'What each line does')).toEqual([
      ['2', 'Updates Caesar Salad'],
      ['3', 'New'],
    ]);
    await dialog.getByRole('button', { name: 'Import all' }).click();
    await dialog.getByText('Created: 1. Updated: 1. Skipped: 0.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByPlaceholder('Search').fill('Caesar Salad');
    await row(page, 'Caesar Salad').getByText(/8\.75/).waitFor();
  });

  test('shows in Spanish which lines update which item', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/menu-items', labels: SPANISH });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar Artículos del menú' });
    await dialog.waitFor();
    await chooseFile(
      page,
      'Elija un archivo CSV o XLSX',
      'precios.csv',
      csv([
        ['Nombre', 'Precio 1: importe'],
        ['CAESAR SALAD', '9'],
        ['E2E Nuevo', '3'],
        ['caesar salad', '9.50'],
      ]),
    );
    await dialog.getByText('Faltan columnas: Categoría, Precio 1: descripción').waitFor();
    await dialog.getByRole('radio', { name: 'Actualizar los registros existentes (por nombre)' }).check();
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await dialog.getByText('1 de 3 líneas son válidas. Nuevos: 0. Actualizaciones: 1.').waitFor();
    expect(await problems(page, 'Qué hace cada línea')).toEqual([['2', 'Actualiza Caesar Salad']]);
    expect(await problems(page, 'Problemas por línea')).toEqual([
      ['3', 'Categoría', 'Este campo es obligatorio'],
      ['3', 'Precio 1: descripción', 'Este campo es obligatorio'],
      ['4', 'Nombre', 'Repite la línea 2'],
    ]);
  });

  test('fills a 390 px phone screen, and refuses a file that is not CSV nor XLSX', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Menu Items' });
    await dialog.waitFor();
    expect((await dialog.boundingBox())!.width).toBe(390);

    await page.getByLabel('Choose a CSV or XLSX file', { exact: true }).setInputFiles({
      name: 'photo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]),
    });
    await dialog.getByText('This is not a CSV or XLSX file').waitFor();

    await chooseFile(
      page,
      'Choose a CSV or XLSX file',
      'phone.csv',
      csv([
        ['Name', 'Category', 'Price 1 description', 'Price 1 price'],
        ['E2E Phone Muffin', 'Bakery', 'One', '3'],
      ]),
    );
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('Category “Bakery” not found').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('offers Import on the menu items list only', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category' });
    await page.getByRole('button', { name: 'Export', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
  });
});
