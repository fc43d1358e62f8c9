import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chooseOption, signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll, row } from '../helpers/suite.js';

/* A value's unit follows its type in the browser: a 50 % discount reads "50%" in the list and the form. */

const { freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

/** The text beside the value's input: the currency before it, "%" after it. */
const adornment = (page: Page, label: string) =>
  page
    .getByRole('spinbutton', { name: label })
    .locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")]')
    .locator('.MuiInputAdornment-root')
    .innerText();

describe('discounts', () => {
  test('a percentage reads as one in the list and the form, and money as money when the type is fixed', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/discounts' });
    await poll(() => row(page, 'Employee meal').getByRole('cell', { name: '50%', exact: true }).count()).toBe(
      1,
    );
    expect(
      await row(page, 'Staff family meal').getByRole('cell', { name: '$5.00', exact: true }).count(),
    ).toBe(1);
    await row(page, 'Employee meal').getByRole('cell', { name: 'Employee meal', exact: true }).click();
    await poll(() => adornment(page, 'Value')).toBe('%');
    await chooseOption(page, page.getByRole('combobox', { name: 'Type' }), 'Fixed price');
    await poll(() => adornment(page, 'Value')).toBe('$');
  });

  test('in Spanish too', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/discounts', labels: SPANISH });
    await poll(() => row(page, 'Corkage').getByRole('cell', { name: '5%', exact: true }).count()).toBe(1);
    await row(page, 'Corkage').getByRole('cell', { name: 'Corkage', exact: true }).click();
    await poll(() => adornment(page, 'Valor')).toBe('%');
  });
});
