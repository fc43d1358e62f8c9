import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOGIN_LABELS, signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll, row } from '../helpers/suite.js';

/*
 * Operations and inventory in the browser: the POS default order type kept, the three tip
 * suggestions edited in place, the inventory's deletion guard and a recipe that gives a menu item its
 * cost, in English and Spanish.
 */

const { server, freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('order types', () => {
  test('the POS default cannot be switched off: the server says why, in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/order-type', labels: SPANISH });
    await row(page, 'Dine in').getByRole('cell', { name: 'Dine in', exact: true }).click();
    const checkbox = page.getByRole('switch', { name: 'Predeterminado del POS' });
    await poll(() => checkbox.isChecked()).toBe(true);
    await checkbox.uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se requiere un tipo de orden predeterminado para el POS').first().waitFor();
  });
  test('a new order type says before saving that it becomes the POS default when none is yet, in English and Spanish', async () => {
    const db = server().database.db;
    const defaults = await db.selectFrom('order_type').select('id').where('pos_default', '=', true).execute();
    await db.updateTable('order_type').set({ pos_default: false }).execute();
    try {
      for (const [locale, labels, field, note] of [
        [
          'en-US',
          LOGIN_LABELS,
          'POS default',
          'No order type is the “POS default” yet: this one becomes it when you save',
        ],
        [
          'es-ES',
          SPANISH,
          'Predeterminado del POS',
          'Aún no hay ningún tipo de orden marcado como «Predeterminado del POS»: este lo será al guardar',
        ],
      ] as const) {
        const page = await freshPage({ locale });
        await signInThroughUi(page, { path: '/office/pages/order-type/create', labels });
        const checkbox = page.getByRole('switch', { name: field });
        await poll(() => checkbox.isChecked()).toBe(false);
        await page.getByText(note).waitFor();
        // Switched on, it is plain: nothing to warn about.
        await checkbox.check();
        await poll(() => page.getByText(note).count()).toBe(0);
      }
    } finally {
      for (const { id } of defaults)
        await db.updateTable('order_type').set({ pos_default: true }).where('id', '=', id).execute();
    }
  });
});

describe('gratuities', () => {
  test('making one automatic asks first, naming the one that is now; Cancel leaves it off', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/gratuities' });
    await row(page, 'Private event').getByRole('cell', { name: 'Private event', exact: true }).click();
    const automatic = page.getByRole('switch', { name: 'Automatic' });
    await poll(() => automatic.isChecked()).toBe(false);
    await automatic.check();
    const dialog = page.getByRole('dialog', { name: 'Take «Automatic» from «Large party (8+)»?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => automatic.isChecked()).toBe(false);

    await automatic.check();
    await dialog.getByRole('button', { name: 'Take it over' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(/«Private event» saved/)
      .first()
      .waitFor();
    await page.goto('/office/pages/gratuities');
    const yes = (name: string) => row(page, name).getByRole('cell').nth(3);
    await poll(() => yes('Private event').getByTestId('true').count()).toBe(1);
    expect(await yes('Large party (8+)').getByTestId('false').count()).toBe(1);
  });

  test('the question is asked in Spanish too', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/order-type', labels: SPANISH });
    await row(page, 'Take out').getByRole('cell', { name: 'Take out', exact: true }).click();
    await page.getByRole('switch', { name: 'Predeterminado del POS' }).check();
    await page.getByRole('dialog', { name: '¿Quitar «Predeterminado del POS» a «Dine in»?' }).waitFor();
  });
});

describe('tip suggestions', () => {
  test('are three rows edited in place, with no row to add or remove', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/tips' });
    const names = page.getByRole('textbox', { name: /^Name/ });
    await poll(() => names.count()).toBe(3);
    expect(await page.getByRole('button', { name: /add/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /remove/i }).count()).toBe(0);
    const values = page.getByRole('spinbutton', { name: /^Value/ });
    await values.nth(2).fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(/Tips Suggestions (updated|saved)/)
      .first()
      .waitFor();
    await page.reload();
    await poll(() =>
      page
        .getByRole('spinbutton', { name: /^Value/ })
        .nth(2)
        .inputValue(),
    ).toBe('25');
  });

  test('fit a 390 px phone, in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/tips', labels: SPANISH });
    await poll(() => page.getByRole('textbox', { name: /^Nombre/ }).count()).toBe(3);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('inventory', () => {
  test('a group with subgroups is not deleted, and the user is told why in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/inventory-group', labels: SPANISH });
    await row(page, 'Proteins').getByRole('cell', { name: 'Proteins', exact: true }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Confirmar|Eliminar/ })
      .click();
    await page.getByText('No puede eliminar un grupo con subgrupos').first().waitFor();
  });

  test("a recipe's ingredients show by name and its cost is the menu item's", async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/recipes' });
    const burger = row(page, 'Bistro Burger').first();
    await burger.getByText('Brioche bun 1').waitFor();
    await burger.getByText('$3.27').waitFor();
  });
});
