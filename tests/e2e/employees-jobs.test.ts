import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { JOB_MODULE_CODES } from '../../src/core/permissions.js';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, pathIs, pathOf, pickOption, poll, row, textbox } from '../helpers/suite.js';

/*
 * Jobs and employees as the owner of Demo Bistro sees them: the permissions editor, the new-employee
 * rules (password generated first, PIN of 4 to 8 digits, unique PIN), Activate / Deactivate, and the new
 * employee signing in with the password handed over. One real server (PGlite, demo data) for the file,
 * a fresh browser context per test; the tests run in order and build on one another (the Host job, then
 * its first employee).
 */

const { freshPage } = consoleSuite();

const HOST_EMPLOYEE = { first: 'Hana', last: 'Lopez', email: 'hana.lopez@demo.test' };
/** The password generated for the new employee, read from the form as a manager would copy it. */
let handedOver = '';

/** A module's section of the permissions editor. */
const moduleSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toggle = (scope: Locator, name: string) => scope.getByRole('switch', { name, exact: true });

/** The status select; its accessible name also holds the chosen value ("Status Active"). */
const statusSelect = (page: Page) => page.getByRole('combobox', { name: /^Status\b/ });

/** The GraphQL mutations the page sends whose text names `operation`. */
function mutationsNamed(page: Page, operation: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/graphql') return;
    const body = request.postData() ?? '';
    if (body.includes(operation)) sent.push(body);
  });
  return sent;
}

