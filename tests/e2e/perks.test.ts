import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chooseOption, signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, pathIs, poll, textbox } from '../helpers/suite.js';

/*
 * Perks in the console: the members page shows each member's points and the next reward, and an
 * adjustment from a member's row (English) or from the customer's page (Spanish) is checked in the
 * browser, then recorded and shown. A plan is created on a phone in Spanish: a reward shows only the
 * input its type asks for, a discount without its value is refused in the browser, and the plan is
 * saved and listed, the page never wider than the screen.
 */

const { freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a loyalty plan', () => {
  test('is created with a reward on a 390 px phone in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/perks/create', labels: SPANISH });
    await textbox(page, 'Nombre').fill('Club del café');
    // A new plan starts with one reward to fill.
    await page.getByRole('spinbutton', { name: /^Puntos\W*$/ }).fill('80');
    await page.getByRole('textbox', { name: /^Recompensa\W*$/ }).fill('Diez por ciento');
    await chooseOption(page, page.getByRole('combobox', { name: /^Tipo/ }), 'Porcentaje de descuento');
    // A percentage asks for its value only: neither a menu item nor a coupon.
    const value = page.getByRole('spinbutton', { name: /^Valor/ });
    await value.waitFor();
    await expect(page.getByRole('combobox', { name: /^Artículo gratis/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('combobox', { name: /^Cupón/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Una recompensa de descuento necesita un valor mayor que cero').first().waitFor();
    expect(await overflow(page)).toBe(0);

    // Sent from the keyboard: on a phone the refusal's notice lies over the toolbar.
    await value.fill('10');
    await value.press('Enter');
    await page.waitForURL(pathIs('/office/pages/perks'));
    await page.getByRole('main').getByText('Club del café').first().waitFor();
    expect(await overflow(page)).toBe(0);
  });
});

describe('loyalty members', () => {
  test('show their points and next reward, and are adjusted from their row in English', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/perks-members' });
    const table = page.getByRole('table', { name: 'Members' });
    await page.getByText('Active plan: Bistro Rewards').waitFor();
    // The demo's members, most points first: the first has 240 less the 100 spent on a reward.
    const first = table.getByRole('row').nth(1);
    await first.getByRole('cell', { name: '140', exact: true }).waitFor();
    await first.getByText('$5 off with coupon SAVE5 · 60 points to go').waitFor();
    const name = (await first.getByRole('rowheader').textContent())!.trim();

    await first.getByRole('button', { name: `Adjust points: ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Points').fill('60');
    await dialog.getByRole('button', { name: 'Record' }).click();
    // Checked in the browser before the server.
    await dialog.getByText('Give the reason for the adjustment').waitFor();
    await dialog.getByLabel('Reason').fill('Birthday bonus');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await page.getByText(`Recorded. ${name} now has 200 points`).waitFor();
    await poll(() => dialog.count()).toBe(0);
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await row.getByRole('cell', { name: '200', exact: true }).waitFor();
    await row.getByText('Every reward reached').waitFor();

    // The search finds a member whatever the case.
    await page.getByRole('searchbox', { name: 'Search members' }).fill(name.toUpperCase());
    await poll(() => table.getByRole('row').count()).toBe(2);
  });

  test("are adjusted from the customer's page in Spanish, the movement shown among his points", async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/perks-members', labels: SPANISH });
    const table = page.getByRole('table', { name: 'Miembros' });
    const last = table.getByRole('row').last();
    // The member with the fewest points (15).
    await last.getByRole('cell', { name: '15', exact: true }).waitFor();
    const name = (await last.getByRole('rowheader').textContent())!.trim();

    await page.goto('/office/pages/customers');
    await page.getByPlaceholder('Buscar').fill(name);
    await page.getByRole('cell', { name, exact: true }).first().click();
    const block = page.getByRole('region', { name: 'Puntos de lealtad' });
    await block.getByText('15 puntos').waitFor();
    await block.getByRole('button', { name: 'Ajustar puntos' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Puntos').fill('-20');
    await dialog.getByLabel('Motivo').fill('Error de carga');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await dialog
      .getByText('El cliente tiene 15 puntos: un ajuste no puede dejarlo por debajo de cero')
      .waitFor();
    await dialog.getByLabel('Puntos').fill('-5');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText(`Registrado. ${name} tiene ahora 10 puntos`).waitFor();
    await block.getByText('10 puntos').waitFor();
    const movements = block.getByRole('table', { name: 'Movimientos de puntos' });
    await movements.getByRole('cell', { name: 'Error de carga' }).waitFor();
    await movements.getByRole('cell', { name: '-5', exact: true }).waitFor();
    expect(await movements.getByRole('cell', { name: 'Ajuste', exact: true }).count()).toBe(2);
  });
});
