import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { addDays, businessDateOf } from '../../src/core/time-cards.js';
import { chooseOption, LOGIN_LABELS, signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, poll, row } from '../helpers/suite.js';

/*
 * The time cards page as Demo Bistro's manager uses it (the store's clock is New York's, its dates
 * MM/DD/YYYY). The store's opening hours are cleared first, so that the hour the tests run at never
 * meets the rule of the opening time, which the API tests check.
 */

const PAGE = '/office/pages/time-cards';
const ZONE = 'America/New_York';
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const ES_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const OPEN_CARD = '01937a4e-0000-7000-8000-0000000e2e01';

const today = businessDateOf(Date.now(), ZONE);
const usDate = (ymd: string) => `${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${ymd.slice(0, 4)}`;

const L = {
  en: {
    heading: 'Time Cards',
    from: 'From',
    to: 'To',
    newCard: 'New time card',
    employee: /^Employee/,
    date: /^Date/,
    clockIn: /^Clock in/,
    clockOut: /^Clock out/,
    breakIn: 'Break in',
    breakOut: 'Break out',
    addBreak: 'Add break',
    save: 'Save',
    cancel: 'Cancel',
    edit: (who: string, date: string) => `Edit time card of ${who} on ${usDate(date)}`,
    clockOutAfterIn: 'The clock out must be greater than the clock in.',
    breaksOverlap: 'Breaks must not overlap.',
    editOpen: 'Error of time card: Failed to edit time card, Working day is open',
  },
  es: {
    heading: 'Tarjetas de tiempo',
    from: 'Desde',
    to: 'Hasta',
    newCard: 'Nueva tarjeta de tiempo',
    employee: /^Empleado/,
    date: /^Fecha/,
    clockIn: /^Entrada/,
    clockOut: /^Salida/,
    breakIn: 'Inicio del descanso',
    breakOut: 'Fin del descanso',
    addBreak: 'Añadir descanso',
    save: 'Guardar',
    cancel: 'Cancelar',
    edit: (who: string, date: string) => `Editar la tarjeta de tiempo de ${who} del ${usDate(date)}`,
    clockOutAfterIn: 'La salida debe ser mayor que la entrada.',
    breaksOverlap: 'Los descansos no deben superponerse.',
    editOpen:
      'Error de tarjeta de tiempo: No se pudo editar la tarjeta de tiempo, el día laboral está abierto',
  },
};
type Labels = (typeof L)['en'];

/** The period shown: both ends at one date. */
async function showDate(page: Page, t: Labels, date: string) {
  await page.getByLabel(t.from, { exact: true }).fill(date);
  await page.getByLabel(t.to, { exact: true }).fill(date);
}

const field = (dialog: Locator, name: RegExp) => dialog.getByLabel(name).first();
const breakRow = (dialog: Locator, n: number, t: Labels) =>
  dialog.getByRole('group', { name: t === L.es ? `Descanso ${n}` : `Break ${n}` });

/**
 * A new card on a date that has a working day: the clock out before the clock in and two overlapping
 * breaks are each refused at their field, in the page's language; then the dialog is left.
 */
