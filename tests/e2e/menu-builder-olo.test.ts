import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOGIN_LABELS, signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import { consoleSuite, pathIs, poll } from '../helpers/suite.js';

/*
 * The OLO menu builder as a manager uses it, in either language: an item moved with the keyboard, an
 * online name edited in place, an item taken off the online menu, the warning when leaving with them
 * unsaved, Undo and Redo, Save, and all of it kept after a reload. The demo store's online menu opens
 * by name; its Beer holds House Lager, IPA, Seasonal Draft and Stout.
 */

const PAGE = '/office/pages/menu-builder-olo';
const REPORT = '/office/pages/daily-report-olo';
const BEER = ['House Lager', 'IPA', 'Seasonal Draft', 'Stout'];

interface Words {
  locale: string;
  login: typeof LOGIN_LABELS;
  builder: string;
  report: string;
  items: (category: string) => string;
  move: (name: string) => string;
  dropped: (name: string, position: number, count: number) => string;
  oloName: (name: string) => string;
  online: (name: string) => string;
  offline: string;
  unsaved: string;
  leaveTitle: string;
  stay: string;
  save: string;
  saved: string;
}

const EN: Words = {
  locale: 'en-US',
  login: LOGIN_LABELS,
  builder: 'OLO Menu Builder',
  report: 'Daily Report',
  items: (category) => `Items of ${category}`,
  move: (name) => `Move ${name}`,
  dropped: (name, position, count) => `${name} was dropped on position ${position} of ${count}.`,
  oloName: (name) => `Online name of ${name}`,
  online: (name) => `${name} sold online`,
  offline: 'Not sold online',
  unsaved: 'Unsaved changes',
  leaveTitle: 'Leave without saving?',
  stay: 'Stay',
  save: 'Save',
  saved: 'Online menu saved',
};

const ES: Words = {
  locale: 'es-ES',
  login: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
  builder: 'Constructor de menú en línea',
  report: 'Informe diario',
  items: (category) => `Artículos de ${category}`,
  move: (name) => `Mover ${name}`,
  dropped: (name, position, count) => `Ha soltado ${name} en la posición ${position} de ${count}.`,
  oloName: (name) => `Nombre en línea de ${name}`,
  online: (name) => `${name} se vende en línea`,
  offline: 'No se venden en línea',
  unsaved: 'Cambios sin guardar',
  leaveTitle: '¿Salir sin guardar?',
  stay: 'Quedarse',
  save: 'Guardar',
  saved: 'Menú en línea guardado',
};

/** The names of Beer's items sold online, in order, as their handles name them. */
const order = (page: Page, words: Words) =>
  page
    .getByRole('list', { name: words.items('Beer') })
    .getByRole('button', { name: new RegExp(`^${words.move('')}`) })
    .evaluateAll(
      (buttons, prefix) => buttons.map((b) => b.getAttribute('aria-label')!.slice(prefix.length)),
      words.move(''),
    );

