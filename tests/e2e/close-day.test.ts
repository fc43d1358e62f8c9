import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import { paidCheck, storeRecords } from '../helpers/devices.js';
import type { TestServer } from '../helpers/server.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * Close day as Demo Bistro's manager uses it. The server starts without history: the working day is
 * opened here by the point of sale, through the device API (a shift, time cards, a check).
 */

const PAGE = '/office/pages/close-day';
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const ES_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const MINUTE = 60_000;

/** Demo Bistro's point of sale: its device token and the ids it records with. */
async function pointOfSale(server: TestServer) {
  const db = server.database.db;
  const store = await db
    .selectFrom('store')
    .select('id')
    .where('slug', '=', 'demo-bistro')
    .executeTakeFirstOrThrow();
  const device = await db
    .selectFrom('device')
    .select('installation_code')
    .where('store_id', '=', store.id)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  const employees = await db
    .selectFrom('employee')
    .select(['id', 'first_name'])
    .where('store_id', '=', store.id)
    .execute();
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(json)).toBe(200);
    return json;
  };
  const { token } = (await post('/api/devices/activate', {
    installation_code: device.installation_code,
  })) as {
    token: string;
  };
  const employee = (first: string) => employees.find((e) => e.first_name === first)!.id as string;
  return {
    storeId: store.id as string,
    record: (path: string, body: unknown) => post(path, body, token),
    employee,
  };
}

const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/** Opens the confirmation and confirms it; answers the dialog's text. */
async function confirmClose(page: Page, button: string, title: RegExp): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await poll(() => page.getByRole('dialog').count()).toBe(0);
  return text;
}

