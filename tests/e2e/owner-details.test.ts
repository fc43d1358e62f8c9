import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll, row } from '../helpers/suite.js';

/*
 * What a new owner trips over, in English and Spanish: a bulk delete names how many records it
 * deletes, a printer's address is an example rather than a value, and a delete the server refuses
 * is refused at once instead of showing Undo first.
 */

const { freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

async function selectRows(page: Page, name: string, count: number): Promise<void> {
  const boxes = page.locator('tbody').getByRole('checkbox', { name });
  await poll(() => boxes.count()).toBeGreaterThanOrEqual(count);
  for (let i = 0; i < count; i++) await boxes.nth(i).check();
}

describe('bulk delete', () => {
  test('names the count: "Delete 3 categories?"', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category' });
    await selectRows(page, 'Select this row', 3);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 3 categories?' });
    await dialog.getByText('All 3 are removed from the list and from the point of sale.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('and in Spanish: "¿Eliminar 2 categorías?"', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/category', labels: SPANISH });
    await selectRows(page, 'Seleccionar esta fila', 2);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar 2 categorías?' });
    await dialog.getByText('Los 2 registros se quitan de la lista y del punto de venta.').waitFor();
  });
});

describe('a new kitchen printer', () => {
  test('shows the factory address as an example, not a value, and refuses to save without an address', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/kitchen-printer/create' });
    const ip = page.getByRole('textbox', { name: 'IP address' });
    await poll(() => ip.getAttribute('placeholder')).toBe('192.168.192.168');
    expect(await ip.inputValue()).toBe('');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Line 2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Enter the printer's IP address or its host name").first().waitFor();
  });
});

describe('a guarded delete', () => {
  test('the POS default order type is asked about, then refused at once, with no Undo', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/order-type' });
    await row(page, 'Dine in').getByRole('cell', { name: 'Dine in', exact: true }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete order type «Dine in»?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page
      .getByText("You can't delete the POS default order type: choose another default first")
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
  });

  test('and in Spanish, from the list', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/order-type', labels: SPANISH });
    await row(page, 'Dine in').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar 1 tipo de orden?' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await page
      .getByText('No puede eliminar el tipo de orden predeterminado del POS: elija antes otro predeterminado')
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Deshacer' }).count()).toBe(0);
  });
});

describe('registration', () => {
  test('asks for the business name, in Spanish too', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await page.goto('/office/pages/register');
    const business = page.getByRole('textbox', { name: 'Nombre del negocio', exact: false });
    await business.waitFor();
    expect(await business.getAttribute('required')).not.toBeNull();
    await page.getByText('El nombre de su restaurante o tienda, como lo conocen sus clientes').waitFor();
  });
});
