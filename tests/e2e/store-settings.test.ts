import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chooseOption, LOGIN_LABELS, signInThroughUi } from '../helpers/browser.js';
import { DEMO } from '../helpers/server.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * The store's settings reach the whole console: after Store info is saved with day-first dates, a
 * 12-hour clock and the euro, the lists' money, the lists' times and the system log follow, in
 * either language, on the store's clock (Demo Bistro: America/New_York).
 */

const { server, freshPage } = consoleSuite();

interface Words {
  locale: string;
  login: typeof LOGIN_LABELS;
  dateFormat: RegExp;
  hourFormat: RegExp;
  dayFirst: string;
  twelveHour: string;
  symbol: string;
  save: string;
  saved: RegExp;
  systemLog: string;
  storeInfo: string;
  details: string;
  lastChange: string;
  updatedAt: string;
}

const EN: Words = {
  locale: 'en-US',
  login: LOGIN_LABELS,
  dateFormat: /^Date format/,
  hourFormat: /^Hour format/,
  dayFirst: 'DD/MM/YYYY (day/month/year)',
  twelveHour: 'hh:mm A (12-hour)',
  symbol: 'Currency symbol',
  save: 'Save',
  saved: /saved/,
  systemLog: 'System log',
  storeInfo: 'Store info',
  details: 'Details',
  lastChange: 'Last change',
  updatedAt: 'Updated at',
};

const ES: Words = {
  locale: 'es-ES',
  login: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
  dateFormat: /^Formato de fecha/,
  hourFormat: /^Formato de hora/,
  dayFirst: 'DD/MM/AAAA (día/mes/año)',
  twelveHour: 'hh:mm A (12 horas)',
  symbol: 'Símbolo de moneda',
  save: 'Guardar',
  saved: /Cambios guardados/,
  systemLog: 'Registro del sistema',
  storeInfo: 'Información de la tienda',
  details: 'Detalles',
  lastChange: 'Último cambio',
  updatedAt: 'Modificado el',
};

/** A moment written as DD/MM/YYYY hh:mm AM|PM. */
const DAY_FIRST_12H = /^(\d{2})\/(\d{2})\/(\d{4}) (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;

/** Today, and yesterday in case the test runs across midnight, on the store's clock as DD/MM/YYYY. */
function storeDays(): string[] {
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', dateStyle: 'short' }).format(
      new Date(Date.now() - offset),
    );
  return [day(0), day(5 * 60_000)];
}

