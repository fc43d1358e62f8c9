import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { dragBlock, editorCanvas } from '../helpers/grapes.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * The e-mail template editor in the browser: a template added, a block put on the canvas, a
 * merge field inserted, saved, reopened with both still there and previewed at a phone's width;
 * in English on a laptop and in Spanish on a 390 px phone. Nothing is loaded from another site.
 */

const { server, freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const PATH = '/office/pages/marketing-campaigns';

interface Words {
  heading: string;
  tab: string;
  starter: string;
  add: string;
  description: string;
  textBlock: string;
  insertFirstName: string;
  save: string;
  saved: string;
  back: string;
  edit: (name: string) => string;
  phone: string;
}

const ENGLISH: Words = {
  heading: 'Email Campaigns',
  tab: 'Templates',
  starter: 'Welcome e-mail',
  add: 'Add template',
  description: 'Description',
  textBlock: 'Text',
  insertFirstName: 'Insert First name',
  save: 'Save',
  saved: 'Template saved',
  back: 'Templates',
  edit: (name) => `Edit ${name}`,
  phone: 'Phone (390 px)',
};

const SPANISH_WORDS: Words = {
  heading: 'Campañas de correo',
  tab: 'Plantillas',
  starter: 'Welcome e-mail',
  add: 'Agregar plantilla',
  description: 'Descripción',
  textBlock: 'Texto',
  insertFirstName: 'Insertar Nombre',
  save: 'Guardar',
  saved: 'Plantilla guardada',
  back: 'Plantillas',
  edit: (name) => `Editar ${name}`,
  phone: 'Teléfono (390 px)',
};

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every address the page asks for that is not the console's own server. */
function outsideRequests(page: Page): string[] {
  const outside: string[] = [];
  const own = new URL(server().url).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(own) && !/^(data|blob|about):/.test(url)) outside.push(url);
  });
  return outside;
}

/** A template's row, by the description that heads it. */
const rowHeader = (page: Page, name: string) => page.getByRole('rowheader', { name, exact: true });

const canvas = editorCanvas;

/** Waits for the editor's canvas to show the design. */
async function editorOpen(page: Page): Promise<void> {
  await canvas(page).locator('body').waitFor();
  await poll(() => canvas(page).locator('body').innerText()).not.toBe('');
}

/** Adds a template: a Text block put on the canvas from the block panel, the first-name merge field put in it, saved. */
async function addTemplate(page: Page, w: Words, name: string, { drag = false } = {}): Promise<void> {
  await page.getByRole('button', { name: w.add }).click();
  await editorOpen(page);
  await page.getByRole('textbox', { name: new RegExp(`^${w.description}`) }).fill(name);
  const texts = canvas(page).locator('[data-gjs-type="mj-text"]');
  const before = await texts.count();
  const block = page.locator('.gjs-block', { hasText: new RegExp(`^\\s*${w.textBlock}\\s*$`) });
  if (drag) {
    await dragBlock(page, block, texts.nth(before - 1));
    await poll(() => texts.count()).toBe(before + 1);
    await texts.nth(before).click();
  } else {
    // The last text is selected, then the Text block tapped: a new text lands after it, selected.
    await texts.nth(before - 1).click();
    await block.click();
    await poll(() => texts.count()).toBe(before + 1);
  }
  await page.getByRole('button', { name: w.insertFirstName, exact: true }).click();
  await poll(() => texts.nth(before).innerText()).toContain('{{first_name}}');
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await page.getByText(w.saved).waitFor();
}

/** Back in the list, reopens the template and finds the dropped text with its merge field. */
async function reopen(page: Page, w: Words, name: string): Promise<void> {
  await page.getByRole('button', { name: w.back }).click();
  await rowHeader(page, name).waitFor();
  await page.getByRole('button', { name: w.edit(name) }).click();
  await editorOpen(page);
  await expect(
    page.getByRole('textbox', { name: new RegExp(`^${w.description}`) }).inputValue(),
  ).resolves.toBe(name);
  await poll(() => canvas(page).locator('[data-gjs-type="mj-text"]').allInnerTexts()).toContainEqual(
    expect.stringContaining('{{first_name}}'),
  );
}

/** Previews at the phone's width: the canvas frame is 390 px wide. */
async function previewPhone(page: Page, w: Words): Promise<void> {
  await page.getByRole('button', { name: w.phone }).click();
  await poll(() =>
    page.locator('.gjs-frame').evaluate((f) => Math.round(f.getBoundingClientRect().width)),
  ).toBe(390);
}

describe('E-mail templates', () => {
  test('adds a template with a block and a merge field, reopens it and previews it at phone width, in English', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 900 } });
    const outside = outsideRequests(page);
    await signInThroughUi(page, { path: PATH });
    await page.getByRole('heading', { level: 1, name: ENGLISH.heading }).waitFor();
    await page.getByRole('tab', { name: ENGLISH.tab }).click();
    await rowHeader(page, ENGLISH.starter).waitFor();
    await addTemplate(page, ENGLISH, 'Summer news', { drag: true });
    await reopen(page, ENGLISH, 'Summer news');
    await previewPhone(page, ENGLISH);
    expect(outside).toEqual([]);
  });

  test('adds a template on a 390 px phone in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    const outside = outsideRequests(page);
    await signInThroughUi(page, { path: PATH, labels: SPANISH });
    await page.getByRole('heading', { level: 1, name: SPANISH_WORDS.heading }).waitFor();
    await page.getByRole('tab', { name: SPANISH_WORDS.tab }).click();
    await rowHeader(page, SPANISH_WORDS.starter).waitFor();
    expect(await overflow(page)).toBe(0);
    await addTemplate(page, SPANISH_WORDS, 'Novedades de verano');
    await reopen(page, SPANISH_WORDS, 'Novedades de verano');
    await previewPhone(page, SPANISH_WORDS);
    expect(await overflow(page)).toBe(0);
    expect(outside).toEqual([]);
  });
});
