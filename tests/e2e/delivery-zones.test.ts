import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOGIN_LABELS, signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * Delivery zones as a manager uses them: a zone drawn on the real map with the mouse, named, priced and
 * saved; the warning before switching the zone type with edits unsaved; a missing fee refused in
 * Spanish; and the page on a phone. Demo Bistro uses its zones by map (Downtown, Greater Springfield)
 * and keeps rings by distance (Nearby, Springfield, Outskirts). The tests have no network: the map's
 * tiles fail, the map says so, and the zones are drawn on a plain grid.
 */

const PAGE = '/office/pages/delivery-zones';

const EN = {
  locale: 'en-US',
  login: LOGIN_LABELS,
  title: 'Delivery Zones',
  map: 'Map of the delivery zones',
  draw: 'Draw a zone',
  nameOf: (n: number) => `Name of zone ${n}`,
  feeOf: (n: number) => `Delivery fee of zone ${n}`,
  offline: 'The map could not be loaded (no connection to its tiles)',
  save: 'Save',
  saved: 'Delivery zones saved',
  unsaved: 'Unsaved changes',
  byDistance: 'By distance',
  byMap: 'By map',
  required: 'The delivery fee is required',
  errorTitle: 'Error of delivery zone',
};

const ES: typeof EN = {
  locale: 'es-ES',
  login: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
  title: 'Zonas de entrega',
  map: 'Mapa de las zonas de entrega',
  draw: 'Dibujar una zona',
  nameOf: (n) => `Nombre de la zona ${n}`,
  feeOf: (n) => `Tarifa de entrega de la zona ${n}`,
  offline: 'No se pudo cargar el mapa (sin conexión con sus mosaicos)',
  save: 'Guardar',
  saved: 'Zonas de entrega guardadas',
  unsaved: 'Cambios sin guardar',
  byDistance: 'Por distancia',
  byMap: 'Por mapa',
  required: 'Este campo es obligatorio',
  errorTitle: 'Error de zona de entrega',
};

/** Opens the page signed in, and collects the page's script errors. */
async function open(freshPage: () => Promise<Page>, words: typeof EN) {
  const page = await freshPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInThroughUi(page, { path: PAGE, labels: words.login });
  await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
  await page.getByRole('region', { name: words.map }).locator('.leaflet-container').waitFor();
  return { page, errors };
}

const names = (page: Page, words: typeof EN) =>
  page
    .getByRole('textbox', { name: new RegExp(`^${words.nameOf(0).slice(0, -1)}\\d+$`) })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/** The shapes drawn on the map: zones, rings and the store. */
const polygons = (page: Page) => page.locator('.leaflet-overlay-pane path').count();

