import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { activateDevice, paidCheck, postDevice, storeRecords } from '../helpers/devices.js';
import { consoleSuite, poll, textbox } from '../helpers/suite.js';

/*
 * Customers in the console: a second customer with an e-mail already taken is refused with the
 * store's words in English and Spanish, a payment recorded on a house account shows among its
 * movements, and a check a device recorded for a customer shows on his page, on a phone too.
 */

const { freshPage, server } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

describe('a customer', () => {
  test('is created, and a second one with the same e-mail is refused, in English', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/customers/create' });
    await textbox(page, 'Name').fill('Ada Browser');
    await textbox(page, 'E-mail').fill('ada@browser.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/pages\/customers$/);

    await page.goto(`${page.url()}/create`);
    await textbox(page, 'Name').fill('Ada Again');
    await textbox(page, 'E-mail').fill('ADA@browser.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Already exist a customer with this email').first().waitFor();
  });

  test('with an e-mail already taken is refused in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/customers/create', labels: SPANISH });
    await textbox(page, 'Nombre').fill('Ada Otra Vez');
    // A demo customer's e-mail.
    await textbox(page, 'Correo electrónico').fill('olivia.smith.1@example.com');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ya existe un cliente con este correo electrónico').first().waitFor();
  });

  test('pays into his house account from his page and sees the payment among its movements', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/customers/create' });
    await textbox(page, 'Name').fill('Paula Páyer');
    await page.getByRole('switch', { name: 'House account', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/pages\/customers$/);
    // Searched without its accent, then opened from the list.
    await page.getByPlaceholder('Search').fill('paula payer');
    await page.getByRole('cell', { name: 'Paula Páyer', exact: true }).click();
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('12.5');
    await dialog.getByRole('button', { name: 'Record' }).click();
    // Checked in the browser before the server: an adjustment says why.
    await dialog.getByText('Say why the balance is adjusted').waitFor();
    await dialog.getByLabel('Reason').fill('Opening balance');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await page.getByText(/Recorded\. The balance is now/).waitFor();
    const movements = page.getByRole('table', { name: 'Movements' });
    await movements.getByRole('cell', { name: 'Opening balance' }).waitFor();
    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByRole('dialog').getByLabel('Amount').fill('2.5');
    await page.getByRole('dialog').getByRole('button', { name: 'Record' }).click();
    await poll(() => movements.getByRole('row').count()).toBe(3);
    await movements.getByRole('cell', { name: 'Payment' }).waitFor();
  });

  test('shows on his page the checks a device recorded naming him, on a phone', async () => {
    const bistro = await storeRecords(server(), 'demo-bistro');
    const customer = await server()
      .database.db.selectFrom('customer')
      .select('id')
      .where('store_id', '=', bistro.id)
      .where('email', '=', 'olivia.smith.1@example.com')
      .executeTakeFirstOrThrow();
    const token = await activateDevice(server(), bistro.devices[0]!.code);
    const check = paidCheck(bistro, 77, { customer_id: customer.id as string });
    const sent = await postDevice(server(), '/api/devices/checks', token, check);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: `/office/pages/customers/${customer.id as string}` });
    const checks = page.getByRole('table', { name: 'Checks' });
    await checks.getByRole('cell', { name: '77', exact: true }).waitFor();
    await checks.getByRole('cell', { name: 'Closed', exact: true }).waitFor();
    // His checks, movements and points scroll inside their own frames: the page never goes sideways.
    await page.getByRole('table', { name: 'Points movements' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });

  test('shows on his page the gift cards that are his, each opening its card', async () => {
    const bistro = await storeRecords(server(), 'demo-bistro');
    const card = await server()
      .database.db.selectFrom('gift_card')
      .select(['id', 'customer_id'])
      .where('store_id', '=', bistro.id)
      .where('last_four', '=', '1357')
      .executeTakeFirstOrThrow();
    const page = await freshPage();
    await signInThroughUi(page, { path: `/office/pages/customers/${card.customer_id as string}` });
    const cards = page.getByRole('table', { name: 'Gift cards' });
    await cards.getByRole('cell', { name: 'Activated', exact: true }).waitFor();
    await cards.getByRole('link', { name: '•••• 1357' }).click();
    await page.waitForURL(new RegExp(`/${card.id as string}$`));
  });
});
