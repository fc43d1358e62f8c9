import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { DEMO } from './server.js';

/** Debian's Chromium, headless; nothing is downloaded and nothing phones home. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context (no stored session or language) whose relative URLs resolve against the server. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', ...options });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  return context;
}

export const LOGIN_LABELS = { email: 'Email', password: 'Password', submit: 'Sign in' };

/** Fills the login form as a user would and submits it; `labels` are the form's words in the shown language. */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  labels = LOGIN_LABELS,
): Promise<void> {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Signs the demo owner in through the login page and waits to leave it. */
export async function signInThroughUi(page: Page, creds = DEMO): Promise<void> {
  await page.goto('/office/pages/login');
  await submitLogin(page, creds.email, creds.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/pages/login'));
}
