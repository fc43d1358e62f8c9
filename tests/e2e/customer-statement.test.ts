import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessDate } from '../../src/core/checks.js';
import { formatMoney } from '../../src/core/formats.js';
import { presetRange } from '../../src/core/reports.js';
import { chooseOption, LOGIN_LABELS, signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll, row } from '../helpers/suite.js';

/*
 * The customer statement as a user reads it, in English and in Spanish: a customer found by typing
 * part of his name (searched on the server as he types), his movements with the balance after each,
 * and the statement as a PDF file.
 */

const PATH = '/office/pages/reports/customer-statement';
const WORDS = {
  en: {
    login: LOGIN_LABELS,
    heading: 'Customer Statement',
    range: 'Date range',
    preset: 'This Year',
    customer: 'Customer',
    noCustomer: 'No customer by that name has a house account.',
    opening: 'Opening balance',
    closing: 'Closing balance',
    charge: 'Charge',
  },
  es: {
    login: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
    heading: 'Estado de cuenta del cliente',
    range: 'Periodo',
    preset: 'Este año',
    customer: 'Cliente',
    noCustomer: 'Ningún cliente con ese nombre tiene cuenta corriente.',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    charge: 'Cargo',
  },
};

describe('customer statement', () => {
  const { server, freshPage } = consoleSuite();
  let customer: string;
  /** The balance column as the statement should write it: opening, after each movement, closing. */
  let balances: string[];

  beforeAll(async () => {
    const db = server().database.db;
    const store = await db
      .selectFrom('store')
      .select(['id', 'time_zone'])
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    const movements = await db
      .selectFrom('house_account_movement')
      .innerJoin('customer', (j) =>
        j
          .onRef('customer.store_id', '=', 'house_account_movement.store_id')
          .onRef('customer.id', '=', 'house_account_movement.customer_id'),
      )
      .select(['customer.name', 'house_account_movement.amount', 'house_account_movement.at'])
      .where('house_account_movement.store_id', '=', store.id)
      .orderBy('house_account_movement.at')
      .orderBy('house_account_movement.id')
      .execute();
    // The customer whose account moved most, and the year so far as the console reckons it.
    const counts = new Map<string, number>();
    for (const m of movements) counts.set(m.name as string, (counts.get(m.name as string) ?? 0) + 1);
    customer = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const zone = store.time_zone as string;
    const range = presetRange('thisYear', businessDate(new Date(), zone), 'monday');
    const own = movements
      .filter((m) => m.name === customer)
      .map((m) => ({
        cents: Math.round(Number(m.amount) * 100),
        day: businessDate(new Date(m.at as string), zone),
      }));
    let balance = own.filter((m) => m.day < range.from).reduce((s, m) => s + m.cents, 0);
    const running = [balance];
    for (const m of own.filter((m) => m.day >= range.from && m.day <= range.to))
      running.push((balance += m.cents));
    running.push(balance);
    expect(running.length).toBeGreaterThan(3);
    balances = running.map((c) => formatMoney(c / 100));
  });

  /**
   * Types part of the customer's name into the box: the server searches as the user types (a name
   * no customer has finds none), and the customer is picked among the matches.
   */
  async function pickCustomer(page: Page, t: (typeof WORDS)['en']) {
    const box = page.getByRole('combobox', { name: t.customer, exact: true });
    await box.fill('zqxw');
    await page.getByText(t.noCustomer, { exact: true }).waitFor();
    const searched = page.waitForRequest((r) => (r.postData() ?? '').includes('reportFilterSearch'));
    await box.fill(customer.slice(0, 4));
    await searched;
    await page.getByRole('option', { name: customer, exact: true }).click();
  }

  async function statement(page: Page, t: (typeof WORDS)['en']) {
    await page.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: t.range }), t.preset);
    await pickCustomer(page, t);
    await page.getByTestId('report-subject').filter({ hasText: customer }).waitFor();
    const table = page.getByRole('table');
    await row(page, t.closing).waitFor();
    const shown = () =>
      table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.lastElementChild?.textContent ?? ''));
    await poll(shown).toEqual(balances);
    // The balances run down the rows: no heading sorts them, a click on one leaves them in order.
    expect(await table.locator('thead').getByRole('button').count()).toBe(0);
    await table.locator('thead th').last().click();
    expect(await shown()).toEqual(balances);
    expect(await row(page, t.opening).getByRole('cell', { name: customer }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: t.charge, exact: true }).count()).toBeGreaterThan(0);
  }

  async function pdf(page: Page, t: (typeof WORDS)['en']) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF', exact: true }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^customer-statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await new PDFParse({ data: new Uint8Array(bytes) }).getText();
    expect(text).toContain(customer);
    expect(text).toContain(t.heading);
    expect(text).toContain(t.closing);
    expect(text).toContain(balances.at(-1)!);
  }

  test('shows a customer chosen by name with his running balance, and downloads it as a PDF', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: PATH });
    await statement(page, WORDS.en);
    await pdf(page, WORDS.en);
  });

  test('says it all in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: PATH, labels: WORDS.es.login });
    await statement(page, WORDS.es);
    await pdf(page, WORDS.es);
  });

  test('fits a 390 px phone: the customer is searched and the statement read without scrolling sideways', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: PATH });
    const t = WORDS.en;
    await page.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: t.range }), t.preset);
    await pickCustomer(page, t);
    // Until the chosen customer's statement arrives, the page may still show every customer's.
    await page.getByTestId('report-subject').filter({ hasText: customer }).waitFor();
    await poll(() => page.getByText(t.closing, { exact: true }).count()).toBe(1);
    await poll(() => page.getByText(balances.at(-1)!, { exact: true }).count()).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});