/** The demo owner over the API: a GraphQL caller and the store's id. */
async function ownerApi() {
  const login = await fetch(`${server().url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { data } = (await login.json()) as { data: { accessToken: string; store: { id: string } } };
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${server().url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.accessToken}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, { id: string }>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  return { gql, storeId: data.store.id };
}

/** Writes store formats through the API, e.g. the spec's defaults back after a test. */
async function setFormats(formats: Record<string, string>): Promise<void> {
  const { gql, storeId } = await ownerApi();
  // The name format is one of the customer settings (General Settings), the others Store info's.
  const { name_format, ...info } = formats;
  const names = Object.keys(info);
  if (names.length)
    await gql(
      `mutation ($id: ID!, ${names.map((n) => `$${n}: String`).join(', ')}) {
        updateStoreInfo(id: $id, ${names.map((n) => `${n}: $${n}`).join(', ')}) { id }
      }`,
      { id: storeId, ...info },
    );
  if (name_format)
    await gql('mutation ($id: ID!, $f: String) { updateCustomerSetting(id: $id, name_format: $f) { id } }', {
      id: storeId,
      f: name_format,
    });
}

const DEFAULTS = {
  date_format: 'MM/DD/YYYY',
  hour_format: 'HH:mm',
  currency_symbol: '$',
  name_format: 'firstname-lastname',
};

/** Store info saved with day-first dates, the 12-hour clock and the euro, as the owner would. */
async function saveEuroFormats(page: Page, words: Words): Promise<void> {
  await signInThroughUi(page, { path: '/office/pages/store-info', labels: words.login });
  const symbol = page.getByRole('textbox', { name: words.symbol, exact: true });
  await poll(() => symbol.inputValue()).toBe('$');
  await chooseOption(page, page.getByRole('combobox', { name: words.dateFormat }), words.dayFirst);
  await chooseOption(page, page.getByRole('combobox', { name: words.hourFormat }), words.twelveHour);
  await symbol.fill('€');
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await page.getByText(words.saved).first().waitFor();
  // The saved record reads back: the symbol stays the new one (Store info keeps no money input of
  // its own since the payroll rates moved to General Settings).
  await poll(() => symbol.inputValue()).toBe('€');
}

async function expectEuroEverywhere(page: Page, words: Words): Promise<void> {
  // A list's money: each menu item's prices, with the store's symbol.
  await page.goto('/office/pages/menu-items');
  const prices = page.getByRole('table').getByText(/€\d+\.\d{2}/);
  await prices.first().waitFor();
  expect(await page.getByRole('table').getByText(/\$\d/).count()).toBe(0);

  // A list's times: the jobs' last change, day first on a 12-hour clock.
  await page.goto('/office/pages/jobs');
  const header = page.getByRole('columnheader', { name: words.lastChange });
  await header.waitFor();
  const changed = page.getByRole('table').locator('time').first();
  await changed.waitFor();
  expect((await changed.textContent())?.trim()).toMatch(DAY_FIRST_12H);

  // The system log: the save just made is the newest entry, written today on the store's clock.
  await page.goto('/office/pages/system-logs');
  const newest = page.getByRole('table', { name: words.systemLog }).getByRole('row').nth(1);
  await newest.getByRole('cell', { name: words.storeInfo, exact: true }).waitFor();
  const when = (await newest.locator('time').textContent())?.trim() ?? '';
  expect(when).toMatch(DAY_FIRST_12H);
  expect(storeDays()).toContain(when.slice(0, 10));

  // Its history lines: the symbol before and after, and when the record changed, in the new formats.
  await newest.getByRole('button', { name: words.details }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const symbolRow = dialog
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: words.symbol }) });
  await poll(() => symbolRow.getByRole('cell').allTextContents()).toEqual(['$', '€']);
  const updatedAt = dialog
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: words.updatedAt }) });
  const [, after] = await updatedAt.getByRole('cell').allTextContents();
  expect(after).toMatch(DAY_FIRST_12H);
  expect(await dialog.getByText(when, { exact: true }).count()).toBeGreaterThan(0);
}

describe('store settings across the console', () => {
  afterEach(() => setFormats(DEFAULTS));

  test('in English: dates, hours and money follow Store info once it is saved', async () => {
    const page = await freshPage({ locale: EN.locale });
    await saveEuroFormats(page, EN);
    await expectEuroEverywhere(page, EN);
  });

  test('in Spanish: the same settings, the same formats', async () => {
    const page = await freshPage({ locale: ES.locale });
    await saveEuroFormats(page, ES);
    await expectEuroEverywhere(page, ES);
  });

  test('a "last name first" store lists and titles its employees that way', async () => {
    const page = await freshPage({ locale: EN.locale });
    await signInThroughUi(page, { path: '/office/pages/general-settings' });
    await page.getByRole('tab', { name: 'Customers' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: /^Name format/ }), 'Last name, First name');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/saved/).first().waitFor();

    await page.goto('/office/pages/employees');
    const headers = page.getByRole('columnheader');
    await page.getByRole('cell', { name: 'Owner', exact: true }).first().waitFor();
    const names = (await headers.allTextContents()).filter((h) => /name/i.test(h));
    expect(names.slice(0, 2)).toEqual(['Last name', 'First name']);
    await page.getByRole('cell', { name: 'Dana', exact: true }).click();
    await page.getByText('Employee «Owner, Dana»').first().waitFor();
  });
  test('someone who may not read Store info keeps the defaults: no request, no error', async () => {
    await setFormats({ currency_symbol: '€', date_format: 'DD/MM/YYYY' });
    // A job with the modifier items page only: no business-info module, so no Store info.
    const { gql } = await ownerApi();
    const modules = [
      { code: 'menu-items', status: true, permissions: [{ code: 'modifier-items', status: true }] },
    ];
    const { createJob } = await gql(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Modifiers only", modules: $m) { id } }',
      { m: modules },
    );
    const creds = { email: 'modifiers.only@demo.test', password: 'modifiers-only-1' };
    await gql(
      `mutation ($job: ID!, $email: String, $password: String) {
        createEmployee(first_name: "Mona", last_name: "Modifier", email: $email, password: $password,
          pos_pin: "70519", salary: 15, job_ids: [$job]) { id } }`,
      { job: createJob!.id, ...creds },
    );

    const page = await freshPage({ locale: EN.locale });
    const storeInfoReads: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/api/graphql') && /\bStoreInfo\(/.test(body)) storeInfoReads.push(body);
    });
    await signInThroughUi(page, { path: '/office/pages/modifier-items', creds });
    await page
      .getByRole('table')
      .getByText(/^\$\d+\.\d{2}$/)
      .first()
      .waitFor();
    expect(await page.getByText(/€/).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(storeInfoReads).toEqual([]);
  });
});