/** Picks an item up with the keyboard, moves it with the arrow keys and drops it. */
async function moveByKeyboard(page: Page, words: Words, name: string, keys: string[]) {
  await page.getByRole('button', { name: words.move(name), exact: true }).focus();
  await page.keyboard.press('Space');
  for (const key of keys) {
    // dnd-kit measures where things are between key presses.
    await page.waitForTimeout(150);
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
}

/** Opens the builder on Beer's items. */
async function openBeer(page: Page, words: Words) {
  await page.getByRole('heading', { name: words.builder, level: 1 }).waitFor();
  await page.getByRole('button', { name: /^Beer\s*\d+$/ }).click();
  await page.getByRole('list', { name: words.items('Beer') }).waitFor();
}

describe.each([EN, ES])('OLO menu builder in $locale', (words) => {
  const { freshPage } = consoleSuite();

  test('moves an item by keyboard, renames one, takes one off, warns before leaving, saves and keeps it', async () => {
    const page = await freshPage({ locale: words.locale });
    await signInThroughUi(page, { path: REPORT, labels: words.login });
    await sidebarEntry(page, words.builder).click();
    await page.waitForURL(pathIs(PAGE));
    await openBeer(page, words);
    await poll(() => order(page, words)).toEqual(BEER);
    const unsaved = page.getByRole('status').filter({ hasText: words.unsaved });
    expect(await unsaved.count()).toBe(0);

    await moveByKeyboard(page, words, 'Stout', ['ArrowUp', 'ArrowUp', 'ArrowUp']);
    await poll(() => order(page, words)).toEqual(['Stout', 'House Lager', 'IPA', 'Seasonal Draft']);
    // Screen readers hear where it landed, in the user's language.
    await page
      .getByRole('status')
      .filter({ hasText: words.dropped('Stout', 1, 4) })
      .waitFor();
    await unsaved.waitFor();

    const ipaName = page.getByRole('textbox', { name: words.oloName('IPA') });
    await ipaName.fill('India Pale Ale');
    await ipaName.press('Enter');
    await poll(() => order(page, words)).toEqual([
      'Stout',
      'House Lager',
      'India Pale Ale',
      'Seasonal Draft',
    ]);
    await page.getByRole('switch', { name: words.online('Seasonal Draft') }).click();
    await poll(() => order(page, words)).toEqual(['Stout', 'House Lager', 'India Pale Ale']);
    const offline = page.getByRole('list', { name: words.offline });
    await poll(() => offline.getByRole('switch', { name: words.online('Seasonal Draft') }).isChecked()).toBe(
      false,
    );

    // Undo puts the item back on the menu; Redo takes it off again.
    await page.getByRole('heading', { name: words.builder, level: 1 }).click();
    await page.keyboard.press('Control+z');
    await poll(() => order(page, words)).toEqual([
      'Stout',
      'House Lager',
      'India Pale Ale',
      'Seasonal Draft',
    ]);
    await page.keyboard.press('Control+Shift+z');
    await poll(() => order(page, words)).toEqual(['Stout', 'House Lager', 'India Pale Ale']);

    // Leaving through the sidebar, or with the browser's Back, asks first; staying keeps the edits.
    for (const leave of [
      () => sidebarEntry(page, words.report).click(),
      () => page.evaluate(() => window.history.back()),
    ]) {
      await leave();
      const dialog = page.getByRole('dialog', { name: words.leaveTitle });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: words.stay }).click();
      await poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(PAGE);
      expect(await order(page, words)).toEqual(['Stout', 'House Lager', 'India Pale Ale']);
    }

    await page.getByRole('button', { name: words.save, exact: true }).click();
    await page.getByText(words.saved).waitFor();
    await poll(() => unsaved.count()).toBe(0);

    await page.reload();
    await openBeer(page, words);
    await poll(() => order(page, words)).toEqual(['Stout', 'House Lager', 'India Pale Ale']);
    expect(await page.getByRole('textbox', { name: words.oloName('IPA') }).inputValue()).toBe(
      'India Pale Ale',
    );
    expect(await offline.getByRole('switch', { name: words.online('Seasonal Draft') }).isChecked()).toBe(
      false,
    );
    // The preview shows the menu as guests will: Seasonal Draft is not on it.
    const preview = page.getByTestId('olo-preview-screen');
    expect(await preview.getByText('India Pale Ale').count()).toBe(1);
    expect(await preview.getByText('Seasonal Draft').count()).toBe(0);
    // Saved: nothing holds the way out any more.
    await sidebarEntry(page, words.report).click();
    await page.waitForURL(pathIs(REPORT));
  });
});

describe('OLO menu builder on a phone', () => {
  const { freshPage } = consoleSuite();

  test('fits a 390 px phone without sideways scrolling, its preview too', async () => {
    const page = await freshPage({ locale: EN.locale, viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: PAGE, labels: EN.login });
    await openBeer(page, EN);
    await poll(() => order(page, EN)).toEqual(BEER);
    const preview = await page.getByTestId('olo-preview-screen').boundingBox();
    expect(preview!.width).toBeLessThanOrEqual(390);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });
});
