import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, pathIs, poll, row, textbox } from '../helpers/suite.js';

/*
 * Business info and the menu in the browser: store info edited in place (a singleton) with its
 * opening hours, devices, and modifier groups whose rules answer in the user's language.
 */

const { freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('store info', () => {
  test('is edited in place: rules refused as typed, hours checked, and a save kept', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/store-info' });
    await page.getByRole('heading', { name: 'Store info' }).first().waitFor();
    expect(await textbox(page, 'Business name').inputValue()).toBe('Demo Bistro');
    // No list and no delete: the store has exactly one.
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await textbox(page, 'Zipcode').fill('62A01');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The zipcode must be numeric').waitFor();
    await textbox(page, 'Zipcode').fill('62704');

    const monday = page
      .getByRole('group', { name: 'Opening hours' })
      .getByRole('group', { name: 'Hours on Monday' });
    // A close before the start is on the next day now; one at the very start is still refused.
    await monday
      .getByLabel('End')
      .first()
      .fill(await monday.getByLabel('Start').first().inputValue());
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The end hour must not be the start hour').waitFor();
    await monday.getByLabel('End').first().fill('22:00');

    await textbox(page, 'Contact name').fill('Dana Q. Owner');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/«Demo Bistro» (updated|saved)/).waitFor();
    await page.reload();
    await poll(() => textbox(page, 'Contact name').inputValue()).toBe('Dana Q. Owner');
    expect(await textbox(page, 'Zipcode').inputValue()).toBe('62704');
    expect(await monday.getByLabel('End').first().inputValue()).toBe('22:00');
  });

  test('keeps hours that close the next day and says so, in English and Spanish', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/store-info' });
    const friday = page
      .getByRole('group', { name: 'Opening hours' })
      .getByRole('group', { name: 'Hours on Friday' });
    await poll(() => friday.getByLabel('End').first().inputValue()).not.toBe('');
    await friday.getByLabel('Start').first().fill('17:00');
    await friday.getByLabel('End').first().fill('01:00');
    await friday.getByText('closes the next day').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/«Demo Bistro» (updated|saved)/).waitFor();
    await page.reload();
    await poll(() => friday.getByLabel('End').first().inputValue()).toBe('01:00');
    await friday.getByText('closes the next day').waitFor();

    // Past the store's business-day start, a close on the next day is refused.
    await textbox(page, 'Business day starts at').fill('00:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('A closing time on the next day must not be later than the business day start (00:30)')
      .waitFor();

    const es = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(es, { path: '/office/pages/store-info', labels: SPANISH });
    const viernes = es
      .getByRole('group', { name: 'Horario de apertura' })
      .getByRole('group', { name: 'Horario del Viernes' });
    await poll(() => viernes.getByLabel('Fin').first().inputValue()).toBe('01:00');
    await viernes.getByText('cierra al día siguiente').waitFor();
  });

  test('fits a 390 px phone, in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/store-info', labels: SPANISH });
    await page.getByRole('group', { name: 'Horario del Lunes' }).first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('devices', () => {
  test("a name already taken is refused with the spec's wording, and a new device gets its code", async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/devices/create' });
    await textbox(page, 'Name').fill('Front counter POS');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Device's name is already taken").first().waitFor();
    await textbox(page, 'Name').fill('Drive-through POS');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(pathIs('/office/pages/devices'));
    await row(page, 'Drive-through POS')
      .getByText(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/)
      .waitFor();
  });
});

