import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessDate } from '../../src/core/checks.js';
import { signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * The compensation screen as Demo Bistro's manager uses it: Carla the cashier's pay edited in a
 * dialog (the compensation value required, in English and Spanish), and the payroll of the previous
 * pay week, in which a device recorded 48.5 hours for her: 2.5 hours of daily overtime (Monday 9.5,
 * Tuesday 9) and 6 of weekly overtime (Saturday, after 40 regular hours).
 */

const PAGE = '/office/pages/compensation';
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const ES_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const HOUR = 3_600_000;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** How far the page scrolls sideways; 0 when it fits. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const compensationValue = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });

describe('compensation screen', () => {
  const { server, freshPage } = consoleSuite();

  beforeAll(async () => {
    const db = server().database.db;
    const store = await db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    const carla = await db
      .selectFrom('employee')
      .select('id')
      .where('store_id', '=', store.id)
      .where('first_name', '=', 'Carla')
      .executeTakeFirstOrThrow();
    const device = await db
      .selectFrom('device')
      .select('installation_code')
      .where('store_id', '=', store.id)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${server().url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as Record<string, unknown>;
      expect(res.status, JSON.stringify(answer)).toBe(200);
      return answer;
    };
    const token = (await post('/api/devices/activate', { installation_code: device.installation_code }))
      .token as string;
    // The previous pay week (from Monday) in the store's zone.
    const today = businessDate(new Date(), 'America/New_York');
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7);
    const days: [number, number, number][] = [
      [0, 9.5, 30],
      [1, 9, 0],
      [2, 8, 0],
      [3, 8, 0],
      [4, 8, 0],
      [5, 6, 0],
    ];
    for (const [day, hours, rest] of days) {
      const clockIn = new Date(`${addDays(monday, day)}T15:00:00Z`);
      // Each day's card opens a working day of its own: the open one closes a minute before.
      await sql`update working_day set status = 'closed', closed_at = ${new Date(clockIn.getTime() - 60_000).toISOString()}
        where store_id = ${store.id} and status = 'open'`.execute(db);
      const breakIn = new Date(clockIn.getTime() + 3 * HOUR);
      await post(
        '/api/devices/time-cards',
        {
          id: randomUUID(),
          employee_id: carla.id,
          clock_in: clockIn.toISOString(),
          clock_out: new Date(clockIn.getTime() + hours * HOUR + rest * 60_000).toISOString(),
          breaks: rest
            ? [
                {
                  break_in: breakIn.toISOString(),
                  break_out: new Date(breakIn.getTime() + rest * 60_000).toISOString(),
                },
              ]
            : [],
        },
        token,
      );
    }
  });

  test("a manager edits Carla's pay: the compensation value is required, changes are not lost unasked", async () => {
    const page = await freshPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/graphql') && r.postData()?.includes('setCompensation')) sent.push('set');
    });
    await signInThroughUi(page, { creds: MANAGER, path: PAGE });
    await sidebarEntry(page, 'Compensation').waitFor();
    await page.getByRole('heading', { name: 'Compensation', level: 1 }).waitFor();
    const carla = page.getByRole('row').filter({ hasText: 'Carla Cashier' });
    await carla.getByRole('cell', { name: '$15.50 per hour', exact: true }).waitFor();
    await carla.getByRole('cell', { name: 'Cashier', exact: true }).waitFor();

    // The search keeps only the matching employees.
    await page.getByRole('searchbox', { name: 'Search employees' }).fill('marco');
    await poll(() => carla.count()).toBe(0);
    await page.getByRole('row').filter({ hasText: 'Marco Manager' }).getByText('$950.00 per week').waitFor();
    await page.getByRole('searchbox', { name: 'Search employees' }).fill('');

    await page.getByRole('button', { name: 'Edit pay: Carla Cashier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay of Carla Cashier' });
    const value = compensationValue(page, 'Compensation value');
    await poll(() => value.inputValue()).toBe('15.5');
    await value.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The compensation value is required', { exact: true }).waitFor();
    await value.fill('0');
    await dialog.getByText('The compensation value must be greater than zero', { exact: true }).waitFor();
    expect(sent).toEqual([]);

    await value.fill('20');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await poll(() => value.inputValue()).toBe('20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Pay of Carla Cashier saved', { exact: true }).waitFor();
    await carla.getByRole('cell', { name: '$20.00 per hour', exact: true }).waitFor();
    expect(sent).toEqual(['set']);
  });

  test('the employee form asks for the compensation value of an active employee', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { creds: MANAGER, path: '/office/pages/employees/create' });
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Nadia');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Nopay');
    await page.getByRole('textbox', { name: 'POS PIN', exact: true }).fill('80591');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The compensation value is required', { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/office/pages/employees/create');
  });

  test('says the compensation value is required in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { creds: MANAGER, path: PAGE, labels: ES_LOGIN });
    await page.getByRole('heading', { name: 'Compensación', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Editar pago: Carla Cashier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pago de Carla Cashier' });
    const value = compensationValue(page, 'Valor de compensación');
    await poll(() => value.inputValue()).toBe('20');
    await value.fill('');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El valor de compensación es obligatorio', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('dialog', { name: '¿Descartar sus cambios?' })
      .getByRole('button', { name: 'Descartar' })
      .click();
    await poll(() => dialog.count()).toBe(0);
  });

  test('shows the previous pay week with its overtime, the rule in use, and exports it as CSV', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { creds: MANAGER, path: PAGE });
    await page.getByRole('tab', { name: 'Payroll' }).click();
    await page.getByText('Daily overtime after 8 hours worked in a business day').waitFor();
    await page.getByText('Weekly overtime after 40 regular hours in a week').waitFor();
    await page.getByText('Overtime paid at 1.5 times the hourly rate').waitFor();
    // The rule is changed in General Settings, which the Manager job does not open.
    expect(await page.getByRole('link', { name: /^Change it in/ }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Previous pay week' }).click();
    const carla = page.getByRole('row').filter({ hasText: 'Carla Cashier' });
    // 40 regular hours at $20.00, 8.5 overtime hours at $30.00.
    await carla.getByRole('cell', { name: '48.50', exact: true }).waitFor();
    await carla.getByRole('cell', { name: '40.00', exact: true }).waitFor();
    await carla.getByRole('cell', { name: '8.50', exact: true }).waitFor();
    await carla.getByRole('cell', { name: '$800.00', exact: true }).waitFor();
    await carla.getByRole('cell', { name: '$255.00', exact: true }).waitFor();
    await carla.getByRole('cell', { name: '$1,055.00', exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Totals' }).waitFor();

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^payroll-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Employee,Salary type,Pay period,Rate,Hours,Regular hours,Overtime hours,Regular pay,Overtime pay,Total',
    );
    expect(lines).toContain('Carla Cashier,Hourly,Weekly,20.00,48.50,40.00,8.50,800.00,255.00,1055.00');
    expect(lines[lines.length - 1]).toMatch(/^Totals,,,,/);
    await page.getByText('Payroll exported').waitFor();
  });

  test('fits a 390 px phone: the tables become stacked lists', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { creds: MANAGER, path: PAGE });
    const carla = page.getByRole('listitem').filter({ hasText: 'Carla Cashier' });
    await carla.getByText('$20.00 per hour').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await sideways(page)).toBe(0);

    await page.getByRole('button', { name: 'Edit pay: Carla Cashier' }).click();
    await compensationValue(page, 'Compensation value').waitFor();
    expect(await sideways(page)).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Payroll' }).click();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Custom dates' }).click();
    await page.getByLabel('From', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Previous pay week' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Carla Cashier' }).getByText('$1,055.00').waitFor();
    expect(await sideways(page)).toBe(0);
  });

  test("the overtime rule is the store's: changed in General Settings, the payroll follows", async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: PAGE });
    await page.getByRole('tab', { name: 'Payroll' }).click();
    await page.getByRole('link', { name: 'Change it in General Settings (Payroll tab)' }).click();
    await page.waitForURL((url) => url.pathname === '/office/pages/general-settings');
    await page.getByRole('tab', { name: 'Payroll' }).click();
    const multiplier = page.getByRole('spinbutton', { name: 'Overtime multiplier', exact: true });
    await poll(() => multiplier.inputValue()).toBe('1.5');
    expect(
      await page.getByRole('spinbutton', { name: 'Daily overtime after (hours)', exact: true }).inputValue(),
    ).toBe('8');
    expect(
      await page.getByRole('spinbutton', { name: 'Weekly overtime after (hours)', exact: true }).inputValue(),
    ).toBe('40');
    await multiplier.fill('2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/saved/).first().waitFor();

    await page.goto(PAGE);
    await page.getByRole('tab', { name: 'Payroll' }).click();
    await page.getByText('Overtime paid at 2 times the hourly rate').waitFor();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Previous pay week' }).click();
    // 8.5 overtime hours at $20.00 × 2.
    await page
      .getByRole('row')
      .filter({ hasText: 'Carla Cashier' })
      .getByRole('cell', { name: '$340.00', exact: true })
      .waitFor();
  });
});
