import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { BrowserMissing, findBrowser } from './find-browser.js';
import { thisHost } from './install-browser.js';
import { DEMO } from './server.js';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };

/**
 * The run's Chromium, headless; nothing phones home. The global setup (or the benchmark) has found or
 * installed it and named it in CHROMIUM_PATH; without that, the machine's own is looked for.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findBrowser(thisHost());
  if (!executablePath)
    throw new BrowserMissing(
      'No Chromium or Chrome found: install one, or set CHROMIUM_PATH to its executable',
    );
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Names are never looked up: a page's request for another host (a map's tiles) fails at once,
      // and nothing leaves this machine.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
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

const SIDEBAR_NAME = new RegExp(`^(${en.app.sidebar}|${es.app.sidebar})$`);

/** The console's sidebar: its navigation landmark, in English or Spanish. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: SIDEBAR_NAME });

/** A sidebar entry: the sidebar's link of that label (exactly it, unless `exact` is false). */
export const sidebarEntry = (page: Page, name: string, exact = true) =>
  sidebar(page).getByRole('link', { name, exact });

export const LOGIN_LABELS = { email: 'Email', password: 'Password', submit: 'Sign in' };

/** Fills the login form as a user would and submits it; `labels` are the form's words in the shown language. */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  labels = LOGIN_LABELS,
): Promise<void> {
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

const LOGIN_PATH = '/office/pages/login';

/**
 * Signs the demo owner in through the login page. With `path`, the page is opened signed out first, so
 * the console sends the visitor to sign in and back there; without, the login page is opened directly.
 * Resolves once the console has left the login page.
 */
export async function signInThroughUi(
  page: Page,
  {
    path,
    labels = LOGIN_LABELS,
    creds = DEMO,
  }: { path?: string; labels?: typeof LOGIN_LABELS; creds?: typeof DEMO } = {},
): Promise<void> {
  await page.goto(path ?? LOGIN_PATH);
  await page.waitForURL((url) => url.pathname === LOGIN_PATH);
  await submitLogin(page, creds.email, creds.password, labels);
  await page.waitForURL((url) => (path ? url.pathname === path : url.pathname !== LOGIN_PATH));
}

/**
 * Picks `option` in a select as a user would: opens it, clicks the option, and waits until the menu
 * has closed and the select shows the choice. While a menu is open the rest of the page is hidden
 * from assistive technology, so the next field can only be found once it has closed; on a busy
 * machine a click can land while the menu is still opening, so the choice is made again if it did
 * not take.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    const listbox = page.getByRole('listbox');
    try {
      await listbox.waitFor({ state: 'hidden', timeout: 3_000 });
    } catch {
      await page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'hidden' });
    }
    if ((await select.textContent())?.includes(option) || attempt >= 2) break;
  }
}
