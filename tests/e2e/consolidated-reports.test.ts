import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * The demo's owner of three stores (Demo Bistro, Demo Café, and Demo Taqueria where its own owner took
 * her on as an owner) sees them side by side on the dashboard, and runs the summary over All my stores: a column per store and one of all of them, the figures of all the
 * sum of the stores'; its CSV carries every store. Daily sales over both list each store's days under
 * its name. In Spanish on a 390 px phone, the same choice, the page no wider than the screen.
 */

const SPANISH_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

const row = (page: Page, heading: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: heading, exact: true }) });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Chooses stores in the report's Stores drop-down (it stays open for more), then closes it. */
async function chooseStores(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

describe('reports over several stores', () => {
  const { server, freshPage } = consoleSuite({ seedHistoryDays: 7 });

  test('the summary of All my stores side by side, and its CSV with every store, in English', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 768 } });
    await signInThroughUi(page, { path: '/office/pages/reports/summary' });
    await page.getByRole('heading', { name: 'Summary', level: 1 }).waitFor();
    await chooseOption(page, 'Date range', 'Last 30 Days');
    await chooseStores(page, 'Stores', 'All my stores');
    const table = page.getByRole('table', { name: 'Summary table' });
    await poll(() => table.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining(['Demo Bistro', 'Demo Café', 'Demo Taqueria', 'All stores']),
    );
    await expect(page.getByRole('combobox', { name: 'Stores' }).textContent()).resolves.toContain(
      'All my stores',
    );
    const net = row(page, 'Net sales').getByRole('cell');
    const [bistro, cafe, taqueria, all] = (await net.allTextContents()).map(dollars);
    expect(bistro).toBeGreaterThan(0);
    expect(cafe).toBeGreaterThan(0);
    expect(taqueria).toBeGreaterThan(0);
    expect(all).toBeCloseTo(bistro! + cafe! + taqueria!, 2);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV', exact: true }).click(),
    ]);
    const csv = Papa.parse<string[]>(
      (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim(),
    ).data;
    const header = csv.find((r) => r.includes('All stores'))!;
    expect(header).toEqual(
      expect.arrayContaining(['Demo Bistro', 'Demo Café', 'Demo Taqueria', 'All stores']),
    );
    const netRow = csv.find((r) => r[0]?.startsWith('Net sales'))!;
    expect(netRow.slice(1, 5).map(Number)).toEqual([bistro, cafe, taqueria, all]);

    // Daily sales over both: each store's days under its name.
    await page.goto(`${server().url}/office/pages/reports/daily-sales`);
    await page.getByRole('heading', { name: 'Daily Sales', level: 1 }).waitFor();
    await chooseOption(page, 'Date range', 'Last 30 Days');
    await chooseStores(page, 'Stores', 'Demo Taqueria');
    const daily = page.getByRole('table', { name: 'Daily Sales table' });
    await poll(() => daily.getByRole('columnheader').first().textContent()).toBe('Store');
    const names = daily.getByRole('rowheader');
    await poll(async () => [...new Set(await names.allTextContents())]).toEqual(
      expect.arrayContaining(['Demo Bistro', 'Demo Taqueria']),
    );
  });

  test('the dashboard sets the stores side by side, today against yesterday', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 768 } });
    await signInThroughUi(page);
    const section = page.getByRole('region', { name: 'Your stores today' });
    const table = section.getByRole('table', { name: 'Your stores today' });
    await poll(() => table.getByRole('rowheader').allTextContents()).toEqual([
      'Demo Bistro',
      'Demo Café',
      'Demo Taqueria',
    ]);
    await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual([
      'Store',
      'Net sales',
      'Checks',
      'Average ticket',
      'Labour cost',
    ]);
    expect(await table.getByText(/vs\. yesterday|Nothing to compare yet/).count()).toBeGreaterThanOrEqual(12);
  });

  test('Todas mis tiendas on a 390 px phone, in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/reports/summary', labels: SPANISH_LOGIN });
    await page.getByRole('heading', { name: 'Resumen', level: 1 }).waitFor();
    await chooseStores(page, 'Tiendas', 'Todas mis tiendas');
    // On a phone each figure is a card, the stores' figures named within it.
    const card = page
      .getByRole('region', { name: 'Tabla de Resumen' })
      .locator('[data-testid^="report-row-"]')
      .filter({ has: page.getByRole('heading', { name: 'Ventas netas', exact: true }) });
    // Then the previous period and the change, compared with all the stores.
    await poll(async () => (await card.locator('dt').allTextContents()).slice(0, 4)).toEqual([
      'Demo Bistro',
      'Demo Café',
      'Demo Taqueria',
      'Todas las tiendas',
    ]);
    const [bistro, cafe, taqueria, all] = (await card.locator('dd').allTextContents()).map(dollars);
    expect(all).toBeCloseTo(bistro! + cafe! + taqueria!, 2);
    expect(await overflow(page)).toBe(0);
  });
});

/** Picks an option of a single-choice drop-down by its label. */
async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}
