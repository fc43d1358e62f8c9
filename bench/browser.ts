/**
 * The console in headless Chromium against one benchmark server: time to the login form and from
 * sign-in to the dashboard's counts, each run in a fresh context (cold browser cache), and the JS and
 * CSS files the browser loads on that path.
 */
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import { shortCount } from '../src/core/messages.js';
import { launchBrowser, LOGIN_LABELS, newContext } from '../tests/helpers/browser.js';
import { DEMO } from '../tests/helpers/server.js';
import { assetSizes } from './assets.js';
import { percentile, round } from './load.js';

const LOGIN_PATH = '/office/pages/login';
const DASHBOARD_PATH = '/office/dashboard/analytics';
/** The dashboard counts a large menu; give it longer than the contexts' default wait. */
const DASHBOARD_TIMEOUT_MS = 60_000;

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
  assets: PathAssets;
}

export interface BrowserTimings {
  time_to_login_form: { p50_ms: number; p95_ms: number };
  time_to_dashboard: { p50_ms: number; p95_ms: number };
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
    return { loginFormMs, dashboardMs, assets: { login, dashboard: new Map(assets) } };
  } finally {
    await context.close();
  }
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
      `  warm-up: login form ${round(warmup.loginFormMs)} ms, dashboard ${round(warmup.dashboardMs)} ms; ` +
        `${warmup.assets.login.size} files for the login page, ${warmup.assets.dashboard.size} to the dashboard`,
    );
    const loginForm: number[] = [];
    const dashboard: number[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await run(browser, url, expected);
      loginForm.push(r.loginFormMs);
      dashboard.push(r.dashboardMs);
      if (!sameAssets(r.assets.dashboard, warmup.assets.dashboard))
        log(`  run ${i + 1} loaded other files: ${[...r.assets.dashboard.keys()].join(' ')}`);
    }
    return {
      time_to_login_form: stats(loginForm),
      time_to_dashboard: stats(dashboard),
      runs,
      assets: warmup.assets,
    };
  } finally {
    await browser.close();
  }
}

/** Raw and gzip -9 sizes (from dist/) of the JS and CSS of recorded paths. */
function sizes(assets: Assets) {
  const of = (kind: AssetKind) => assetSizes([...assets].filter(([, k]) => k === kind).map(([p]) => p));
  const js = of('js');
  const css = of('css');
  return { js, css };
}

/** The dashboard_page_bytes figure: the whole path to the dashboard, and the login page alone. */
export function dashboardPageBytes(assets: PathAssets) {
  const all = sizes(assets.dashboard);
  const login = sizes(assets.login);
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
  };
}
