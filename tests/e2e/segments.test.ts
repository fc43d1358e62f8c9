import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { segmentCount } from '../../src/server/services/segments.js';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, pathIs, poll, row, textbox } from '../helpers/suite.js';

/*
 * Customer segments in the browser: the form shows how many customers its conditions reach, counted
 * again when a condition changes, and the saved segment keeps that total in the list; in English and
 * Spanish, and on a phone without sideways scrolling.
 */

const { server, freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const PAGE = '/office/pages/segments';

/** The number the live total shows, once counted. */
const shownTotal = async (page: Page) => {
  const text = (await page.getByTestId('segment-total').textContent()) ?? '';
  const n = /^(\d+) /.exec(text);
  return n ? Number(n[1]) : null;
};

/** How far the page scrolls sideways; 0 when it fits. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

let agreed: number;
let everyone: number;

beforeAll(async () => {
  const db = server().database.db;
  const store = await db
    .selectFrom('store')
    .select('id')
    .where('slug', '=', 'demo-bistro')
    .executeTakeFirstOrThrow();
  agreed = await segmentCount(db, store.id as string, {});
  everyone = await segmentCount(db, store.id as string, { include_without_agreement: true });
  expect(everyone).toBeGreaterThan(agreed);
});

describe.each([
  {
    lang: 'English',
    locale: 'en-US',
    labels: undefined,
    t: {
      description: 'Description',
      include: 'Include customers without marketing agreement',
      save: 'Save',
      customers: 'customers',
    },
  },
  {
    lang: 'Spanish',
    locale: 'es-ES',
    labels: SPANISH,
    t: {
      description: 'Descripción',
      include: 'Incluir clientes sin acuerdo de marketing',
      save: 'Guardar',
      customers: 'clientes',
    },
  },
])('segments in $lang', ({ locale, labels, t }) => {
  test('the total follows the conditions while editing, and the segment keeps it', async () => {
    const page = await freshPage({ locale });
    await signInThroughUi(page, { path: `${PAGE}/create`, ...(labels ? { labels } : {}) });
    await poll(() => shownTotal(page)).toBe(agreed);
    expect(await page.getByTestId('segment-total').textContent()).toBe(`${agreed} ${t.customers}`);
    await page.getByRole('switch', { name: t.include, exact: true }).check();
    await poll(() => shownTotal(page)).toBe(everyone);
    const description = `Everyone ${locale}`;
    await textbox(page, t.description).fill(description);
    await page.getByRole('button', { name: t.save }).click();
    await page.waitForURL(pathIs(PAGE), { timeout: 20_000 });
    await row(page, description).waitFor({ timeout: 20_000 });
    await poll(() => row(page, description).getByRole('cell').allInnerTexts()).toContainEqual(
      String(everyone),
    );
  });

  test('fits a phone without sideways scrolling', async () => {
    const page = await freshPage({ locale, viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: `${PAGE}/create`, ...(labels ? { labels } : {}) });
    await poll(() => shownTotal(page)).toBe(agreed);
    expect(await sideways(page)).toBe(0);
  });
});
