import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOGIN_LABELS, signInThroughUi } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * Many items onto a POS tab at once, in either language: a whole category from the palette's picker
 * (one Undo takes it back), ticked items added together by keyboard, Select all and none, on a laptop
 * and on a 390 px phone, and a tab near its limit of 200 buttons taking what fits and saying so.
 * The demo store's seeded layout opens on Beer.
 */

const PAGE = '/office/pages/menu-builder-pos';
const BEER = ['House Lager', 'IPA', 'Seasonal Draft', 'Stout'];
const WINE = ['House Red', 'House White', 'Prosecco', 'Rosé'];

interface Words {
  locale: string;
  login: typeof LOGIN_LABELS;
  grid: (tab: string) => string;
  move: (name: string) => string;
  category: string;
  addCategory: (category: string, tab: string, count: number) => string;
  select: (name: string) => string;
  selectAll: (count: number) => string;
  selectNone: string;
  addSelected: (count: number, tab: string) => string;
  search: string;
  added: (count: number, tab: string) => string;
  addedSome: (added: number, count: number, tab: string, left: number) => string;
  noRoom: (tab: string) => string;
}

const EN: Words = {
  locale: 'en-US',
  login: LOGIN_LABELS,
  grid: (tab) => `Buttons of ${tab}`,
  move: (name) => `Move ${name}`,
  category: 'Category',
  addCategory: (category, tab, count) => `Add every ${category} item to ${tab} (${count})`,
  select: (name) => `Select ${name}`,
  selectAll: (count) => `Select all (${count})`,
  selectNone: 'Select none',
  addSelected: (count, tab) => `Add ${count} selected to ${tab}`,
  search: 'Search items',
  added: (count, tab) => `Added ${count} items to ${tab}.`,
  addedSome: (added, count, tab, left) =>
    `Added ${added} of ${count} items to ${tab}: a tab holds at most 200 buttons. Not added: ${left}.`,
  noRoom: (tab) =>
    `Nothing was added: ${tab} already holds 200 buttons, the most a tab can hold. Remove some buttons first.`,
};

const ES: Words = {
  locale: 'es-ES',
  login: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
  grid: (tab) => `Botones de ${tab}`,
  move: (name) => `Mover ${name}`,
  category: 'Categoría',
  addCategory: (category, tab, count) => `Agregar todos los artículos de ${category} a ${tab} (${count})`,
  select: (name) => `Seleccionar ${name}`,
  selectAll: (count) => `Seleccionar todos (${count})`,
  selectNone: 'Quitar la selección',
  addSelected: (count, tab) => `Agregar ${count} seleccionados a ${tab}`,
  search: 'Buscar artículos',
  added: (count, tab) => `Se agregaron ${count} artículos a ${tab}.`,
  addedSome: (added, count, tab, left) =>
    `Se agregaron ${added} de ${count} artículos a ${tab}: una pestaña admite como máximo 200 botones. Sin agregar: ${left}.`,
  noRoom: (tab) =>
    `No se agregó nada: ${tab} ya tiene 200 botones, el máximo de una pestaña. Quite algunos botones primero.`,
};

/** The names of Beer's buttons, in the grid's order. */
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

/** Picks a category in the palette's picker and adds all of its items. */
async function addCategory(page: Page, words: Words, category: string, count: number) {
  // A select is read as its label and its value: "Category Breakfast (7)".
  await page.getByRole('combobox', { name: new RegExp(`^${words.category} `) }).click();
  await page.getByRole('option', { name: `${category} (${count})`, exact: true }).click();
  await page.getByRole('button', { name: words.addCategory(category, 'Beer', count), exact: true }).click();
}

