import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOGIN_LABELS, signInThroughUi } from '../helpers/browser.js';
import { DEMO, type TestServer } from '../helpers/server.js';
import { consoleSuite, poll } from '../helpers/suite.js';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };

/*
 * Menu publishing, as the demo's owner of three stores uses it: signed in to Demo Bistro, she opens
 * it from the menu items list, chooses
 * one category (it brings its menu items, its department and their tax) and Demo Café, previews what
 * the Café would receive, publishes it and reads that it was written; the Café then holds the category
 * and its items, and a second preview leaves them alone. Nothing chosen or no store is said before any
 * request. Once in English on a laptop and once in Spanish on a 390 px phone, each with its own
 * category so that neither depends on the other; the page stays as wide as the screen and passes axe.
 */

const PATH = '/office/pages/menu-items';
const CAFE = 'Demo Café';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Run {
  name: string;
  options: BrowserContextOptions;
  labels: typeof LOGIN_LABELS;
  t: (key: string, params?: Record<string, string | number>) => string;
  department: string;
  category: string;
  items: string[];
}

const RUNS: Run[] = [
  {
    name: 'in English on a laptop',
    options: { locale: 'en-US', viewport: { width: 1366, height: 900 } },
    labels: LOGIN_LABELS,
    t: makeTranslate(en as unknown as Phrases),
    department: 'Kitchen',
    category: 'Sides',
    items: ['French Fries', 'Sweet Potato Fries', 'Mashed Potatoes', 'Seasonal Vegetables', 'Mac & Cheese'],
  },
  {
    name: 'in Spanish on a 390 px phone',
    options: { locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    labels: { email: es.login.email, password: es.login.password, submit: es.login.submit },
    t: makeTranslate(es as unknown as Phrases),
    department: 'Bakery',
    category: 'Desserts',
    items: [
      'Chocolate Lava Cake',
      'New York Cheesecake',
      'Crème Brûlée',
      'Tiramisu',
      'Apple Pie à la Mode',
      'Gelato',
    ],
  },
];

/** A phrase with polyglot's plural forms, the one for `n`, as English and Spanish choose it. */
const plural = (t: Run['t'], key: string, n: number) => {
  const forms = t(key, { smart_count: n }).split(' |||| ');
  return (n === 1 ? forms[0] : (forms[1] ?? forms[0]))!.trim();
};

/** How wide the page is, scrolled sideways as far as it goes. */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** The table row of a record, by its name. */
const line = (section: Locator, name: string) =>
  section.getByRole('row').filter({ has: section.page().getByRole('rowheader', { name, exact: true }) });

/** The action each row of a store's table shows, by the record's name. */
async function actions(section: Locator): Promise<Record<string, string>> {
  const rows = section.getByRole('row').filter({ has: section.page().getByRole('rowheader') });
  const out: Record<string, string> = {};
  for (const row of await rows.all()) {
    const name = (await row.getByRole('rowheader').textContent())!;
    out[name] = (await row.getByRole('cell').nth(1).textContent())!;
  }
  return out;
}

/** The Café's categories and menu items, read through the API with the owner's token there. */
async function cafeMenu(server: TestServer) {
  const login = (await (
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    })
  ).json()) as { data: { accessToken: string; stores: { id: string; name: string }[] } };
  const cafe = login.data.stores.find((s) => s.name === CAFE)!;
  const switched = (await (
    await fetch(`${server.url}/api/auth/select-store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.accessToken}` },
      body: JSON.stringify({ storeId: cafe.id }),
    })
  ).json()) as { data: { accessToken: string; store: { name: string } } };
  expect(switched.data.store.name).toBe(CAFE);
  const answer = (await (
    await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${switched.data.accessToken}` },
      body: JSON.stringify({
        query:
          '{ allCategories(perPage: 1000) { id name } allMenuItems(perPage: 1000) { name category_id prices { price } } }',
      }),
    })
  ).json()) as {
    data: {
      allCategories: { id: string; name: string }[];
      allMenuItems: { name: string; category_id: string; prices: { price: number }[] }[];
    };
  };
  return answer.data;
}

/** Runs axe's WCAG 2.1 A and AA rules on the page as it stands: the violations, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('menu publishing', () => {
  const { server, freshPage } = consoleSuite();

  for (const run of RUNS) {
    const { t } = run;
    test(`publishes a category with its items to Demo Café, ${run.name}`, { timeout: 120_000 }, async () => {
      const page = await freshPage(run.options);
      const previews: string[] = [];
      page.on('request', (request) => {
        const body = request.postData() ?? '';
        if (/menuPublishPreview|publishMenu\(/.test(body)) previews.push(body);
      });
      await signInThroughUi(page, { path: PATH, labels: run.labels });
      // Opened from the menu items list.
      await page.getByRole('button', { name: t('menuPublishing.open'), exact: true }).click();
      await page.getByRole('dialog', { name: t('menuPublishing.title') }).waitFor();
      const preview = page.getByRole('button', { name: t('menuPublishing.actions.preview'), exact: true });
      const publish = page.getByRole('button', { name: t('menuPublishing.actions.publish'), exact: true });
      await preview.waitFor();
      await expect(publish.isDisabled()).resolves.toBe(true);

      // Nothing chosen and no store: both said at once, and nothing is asked of the server.
      await preview.click();
      const alert = page.getByRole('alert').filter({ hasText: t('menuPublishing.errors.nothingChosen') });
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toContain(t('menuPublishing.errors.noStore'));
      expect(previews).toEqual([]);

      // One category: its items come with it, and its department shows it is partly chosen.
      const category = page.getByRole('checkbox', { name: run.category, exact: true });
      await category.check();
      await poll(() =>
        page.getByText(plural(t, 'menuPublishing.what.chosen', run.items.length + 1)).count(),
      ).toBe(1);
      await page
        .getByRole('button', { name: t('menuPublishing.what.itemsOf', { name: run.category }), exact: true })
        .click();
      for (const item of run.items)
        await expect(page.getByRole('checkbox', { name: item, exact: true }).isChecked()).resolves.toBe(true);
      const department = page.getByRole('checkbox', { name: run.department, exact: true });
      await expect(department.evaluate((input: HTMLInputElement) => input.indeterminate)).resolves.toBe(true);

      // Still no store.
      await preview.click();
      await poll(() => page.getByRole('alert').textContent()).toBe(t('menuPublishing.errors.noStore'));
      expect(previews).toEqual([]);

      await page.getByRole('checkbox', { name: CAFE, exact: true }).check();
      await expect(
        page.getByRole('checkbox', { name: t('menuPublishing.stores.all'), exact: true }).count(),
      ).resolves.toBe(1);
      await preview.click();
      const cafe = page.getByRole('region', { name: CAFE, exact: true });
      const table = cafe.getByRole('table', { name: t('menuPublishing.plan.lines', { store: CAFE }) });
      await table.waitFor();
      expect(previews).toHaveLength(1);
      const planned = await actions(cafe);
      const create = t('menuPublishing.plan.previewActions.create');
      expect(planned[run.category]).toBe(create);
      for (const item of run.items) expect(planned[item], item).toBe(create);
      await expect(line(cafe, run.category).getByRole('cell').first().textContent()).resolves.toBe(
        t('entities.category.name'),
      );
      const count = (action: string) =>
        Object.values(planned).filter((a) => a === t(`menuPublishing.plan.previewActions.${action}`)).length;
      const [created, updated, unchanged] = [count('create'), count('update'), count('unchanged')];
      await cafe.getByText(plural(t, 'menuPublishing.plan.toCreate', created), { exact: true }).waitFor();

      // The page is no wider than the screen with the preview shown, and passes axe.
      expect(await pageWidth(page)).toBeLessThanOrEqual(run.options.viewport!.width);
      expect(await axeViolations(page)).toEqual([]);

      // Publish, asked once more.
      await publish.click();
      const dialog = page.getByRole('dialog', { name: plural(t, 'menuPublishing.confirm.title', 1) });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: t('menuPublishing.actions.publish'), exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      const published = t('menuPublishing.plan.published', { created, updated, unchanged });
      await cafe.getByText(published, { exact: true }).waitFor({ timeout: 30_000 });
      await page.getByText(plural(t, 'menuPublishing.notify.published', 1), { exact: true }).waitFor();
      await expect(actions(cafe)).resolves.toEqual(
        Object.fromEntries(
          Object.entries(planned).map(([name, a]) => [
            name,
            a === create
              ? t('menuPublishing.plan.doneActions.create')
              : a === t('menuPublishing.plan.previewActions.update')
                ? t('menuPublishing.plan.doneActions.update')
                : a,
          ]),
        ),
      );
      await expect(publish.isDisabled()).resolves.toBe(true);

      // The Café holds the category and its items now.
      const menu = await cafeMenu(server());
      const cafeCategory = menu.allCategories.find((c) => c.name === run.category);
      expect(cafeCategory).toBeDefined();
      const cafeItems = menu.allMenuItems.filter((i) => i.category_id === cafeCategory!.id);
      expect(cafeItems.map((i) => i.name).sort()).toEqual([...run.items].sort());
      // With their prices.
      for (const item of cafeItems) expect(item.prices.length, item.name).toBeGreaterThan(0);

      // A second preview leaves them alone.
      await preview.click();
      await cafe.getByText(plural(t, 'menuPublishing.plan.toCreate', 0), { exact: true }).waitFor();
      const again = await actions(cafe);
      const alone = t('menuPublishing.plan.previewActions.unchanged');
      for (const name of [run.category, ...run.items]) expect(again[name], name).toBe(alone);
      await cafe
        .getByText(plural(t, 'menuPublishing.plan.leftAlone', Object.keys(again).length), { exact: true })
        .waitFor();
      await expect(publish.isDisabled()).resolves.toBe(false);

      // Changing the choice clears the preview.
      await category.uncheck();
      await cafe.waitFor({ state: 'detached' });
      await expect(publish.isDisabled()).resolves.toBe(true);

      // Every width down to a phone's keeps the page within the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForFunction(() => window.innerWidth === 390);
      await poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
    });
  }
});
