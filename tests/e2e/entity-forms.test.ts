import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll, textbox } from '../helpers/suite.js';

/*
 * What every entity form does: a save refused names the fields that need attention next to Save and
 * brings the first of them into view; and a menu item's availability reads "Always available" until
 * a schedule is set.
 */

const { freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const focused = (field: Locator) => field.evaluate((el) => el === document.activeElement);
const inView = (field: Locator) =>
  field.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('a save refused', () => {
  test('names the fields that need attention and brings the first into view', async () => {
    const page = await freshPage({ viewport: { width: 1280, height: 700 } });
    await signInThroughUi(page, { path: '/office/pages/store-info' });
    const monday = page
      .getByRole('group', { name: 'Opening hours' })
      .getByRole('group', { name: 'Hours on Monday' });
    const end = monday.getByLabel('End').first();
    await poll(() => end.inputValue()).not.toBe('');
    await end.fill(await monday.getByLabel('Start').first().inputValue());
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('1 field needs attention: Opening hours').waitFor();
    await poll(() => focused(end)).toBe(true);
    expect(await inView(end)).toBe(true);

    // Put right, the summary goes.
    await end.fill('23:00');
    await poll(() => page.getByText('need attention').count()).toBe(0);
  });

  test('does so in Spanish on a new menu item', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/menu-items/create', labels: SPANISH });
    await page.waitForLoadState('networkidle');
    // Save waits for a change.
    await textbox(page, 'Descripción').fill('Pan de la casa');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(/^\d campos requieren atención: Nombre, Categoría/).waitFor();
    await poll(() => focused(textbox(page, 'Nombre'))).toBe(true);
  });
});

describe("a menu item's availability", () => {
  test('is always available until a schedule is set', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items/create' });
    const section = page.getByRole('group', { name: 'Availability' });
    await section.getByText('Always available').waitFor();
    expect(await section.getByRole('group', { name: 'Hours on Monday' }).count()).toBe(0);

    await section.getByRole('button', { name: 'Set a schedule' }).click();
    await section.getByRole('group', { name: 'Hours on Monday' }).getByText('Closed').waitFor();
    expect(await section.getByText('Always available').count()).toBe(0);
    await section.getByRole('button', { name: 'Add hours (Monday)' }).click();
    await poll(() =>
      section.getByRole('group', { name: 'Hours on Monday' }).getByLabel('Start').count(),
    ).toBe(1);

    await section.getByRole('button', { name: 'Remove the schedule' }).click();
    await section.getByText('Always available').waitFor();
  });

  test('reads "Siempre disponible" in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/menu-items/create', labels: SPANISH });
    const section = page.getByRole('group', { name: 'Disponibilidad' });
    await section.getByText('Siempre disponible').waitFor();
    await section.getByRole('button', { name: 'Definir un horario' }).click();
    await section.getByRole('group', { name: 'Horario del Lunes' }).getByText('Cerrado').waitFor();
  });
});
