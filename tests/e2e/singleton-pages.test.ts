import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, pathIs, poll } from '../helpers/suite.js';

/*
 * A store's one-record pages (store info, cash discount, tip suggestions) open from the sidebar as
 * quickly as a list: their code is in before the click, their record is asked for as the pointer
 * reaches the entry, and the click adds no code and no second reading of the record.
 */

const { freshPage } = consoleSuite();

/** The GraphQL operations a request carries, by the root field it reads (`StoreInfo`, `allTaxes`). */
const readsRecord = (request: Request, type: string) =>
  request.url().includes('/api/graphql') && new RegExp(`\\b${type}\\(id:`).test(request.postData() ?? '');

/** Whether the page has loaded (or is loading) a script whose file name starts with `name-`. */
const hasScript = (page: Page, name: string) =>
  page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .some((e) => (e as PerformanceResourceTiming).initiatorType === 'script' && e.name.includes(prefix)),
    `/${name}-`,
  );

/** Whether no script has started loading for half a second. */
const scriptsStill = async (page: Page) => {
  const count = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script').length,
    );
  const before = await count();
  await page.waitForTimeout(500);
  return (await count()) === before;
};

/** Signs in, waits until the generic screens' code is in, and finds the sidebar entry of `route`. */
async function consoleAt(route: string) {
  const page = await freshPage();
  await signInThroughUi(page);
  const entry = page.locator(`.RaSidebar-fixed a[href="/office/pages/${route}"]`);
  await entry.waitFor();
  // The generic screens and inputs are fetched while the browser is idle after the console opens:
  // the screens' factory, then what it imports (whichever chunks the build put them in).
  await poll(() => hasScript(page, 'factory')).toBe(true);
  await poll(() => scriptsStill(page)).toBe(true);
  return { page, entry };
}

/** Records every request the page makes from now on. */
function requestsFrom(page: Page): Request[] {
  const made: Request[] = [];
  page.on('request', (request) => made.push(request));
  return made;
}

const scripts = (made: Request[]) => made.filter((r) => r.resourceType() === 'script').map((r) => r.url());

describe('a singleton page opened from the sidebar', () => {
  test('cash discount: its record is fetched on pointing at the entry, and the click fetches no code and not the record again', async () => {
    const { page, entry } = await consoleAt('cash-discount');
    // Pointing at the entry starts the record's request, after the data provider's own code on a
    // first use: on a loaded machine that can take more than the usual wait.
    const fetched = page.waitForRequest((request) => readsRecord(request, 'CashDiscount'), {
      timeout: 30_000,
    });
    await entry.hover();
    await (await fetched).response();

    const afterClick = requestsFrom(page);
    await entry.click();
    await page.waitForURL(pathIs('/office/pages/cash-discount'));
    await page
      .locator('main form')
      .getByLabel(/^Value/)
      .waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();

    expect(scripts(afterClick)).toEqual([]);
    expect(afterClick.filter((r) => readsRecord(r, 'CashDiscount'))).toHaveLength(0);
  });

  test('store info: the click fetches no code, reads its record at most once, and draws every schedule', async () => {
    const { page, entry } = await consoleAt('store-info');
    await entry.hover();
    const afterClick = requestsFrom(page);
    await entry.click();
    await page.waitForURL(pathIs('/office/pages/store-info'));
    await poll(() => page.getByRole('textbox', { name: 'Business name', exact: true }).inputValue()).not.toBe(
      '',
    );
    for (const schedule of ['Opening hours', 'Pickup hours', 'Delivery hours'])
      await page
        .getByRole('group', { name: schedule, exact: true })
        .getByRole('group', { name: 'Hours on Sunday', exact: true })
        .waitFor();

    expect(scripts(afterClick)).toEqual([]);
    expect(afterClick.filter((r) => readsRecord(r, 'StoreInfo')).length).toBeLessThanOrEqual(1);
  });
});
