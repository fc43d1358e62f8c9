/**
 * The console in headless Chromium against one benchmark server: time to the login form, from
 * sign-in to the dashboard's counts, and from a click in the sidebar to the next list's rows, each run
 * in a fresh context (cold browser cache), and the JS and CSS files the browser loads on that path.
 */
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import en from '../locales/en.json' with { type: 'json' };
import { shortCount } from '../src/core/messages.js';
import { adminResourceName, resourceByName } from '../src/core/registry.js';
import { launchBrowser, LOGIN_LABELS, newContext } from '../tests/helpers/browser.js';
import { DEMO } from '../tests/helpers/server.js';
import { assetSizes, BYTES_GOAL, mergeCounts, withinGoal, type ConsoleFiles } from './assets.js';
import { percentile, round } from './load.js';

const LOGIN_PATH = '/office/pages/login';
const DASHBOARD_PATH = '/office/dashboard/analytics';
/** The dashboard counts a large menu; give it longer than the contexts' default wait. */
const DASHBOARD_TIMEOUT_MS = 60_000;
/**
 * The sidebar entries clicked in turn after the dashboard, each page opened for the first time: lists,
 * then the store's one record (store info, the largest form of the console).
 */
const MOVES = ['category', 'menu-item', 'tax', 'department', 'job', 'store-info'] as const;

type AssetKind = 'js' | 'css';
/** URL path → kind of the scripts and stylesheets the server sent, in the order they arrived. */
export type Assets = Map<string, AssetKind>;

export interface PathAssets {
  /** Loaded by the login page once it has settled (no request for 500 ms), before signing in. */
  login: Assets;
  /** Loaded from opening the login page until the dashboard shows its menu-item count. */
  dashboard: Assets;
}

interface Run {
  loginFormMs: number;
  dashboardMs: number;
  pageToPageMs: number[];
  assets: PathAssets;
}

export interface BrowserTimings {
  time_to_login_form: { p50_ms: number; p95_ms: number };
  time_to_dashboard: { p50_ms: number; p95_ms: number };
  page_to_page: { p50_ms: number; p95_ms: number; max_ms: number; moves: number };
  runs: number;
  /** Recorded during the warm-up run. */
  assets: PathAssets;
}

/** Records every script and stylesheet response from the server's own origin. */
function recordAssets(page: Page, origin: string): Assets {
  const assets: Assets = new Map();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(res.url());
    if (url.origin !== origin) return;
    // 304s are files revalidated after the sign-in's page load: loaded all the same.
    if (res.status() >= 400) process.stderr.write(`  ${res.status()} for ${url.pathname}\n`);
    assets.set(url.pathname, type === 'script' ? 'js' : 'css');
  });
  return assets;
}

/**
 * Opens the login page, signs the demo owner in and waits for the dashboard's menu-item count. Between
 * the two timings the login page is left to finish loading (no request for 500 ms), as it would while
 * someone types: the sign-in is timed from a settled page, and its files are all counted as the login
 * page's.
 */
async function run(browser: Browser, url: string, menuItems: string): Promise<Run> {
  const context = await newContext(browser, url);
  try {
    const page = await context.newPage();
    const assets = recordAssets(page, new URL(url).origin);
    const email = page.getByRole('textbox', { name: LOGIN_LABELS.email, exact: true });
    const password = page.getByRole('textbox', { name: LOGIN_LABELS.password, exact: true });
    const submit = page.getByRole('button', { name: LOGIN_LABELS.submit, exact: true });
    const count = page.getByTestId('count-menu-item').filter({ hasText: /\d/ });

    const t0 = performance.now();
    await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
    await email.waitFor();
    const loginFormMs = performance.now() - t0;

    await page.waitForLoadState('networkidle');
    const login: Assets = new Map(assets);
    await email.fill(DEMO.email);
    await password.fill(DEMO.password);

    const t1 = performance.now();
    await submit.click();
    await count.waitFor({ timeout: DASHBOARD_TIMEOUT_MS });
    const dashboardMs = performance.now() - t1;

    const path = new URL(page.url()).pathname;
    if (path !== DASHBOARD_PATH) throw new Error(`Signed in to ${path}, not ${DASHBOARD_PATH}`);
    const shown = (await count.textContent())?.trim();
    if (shown !== menuItems) throw new Error(`The dashboard shows ${shown} menu items, not ${menuItems}`);
    const dashboard = new Map(assets);

    const pageToPageMs: number[] = [];
    for (const name of MOVES) pageToPageMs.push(await move(page, name));
    return { loginFormMs, dashboardMs, pageToPageMs, assets: { login, dashboard } };
  } finally {
    await context.close();
  }
}

/**
 * Clicks the resource's sidebar entry and times it in the page, from the click event to the frame
 * that shows the list: the app bar names it and a row of it holds text (react-admin's loading
 * placeholders have none); for a store's one record, the app bar names it and its form shows a value. Watched from within the page, so that Playwright's own work around the
 * click (actionability checks, polling) is not counted.
 */
