import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * General Settings' SMTP tab in the browser: a setting added in English on a desktop and in Spanish on
 * a 390 px phone, and a test e-mail sent through each to a real SMTP server started here, its success
 * shown; the phone's page never wider than its screen. Its Payroll tab saved in English on a laptop,
 * a bad value refused and leaving with changes not saved asked first; its Delivery tab saved in
 * Spanish on the phone.
 */

const { freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const LOGONS: Record<string, string> = {
  'en@bistro.test': 'english-pass-1',
  'es@bistro.test': 'spanish-pass-1',
};
const mails: { from?: string; to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username && LOGONS[auth.username] === auth.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

interface Words {
  add: string;
  fields: { name: string; sender: string; host: string; port: string; username: string };
  save: string;
  testFor: (name: string) => string;
  recipient: string;
  send: string;
  sent: (to: string) => RegExp;
}

const ENGLISH: Words = {
  add: 'Add SMTP setting',
  fields: { name: 'Name', sender: 'Sender', host: 'Host', port: 'Port', username: 'Username' },
  save: 'Save',
  testFor: (name) => `Send a test email through ${name}`,
  recipient: 'Send to',
  send: 'Send',
  sent: (to) => new RegExp(`^Test email sent to ${to.replace(/\./g, '\\.')}\\. The server answered: 250`),
};

const SPANISH_WORDS: Words = {
  add: 'Agregar configuración SMTP',
  fields: { name: 'Nombre', sender: 'Remitente', host: 'Servidor', port: 'Puerto', username: 'Usuario' },
  save: 'Guardar',
  testFor: (name) => `Enviar un correo de prueba por ${name}`,
  recipient: 'Enviar a',
  send: 'Enviar',
  sent: (to) =>
    new RegExp(`^Correo de prueba enviado a ${to.replace(/\./g, '\\.')}\\. El servidor respondió: 250`),
};

/** A field of a dialog by its label, a required one's mark after it or not. */
const labelled = (label: string) => new RegExp(`^${label}\\W*$`);

/** Adds a setting from the tab's dialog, logging on as `username`, and waits for its row. */
async function addSetting(page: Page, w: Words, name: string, username: string): Promise<void> {
  await page.getByRole('button', { name: w.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: labelled(w.fields.name) }).fill(name);
  await dialog.getByRole('textbox', { name: labelled(w.fields.sender) }).fill(`orders-${username}`);
  await dialog.getByRole('textbox', { name: labelled(w.fields.host) }).fill('127.0.0.1');
  await dialog.getByRole('spinbutton', { name: labelled(w.fields.port) }).fill(String(smtpPort));
  await dialog.getByRole('textbox', { name: labelled(w.fields.username) }).fill(username);
  await dialog.locator('input[name="password"]').fill(LOGONS[username]!);
  await dialog.getByRole('button', { name: w.save }).click();
  await poll(() => dialog.count()).toBe(0);
  await page.getByRole('rowheader', { name, exact: true }).waitFor();
}

/** Sends a test e-mail from a setting's row and waits for the success notice and the SMTP server's copy. */
async function sendTest(page: Page, w: Words, name: string, to: string): Promise<void> {
  const before = mails.length;
  await page.getByRole('button', { name: w.testFor(name) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: labelled(w.recipient) }).fill(to);
  await dialog.getByRole('button', { name: w.send }).click();
  await page.getByText(w.sent(to)).waitFor();
  await poll(() => mails.length).toBe(before + 1);
  expect(mails[before]!.to).toEqual([to]);
}

describe('General Settings', () => {
  test('adds an SMTP setting and sends a test email through it, in English', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/general-settings' });
    await page.getByRole('heading', { level: 1, name: 'General Settings' }).waitFor();
    await expect(page.getByRole('tab', { name: 'SMTP' }).getAttribute('aria-selected')).resolves.toBe('true');
    await addSetting(page, ENGLISH, 'Office mail', 'en@bistro.test');
    await sendTest(page, ENGLISH, 'Office mail', 'dana@bistro.test');
    expect(mails.at(-1)!.from).toBe('orders-en@bistro.test');
    expect(mails.at(-1)!.raw).toMatch(/^Subject: Comanda Office test email/m);
  });

  test('adds an SMTP setting and sends a test email on a 390 px phone in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/general-settings', labels: SPANISH });
    await page.getByRole('heading', { level: 1, name: 'Configuración general' }).waitFor();
    expect(await overflow(page)).toBe(0);
    await addSetting(page, SPANISH_WORDS, 'Correo de la tienda', 'es@bistro.test');
    expect(await overflow(page)).toBe(0);
    await sendTest(page, SPANISH_WORDS, 'Correo de la tienda', 'marco@bistro.test');
    expect(await overflow(page)).toBe(0);
  });

  test('saves the payroll tab on a laptop in English, refusing a bad value and asking before unsaved changes are lost', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 768 } });
    await signInThroughUi(page, { path: '/office/pages/general-settings' });
    await page.getByRole('tab', { name: 'Payroll' }).click();
    const multiplier = page.getByRole('spinbutton', { name: 'Overtime multiplier', exact: true });
    await poll(() => multiplier.inputValue()).toBe('1.5');

    await multiplier.fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The overtime multiplier must be at most 3').first().waitFor();

    await multiplier.fill('2');
    await page.getByRole('tab', { name: 'Customers' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await poll(() => leave.count()).toBe(0);
    await expect(page.getByRole('tab', { name: 'Payroll' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Payroll settings saved').waitFor();
    // Saved, the tab is left without a question; the next tab's settings may take a while to arrive.
    await page.getByRole('tab', { name: 'Customers' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Customers' }).getAttribute('aria-selected'), {
        timeout: 20_000,
      })
      .toBe('true');
    expect(await leave.count()).toBe(0);
    await page.getByRole('combobox', { name: 'Name format' }).waitFor({ timeout: 30_000 });

    await page.reload();
    await page.getByRole('tab', { name: 'Payroll' }).click();
    await poll(() =>
      page.getByRole('spinbutton', { name: 'Overtime multiplier', exact: true }).inputValue(),
    ).toBe('2');
  });

  test('saves the delivery tab on a 390 px phone in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/general-settings', labels: SPANISH });
    await page.getByRole('tab', { name: 'Entregas' }).click();
    const label = 'Pedido mínimo para entrega (solo pedidos a domicilio)';
    const minimum = page.getByRole('spinbutton', { name: label, exact: true });
    await poll(() => minimum.inputValue()).toBe('0');
    expect(await overflow(page)).toBe(0);

    await minimum.fill('-5');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('El valor mínimo es 0').first().waitFor();
    await minimum.fill('15');
    // The refusal's notice still covers the Save button of a phone: the form is sent from the keyboard.
    await minimum.press('Enter');
    await page.getByText('Configuración de entregas guardada').waitFor();
    expect(await overflow(page)).toBe(0);

    await page.reload();
    await page.getByRole('tab', { name: 'Entregas' }).click();
    await poll(() => page.getByRole('spinbutton', { name: label, exact: true }).inputValue()).toBe('15');
  });
});
