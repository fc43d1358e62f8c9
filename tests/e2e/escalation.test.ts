import type { Locator, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll, row, textbox } from '../helpers/suite.js';

/*
 * No privilege escalation, as Demo Bistro's manager meets it: the permissions editor disables what he
 * may not grant, his own job can only be lowered, the Owner job cannot be given to anyone, the
 * server's refusal (the owner's password) is shown on the field in his language, and his attempt to
 * deactivate the owner is refused with a clear error. The owner alone hands the store on.
 */

const { freshPage } = consoleSuite();

const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const moduleSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toggle = (scope: Locator, name: string) => scope.getByRole('switch', { name, exact: true });

/** Opens a record of a list by the exact text of its first cell. */
async function openRow(page: Page, list: string, name: string): Promise<void> {
  await page.goto(`/office/pages/${list}`);
  await row(page, name).getByRole('cell', { name, exact: true }).click();
  await page.waitForURL((url) => new RegExp(`^/office/pages/${list}/[^/]+$`).test(url.pathname));
}

describe('no privilege escalation in the console', () => {
  test("the manager's own job can be lowered but not raised", async () => {
    const page = await freshPage();
    await signInThroughUi(page, { creds: MANAGER });
    await openRow(page, 'jobs', 'Manager');
    await page.getByText('You hold this job: you can lower its rights but not raise them').waitFor();
    // Settings is off and cannot be switched on; Operations is on and can be switched off.
    const settings = moduleSection(page, 'Settings');
    await poll(() => toggle(settings, 'Module on').isDisabled()).toBe(true);
    await poll(() => settings.getByRole('button', { name: 'All on' }).isDisabled()).toBe(true);
    const operations = moduleSection(page, 'Operations');
    await poll(() => toggle(operations, 'Module on').isChecked()).toBe(true);
    await poll(() => toggle(operations, 'Module on').isEnabled()).toBe(true);
    await operations.getByRole('button', { name: 'Show the permissions of Operations' }).click();
    const floor = toggle(operations, 'Floor layout (areas and tables)');
    await floor.click();
    await poll(() => floor.isChecked()).toBe(false);
    // Once off in his own job, it cannot come back on from here.
    await poll(() => floor.isDisabled()).toBe(true);
  });

  test('another job: only what the manager holds can be switched on', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { creds: MANAGER });
    await openRow(page, 'jobs', 'Cashier');
    await poll(() => page.getByText('You hold this job', { exact: false }).count()).toBe(0);
    for (const name of ['Settings', 'Reports'])
      await poll(() => toggle(moduleSection(page, name), 'Module on').isDisabled()).toBe(true);
    const menu = moduleSection(page, 'Menu Items');
    await poll(() => toggle(menu, 'Module on').isEnabled()).toBe(true);
    await menu.getByRole('button', { name: 'All on' }).click();
    await poll(() => toggle(menu, 'Module on').isChecked()).toBe(true);
    await menu.getByText('6 of 6 on').waitFor();
  });

  test('the Owner job cannot be given to an employee', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { creds: MANAGER, path: '/office/pages/employees/create' });
    await page.getByRole('combobox', { name: 'Jobs', exact: true }).click();
    const ownerOption = page.getByRole('option', { name: 'Owner', exact: true });
    await poll(() => ownerOption.getAttribute('aria-disabled')).toBe('true');
    await poll(() =>
      page.getByRole('option', { name: 'Cashier', exact: true }).getAttribute('aria-disabled'),
    ).not.toBe('true');
  });

  test("the server's refusal of the owner's new password is shown on the field, in Spanish", async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { creds: MANAGER, labels: SPANISH });
    await openRow(page, 'employees', 'Dana');
    await page.getByRole('button', { name: 'Generar', exact: true }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const refusal =
      'No puede cambiar el acceso, la contraseña ni el PIN de alguien que tiene permisos que usted no tiene';
    await page.getByText(refusal, { exact: true }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: `Error de empleado: ${refusal}` })
      .waitFor();
    await poll(() => textbox(page, 'Contraseña').count()).toBe(1);
  });

  test("the manager's attempt to deactivate the owner is refused with a clear error, and the owner stays active", async () => {
    const page = await freshPage();
    await signInThroughUi(page, { creds: MANAGER });
    await openRow(page, 'employees', 'Dana');
    // The owner's record offers no transfer to anyone but the owner.
    await poll(() => page.getByRole('button', { name: 'Transfer ownership' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: "Error of employee: You can't change the status of someone who holds rights you don't",
      })
      .waitFor();
    await page.goto('/office/pages/employees');
    await poll(() => row(page, 'Dana').getByText('Active', { exact: true }).count()).toBe(1);
  });

  test('the owner hands the store on from the employee page, confirmed with his password', async () => {
    const page = await freshPage();
    await signInThroughUi(page);
    await openRow(page, 'employees', 'Marco');
    await page.getByRole('button', { name: 'Transfer ownership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand the store on to Marco Manager?' });
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Error of employee: The key is not correct' })
      .waitFor();
    await dialog.getByLabel('Your password').fill('demo-owner-1');
    await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
    await page.getByText('Marco Manager now owns the store').waitFor();
    // He is no longer the owner: the action is gone once his new rights arrive.
    await poll(() => page.getByRole('button', { name: 'Transfer ownership' }).count()).toBe(0);
  });
});
