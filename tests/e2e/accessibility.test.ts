import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOGIN_LABELS, sidebar, signInThroughUi } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite } from '../helpers/suite.js';
import { BASE_PATH, LOGIN_PATH } from '../../src/core/routes.js';
import { protectedPages } from '../../src/core/page-list.js';
import { registry } from '../../src/core/registry.js';
import { ownPage } from '../../src/core/resource.js';
import es from '../../locales/es.json' with { type: 'json' };
import raEs from '../../locales/ra/es.json' with { type: 'json' };
import known from './accessibility-known.json' with { type: 'json' };

/*
 * WCAG 2.1 A and AA, as axe-core checks them, on every screen of the console: each page of the route
 * list the router is built from (hand-written pages, reports, and each resource's list), each
 * resource's create screen and its edit screen (of the first record the demo store holds, found
 * through the API), so a new page is scanned without a new test, and the sign-in page. Two
 * passes: a laptop in the light theme and English, a phone in the dark theme and Spanish. One browser
 * page per pass moves from screen to screen inside the console as its own links do.
 *
 * A violation that cannot be fixed yet is listed, with why, in accessibility-known.json; the test
 * fails on any other, and says which listed ones it did not see (to be removed once mended).
 *
 * Each pass makes 147 scans (the sign-in page, the sidebar in its other state, 111 screens and 34
 * edit screens) and takes about two minutes on a 2-core machine.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The resources with a list, a create and an edit screen of their own. */
const LISTED = registry.filter((r) => ownPage(r) && !r.singleton);

/** Every screen behind sign-in: the pages of core/routes.ts and the create screen of each resource with a list. */
const SCREENS = [...protectedPages(), ...LISTED.map((r) => `/pages/${r.route}/create`)];

interface Pass {
  name: string;
  options: BrowserContextOptions;
  theme: 'light' | 'dark';
  labels: typeof LOGIN_LABELS;
  /**
   * The app bar's button that turns the sidebar to its other state (folded on a laptop, shown over
   * the page on a phone), and the one that turns it back, when it is not the same.
   */
  sidebarToggle: [string, string?];
}

const PASSES: Pass[] = [
  {
    name: 'laptop, light, English',
    options: { viewport: { width: 1366, height: 900 }, colorScheme: 'light', locale: 'en-US' },
    theme: 'light',
    labels: LOGIN_LABELS,
    sidebarToggle: ['Close menu', 'Open menu'],
  },
  {
    name: 'phone, dark, Spanish',
    options: {
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
      locale: 'es-ES',
      isMobile: true,
      hasTouch: true,
    },
    theme: 'dark',
    labels: { email: es.login.email, password: es.login.password, submit: es.login.submit },
    sidebarToggle: [raEs.ra.action.open_menu],
  },
];

/** A violation as the baseline names it: the pass, the screen and axe's rule. */
interface Known {
  pass: string;
  route: string;
  rule: string;
  reason: string;
}
const KNOWN = known as Known[];
const key = (k: { pass: string; route: string; rule: string }) => `${k.pass} | ${k.route} | ${k.rule}`;

/**
 * Waits until the screen is drawn: the console's main area holds something, and no progress bar or
 * placeholder is left, twice in a row a moment apart (a page's rows can start loading after its code).
 */
async function settled(page: Page): Promise<void> {
  const idle = () =>
    page.waitForFunction(
      () => {
        const main = document.querySelector('#main-content') ?? document.querySelector('#root');
        if (!main || main.textContent!.trim() === '') return false;
        return !document.querySelector('[role="progressbar"], .MuiSkeleton-root');
      },
      undefined,
      { polling: 100, timeout: 20_000 },
    );
  await idle();
  await page.waitForTimeout(250);
  await idle();
}