async function refusalsOfTheForm(page: Page, t: Labels, date: string) {
  await page.getByRole('button', { name: t.newCard }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, dialog.getByRole('combobox', { name: t.employee }), 'Marco Manager');
  await field(dialog, t.date).fill(date);
  await field(dialog, t.clockIn).fill(`${date}T10:00`);
  // Breaks wait for the clock times.
  await expect(dialog.getByRole('button', { name: t.addBreak }).isDisabled()).resolves.toBe(true);
  await field(dialog, t.clockOut).fill(`${date}T09:00`);
  await dialog.getByText(t.clockOutAfterIn).waitFor();
  await field(dialog, t.clockOut).fill(`${date}T16:00`);
  await poll(() => dialog.getByText(t.clockOutAfterIn).count()).toBe(0);
  await dialog.getByRole('button', { name: t.addBreak }).click();
  await dialog.getByRole('button', { name: t.addBreak }).click();
  await breakRow(dialog, 1, t).getByLabel(t.breakIn).fill(`${date}T12:00`);
  await breakRow(dialog, 1, t).getByLabel(t.breakOut).fill(`${date}T12:30`);
  await breakRow(dialog, 2, t).getByLabel(t.breakIn).fill(`${date}T12:15`);
  await breakRow(dialog, 2, t).getByLabel(t.breakOut).fill(`${date}T12:45`);
  await dialog.getByText(t.breaksOverlap).waitFor();
  await dialog.getByRole('button', { name: t.save }).click();
  // Refused in the browser: the dialog stays and nothing is listed.
  await dialog.getByText(t.breaksOverlap).waitFor();
  await dialog.getByRole('button', { name: t.cancel }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The open card recorded by the point of sale cannot be edited while its day is open. */
async function editRefusedWhileOpen(page: Page, t: Labels) {
  const date = businessDateOf(Date.now() - 5 * 60_000, ZONE);
  await showDate(page, t, date);
  await page.getByRole('button', { name: t.edit('Marco Manager', date) }).click();
  const dialog = page.getByRole('dialog');
  await poll(() => field(dialog, t.clockIn).inputValue()).not.toBe('');
  await dialog.getByRole('button', { name: t.save }).click();
  await page.getByText(t.editOpen).waitFor();
  await dialog.getByRole('button', { name: t.cancel }).click();
}

describe('time cards page', () => {
  const { server, freshPage } = consoleSuite();
  const past = addDays(today, -3);
  const pastEs = addDays(today, -4);

  beforeAll(async () => {
    const { gql } = await signIn(server());
    const db = server().database.db;
    const store = await db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    const cleared = await gql(
      'mutation ($id: ID!, $h: ScheduleInput) { updateStoreInfo(id: $id, opening_hours: $h) { id } }',
      { id: store.id, h: { hours: [] } },
    );
    expect(cleared.errors).toBeUndefined();
    // Spanish uses a day created through the API; the English test creates its own in the page.
    const day = await gql('mutation ($d: String!) { createWorkingDay(business_date: $d) { id } }', {
      d: pastEs,
    });
    expect(day.errors).toBeUndefined();
    // A card the point of sale records: Marco clocked in five minutes ago, the working day open.
    const device = await db
      .selectFrom('device')
      .select('installation_code')
      .where('store_id', '=', store.id)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    const post = async (path: string, body: unknown, token?: string) =>
      (await fetch(`${server().url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }).then((r) => r.json())) as Record<string, unknown>;
    const { token } = await post('/api/devices/activate', { installation_code: device.installation_code });
    const marco = await db
      .selectFrom('employee')
      .select('id')
      .where('store_id', '=', store.id)
      .where('first_name', '=', 'Marco')
      .executeTakeFirstOrThrow();
    const recorded = await post(
      '/api/devices/time-cards',
      { id: OPEN_CARD, employee_id: marco.id, clock_in: new Date(Date.now() - 5 * 60_000).toISOString() },
      token as string,
    );
    expect(recorded.time_card).toBeDefined();
  });

  test('a manager creates a working day and a card, edits and deletes it, and sees each refusal', async () => {
    const page = await freshPage();
    const t = L.en;
    await signInThroughUi(page, { path: PAGE, labels: LOGIN_LABELS, creds: MANAGER });
    await page.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    await sidebarEntry(page, 'Time Cards').waitFor();
    await showDate(page, t, past);
    await page.getByText('No time cards in this period.').waitFor();

    // The date has no working day: the dialog says so and creates it.
    await page.getByRole('button', { name: t.newCard }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(page, dialog.getByRole('combobox', { name: t.employee }), 'Carla Cashier');
    await field(dialog, t.date).fill(past);
    await dialog
      .getByText('The selected date has no working day: create the working day first, then the time card.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Create working day' }).click();
    await page.getByText('Working day created').waitFor();
    await dialog.getByText(/^Working day closed: 00:00 – /).waitFor();

    await field(dialog, t.clockIn).fill(`${past}T09:00`);
    await field(dialog, t.clockOut).fill(`${past}T08:30`);
    await dialog.getByText(t.clockOutAfterIn).waitFor();
    await field(dialog, t.clockOut).fill(`${past}T17:00`);
    await dialog.getByRole('button', { name: t.addBreak }).click();
    await breakRow(dialog, 1, t).getByLabel(t.breakIn).fill(`${past}T12:00`);
    await breakRow(dialog, 1, t).getByLabel(t.breakOut).fill(`${past}T12:30`);
    await dialog.getByRole('button', { name: t.addBreak }).click();
    await breakRow(dialog, 2, t).getByLabel(t.breakIn).fill(`${past}T12:10`);
    await breakRow(dialog, 2, t).getByLabel(t.breakOut).fill(`${past}T12:20`);
    await dialog.getByText(t.breaksOverlap).waitFor();
    await dialog.getByRole('button', { name: 'Remove break 2' }).click();
    await dialog.getByRole('button', { name: t.save }).click();
    await page.getByText('Time card saved').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const card = row(page, 'Carla Cashier').first();
    await poll(() => card.getByRole('cell').allTextContents()).toEqual([
      'Carla Cashier',
      usDate(past),
      '09:00',
      '17:00',
      '12:00 – 12:30',
      '7.50 h',
      '',
    ]);
    // Totals per employee and overall.
    const totals = page.getByRole('table', { name: 'Totals per employee' });
    await poll(() => totals.getByRole('row').last().textContent()).toBe('All employees1 card7.50 h');

    // Edited: the clock out moves to 18:30.
    await page.getByRole('button', { name: t.edit('Carla Cashier', past) }).click();
    await field(dialog, t.clockOut).fill(`${past}T18:30`);
    await dialog.getByRole('button', { name: t.save }).click();
    await page.getByText('Time card saved').first().waitFor();
    await poll(() => card.getByRole('cell').nth(5).textContent()).toBe('9.00 h');

    // Exported as the page shows it: the store's formats, then the totals.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`time-cards-${past}-${past}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(csv.slice(0, 4)).toEqual([
      '\uFEFFEmployee,Date,Clock in,Clock out,Breaks,Hours',
      `Carla Cashier,${usDate(past)},09:00,18:30,12:00 – 12:30,9.00`,
      'Totals per employee: Carla Cashier,,,,1 card,9.00',
      'All employees,,,,,9.00',
    ]);

    await refusalsOfTheForm(page, t, past);
    await editRefusedWhileOpen(page, t);

    // Deleted after a confirmation that names the employee and the date.
    await showDate(page, t, past);
    await page.getByRole('button', { name: `Delete time card of Carla Cashier on ${usDate(past)}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm
      .getByText(`Delete the time card of Carla Cashier on ${usDate(past)}? This cannot be undone.`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Time card deleted').waitFor();
    await page.getByText('No time cards in this period.').waitFor();
  });

  test('shows the refusals in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    const t = L.es;
    await signInThroughUi(page, { path: PAGE, labels: ES_LOGIN, creds: MANAGER });
    await page.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    await showDate(page, t, pastEs);
    await refusalsOfTheForm(page, t, pastEs);
    await editRefusedWhileOpen(page, t);
  });

  test('fits a 390 px phone: the cards stack as a list, with no sideways scroll', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: PAGE, labels: LOGIN_LABELS, creds: MANAGER });
    await page.getByRole('heading', { name: 'Time Cards', level: 1 }).waitFor();
    const date = businessDateOf(Date.now() - 5 * 60_000, ZONE);
    await showDate(page, L.en, date);
    const list = page.getByRole('list', { name: 'Time cards' });
    await list.getByRole('heading', { name: 'Marco Manager' }).waitFor();
    await list.getByText('Clocked in').waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'New time card' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add break' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
