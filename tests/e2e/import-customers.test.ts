import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll, row } from '../helpers/suite.js';

/*
 * Import of customers as a user does it, through the same dialog as the menu items': a line without
 * an e-mail refused by line, an e-mail already taken refused, then updated once "matched by e-mail"
 * is chosen; in English and in Spanish.
 */

const { freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n') + '\r\n';

async function chooseFile(page: Page, label: string, name: string, content: string) {
  await page.getByLabel(label, { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content),
  });
}

/** The rows of one of the dialog's tables, as their cells' text. */
async function problems(page: Page, title: string) {
  const table = page.getByRole('table', { name: title });
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
}

describe('import of customers', () => {
  test('refuses a line without an e-mail and a taken e-mail, then updates it matched by e-mail, in English', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/customers' });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Customers' });
    await dialog.waitFor();

    await chooseFile(
      page,
      'Choose a CSV or XLSX file',
      'customers.csv',
      csv([
        ['Name', 'E-mail', 'Phone', 'Agrees to marketing'],
        ['E2E Ana Import', 'e2e.ana@example.test', '555-0101', 'yes'],
        ['E2E Nomail Import', '', '555-0102', 'no'],
      ]),
    );
    await dialog.getByRole('cell', { name: 'E2E Nomail Import' }).waitFor();
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('1 of 2 lines are valid.').waitFor();
    expect(await problems(page, 'Problems by line')).toEqual([
      ['3', 'E-mail', 'No e-mail address available'],
    ]);
    await dialog.getByRole('button', { name: 'Import the valid line' }).click();
    await dialog.getByText('Imported: 1. Skipped: 1.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByPlaceholder('Search').fill('E2E');
    await row(page, 'E2E Ana Import').waitFor();
    await poll(() => row(page, 'E2E Nomail Import').count()).toBe(0);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.waitFor();
    await chooseFile(
      page,
      'Choose a CSV or XLSX file',
      'again.csv',
      csv([
        ['Name', 'E-mail', 'Phone'],
        ['E2E Ana Updated', 'E2E.ANA@example.test', '555-0199'],
      ]),
    );
    const update = dialog.getByRole('radio', { name: 'Update existing records (matched by e-mail)' });
    expect(await dialog.getByRole('radio', { name: 'Create new records' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('0 of 1 lines are valid.').waitFor();
    expect(await problems(page, 'Problems by line')).toEqual([
      ['2', 'E-mail', 'Already exist a customer with this email'],
    ]);

    await update.check();
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByText('1 of 1 lines are valid. New: 0. Updates: 1.').waitFor();
    expect(await problems(page, 'What each line does')).toEqual([['2', 'Updates E2E Ana Import']]);
    await dialog.getByRole('button', { name: 'Import all' }).click();
    await dialog.getByText('Created: 0. Updated: 1. Skipped: 0.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByPlaceholder('Search').fill('E2E Ana');
    await row(page, 'E2E Ana Updated').getByText('555-0199').waitFor();
  });

  test('says in Spanish that a line has no e-mail, and offers the update by e-mail', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/customers', labels: SPANISH });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar Clientes' });
    await dialog.waitFor();
    await chooseFile(
      page,
      'Elija un archivo CSV o XLSX',
      'clientes.csv',
      csv([
        ['Nombre', 'Correo electrónico', 'Teléfono'],
        ['E2E Beto Importado', 'e2e.beto@example.test', '555-0201'],
        ['E2E Sin Correo', '', '555-0202'],
      ]),
    );
    await dialog
      .getByRole('radio', { name: 'Actualizar los registros existentes (por correo electrónico)' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await dialog.getByText('1 de 2 líneas son válidas.').waitFor();
    expect(await problems(page, 'Problemas por línea')).toEqual([
      ['3', 'Correo electrónico', 'No hay correo electrónico disponible'],
    ]);
    await dialog.getByRole('button', { name: 'Importar la línea válida' }).click();
    await dialog.getByText('Importadas: 1. Omitidas: 1.').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByPlaceholder('Buscar').fill('E2E Beto');
    await row(page, 'E2E Beto Importado').waitFor();
  });
});