/** Moves to a console path the way the router's links do, without loading the page again. */
async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${BASE_PATH}${path}`);
  await page.waitForTimeout(100);
}

/** Runs axe on the page as it stands: the violations, one line each with where they are. */
async function scan(page: Page, pass: string, route: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  return results.violations.map((v) => ({
    pass,
    route,
    rule: v.id,
    detail: `${v.impact}: ${v.help} — ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(
        ', ',
      )}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''} — first: ${v.nodes[0]?.html.slice(0, 160)}${
      v.nodes[0]?.any[0]?.message ? ` (${v.nodes[0].any[0].message})` : ''
    }`,
  }));
}

describe('accessibility (WCAG 2.1 A and AA)', () => {
  const { server, freshPage } = consoleSuite();

  /** The edit screen of each resource's first record in the demo owner's store (a resource with none has no such screen). */
  let edits: Promise<string[]> | undefined;
  const editScreens = () =>
    (edits ??= (async () => {
      const api = await signIn(server());
      const screens: string[] = [];
      for (const r of LISTED) {
        const { data, errors } = await api.gql<Record<string, { id: string }[]>>(
          `{ rows: all${r.plural}(page: 0, perPage: 1) { id } }`,
        );
        expect(errors, r.name).toBeUndefined();
        const id = data!.rows![0]?.id;
        if (id) screens.push(`/pages/${r.route}/${encodeURIComponent(id)}`);
      }
      return screens;
    })());

  test('the route list gives every kind of screen', () => {
    expect(SCREENS).toContain('/dashboard/analytics');
    expect(SCREENS).toContain('/pages/menu-items');
    expect(SCREENS).toContain('/pages/menu-items/create');
    expect(SCREENS).toContain('/pages/reports/daily-sales');
    expect(new Set(SCREENS).size).toBe(SCREENS.length);
  });

  for (const pass of PASSES) {
    test(`every screen, ${pass.name}`, { timeout: 600_000 }, async () => {
      const started = Date.now();
      const page = await freshPage(pass.options);
      await page.addInitScript((theme) => {
        // The console's stored preferences (ra-core's store, version 1): the sign-in page reads its
        // theme from there too.
        localStorage.setItem('RaStorecomanda.version', '1');
        localStorage.setItem('RaStorecomanda.theme', JSON.stringify(theme));
      }, pass.theme);
      const found: Awaited<ReturnType<typeof scan>> = [];

      await page.goto(`${BASE_PATH}${LOGIN_PATH}`);
      await page.getByRole('button', { name: pass.labels.submit, exact: true }).waitFor();
      found.push(...(await scan(page, pass.name, LOGIN_PATH)));
      await signInThroughUi(page, { labels: pass.labels });
      await settled(page);
      // The sidebar in its other state, once.
      const [toggle, back] = pass.sidebarToggle;
      await page.getByRole('button', { name: toggle, exact: true }).click();
      await sidebar(page).waitFor();
      await page.waitForTimeout(400); // its animation
      found.push(...(await scan(page, pass.name, 'sidebar toggled')));
      if (back) await page.getByRole('button', { name: back, exact: true }).click();
      else {
        await page.keyboard.press('Escape');
        await sidebar(page).waitFor({ state: 'hidden' });
      }
      await page.waitForTimeout(400);
      const expected = new Set(KNOWN.filter((k) => k.pass === pass.name).map(key));
      const edit = await editScreens();
      // Most resources of the demo store hold records: their edit screens are scanned too.
      expect(edit.length).toBeGreaterThan(LISTED.length / 2);
      for (const route of [...SCREENS, ...edit]) {
        await moveTo(page, route);
        await settled(page);
        expect.soft(new URL(page.url()).pathname, 'the screen stays open').toBe(`${BASE_PATH}${route}`);
        let seen = await scan(page, pass.name, route);
        // A screen still drawing (a colour under a loading state) is looked at again a moment later:
        // what stays is what a user meets.
        if (seen.some((f) => !expected.has(key(f)))) {
          await page.waitForTimeout(1_500);
          await settled(page);
          seen = await scan(page, pass.name, route);
        }
        found.push(...seen);
      }

      console.info(
        `${pass.name}: ${SCREENS.length + edit.length + 2} scans in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      const occurred = new Set(found.map(key));
      const unexpected = found.filter((f) => !expected.has(key(f))).map((f) => `${key(f)}: ${f.detail}`);
      const gone = [...expected].filter((k) => !occurred.has(k));
      expect(unexpected, 'violations not in accessibility-known.json').toEqual([]);
      // An entry that did not occur this time is said, not failed on: some (a colour under a loading
      // state) come and go with the machine's speed. Remove an entry once its cause is mended.
      if (gone.length) console.warn(`accessibility-known.json entries not seen this run: ${gone.join('; ')}`);
    });
  }
});