describe('employees and jobs', () => {
  test('creates the Host job with only Operations → Order types on, and keeps it', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/jobs/create' });
    await textbox(page, 'Name').fill('Host');

    // A new job starts with everything off.
    const operations = moduleSection(page, 'Operations');
    const moduleOn = toggle(operations, 'Module on');
    await moduleOn.waitFor();
    expect(await page.getByRole('switch', { name: 'Module on', checked: true }).count()).toBe(0);
    // Every module a job can hold: the office's and the apps' (point of sale, online ordering, kiosk).
    const all = JOB_MODULE_CODES.length;
    await page.getByText(`0 of ${all} modules on`).waitFor();

    await operations.getByRole('button', { name: 'All on' }).click();
    await poll(() => moduleOn.isChecked()).toBe(true);
    await operations.getByText('14 of 14 on').waitFor();
    await operations.getByRole('button', { name: 'Show the permissions of Operations' }).click();
    await poll(() => toggle(operations, 'Floor layout (areas and tables)').isChecked()).toBe(true);

    await operations.getByRole('button', { name: 'All off' }).click();
    await poll(() => moduleOn.isChecked()).toBe(false);
    await poll(() => operations.getByRole('switch', { checked: true }).count()).toBe(0);

    // Turning a permission on turns its module on.
    await toggle(operations, 'Order types').click();
    await poll(() => toggle(operations, 'Order types').isChecked()).toBe(true);
    await poll(() => moduleOn.isChecked()).toBe(true);
    await operations.getByText('1 of 14 on').waitFor();

    // The search narrows the editor to the matching permissions.
    await page.getByRole('searchbox', { name: 'Search permissions' }).fill('order type');
    await toggle(moduleSection(page, 'Reports'), 'Order type report').waitFor();
    await poll(() => moduleSection(page, 'Dashboard').count()).toBe(0);
    await poll(() => operations.getByRole('switch').count()).toBe(2); // the module and Order types
    await page.getByRole('searchbox', { name: 'Search permissions' }).fill('');
    await moduleSection(page, 'Dashboard').waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(pathIs('/office/pages/jobs'));
    const host = row(page, 'Host');
    await host.getByRole('cell', { name: `1 of ${all}`, exact: true }).waitFor();
    await row(page, 'Owner')
      .getByRole('cell', { name: `${all} of ${all}`, exact: true })
      .waitFor();

    await host.getByRole('cell', { name: 'Host', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/office/pages/jobs/') && !url.pathname.endsWith('/create'),
    );
    const reopened = moduleSection(page, 'Operations');
    await poll(() => toggle(reopened, 'Module on').isChecked()).toBe(true);
    await reopened.getByRole('button', { name: 'Show the permissions of Operations' }).click();
    await poll(() => toggle(reopened, 'Order types').isChecked()).toBe(true);
    await poll(() => reopened.getByRole('switch', { checked: true }).count()).toBe(2);
    await poll(() => toggle(moduleSection(page, 'Dashboard'), 'Module on').isChecked()).toBe(false);
    await poll(() => page.getByRole('switch', { name: 'Module on', checked: true }).count()).toBe(1);
  });

  test('creates an employee: password generated first, PIN of 4 to 8 digits, then listed with the Host job', async () => {
    const page = await freshPage();
    const creates = mutationsNamed(page, 'createEmployee');
    await signInThroughUi(page, { path: '/office/pages/employees/create' });
    await textbox(page, 'First name').fill(HOST_EMPLOYEE.first);
    await textbox(page, 'Last name').fill(HOST_EMPLOYEE.last);
    await page.getByRole('spinbutton', { name: 'Compensation value', exact: true }).fill('16.50');
    await textbox(page, 'Email').fill(HOST_EMPLOYEE.email);
    await textbox(page, 'POS PIN').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    // The PIN is checked here, before anything is sent.
    await page.getByText('The PIN must be 4 to 8 digits', { exact: true }).waitFor();
    expect(creates).toEqual([]);

    // With a good PIN the server answers for the e-mail that has no account yet.
    await textbox(page, 'POS PIN').fill('4444');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('New employee password must be generated first', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/office/pages/employees/create');
    await textbox(page, 'POS PIN').fill('12');

    await page.getByRole('button', { name: 'Generate' }).click();
    const password = textbox(page, 'Password');
    handedOver = await password.inputValue();
    expect(handedOver).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/);
    await page.getByRole('button', { name: 'Copy the password' }).waitFor();
    await page.getByText('Copy this password and hand it to the employee', { exact: false }).waitFor();
    await poll(() => page.getByText('New employee password must be generated first').count()).toBe(0);

    await textbox(page, 'POS PIN').fill('4444');
    await poll(() => page.getByText('The PIN must be 4 to 8 digits').count()).toBe(0);
    await pickOption(page, 'Jobs', 'Host');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(pathIs('/office/pages/employees'));
    const created = row(page, HOST_EMPLOYEE.first);
    await created.getByText('Host', { exact: true }).waitFor();
    await created.getByRole('cell', { name: HOST_EMPLOYEE.email, exact: true }).waitFor();
    await created.getByText('Active', { exact: true }).waitFor();
  });

  test('refuses a second employee with the same PIN: the server says it on the PIN field', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/employees/create' });
    await textbox(page, 'First name').fill('Ivan');
    await textbox(page, 'Last name').fill('Diaz');
    await textbox(page, 'POS PIN').fill('4444');

    // Choosing "Terminated" shows the termination date, filled in with today, and the reason.
    const terminationDate = textbox(page, 'Termination date');
    expect(await terminationDate.count()).toBe(0);
    await statusSelect(page).click();
    await page.getByRole('option', { name: 'Terminated', exact: true }).click();
    await poll(() => terminationDate.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await textbox(page, 'Termination reason').waitFor();
    // Back to Active: the date filled in is taken back and the termination fields hide again.
    await statusSelect(page).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await poll(() => terminationDate.count()).toBe(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error of employee: POS PIN already taken' }).waitFor();
    await page.getByText('POS PIN already taken', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/office/pages/employees/create');
  });

  test('disables and enables an employee after a confirmation, on the edit page and from the list', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/employees' });
    await row(page, HOST_EMPLOYEE.first)
      .getByRole('cell', { name: HOST_EMPLOYEE.first, exact: true })
      .click();
    await page.waitForURL((url) => /^\/office\/pages\/employees\/[^/]+$/.test(url.pathname));

    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Deactivate ${HOST_EMPLOYEE.first} ${HOST_EMPLOYEE.last}?`).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Employee deactivated', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Activate', exact: true }).waitFor();
    await poll(() => statusSelect(page).textContent()).toMatch(/^\W*Inactive\W*$/);

    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await dialog.getByText(`Activate ${HOST_EMPLOYEE.first} ${HOST_EMPLOYEE.last}?`).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Employee activated', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).waitFor();
    await poll(() => statusSelect(page).textContent()).toMatch(/^\W*Active\W*$/);

    // The same from the list, for the cashier.
    await page.goto('/office/pages/employees');
    const carla = row(page, 'Carla');
    await carla.getByText('Active', { exact: true }).waitFor();
    await carla.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await dialog.getByText('Deactivate 1 employee? They can no longer sign in.').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await carla.getByText('Inactive', { exact: true }).waitFor();
    await carla.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await dialog.getByText('Activate 1 employee? They can sign in again.').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await carla.getByText('Active', { exact: true }).waitFor();
  });

  test('the new employee signs in with the password handed over', async () => {
    expect(handedOver).not.toBe('');
    const page = await freshPage();
    await signInThroughUi(page, { creds: { email: HOST_EMPLOYEE.email, password: handedOver } });
    expect(pathOf(page)).not.toBe('/office/pages/login');
  });

  test('shows the permissions editor in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, {
      path: '/office/pages/jobs/create',
      labels: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
    });
    const operations = moduleSection(page, 'Operaciones');
    await toggle(operations, 'Módulo activo').waitFor();
    await operations.getByRole('button', { name: 'Mostrar los permisos de Operaciones' }).click();
    await toggle(operations, 'Tipos de pedido').waitFor();
    await page.getByText(`0 de ${JOB_MODULE_CODES.length} módulos activos`).waitFor();
  });
});