const told = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe.each([EN, ES])('POS menu builder, many items at once, in $locale', (words) => {
  const { server, freshPage } = consoleSuite();

  test('adds a whole category in one undoable step, and ticked items by keyboard, on a laptop', async () => {
    const page = await freshPage({ locale: words.locale, viewport: { width: 1280, height: 900 } });
    await signInThroughUi(page, { path: PAGE, labels: words.login });
    await poll(() => order(page, words)).toEqual(BEER);

    await addCategory(page, words, 'Wine', 4);
    await poll(() => order(page, words)).toEqual([...BEER, ...WINE]);
    await told(page, words.added(4, 'Beer'));
    // The whole category was one edit: one Undo takes it all back.
    await page.keyboard.press('Control+z');
    await poll(() => order(page, words)).toEqual(BEER);

    // Ticked with the keyboard, added with the keyboard, in the list's order.
    for (const name of ['Iced Tea', 'Fountain Soda']) {
      await page.getByRole('checkbox', { name: words.select(name), exact: true }).focus();
      await page.keyboard.press('Space');
    }
    const addTicked = page.getByRole('button', { name: words.addSelected(2, 'Beer'), exact: true });
    await addTicked.focus();
    await page.keyboard.press('Enter');
    await poll(() => order(page, words)).toEqual([...BEER, 'Fountain Soda', 'Iced Tea']);
    await told(page, words.added(2, 'Beer'));
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);

    // Select all takes what the search finds; Select none clears it.
    await page.getByRole('searchbox', { name: words.search }).fill('house');
    await page.getByRole('button', { name: words.selectAll(2), exact: true }).click();
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await page.getByRole('button', { name: words.selectNone, exact: true }).click();
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: words.addSelected(0, 'Beer') }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: words.selectAll(2), exact: true }).click();
    await page.getByRole('button', { name: words.addSelected(2, 'Beer'), exact: true }).click();
    await poll(() => order(page, words)).toEqual([
      ...BEER,
      'Fountain Soda',
      'Iced Tea',
      'House Red',
      'House White',
    ]);
  });

  test('adds a whole category and ticked items on a 390 px phone, without sideways scrolling', async () => {
    const page = await freshPage({ locale: words.locale, viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: PAGE, labels: words.login });
    await poll(() => order(page, words)).toEqual(BEER);
    await addCategory(page, words, 'Wine', 4);
    await poll(() => order(page, words)).toEqual([...BEER, ...WINE]);
    await page.getByRole('checkbox', { name: words.select('Iced Tea'), exact: true }).click();
    await page.getByRole('button', { name: words.addSelected(1, 'Beer'), exact: true }).click();
    await poll(() => order(page, words)).toEqual([...BEER, ...WINE, 'Iced Tea']);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });

  test('a tab near its limit takes what fits and says how many; a full one takes none and says why', async () => {
    // 192 more beers (imported: they go on Beer's tab) leave room for 4 buttons.
    const owner = await signIn(server());
    const lines = Array.from(
      { length: 192 },
      (_, i) => `Craft Beer ${String(i).padStart(3, '0')},Beer,Pint,6`,
    );
    const res = await fetch(`${server().url}/api/import/menu-items?mode=all`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${owner.token}` },
      body: ['Name,Category,Price 1 description,Price 1 price', ...lines].join('\n'),
    });
    expect(await res.text()).toContain('"imported":192');

    const page = await freshPage({ locale: words.locale, viewport: { width: 1280, height: 900 } });
    await signInThroughUi(page, { path: PAGE, labels: words.login });
    await poll(async () => (await order(page, words)).length).toBe(196);
    await addCategory(page, words, 'Soft Drinks', 4);
    await told(page, words.added(4, 'Beer'));
    await poll(async () => (await order(page, words)).length).toBe(200);
    await page.keyboard.press('Control+z');
    await poll(async () => (await order(page, words)).length).toBe(196);
    // Five ticked, room for four: the first four of the list go on, the fifth stays ticked.
    for (const name of ['Sparkling Water', 'Prosecco', 'Iced Tea', 'Fresh Lemonade', 'Fountain Soda'])
      await page.getByRole('checkbox', { name: words.select(name), exact: true }).click();
    await page.getByRole('button', { name: words.addSelected(5, 'Beer'), exact: true }).click();
    await told(page, words.addedSome(4, 5, 'Beer', 1));
    const last = (await order(page, words)).slice(-4);
    expect(last).toEqual(['Fountain Soda', 'Fresh Lemonade', 'Iced Tea', 'Prosecco']);
    await page.getByRole('button', { name: words.addSelected(1, 'Beer'), exact: true }).click();
    await told(page, words.noRoom('Beer'));
    expect((await order(page, words)).length).toBe(200);
  });
});