describe('modifier groups', () => {
  test('answer their rules in Spanish, in the browser and from the server', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/modifier-group/create', labels: SPANISH });
    await textbox(page, 'Nombre').fill('Salsas');
    await page.getByRole('spinbutton', { name: 'Máximo' }).fill('0');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El máximo debe ser mayor que cero').waitFor();
    await page.getByText('Seleccione al menos un prefijo').waitFor();
    await page.getByText('Los modificadores son obligatorios').waitFor();

    await page.getByRole('spinbutton', { name: 'Máximo' }).fill('2');
    await page.getByRole('combobox', { name: 'Prefijos' }).fill('No');
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await page.getByRole('combobox', { name: 'Modificadores' }).fill('Bac');
    await page.getByRole('option', { name: 'Bacon', exact: true }).click();
    await page.getByRole('switch', { name: 'Pedidos en línea' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    // Only the server knows the prefixes' names.
    await page
      .getByText('Un grupo para pedidos en línea necesita el prefijo "Add" o "Extra"')
      .first()
      .waitFor();

    await page.getByRole('combobox', { name: 'Prefijos' }).fill('Ext');
    await page.getByRole('option', { name: 'Extra', exact: true }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(pathIs('/office/pages/modifier-group'));
    await row(page, 'Salsas').waitFor();
  });
});

describe('menu items and special prices', () => {
  test('selected items get modifier groups at once; choosing none is refused', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await page.getByRole('textbox', { name: 'Search' }).fill('soup');
    for (const name of ['French Onion Soup', 'Tomato Basil Soup'])
      await row(page, name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Set modifier groups' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set modifier groups' });
    await dialog.getByText('The 2 selected items get these modifier groups').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Select at least one modifier group').waitFor();
    await dialog.getByRole('combobox', { name: 'Modifier groups' }).fill('Ext');
    await page.getByRole('option', { name: 'Extras', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Modifier groups set on 2 items').waitFor();
    await row(page, 'French Onion Soup').getByText('Extras').waitFor();
    await row(page, 'Tomato Basil Soup').getByText('Extras').waitFor();
  });

  test("a special price's value reads as its type says, in Spanish too", async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/special-price', labels: SPANISH });
    await row(page, 'Happy hour').getByText('−20%').waitFor();
    await row(page, 'Happy hour').getByText('Porcentaje de descuento').waitFor();
  });
});

describe.each([
  {
    lang: 'English',
    locale: 'en-US',
    labels: undefined,
    save: 'Save',
    name: 'Name',
    description: 'Description',
    texts: {
      items: 'The associated items are required',
      dates: 'The date range is required',
      device: "Device's name is already taken",
      zipcode: 'The zipcode must be numeric',
    },
  },
  {
    lang: 'Spanish',
    locale: 'es-ES',
    labels: SPANISH,
    save: 'Guardar',
    name: 'Nombre',
    description: 'Descripción',
    texts: {
      items: 'Los artículos asociados son obligatorios',
      dates: 'El rango de fechas es obligatorio',
      device: 'El nombre del dispositivo ya está en uso',
      zipcode: 'El código postal debe ser numérico',
    },
  },
])('forms answer in $lang', ({ locale, labels, save, name, description, texts }) => {
  test('a special price needs its items and its date range', async () => {
    const page = await freshPage({ locale });
    await signInThroughUi(page, {
      path: '/office/pages/special-price/create',
      ...(labels ? { labels } : {}),
    });
    // The form has what it loads (its choices and the store's settings) before anything is typed,
    // so that what is typed and the errors shown are not drawn over by a late arrival.
    await page.waitForLoadState('networkidle');
    await textbox(page, description).fill('Lunch deal');
    await poll(() => textbox(page, description).inputValue()).toBe('Lunch deal');
    await page.getByRole('button', { name: save }).click();
    await page.getByText(texts.items).first().waitFor({ timeout: 20_000 });
    await page.getByText(texts.dates).first().waitFor({ timeout: 20_000 });
  });

  test("a device's name is unique", async () => {
    const page = await freshPage({ locale });
    await signInThroughUi(page, { path: '/office/pages/devices/create', ...(labels ? { labels } : {}) });
    await textbox(page, name).fill('Kitchen display');
    await page.getByRole('button', { name: save }).click();
    await page.getByText(texts.device).first().waitFor();
  });

  test("the store's zipcode is numeric", async () => {
    const page = await freshPage({ locale });
    await signInThroughUi(page, { path: '/office/pages/store-info', ...(labels ? { labels } : {}) });
    const zip = page.getByRole('textbox', {
      name: locale === 'en-US' ? 'Zipcode' : 'Código postal',
      exact: true,
    });
    // The store's record has arrived (its zipcode is filled in) before a new one is typed.
    await poll(() => zip.inputValue()).not.toBe('');
    // Nothing is still arriving (the schedules' days drawn, the settings read) to draw over what is typed.
    await page.waitForLoadState('networkidle');
    await zip.fill('1x');
    await poll(() => zip.inputValue()).toBe('1x');
    await page.getByRole('button', { name: save }).click();
    await page.getByText(texts.zipcode).first().waitFor({ timeout: 20_000 });
  });
});
