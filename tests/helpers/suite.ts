import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Config } from '../../src/server/config.js';
import { launchBrowser, newContext } from './browser.js';
import { startServer, type TestServer } from './server.js';

/** One Chromium for the test file; every page comes in a fresh context, closed after its test. */
export function browserForFile(): (baseURL: string, options?: BrowserContextOptions) => Promise<Page> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  return async (baseURL, options = {}) => {
    const context = await newContext(browser!, baseURL, options);
    contexts.push(context);
    return context.newPage();
  };
}

/** A real server (PGlite, demo data) for the tests of the enclosing block, closed after them. */
export function serverFor(overrides: Partial<Config> = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer('pglite', overrides);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => server!;
}

/** The console in a browser: a server and a browser for the file, and a fresh page per call. */
export function consoleSuite(overrides: Partial<Config> = {}) {
  const server = serverFor(overrides);
  const page = browserForFile();
  return { server, freshPage: (options: BrowserContextOptions = {}) => page(server().url, options) };
}

/** Retries a reading of the page until it matches, as long as any other wait here. */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

export const pathIs = (path: string) => (url: URL) => url.pathname === path;
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A row of a list, found by the exact text of one of its cells. */
export const row = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

/**
 * Opens a list's row and waits for its page. A list that re-renders as its search applies can take
 * the click on a row it is replacing, so the click is tried again until the address says it opened.
 */
export async function openRow(page: Page, cell: string, address: RegExp): Promise<void> {
  await tryUntil(async () => {
    await row(page, cell).click({ timeout: 5_000 });
    await page.waitForURL(address, { timeout: 5_000 });
  });
}

/** Runs a step of a test again until it goes through without throwing, for at most `timeout` ms. */
export async function tryUntil(step: () => Promise<void>, timeout = 30_000): Promise<void> {
  let last: unknown;
  const done = async () => {
    try {
      await step();
      return true;
    } catch (error) {
      last = error;
      return false;
    }
  };
  try {
    await expect.poll(done, { timeout, interval: 250 }).toBe(true);
  } catch (error) {
    throw last instanceof Error ? last : error;
  }
}

/** A text box by its exact accessible name. */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Types the start of an option into an autocomplete and picks the suggestion. */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).fill(option.slice(0, 4));
  await page.getByRole('option', { name: option, exact: true }).click();
}
