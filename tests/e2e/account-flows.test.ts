import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInThroughUi, submitLogin } from '../helpers/browser.js';
import { browserForFile, pathIs, poll, serverFor, textbox } from '../helpers/suite.js';

/*
 * Accounts from start to end, as people do it in the browser: opening a store, changing a password
 * from the user menu, a forgotten password mended through a real e-mail, and the lock screen.
 */

const mails: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
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

const openPage = browserForFile();

/** Opens the app bar's user menu and picks an entry. */
async function fromUserMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: /, profile$/ }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

/** The path of the reset link in a raw message (quoted-printable soft breaks undone). */
function resetPathIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S+\/office\/pages\/reset-password\/[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${raw}`);
  return new URL(link).pathname;
}

describe('accounts in the browser', () => {
  // The server is started once the SMTP server above listens: its address is read lazily.
  const server = serverFor({
    get smtpUrl() {
      return `smtp://127.0.0.1:${smtpPort}`;
    },
    publicUrl: 'http://office.test',
  });
  const freshPage = () => openPage(server().url);

  test('opens a store: registration lands on the dashboard of the new, empty store, named as the business', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/register');
    await textbox(page, 'Display name').fill('Olga Opening');
    await textbox(page, 'Business name').fill('Luna Steakhouse');
    await textbox(page, 'Email').fill('olga@example.test');
    await page.getByLabel('Date of birth').fill('1988-09-30');
    await textbox(page, 'Password').fill('opening-day-1');
    await textbox(page, 'Confirm password').fill('opening-day-1');
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL(pathIs('/office/dashboard/analytics'));
    await poll(() => page.getByTestId('count-menu-item').textContent()).toBe('0');
    // The console works in the store the server named: after the business, not "Olga Opening's store".
    const store = await page.evaluate(
      () => JSON.parse(localStorage.getItem('currentStore') ?? '{}') as { name?: string },
    );
    expect(store.name).toBe('Luna Steakhouse');
    await page.getByRole('button', { name: /, profile$/ }).click();
    await page.getByText('Olga Opening').first().waitFor();
  });

  test('changes the password from the user menu; the session goes on and the new password signs in', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { creds: { email: 'manager@demo.test', password: 'demo-manager-1' } });
    await fromUserMenu(page, 'Change password');
    await page.waitForURL(pathIs('/office/pages/change-password'));

    await textbox(page, 'Current password').fill('not-my-password');
    await textbox(page, 'New password').fill('manager-new-1');
    await textbox(page, 'Confirm password').fill('manager-new-1');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await page.getByText('Error changing password').waitFor();

    await textbox(page, 'Current password').fill('demo-manager-1');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await page.getByText('Your password was changed.').waitFor();

    // Still signed in: the console opens a list without asking again.
    await page.goto('/office/pages/category');
    await page.getByRole('cell', { name: 'Starters', exact: true }).waitFor();

    const other = await freshPage();
    await other.goto('/office/pages/login');
    await submitLogin(other, 'manager@demo.test', 'demo-manager-1');
    await other.getByText('Wrong Email or Password').waitFor();
    await submitLogin(other, 'manager@demo.test', 'manager-new-1');
    await other.waitForURL((url) => url.pathname !== '/office/pages/login');
  });

  test('mends a forgotten password through the link sent by e-mail, once', async () => {
    const page = await freshPage();
    await page.goto('/office/pages/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(pathIs('/office/pages/forgot-password'));
    await textbox(page, 'Email').fill('cashier@demo.test');
    await page.getByRole('button', { name: 'Send reset link', exact: true }).click();
    await page
      .getByText('If an account exists for that e-mail, we sent a link to reset the password.')
      .waitFor();

    await poll(() => mails.filter((m) => m.to.includes('cashier@demo.test')).length).toBe(1);
    const path = resetPathIn(mails.find((m) => m.to.includes('cashier@demo.test'))!.raw);
    await page.goto(path);
    await textbox(page, 'New password').fill('cashier-new-1');
    await textbox(page, 'Confirm password').fill('cashier-new-1');
    await page.getByRole('button', { name: 'Save new password', exact: true }).click();
    await page.getByText('Your password was changed. You can now sign in with the new password.').waitFor();

    // The link works once.
    const again = await freshPage();
    await again.goto(path);
    await textbox(again, 'New password').fill('cashier-new-2');
    await textbox(again, 'Confirm password').fill('cashier-new-2');
    await again.getByRole('button', { name: 'Save new password', exact: true }).click();
    await again.getByText('Error reset password').waitFor();

    // The cashier's new password is right, though the cashier has no office access.
    await again.goto('/office/pages/login');
    await submitLogin(again, 'cashier@demo.test', 'cashier-new-1');
    await again.getByText('You are not authorized!').waitFor();
  });

  test('locks the screen and unlocks it with the password, back where it was', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/taxes' });
    await fromUserMenu(page, 'Lock screen');
    await page.waitForURL(pathIs('/office/pages/lock-screen'));
    await page.getByText('admin@demo.test').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('apollo-token'))).toBeNull();

    await textbox(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Unlock', exact: true }).click();
    await page.getByText('Wrong Email or Password').waitFor();
    await textbox(page, 'Password').fill('demo-owner-1');
    await page.getByRole('button', { name: 'Unlock', exact: true }).click();
    await page.waitForURL(pathIs('/office/pages/taxes'));
    await page.getByRole('cell', { name: 'State sales tax', exact: true }).waitFor();
  });
});
