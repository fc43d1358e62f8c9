import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOGIN_LABELS, signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, poll, textbox } from '../helpers/suite.js';

/*
 * The floor layout editor as a manager uses it. Demo Bistro's floor has a dining room (tables 1 to 7,
 * 3 and 6 busy) and a patio (P1 to P4).
 */

const PAGE = '/office/pages/floor-layout';
const ES_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

/** The values the side panel shows for the selected table. */
const panel = async (page: Page) => ({
  x: Number(await textbox(page, 'X').inputValue()),
  y: Number(await textbox(page, 'Y').inputValue()),
  rotation: Number(await textbox(page, 'Rotation (degrees)').inputValue()),
});

/** Drags from the centre of an element by some screen pixels, as a mouse does. */
async function dragBy(page: Page, name: string, dx: number, dy: number) {
  const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

describe('floor layout editor', () => {
  const { server, freshPage } = consoleSuite();

  test('drags and turns a table, undoes and redoes, warns before leaving, saves, and finds it there after a reload', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: PAGE, labels: LOGIN_LABELS });
    await sidebarEntry(page, 'Floor Layout').waitFor();
    await page.getByRole('heading', { name: 'Floor Layout', level: 1 }).waitFor();
    await poll(() => page.getByRole('tab').allTextContents()).toEqual(['Dining room', 'Patio']);
    await page.getByRole('application', { name: 'Floor of Dining room' }).waitFor();
    // Busy tables say so.
    await page.getByRole('button', { name: 'Table 3, 4 seats, busy', exact: true }).waitFor();

    const table = 'Table 1, 2 seats';
    await page.getByRole('button', { name: table, exact: true }).click();
    await page.getByRole('heading', { name: 'Table 1', level: 2 }).waitFor();
    const start = await panel(page);
    expect(start).toEqual({ x: 80, y: 80, rotation: 0 });
    const unsaved = page.getByRole('status').filter({ hasText: 'Unsaved changes' });
    expect(await unsaved.count()).toBe(0);

    await dragBy(page, table, 120, 80);
    await poll(async () => (await panel(page)).x).toBeGreaterThan(start.x + 100);
    const dropped = await panel(page);
    expect(dropped.y).toBeGreaterThan(start.y + 60);
    // Snapped to the grid of 20.
    expect([dropped.x % 20, dropped.y % 20]).toEqual([0, 0]);
    await unsaved.waitFor();

    await page.getByRole('button', { name: 'Turn right 15°' }).click();
    await poll(async () => (await panel(page)).rotation).toBe(15);
    await page.getByRole('button', { name: 'Turn right 15°' }).click();
    await poll(async () => (await panel(page)).rotation).toBe(30);

    // Undo and Redo, from the keyboard and the toolbar.
    await page.getByRole('application').focus();
    await page.keyboard.press('Control+z');
    await poll(async () => (await panel(page)).rotation).toBe(15);
    await page.keyboard.press('Control+Shift+z');
    await poll(async () => (await panel(page)).rotation).toBe(30);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await poll(async () => panel(page)).toEqual({ ...dropped, rotation: 15 });

    // An arrow key moves the selection one grid step.
    await page.getByRole('application').focus();
    await page.keyboard.press('ArrowRight');
    await poll(async () => (await panel(page)).x).toBe(dropped.x + 20);
    await page.keyboard.press('Control+z');
    await poll(async () => (await panel(page)).x).toBe(dropped.x);

    // Leaving with the changes unsaved asks first; staying keeps them.
    await sidebarEntry(page, 'Analytics').click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog
      .getByText('Your changes to the floor layout have not been saved and will be lost.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(PAGE);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Floor layout saved').waitFor();
    await poll(() => unsaved.count()).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: table, exact: true }).click();
    await poll(async () => panel(page)).toEqual({ ...dropped, rotation: 15 });

    // Several tables: Shift-click adds one, a box drawn on the floor takes those it touches.
    await page.getByRole('button', { name: 'Table 2, 2 seats', exact: true }).click({ modifiers: ['Shift'] });
    await page.getByRole('heading', { name: '2 tables selected', level: 2 }).waitFor();
    const six = (await page
      .getByRole('button', { name: 'Table 6, 6 seats, busy', exact: true })
      .boundingBox())!;
    const seven = (await page.getByRole('button', { name: 'Table 7, 8 seats', exact: true }).boundingBox())!;
    await page.mouse.move(six.x - 8, six.y - 8);
    await page.mouse.down();
    await page.mouse.move(seven.x + seven.width + 8, seven.y + seven.height + 8, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('heading', { name: '2 tables selected', level: 2 }).waitFor();
    expect(
      await page
        .locator('[data-table][aria-pressed="true"]')
        .evaluateAll((ts) => ts.map((t) => t.getAttribute('data-table'))),
    ).toEqual(['6', '7']);

    // Saved: nothing holds the way out any more.
    await sidebarEntry(page, 'Analytics').click();
    await page.waitForURL((url) => url.pathname === '/office/dashboard/analytics');
  });

  test('in Spanish: refuses deleting an area with busy tables, resets a table, and deletes an area after confirming', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: PAGE, labels: ES_LOGIN });
    await page.getByRole('heading', { name: 'Distribución del salón', level: 1 }).waitFor();

    const deleteArea = async (name: string, tables: string) => {
      await page.getByRole('tab', { name }).click();
      await page.getByRole('button', { name: `Acciones del área ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Eliminar' }).click();
      const dialog = page.getByRole('dialog', { name: `¿Eliminar el área ${name}?` });
      await dialog.getByText(tables).waitFor();
      await dialog.getByRole('button', { name: 'Eliminar' }).click();
      await poll(() => page.getByRole('dialog').count()).toBe(0);
    };

    await deleteArea('Dining room', 'El área Dining room tiene 7 mesas; se eliminarán con el área.');
    await page
      .getByText('Error de área: no se pudo eliminar el area: Dining room tiene mesas ocupadas (3, 6)')
      .waitFor();
    await poll(() => page.getByRole('tab').allTextContents()).toEqual(['Dining room', 'Patio']);

    // Reset returns a busy table to available.
    await page.getByRole('button', { name: 'Mesa 3, 4 asientos, ocupada', exact: true }).click();
    await page.getByText('Ocupada', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Restablecer' }).click();
    await page.getByText('La mesa 3 está disponible').waitFor();
    await page.getByRole('button', { name: 'Mesa 3, 4 asientos', exact: true }).waitFor();
    await page.getByText('Disponible', { exact: true }).waitFor();

    await deleteArea('Patio', 'El área Patio tiene 4 mesas; se eliminarán con el área.');
    await page.getByText('Área Patio eliminada').waitFor();
    await poll(() => page.getByRole('tab').allTextContents()).toEqual(['Dining room']);
  });

  test('a number another user took meanwhile: the save is refused as an error of table, and nothing is lost', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: PAGE });
    await page.getByRole('application', { name: 'Floor of Dining room' }).waitFor();
    await page.getByRole('button', { name: 'Add table', exact: true }).click();
    await page.getByRole('heading', { name: 'Table 8', level: 2 }).waitFor();

    // Meanwhile, someone else opens a bar with a table 9.
    const { gql } = await signIn(server());
    const bar = await gql<{ createFloorArea: { id: string } }>(
      'mutation { createFloorArea(name: "Bar") { id } }',
    );
    const saved = await gql(
      'mutation ($a: ID!, $t: [FloorTableInput!]!) { saveFloorTables(area_id: $a, tables: $t) { id } }',
      {
        a: bar.data!.createFloorArea.id,
        t: [
          {
            name: '9',
            shape: 'round',
            x: 100,
            y: 100,
            width: 60,
            height: 60,
            rotation: 0,
            seats: 2,
            color: '#00897b',
          },
        ],
      },
    );
    expect(saved.errors).toBeUndefined();

    const name = textbox(page, 'Name or number');
    await name.fill('9');
    await name.press('Enter');
    await page.getByRole('heading', { name: 'Table 9', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText('Error of table: Table numbers must be unique in the store: 9 is used more than once')
      .waitFor();
    // The edit is still there, unsaved, to be renumbered.
    await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
    await name.fill('10');
    await name.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Floor layout saved').waitFor();
    await page.getByRole('button', { name: 'Table 10, 4 seats', exact: true }).waitFor();
  });

  test('fits a 390 px phone: the canvas scales to the width and the panel stacks below it', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: PAGE });
    const canvas = page.getByRole('application', { name: 'Floor of Dining room' });
    await canvas.waitFor();
    await page.getByRole('button', { name: 'Table 2, 2 seats', exact: true }).click();
    const panelBox = (await page.getByRole('region', { name: 'Table 2' }).boundingBox())!;
    const canvasBox = (await canvas.boundingBox())!;
    expect(canvasBox.width).toBeLessThanOrEqual(390);
    expect(panelBox.y).toBeGreaterThanOrEqual(canvasBox.y + canvasBox.height);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });

  test('new tables go to free space on the floor, each clear of the others, on a 1366 px laptop', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 768 } });
    await signInThroughUi(page, { path: PAGE });
    const floor = page.getByRole('application', { name: 'Floor of Dining room' });
    await floor.waitFor();
    const tables = floor.getByRole('button', { name: /^Table \S+, \d+ seats?(, busy)?$/ });
    await tables.first().waitFor();
    const before = await tables.count();
    const old = new Set(await tables.evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-label'))));
    const add = page.getByRole('button', { name: 'Add table', exact: true });
    for (const n of [1, 2, 3]) {
      await add.click();
      await expect.poll(() => tables.count(), { timeout: 10_000 }).toBe(before + n);
    }
    const boxes = await tables.evaluateAll((tables) =>
      tables.map((t) => {
        const r = t.getBoundingClientRect();
        return { name: t.getAttribute('aria-label'), x: r.x, y: r.y, right: r.right, bottom: r.bottom };
      }),
    );
    expect(boxes).toHaveLength(before + 3);
    // Earlier tests of this file may have left tables where they dropped them: each new one is clear of all.
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => !old.has(a.name) || !old.has(b.name))
        .filter((b) => a.x < b.right - 1 && b.x < a.right - 1 && a.y < b.bottom - 1 && b.y < a.bottom - 1)
        .map((b) => `${a.name} / ${b.name}`),
    );
    expect(overlapping).toEqual([]);
  });

  test('on a touch phone the hint speaks of fingers, not of Shift-click or arrow keys, in English and Spanish', async () => {
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
    const cases = [
      { locale: 'en-US', labels: LOGIN_LABELS, canvas: 'Floor of Dining room', finger: 'with a finger' },
      { locale: 'es-ES', labels: ES_LOGIN, canvas: 'Plano de Dining room', finger: 'con el dedo' },
    ];
    for (const { locale, labels, canvas, finger } of cases) {
      const page = await freshPage({ ...phone, locale });
      await signInThroughUi(page, { path: PAGE, labels });
      const floor = page.getByRole('application', { name: canvas });
      await floor.waitFor();
      const hint = await floor.getAttribute('aria-describedby');
      const text = await page.locator(`#${hint}`).innerText();
      expect(text).toContain(finger);
      expect(text).not.toMatch(/Shift|Mayús|arrow|flechas/);
    }
    // A mouse and keyboard still get the keyboard wording.
    const desk = await freshPage();
    await signInThroughUi(desk, { path: PAGE });
    await desk.getByRole('application', { name: 'Floor of Dining room' }).waitFor();
    await desk.getByText(/Shift-click or drag a box/).waitFor();
  });
});