describe('delivery zones in en-US', () => {
  const { freshPage } = consoleSuite();
  const words = EN;

  test('draws a zone on the map with the mouse, names it, prices it, saves it and finds it after a reload', async () => {
    const { page, errors } = await open(
      () => freshPage({ locale: words.locale, viewport: { width: 1280, height: 900 } }),
      words,
    );
    await poll(() => names(page, words)).toEqual(['Downtown', 'Greater Springfield']);
    await poll(() => polygons(page)).toBe(2);
    // No tiles here: the map says so, and a fee is written in the store's currency.
    await page.getByRole('region', { name: words.map }).getByText(words.offline).waitFor();
    const feeBox = page.getByRole('spinbutton', { name: words.feeOf(1), exact: true }).locator('xpath=..');
    expect(await feeBox.textContent()).toContain('$');

    await page.getByRole('status').filter({ hasText: 'Select a delivery zone to edit its shape.' }).waitFor();

    // The polygon tool: four corners, over the demo's zones and beside them, and the first again to close.
    await page.getByRole('button', { name: words.draw }).click();
    await page.locator('.leaflet-container').scrollIntoViewIfNeeded();
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    const corners = [at(0.62, 0.55), at(0.92, 0.55), at(0.92, 0.8), at(0.62, 0.8)];
    // The tool says what the next click does, in the user's language.
    const hint = (text: string) => page.locator('.leaflet-tooltip').filter({ hasText: text }).waitFor();
    await page.mouse.move(...corners[0]!);
    await hint('Click to place the first corner');
    for (const [i, [x, y]] of corners.entries()) {
      await page.mouse.click(x, y);
      await hint(i < 2 ? 'Click to place the next corner' : 'Click the first corner to close the zone');
    }
    await page.mouse.click(...corners[0]!);
    await poll(() => names(page, words)).toEqual(['Downtown', 'Greater Springfield', 'Zone 3']);
    await page
      .getByRole('status')
      .filter({ hasText: 'Drag the corners of the selected zone on the map.' })
      .waitFor();
    await poll(() => polygons(page)).toBe(3);
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('textbox', { name: words.nameOf(3), exact: true }) })
      .getByText('4 corners')
      .waitFor();
    await page.getByRole('status').filter({ hasText: words.unsaved }).waitFor();

    await page.getByRole('textbox', { name: words.nameOf(3), exact: true }).fill('Riverside');
    await page.getByRole('spinbutton', { name: words.feeOf(3), exact: true }).fill('3.75');
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await page.getByText(words.saved).waitFor();
    await poll(() => page.getByRole('status').filter({ hasText: words.unsaved }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
    await poll(() => names(page, words)).toEqual(['Downtown', 'Greater Springfield', 'Riverside']);
    expect(await page.getByRole('spinbutton', { name: words.feeOf(3), exact: true }).inputValue()).toBe(
      '3.75',
    );
    await poll(() => polygons(page)).toBe(3);

    // Deleting asks first, naming the zone; Discard brings it back.
    await page.getByRole('button', { name: 'Delete zone 3', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the zone “Riverside”?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await poll(() => names(page, words)).toEqual(['Downtown', 'Greater Springfield']);
    await poll(() => polygons(page)).toBe(2);
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await poll(() => names(page, words)).toEqual(['Downtown', 'Greater Springfield', 'Riverside']);
    await poll(() => polygons(page)).toBe(3);
    expect(errors).toEqual([]);
  });

  test('warns before switching the zone type with unsaved changes, and remembers the type chosen', async () => {
    const { page, errors } = await open(() => freshPage({ locale: words.locale }), words);
    const fee = page.getByRole('spinbutton', { name: words.feeOf(1), exact: true });
    await fee.fill('9.5');
    await page.getByRole('status').filter({ hasText: words.unsaved }).waitFor();

    await page.getByRole('radio', { name: words.byDistance }).click();
    let dialog = page.getByRole('dialog', { name: 'Change the zone type?' });
    await dialog.getByText('Unsaved changes will be lost.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('radio', { name: words.byMap }).isChecked()).toBe(true);
    expect(await fee.inputValue()).toBe('9.5');

    // Leaving with the edit unsaved asks too.
    await sidebarEntry(page, 'System log', false).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave
      .getByText('Your changes to the delivery zones have not been saved and will be lost.')
      .waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('radio', { name: words.byDistance }).click();
    dialog = page.getByRole('dialog', { name: 'Change the zone type?' });
    await dialog.getByRole('button', { name: 'Change' }).click();
    await page.getByText('Zone type saved: By distance').waitFor();
    await poll(() => names(page, words)).toEqual(['Nearby', 'Springfield', 'Outskirts']);
    expect(await page.getByRole('spinbutton', { name: 'Latitude' }).inputValue()).toBe('39.8017');
    expect(await page.getByRole('status').filter({ hasText: words.unsaved }).count()).toBe(0);
    // Three rings around the store, and the store itself.
    await poll(() => polygons(page)).toBe(4);

    await page.reload();
    await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
    await poll(() => page.getByRole('radio', { name: words.byDistance }).isChecked()).toBe(true);
    await poll(() => names(page, words)).toEqual(['Nearby', 'Springfield', 'Outskirts']);

    // Nothing unsaved: back to the map without a question, and the fee was never saved.
    await page.getByRole('radio', { name: words.byMap }).click();
    await page.getByText('Zone type saved: By map').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('spinbutton', { name: words.feeOf(1), exact: true }).inputValue()).toBe(
      '2.5',
    );
    expect(errors).toEqual([]);
  });
});

describe('delivery zones in es-ES', () => {
  const { freshPage } = consoleSuite();
  const words = ES;

  test('refuses a zone without its fee, in Spanish, and saves nothing', async () => {
    const { page, errors } = await open(() => freshPage({ locale: words.locale }), words);
    const fee = page.getByRole('spinbutton', { name: words.feeOf(1), exact: true });
    await poll(() => fee.inputValue()).toBe('2.5');
    await page.getByRole('region', { name: words.map }).getByText(words.offline).waitFor();
    await fee.fill('');
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await page.getByText(`${words.errorTitle}: ${words.required}`).waitFor();
    // The field says what is missing, where it is missing.
    expect(await fee.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await fee.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(words.required);

    await page.reload();
    await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
    await poll(() => page.getByRole('spinbutton', { name: words.feeOf(1), exact: true }).inputValue()).toBe(
      '2.5',
    );
    expect(errors).toEqual([]);
  });

  test('fits a 390 px phone: the map on top, the zones below, no sideways scrolling', async () => {
    const page = await freshPage({ locale: words.locale, viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: PAGE, labels: words.login });
    const map = page.getByRole('region', { name: words.map });
    await map.locator('.leaflet-container').waitFor();
    await poll(() => names(page, words)).toEqual(['Downtown', 'Greater Springfield']);
    const mapBox = (await map.boundingBox())!;
    const firstName = (await page
      .getByRole('textbox', { name: words.nameOf(1), exact: true })
      .boundingBox())!;
    expect(mapBox.width).toBeLessThanOrEqual(390);
    expect(firstName.y).toBeGreaterThan(mapBox.y + mapBox.height);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await page.getByRole('radio', { name: words.byDistance }).click();
    await page.getByText('Tipo de zona guardado: Por distancia').waitFor();
    await poll(() => names(page, words)).toEqual(['Nearby', 'Springfield', 'Outskirts']);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);

    // A tap on the map places the store there.
    const latitude = page.getByRole('spinbutton', { name: 'Latitud', exact: true });
    expect(await latitude.inputValue()).toBe('39.8017');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await poll(() => latitude.inputValue()).not.toBe('39.8017');
    expect(Number(await latitude.inputValue())).toBeGreaterThan(39.8017);
    await page.getByRole('status').filter({ hasText: words.unsaved }).waitFor();
  });
});