describe('close day', () => {
  const { server, freshPage } = consoleSuite();

  test('a manager is refused while a shift is open (in English and Spanish), then closes the day and the clocked-in employee is clocked out', async () => {
    const pos = await pointOfSale(server());
    const shift = { id: '01937a4e-0000-7000-8000-0000000e2d01', employee_id: pos.employee('Marco') };
    await pos.record('/api/devices/shifts', { ...shift, opened_at: ago(120), starting_bank: 15000 });
    const card = '01937a4e-0000-7000-8000-0000000e2c01';
    await pos.record('/api/devices/time-cards', {
      id: card,
      employee_id: pos.employee('Carla'),
      clock_in: ago(180),
    });

    const page = await freshPage();
    await signInThroughUi(page, { path: PAGE, creds: MANAGER });
    await page.getByRole('heading', { name: 'Close Day', level: 1 }).waitFor();
    await sidebarEntry(page, 'Close Day').waitFor();
    await page.getByRole('heading', { name: 'Open working day', level: 2 }).waitFor();
    const shifts = page.getByRole('list', { name: 'Open shifts' });
    await shifts.getByText('Marco Manager', { exact: true }).waitFor();
    await expect(shifts.textContent()).resolves.toContain('Front counter POS');
    const clockedIn = page.getByRole('list', { name: 'Clocked-in employees' });
    await clockedIn.getByText('Carla Cashier', { exact: true }).waitFor();
    await page.getByText('Off: the day is closed only from this page').waitFor();
    await page.getByRole('link', { name: 'Change it in Store Info' }).waitFor();

    const text = await confirmClose(page, 'Close day', /^Close the working day of \d{2}\/\d{2}\/\d{4}\?$/);
    expect(text).toContain('Closing the day is irreversible: it cannot be reopened.');
    expect(text).toContain('1 clocked-in employee will be clocked out at the close time.');
    await page
      .getByText('The day cannot be closed: open shifts exist (Marco Manager)', { exact: true })
      .waitFor();
    await page.getByRole('heading', { name: 'Open working day', level: 2 }).waitFor();

    // The same refusal in Spanish, for a manager who reads it in Spanish.
    const es = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(es, { path: PAGE, labels: ES_LOGIN, creds: MANAGER });
    await es.getByRole('heading', { name: 'Cierre de jornada', level: 1 }).waitFor();
    await es.getByRole('list', { name: 'Turnos abiertos' }).getByText('Marco Manager').waitFor();
    const esText = await confirmClose(es, 'Cerrar jornada', /^¿Cerrar la jornada laboral del .+\?$/);
    expect(esText).toContain('A 1 empleado fichado se le marcará la salida a la hora del cierre.');
    await es
      .getByText('No se puede cerrar la jornada: hay turnos abiertos (Marco Manager)', { exact: true })
      .waitFor();

    // The shift is closed on the point of sale; the manager closes the day. The Spanish console,
    // still open, learns it from the store's live channel.
    await pos.record('/api/devices/shifts', {
      ...shift,
      opened_at: ago(120),
      closed_at: ago(1),
      starting_bank: 15000,
      closing_bank: 18000,
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Open working day', level: 2 }).waitFor();
    await page.getByText('No open shifts').waitFor();
    const started = Date.now();
    await confirmClose(page, 'Close day', /^Close the working day of/);
    await page.getByText('Clocked out: Carla Cashier').waitFor();
    await page.getByRole('heading', { name: 'No open working day', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Close day', exact: true }).count()).toBe(0);
    await es.getByRole('heading', { name: 'No hay ninguna jornada laboral abierta', level: 2 }).waitFor();

    const row = await server()
      .database.db.selectFrom('time_card')
      .select('clock_out')
      .where('store_id', '=', pos.storeId)
      .where('id', '=', card)
      .executeTakeFirstOrThrow();
    expect(new Date(row.clock_out as string).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  test('fits a 390 px phone with no sideways scroll', async () => {
    // A new day, after the one closed above: Dana clocks in, Marco opens a shift.
    const pos = await pointOfSale(server());
    const opened = new Date().toISOString();
    await pos.record('/api/devices/time-cards', {
      id: '01937a4e-0000-7000-8000-0000000e2c02',
      employee_id: pos.employee('Dana'),
      clock_in: opened,
    });
    await pos.record('/api/devices/shifts', {
      id: '01937a4e-0000-7000-8000-0000000e2d02',
      employee_id: pos.employee('Marco'),
      opened_at: opened,
      starting_bank: 15000,
    });
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: PAGE, creds: MANAGER });
    await page.getByRole('list', { name: 'Clocked-in employees' }).getByText('Dana Owner').waitFor();
    await page.getByRole('button', { name: 'Close day', exact: true }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });

  test('lists the open checks and asks whether to close them or leave them open into the next day', async () => {
    // The day the phone test left: Marco's shift is closed on the point of sale, a check is still open.
    const pos = await pointOfSale(server());
    const shift = await server()
      .database.db.selectFrom('shift')
      .select('opened_at')
      .where('id', '=', '01937a4e-0000-7000-8000-0000000e2d02')
      .executeTakeFirstOrThrow();
    await pos.record('/api/devices/shifts', {
      id: '01937a4e-0000-7000-8000-0000000e2d02',
      employee_id: pos.employee('Marco'),
      opened_at: new Date(shift.opened_at as string).toISOString(),
      closed_at: new Date().toISOString(),
      starting_bank: 15000,
      closing_bank: 15000,
    });
    const records = await storeRecords(server(), 'demo-bistro');
    await pos.record(
      '/api/devices/checks',
      paidCheck(records, 701, { status: 'open', closed_at: undefined, payments: [], opened_at: ago(1) }),
    );

    const page = await freshPage();
    await signInThroughUi(page, { path: PAGE, creds: MANAGER });
    const checks = page.getByRole('list', { name: 'Open checks' });
    await checks.getByText(/^Check 701 · /).waitFor();
    await page.getByRole('button', { name: 'Close day', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Close the working day of/ });
    await dialog.getByText('1 check is still open. What should the close do with it?').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Close day', exact: true });
    // Nothing is chosen for the user: the close waits for an answer.
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Close them as they are, at the close time' }).waitFor();
    await dialog
      .getByRole('radio', { name: 'Leave them open into the next day: the device closes them later' })
      .check();
    await confirm.click();
    await page.getByText('Checks left open into the next day: 701', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'No open working day', level: 2 }).waitFor();
    const row = await server()
      .database.db.selectFrom('pos_check')
      .select('status')
      .where('store_id', '=', pos.storeId)
      .where('number', '=', 701)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });
});
