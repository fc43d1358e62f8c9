import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOGIN_LABELS, signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import { consoleSuite, pathIs, poll } from '../helpers/suite.js';

/*
 * The POS menu builder as a manager uses it, in either language: a button moved with the keyboard,
 * the warning when leaving with the move unsaved, Undo, Save, and the saved order after a reload.
 * The demo store's seeded layout opens on Beer, whose buttons are its items by name.
 */

const PAGE = '/office/pages/menu-builder-pos';
const BEER = ['House Lager', 'IPA', 'Seasonal Draft', 'Stout'];

interface Words {
  locale: string;
  login: typeof LOGIN_LABELS;
  /** The sidebar entries of the builder and of the menu items. */
  builder: string;
  menuItems: string;
  grid: (tab: string) => string;
  move: (name: string) => string;
  dropped: (name: string, position: number, count: number) => string;
  unsaved: string;
  leaveTitle: string;
  stay: string;
  save: string;
  saved: string;
}

const EN: Words = {
  locale: 'en-US',
  login: LOGIN_LABELS,
  builder: 'POS Menu Builder',
  menuItems: 'Menu Items',
  grid: (tab) => `Buttons of ${tab}`,
  move: (name) => `Move ${name}`,
  dropped: (name, position, count) => `${name} was dropped on position ${position} of ${count}.`,
  unsaved: 'Unsaved changes',
  leaveTitle: 'Leave without saving?',
  stay: 'Stay',
  save: 'Save',
  saved: 'POS menu saved',
};

const ES: Words = {
  locale: 'es-ES',
  login: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
  builder: 'Constructor de menú del POS',
  menuItems: 'Artículos del menú',
  grid: (tab) => `Botones de ${tab}`,
  move: (name) => `Mover ${name}`,
  dropped: (name, position, count) => `Ha soltado ${name} en la posición ${position} de ${count}.`,
  unsaved: 'Cambios sin guardar',
  leaveTitle: '¿Salir sin guardar?',
  stay: 'Quedarse',
  save: 'Guardar',
  saved: 'Menú del POS guardado',
};

/** The names of a tab's buttons, in the grid's order. */
const order = (page: Page, words: Words) =>
  page
    .getByRole('list', { name: words.grid('Beer') })
    .getByRole('button', { name: new RegExp(`^${words.move('')}`) })
    .evaluateAll(
      // "Move <item>, <price>": the item's name.
      (buttons, prefix) =>
        buttons.map((b) =>
          b
            .getAttribute('aria-label')!
            .slice(prefix.length)
            .replace(/, [^,]+$/, ''),
        ),
      words.move(''),
    );

/** Picks a button up with the keyboard, moves it with the arrow keys and drops it. */
async function moveByKeyboard(page: Page, words: Words, name: string, keys: string[]) {
  const escaped = words.move(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('button', { name: new RegExp(`^${escaped}(, |$)`) }).focus();
  await page.keyboard.press('Space');
  for (const key of keys) {
    // dnd-kit measures where things are between key presses.
    await page.waitForTimeout(150);
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
}

describe.each([EN, ES])('POS menu builder in $locale', (words) => {
  const { freshPage } = consoleSuite();

  test('moves a button by keyboard, warns before leaving unsaved, undoes, saves and keeps the order', async () => {
    const page = await freshPage({ locale: words.locale });
    await signInThroughUi(page, { path: '/office/pages/menu-items', labels: words.login });
    await sidebarEntry(page, words.builder).click();
    await page.waitForURL(pathIs(PAGE));
    await page.getByRole('heading', { name: words.builder, level: 1 }).waitFor();
    await poll(() => order(page, words)).toEqual(BEER);
    const unsaved = page.getByRole('status').filter({ hasText: words.unsaved });
    expect(await unsaved.count()).toBe(0);

    await moveByKeyboard(page, words, 'IPA', ['ArrowLeft']);
    await poll(() => order(page, words)).toEqual(['IPA', 'House Lager', 'Seasonal Draft', 'Stout']);
    // Screen readers hear where it landed, in the user's language.
    await page
      .getByRole('status')
      .filter({ hasText: words.dropped('IPA', 1, 4) })
      .waitFor();
    await unsaved.waitFor();

    // Leaving through the sidebar, or with the browser's Back, asks first; staying keeps the edit.
    // (Back as a script asks for it: Playwright's goBack would wait for a page load that never comes.)
    for (const leave of [
      () => sidebarEntry(page, words.menuItems).click(),
      () => page.evaluate(() => window.history.back()),
    ]) {
      await leave();
      const dialog = page.getByRole('dialog', { name: words.leaveTitle });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: words.stay }).click();
      await poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(PAGE);
      expect(await order(page, words)).toEqual(['IPA', 'House Lager', 'Seasonal Draft', 'Stout']);
    }

    await page.keyboard.press('Control+z');
    await poll(() => order(page, words)).toEqual(BEER);
    await poll(() => unsaved.count()).toBe(0);

    await moveByKeyboard(page, words, 'Stout', ['ArrowLeft', 'ArrowLeft']);
    const saved = ['House Lager', 'Stout', 'IPA', 'Seasonal Draft'];
    await poll(() => order(page, words)).toEqual(saved);
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await page.getByText(words.saved).waitFor();
    await poll(() => unsaved.count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: words.builder, level: 1 }).waitFor();
    await poll(() => order(page, words)).toEqual(saved);
    // Saved: nothing holds the way out any more.
    await sidebarEntry(page, words.menuItems).click();
    await page.waitForURL(pathIs('/office/pages/menu-items'));
  });

  test('fits a 390 px phone without sideways scrolling', async () => {
    const page = await freshPage({ locale: words.locale, viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: PAGE, labels: words.login });
    await poll(() => order(page, words)).toHaveLength(4);
    // The preview is drawn at 1024 px and scaled down to the phone's width.
    const preview = await page.getByTestId('pos-preview-screen').boundingBox();
    expect(preview!.width).toBeLessThanOrEqual(390);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });
});
