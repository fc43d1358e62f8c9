import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * Perks in the console: the members page shows each member's points and the next reward, and an
 * adjustment from a member's row (English) or from the customer's page (Spanish) is checked in the
 * browser, then recorded and shown.
 */

const { freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

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

    await first.getByRole('button', { name: `Adjust the points of ${name}` }).click();
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