async function move(page: Page, name: (typeof MOVES)[number]): Promise<number> {
  const r = resourceByName(name);
  const path = `/office/${adminResourceName(r)}`;
  const words = en.entities[name];
  const entry = page.locator(`.RaSidebar-fixed a[href="${path}"]`);
  await entry.waitFor();
  // Someone reads the page before moving on: what it still had to do is done.
  await page.evaluate(
    () => new Promise((done) => setTimeout(() => requestIdleCallback(done, { timeout: 2000 }), 300)),
  );
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  await entry.evaluate(
    (el, [title, singleton]) => {
      const w = window as { benchMoveMs?: number };
      delete w.benchMoveMs;
      el.addEventListener(
        'click',
        () => {
          const at = performance.now();
          const observer = new MutationObserver(() => {
            const shown =
              document.querySelector('#react-admin-title')?.textContent === title &&
              (singleton
                ? [...document.querySelectorAll<HTMLInputElement>('main form input')].some(
                    (input) => input.value,
                  )
                : [...document.querySelectorAll('main .RaDataTable-row')].some((row) =>
                    row.textContent?.trim(),
                  ));
            if (!shown) return;
            observer.disconnect();
            // The frame that paints the rows.
            requestAnimationFrame(() => (w.benchMoveMs = performance.now() - at));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        },
        { capture: true, once: true },
      );
    },
    [r.singleton ? words.name : words.plural, !!r.singleton] as const,
  );
  await entry.click();
  const ms = await page.waitForFunction(() => (window as { benchMoveMs?: number }).benchMoveMs);
  const at = new URL(page.url()).pathname;
  if (at !== path) throw new Error(`The sidebar entry of ${name} opened ${at}, not ${path}`);
  return (await ms.jsonValue())!;
}

/** Whether two recordings hold the same files. */
export const sameAssets = (a: Assets, b: Assets) => a.size === b.size && [...a.keys()].every((k) => b.has(k));

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)) };
}

/**
 * One warm-up run (which also records the files of the path), then `runs` timed runs, each in a new
 * context of one Chromium. `menuItems` is the store's menu-item count; the dashboard must show it.
 */
export async function browserTimings(
  url: string,
  menuItems: number,
  runs: number,
  log: (msg: string) => void,
): Promise<BrowserTimings> {
  const browser = await launchBrowser();
  try {
    const expected = shortCount(menuItems);
    const warmup = await run(browser, url, expected);
    log(
      `  warm-up: login form ${round(warmup.loginFormMs)} ms, dashboard ${round(warmup.dashboardMs)} ms, ` +
        `sidebar moves ${warmup.pageToPageMs.map((ms) => round(ms, 0)).join(', ')} ms; ` +
        `${warmup.assets.login.size} files for the login page, ${warmup.assets.dashboard.size} to the dashboard`,
    );
    const loginForm: number[] = [];
    const dashboard: number[] = [];
    const pageToPage: number[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await run(browser, url, expected);
      loginForm.push(r.loginFormMs);
      dashboard.push(r.dashboardMs);
      pageToPage.push(...r.pageToPageMs);
      log(`  run ${i + 1}: sidebar moves ${r.pageToPageMs.map((ms) => round(ms, 0)).join(', ')} ms`);
      if (!sameAssets(r.assets.dashboard, warmup.assets.dashboard))
        log(`  run ${i + 1} loaded other files: ${[...r.assets.dashboard.keys()].join(' ')}`);
    }
    return {
      time_to_login_form: stats(loginForm),
      time_to_dashboard: stats(dashboard),
      page_to_page: {
        ...stats(pageToPage),
        max_ms: round(Math.max(...pageToPage)),
        moves: pageToPage.length,
      },
      runs,
      assets: warmup.assets,
    };
  } finally {
    await browser.close();
  }
}

/** Raw and gzip -9 sizes (from dist/) of the JS and CSS of recorded paths, and the bytes the server sends. */
async function sizes(assets: Assets, served: ConsoleFiles) {
  const of = (kind: AssetKind) =>
    assetSizes(
      [...assets].filter(([, k]) => k === kind).map(([p]) => p),
      served,
    );
  const js = await of('js');
  const css = await of('css');
  return { js, css };
}

/** The dashboard_page_bytes figure: the whole path to the dashboard, and the login page alone. */
export async function dashboardPageBytes(assets: PathAssets, served: ConsoleFiles) {
  const all = await sizes(assets.dashboard, served);
  const login = await sizes(assets.login, served);
  const allSent = all.js.transferred + all.css.transferred;
  const loginSent = login.js.transferred + login.css.transferred;
  return {
    figure: 'dashboard_page_bytes',
    js_gzip_bytes: all.js.gzip,
    css_gzip_bytes: all.css.gzip,
    total_gzip_bytes: all.js.gzip + all.css.gzip,
    js_raw_bytes: all.js.raw,
    css_raw_bytes: all.css.raw,
    js_files: all.js.files,
    css_files: all.css.files,
    login_js_gzip_bytes: login.js.gzip,
    login_css_gzip_bytes: login.css.gzip,
    login_total_gzip_bytes: login.js.gzip + login.css.gzip,
    login_js_files: login.js.files,
    login_css_files: login.css.files,
    after_login_gzip_bytes: all.js.gzip + all.css.gzip - (login.js.gzip + login.css.gzip),
    js_transferred_bytes: all.js.transferred,
    css_transferred_bytes: all.css.transferred,
    total_transferred_bytes: allSent,
    ...withinGoal(allSent, BYTES_GOAL.dashboard),
    login_total_transferred_bytes: loginSent,
    after_login_transferred_bytes: allSent - loginSent,
    encodings: mergeCounts(all.js.encodings, all.css.encodings),
  };
}
