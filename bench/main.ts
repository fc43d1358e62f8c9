/**
 * Comanda Office benchmark (`npm run bench`). Prints one JSON line per figure on stdout; progress and
 * query plans go to stderr. Each database gets its own server process (bench/server-child.ts) seeded
 * with 100,000 menu items; this process is the HTTP client, and drives headless Chromium against each
 * server after its load phases. BENCH_WARMUP_MS and BENCH_DURATION_MS shorten the load phases for a
 * quick try (defaults: 2,000 and 10,000); BENCH_BROWSER_RUNS sets the timed browser runs (default 7,
 * after one warm-up). BENCH_LOAD=0 leaves the HTTP and SQL load phases out (no list_page_http and
 * list_page_sql figures), for a try of the byte and browser figures alone. The history generation
 * runs on a slice of 14 days by default; BENCH_MILLION=1 runs the full million checks (730 days).
 * The server as `npm start` runs it is timed and weighed in bench/speed.ts (server_start, server_memory,
 * mixed_load, record_check, each with its goal); BENCH_MIXED_SECONDS shortens the mixed load (default
 * 60 s). BENCH_ONLY=speed runs nothing but those and the list page over HTTP beside SQL, on each
 * database; BENCH_ONLY=list the list page alone. BENCH_ONLY=reports runs the report figures alone over a
 * store generated before with `npm run seed:history -- --store demo-bistro --days 730 --per-day 1400`
 * in BENCH_REPORTS_DATABASE_URL (PostgreSQL) and/or the PGlite folder BENCH_REPORTS_DATA_DIR.
 * BENCH_ONLY=browser runs nothing but the server start and the Chromium figures (time_to_login_form,
 * time_to_dashboard, page_to_page and the bytes of the path), on each database. page_to_page_demo is
 * the same sidebar moves on the demo data alone, taken before the 100,000 menu items are added.
 * customer_search is the customers list searched (name, phone, e-mail) once the store holds 100,000
 * customers, after the customer import. BENCH_ONLY=customers runs nothing but the server start, the
 * customer import and the customer search (no menu items seeded), on each database.
 * online_menu and olo_place_order are the ordering API under 50 guests at once on Demo Taqueria with a
 * 600-item online menu (bench/olo.ts); BENCH_ONLY=olo runs nothing but the server start and those.
 * consolidated_report is the This Year summary and daily sales over 10 generated stores of 100,000
 * checks each (bench/consolidated.ts); BENCH_ONLY=consolidated runs nothing but those. menu_publish is
 * a 600-item menu published to 10 stores, first, again and after changes (bench/publishing.ts);
 * BENCH_ONLY=publishing runs nothing but that.
 * BENCH_ONLY=campaigns runs nothing but campaign_send: a 10,000-recipient campaign sent to an SMTP
 * server on 127.0.0.1 (bench/campaigns.ts), in messages a second, on each database. BENCH_DB=pglite or
 * BENCH_DB=postgres runs one database only (the default is both, PostgreSQL when it answers).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { resourceByName } from '../src/core/registry.js';
import { ensureWebBuild } from '../src/server/http/build.js';
import { launchBrowser } from '../tests/helpers/browser.js';
import { BrowserMissing } from '../tests/helpers/find-browser.js';
import { browserForRun } from '../tests/helpers/install-browser.js';
import { postgresReachable, POSTGRES_URL, type DbKind } from '../tests/helpers/server.js';
import { consoleFiles, DIST, loginPageBytes } from './assets.js';
import { storefrontBytes } from './storefront.js';
import { deliveryQuoteFigure } from './delivery-zones.js';
import { floorDragFigure, floorSaveFigure } from './floor-layout.js';
import { HISTORY, historyFigures, reportFiguresOn } from './history.js';
import { OLO_CONNECTIONS, OLO_MENU_ITEMS, oloFigures } from './olo.js';
import type { SegmentFigure } from './segments.js';
import { CUSTOMER_IMPORT_LINES, customerImportFigure, importFigure, IMPORT_LINES } from './import.js';
import { CUSTOMER_ROWS, customerSearchFigure } from './customers.js';
import type { ReportFigure } from './reports.js';
import { browserTimings, dashboardPageBytes, sameAssets, type PathAssets } from './browser.js';
import { consoleListRequest } from './console-query.js';
import { poster, round, runLoad, serialP50, type LoadOptions, type LoadResult } from './load.js';
import { campaignFigure } from './campaigns.js';
import { consolidatedFigures } from './consolidated.js';
import { publishFigure } from './publishing.js';
import { login, speedFigures } from './speed.js';
import { SEARCH_WORD } from './seed.js';
import type { ChildMessage, ParentMessage } from './server-child.js';

const LOAD: LoadOptions = {
  connections: 10,
  warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 2000),
  durationMs: Number(process.env.BENCH_DURATION_MS ?? 10000),
};
const PER_PAGE = 50;
/** Rounds of the list page's load, each the API's then the driver's. */
const LIST_ROUNDS = 4;
/** The list page through the API against its two statements sent straight to the driver. */
const LIST_GOAL = { rpsOverSql: 0.9, serialExtraMs: 2 };
/** Requests sent one at a time after each load: the latency without queueing. */
const SERIAL = 15;
/** Timed runs in Chromium per database, each in a fresh context, after one warm-up run. */
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 7);
const WITH_LOAD = process.env.BENCH_LOAD !== '0';
/** BENCH_ONLY=list: the list page over HTTP beside SQL alone, on each database. */
const ONLY_LIST = process.env.BENCH_ONLY === 'list';
const ONLY_SPEED = process.env.BENCH_ONLY === 'speed' || ONLY_LIST;
const ONLY_BROWSER = process.env.BENCH_ONLY === 'browser';
const ONLY_CUSTOMERS = process.env.BENCH_ONLY === 'customers';
const ONLY_OLO = process.env.BENCH_ONLY === 'olo';
const ONLY_DB = process.env.BENCH_DB as DbKind | undefined;

// stdout carries the figures only: whatever the code it runs logs (the console build…) goes to stderr.
for (const level of ['log', 'info', 'debug'] as const) console[level] = console.error;

/** Prints a figure; one that states a goal it misses makes the run end with exit code 1, once every figure is out. */
const emit = (figure: Record<string, unknown>) => {
  process.stdout.write(`${JSON.stringify(figure)}\n`);
  if (figure.holds === false) process.exitCode = 1;
};
const log = (msg: string) => process.stderr.write(`${msg}\n`);

/** The next message of the given type from the child; fails if it reports an error or exits first. */
function next<T extends ChildMessage['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: ChildMessage) => {
      if (msg.type !== type && msg.type !== 'error') return;
      cleanup();
      if (msg.type === 'error') reject(new Error(`server process: ${msg.message}`));
      else resolve(msg as Extract<ChildMessage, { type: T }>);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`server process exited with ${code} before "${type}"`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** How many menu items the signed-in store has, as the dashboard counts them. */
async function menuItemCount(url: string, token: string): Promise<number> {
  const { plural } = resourceByName('menu-item');
  const res = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: `{ total: _all${plural}Meta { count } }` }),
  });
  const body = (await res.json()) as { data?: { total: { count: number } }; errors?: unknown };
  if (!body.data) throw new Error(`menu-item count failed: ${JSON.stringify(body.errors)}`);
  return body.data.total.count;
}

/** Runs the figures of one database kind; returns the JS and CSS files Chromium loaded on the way. */
async function benchDatabase(db: DbKind): Promise<PathAssets | null> {
  log(`[${db}] starting the server process`);
  const child = fork(new URL('./server-child.ts', import.meta.url), [db], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  child.stdout!.pipe(process.stderr);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const demo = await next(child, 'demo');
    if (!ONLY_SPEED && !ONLY_CUSTOMERS && !ONLY_OLO) await demoFigures(db, demo.url);
    child.send({ cmd: 'seed', menuItems: !ONLY_CUSTOMERS && !ONLY_OLO } satisfies ParentMessage);
    const ready = await next(child, 'ready');
    const rows = ready.rows;

    const token = await login(ready.url);
    if (ONLY_CUSTOMERS) {
      await customerFigures(db, child, ready.url, token);
      return null;
    }
    if (ONLY_OLO) {
      await oloFiguresOf(db, ready.url);
      return null;
    }
    if (!ONLY_BROWSER) await serverFigures(db, child, ready.url, token, rows);
    if (ONLY_SPEED) return null;

    const menuItems = await menuItemCount(ready.url, token);
    log(`[${db}] Chromium: ${BROWSER_RUNS} runs after a warm-up, dashboard of ${menuItems} menu items`);
    const browser = await browserTimings(ready.url, menuItems, BROWSER_RUNS, log);
    for (const figure of ['time_to_login_form', 'time_to_dashboard', 'page_to_page'] as const)
      emit({ figure, db, ...browser[figure], runs: browser.runs, rows });
    return browser.assets;
  } finally {
    if (child.connected) child.send({ cmd: 'close' } satisfies ParentMessage);
    await exited;
  }
}

/**
 * The sidebar moves on the demo data, as a new install has it (before the 100,000 menu items are
 * added): the figure the console's own goal is stated on.
 */
async function demoFigures(db: DbKind, url: string) {
  const menuItems = await menuItemCount(url, await login(url));
  log(`[${db}] Chromium on the demo data: ${BROWSER_RUNS} runs after a warm-up, ${menuItems} menu items`);
  const browser = await browserTimings(url, menuItems, BROWSER_RUNS, log);
  emit({ figure: 'page_to_page_demo', db, ...browser.page_to_page, runs: browser.runs, rows: menuItems });
}

/** The figures of one server before the Chromium ones: load phases, import, zones, floor, checks. */
async function serverFigures(db: DbKind, child: ChildProcess, url: string, token: string, rows: number) {
  if (WITH_LOAD) await loadFigures(db, child, url, token, rows);
  if (ONLY_SPEED) return;

  log(`[${db}] importing a ${IMPORT_LINES}-line CSV`);
  emit({ figure: 'menu_items_import', db, ...(await importFigure(url, token, db)), rows });
  await customerFigures(db, child, url, token, rows);

  log(`[${db}] delivery quotes over 50 zones, and saves of a 200-table floor`);
  emit({ figure: 'delivery_quote', db, ...(await deliveryQuoteFigure(url, token)) });
  emit({ figure: 'floor_layout_save', db, ...(await floorSaveFigure(url, token)) });
  await oloFiguresOf(db, url);
  const chromium = await launchBrowser();
  try {
    emit({ figure: 'floor_layout_drag', db, ...(await floorDragFigure(chromium, url)) });
  } finally {
    await chromium.close();
  }
}

/** The ordering API: the online menu read and orders placed by 50 guests at once. */
async function oloFiguresOf(db: DbKind, url: string) {
  log(
    `[${db}] online ordering: the menu of ${OLO_MENU_ITEMS} items and orders, ${OLO_CONNECTIONS} guests at once`,
  );
  const figures = await oloFigures(url, LOAD);
  emit({ figure: 'online_menu', db, ...figures.online_menu });
  emit({ figure: 'olo_place_order', db, ...figures.olo_place_order });
}

/** The customer import, then the customers list searched once the store holds 100,000 of them. */
async function customerFigures(db: DbKind, child: ChildProcess, url: string, token: string, rows = 0) {
  log(`[${db}] importing a ${CUSTOMER_IMPORT_LINES}-line CSV of customers`);
  emit({ figure: 'customers_import', db, ...(await customerImportFigure(url, token, db)), rows });
  log(`[${db}] customers up to ${CUSTOMER_ROWS}, then searched`);
  child.send({ cmd: 'customers' } satisfies ParentMessage);
  const seeded = await next(child, 'customers');
  emit({
    figure: 'customer_search',
    db,
    ...(await customerSearchFigure(url, token)),
    customers: seeded.rows,
    index_backed: seeded.index_backed,
  });
}

type Timed = LoadResult & { serial_p50_ms: number; statements_per_page?: number };

/** Rounds of one load as one figure: requests added up, latencies their rounds' median. */
function combined(rounds: Timed[], load: LoadOptions): Timed {
  const median = (of: (r: Timed) => number) => {
    const v = rounds.map(of).sort((a, b) => a - b);
    return round((v[(v.length - 1) >> 1]! + v[v.length >> 1]!) / 2);
  };
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  return {
    p50_ms: median((r) => r.p50_ms),
    p95_ms: median((r) => r.p95_ms),
    rps: round(rounds.reduce((n, r) => n + r.rps, 0) / rounds.length, 1),
    requests,
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    connections: load.connections,
    duration_s: round(load.durationMs / 1000, 1),
    serial_p50_ms: median((r) => r.serial_p50_ms),
  };
}

/**
 * The list page under load, over HTTP and in SQL alone, in alternating rounds; and, beside them, the
 * floor: a bare HTTP server answering the same page from the same statements (server-child.ts), what
 * HTTP alone costs on this machine.
 */
async function loadFigures(db: DbKind, child: ChildProcess, url: string, token: string, rows: number) {
  const { request, total } = await consoleListRequest(url, token, {
    perPage: PER_PAGE,
    q: SEARCH_WORD,
  });
  log(
    `[${db}] q="${SEARCH_WORD}" matches ${total} rows; ${LIST_ROUNDS} rounds of HTTP then SQL, ${LOAD.durationMs / 1000} s of each in all`,
  );
  const post = poster(`${url}/api/graphql`, request, LOAD.connections);
  const task = async () => {
    const { status, text } = await post();
    if (status !== 200 || text.includes('"errors"')) throw new Error(`${status} ${text.slice(0, 200)}`);
  };
  // Side by side: rounds of the API then the driver, so that both meet the same machine (a background
  // task of the database, another process) as often as each other.
  const each = { ...LOAD, durationMs: LOAD.durationMs / LIST_ROUNDS, warmupMs: LOAD.warmupMs / LIST_ROUNDS };
  child.send({ cmd: 'floor', perPage: PER_PAGE, q: SEARCH_WORD } satisfies ParentMessage);
  const floorPost = poster((await next(child, 'floor')).url, request, LOAD.connections);
  const floorTask = async () => {
    const { status, text } = await floorPost();
    if (status !== 200) throw new Error(`${status} ${text.slice(0, 200)}`);
  };
  const timed = async (run: () => Promise<void>): Promise<Timed> => ({
    ...(await runLoad(run, each)),
    serial_p50_ms: await serialP50(run, SERIAL),
  });
  const https: Timed[] = [];
  const sqls: Timed[] = [];
  const floors: Timed[] = [];
  let sqlCount = 0;
  for (let i = 0; i < LIST_ROUNDS; i++) {
    https.push(await timed(task));
    const msg: ParentMessage = { cmd: 'sql', load: each, serial: SERIAL, perPage: PER_PAGE, q: SEARCH_WORD };
    child.send(msg);
    const answer = await next(child, 'sql');
    sqls.push(answer.result);
    sqlCount = answer.count;
    floors.push(await timed(floorTask));
  }
  if (sqlCount !== total) throw new Error(`SQL count ${sqlCount} differs from GraphQL total ${total}`);
  const http = combined(https, LOAD);
  const sql = { result: { ...combined(sqls, LOAD), statements_per_page: sqls[0]!.statements_per_page } };
  const bare = combined(floors, LOAD);

  const common = { rows, page_rows: PER_PAGE, q: SEARCH_WORD, match_rows: total };
  const ratio_http_over_sql = round(http.p50_ms / sql.result.p50_ms);
  const ratio_http_over_sql_serial = round(http.serial_p50_ms / sql.result.serial_p50_ms);
  const rps_over_sql = round(http.rps / sql.result.rps);
  const serial_extra_ms = round(http.serial_p50_ms - sql.result.serial_p50_ms);
  emit({
    figure: 'list_page_http',
    db,
    ...http,
    ...common,
    ratio_http_over_sql,
    ratio_http_over_sql_serial,
    rps_over_sql,
    serial_extra_ms,
    goal_rps_over_sql: LIST_GOAL.rpsOverSql,
    goal_serial_extra_ms: LIST_GOAL.serialExtraMs,
    holds: rps_over_sql >= LIST_GOAL.rpsOverSql && serial_extra_ms <= LIST_GOAL.serialExtraMs,
  });
  emit({ figure: 'list_page_sql', db, ...sql.result, ...common });
  emit({
    figure: 'list_page_floor',
    db,
    ...bare,
    ...common,
    rps_over_sql: round(bare.rps / sql.result.rps),
    serial_extra_ms: round(bare.serial_p50_ms - sql.result.serial_p50_ms),
  });
}

/** The databases to run on: BENCH_DB's one, or PGlite and PostgreSQL when it answers. */
async function databaseKinds(): Promise<DbKind[]> {
  if (ONLY_DB === 'pglite') return ['pglite'];
  const reachable = await postgresReachable();
  if (!reachable) log(`PostgreSQL at ${POSTGRES_URL} is unreachable: skipping its figures`);
  if (ONLY_DB === 'postgres') return reachable ? ['postgres'] : [];
  return reachable ? ['pglite', 'postgres'] : ['pglite'];
}

async function main() {
  const started = Date.now();
  // The browser is found, or installed, before an hour of figures rather than when the first needs it.
  process.env.CHROMIUM_PATH = await browserForRun(log);
  await ensureWebBuild(DIST);
  // The bytes as the server's own console routes send them to a browser.
  const served = await consoleFiles();
  const loginBytes = await loginPageBytes(served);
  emit(loginBytes);
  const overGoal = (figure: { figure: string; holds: boolean; total_transferred_bytes: number }) => {
    if (figure.holds) return;
    log(`${figure.figure}: ${figure.total_transferred_bytes} bytes sent, over its goal`);
    process.exitCode = 1;
  };
  overGoal(loginBytes);
  emit(storefrontBytes(DIST));
  const kinds = await databaseKinds();
  let failed = false;
  let assets: { db: DbKind; loaded: PathAssets } | undefined;
  for (const db of kinds) {
    try {
      if (!ONLY_BROWSER && !ONLY_CUSTOMERS && !ONLY_OLO) {
        log(`[${db}] generating ${HISTORY.days} days of history at ${HISTORY.perDay} checks a day`);
        const history = await historyFigures(db, log);
        emit({ figure: 'history_generate', db, ...history.generate });
        emit({ figure: 'order_monitor', db, ...history.monitor });
        emitReports(db, history.reports);
        emitSegments(db, history.segments);
        log(`[${db}] reports over several stores`);
        for (const figure of await consolidatedFigures(db, log)) emit({ ...figure });
        log(`[${db}] publishing a menu to several stores`);
        emit({ ...(await publishFigure(db, log)) });
        await speedFigures(db, log, emit);
      }
      const loaded = await benchDatabase(db);
      if (!loaded) continue;
      if (assets && !sameAssets(loaded.dashboard, assets.loaded.dashboard))
        log(`[${db}] Chromium loaded other files than on ${assets.db}`);
      assets ??= { db, loaded };
    } catch (e) {
      failed = true;
      log(`[${db}] benchmark failed: ${(e as Error).stack ?? String(e)}`);
    }
  }
  // The same files whichever the database: measured on the first kind that ran through.
  if (assets) {
    const dashboardBytes = await dashboardPageBytes(assets.loaded, served);
    emit(dashboardBytes);
    overGoal(dashboardBytes);
  }
  await served.close();
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  if (failed) process.exitCode = 1;
}

/** BENCH_ONLY=speed: bench/speed.ts's figures and the list page over HTTP beside SQL, on each database. */
async function speedOnly() {
  const kinds = await databaseKinds();
  for (const db of kinds)
    try {
      if (!ONLY_LIST) await speedFigures(db, log, emit);
      await benchDatabase(db);
    } catch (e) {
      process.exitCode = 1;
      log(`[${db}] benchmark failed: ${(e as Error).stack ?? String(e)}`);
    }
}

/** Each report's figure, and This Year's worst. */
function emitReports(db: DbKind, reports: ReportFigure[]) {
  for (const r of reports) emit({ figure: 'report', db, ...r });
  const year = reports.filter((r) => r.range === 'thisYear');
  if (!year.length) return;
  emit({
    figure: 'reports_this_year',
    db,
    reports: year.length,
    checks_in_range: year[0]!.checks_in_range,
    worst_p95_ms: Math.max(...year.map((r) => r.p95_ms)),
    worst_p95_report: year.reduce((a, b) => (b.p95_ms > a.p95_ms ? b : a)).code,
    worst_ratio_p95: Math.max(...year.map((r) => r.ratio_p95)),
    worst_ratio_report: year.reduce((a, b) => (b.ratio_p95 > a.ratio_p95 ? b : a)).code,
    all_same_answer: reports.every((r) => r.same_answer),
  });
}

/** A segment's count while its form is edited, on PostgreSQL. */
const SEGMENT_GOAL_MS = 300;

/** Each segment's count, and the worst against its goal (≤ 300 ms p95 on PostgreSQL). */
function emitSegments(db: DbKind, segments: SegmentFigure[]) {
  for (const s of segments) emit({ figure: 'segment_count', db, ...s });
  if (!segments.length) return;
  const worst = segments.reduce((a, b) => (b.p95_ms > a.p95_ms ? b : a));
  emit({
    figure: 'segment_count_worst',
    db,
    customers_in_store: worst.customers_in_store,
    worst_p95_ms: worst.p95_ms,
    worst_segment: worst.segment,
    ...(db === 'postgres' && { goal_p95_ms: SEGMENT_GOAL_MS, holds: worst.p95_ms <= SEGMENT_GOAL_MS }),
  });
}

/** BENCH_ONLY=reports: the report figures over stores generated before. */
async function reportsOnly() {
  const targets = [
    ...(process.env.BENCH_REPORTS_DATA_DIR ? [{ dataDir: process.env.BENCH_REPORTS_DATA_DIR }] : []),
    ...(process.env.BENCH_REPORTS_DATABASE_URL
      ? [{ databaseUrl: process.env.BENCH_REPORTS_DATABASE_URL }]
      : []),
  ];
  if (!targets.length)
    throw new Error('BENCH_ONLY=reports needs BENCH_REPORTS_DATA_DIR or BENCH_REPORTS_DATABASE_URL');
  for (const target of targets) {
    const { kind, reports, segments } = await reportFiguresOn(target, log);
    emitReports(kind, reports);
    emitSegments(kind, segments);
  }
}

/** BENCH_ONLY=consolidated: reports over several generated stores, on each database. */
async function consolidatedOnly() {
  for (const db of await databaseKinds())
    for (const figure of await consolidatedFigures(db, log)) emit({ ...figure });
}

/** BENCH_ONLY=publishing: a 600-item menu published to 10 stores, on each database. */
async function publishingOnly() {
  for (const db of await databaseKinds()) emit({ ...(await publishFigure(db, log)) });
}

/** BENCH_ONLY=campaigns: a 10,000-recipient campaign to a local SMTP server, on each database. */
async function campaignsOnly() {
  for (const db of await databaseKinds()) emit(await campaignFigure(db));
}

const ONLY = process.env.BENCH_ONLY;
await (
  ONLY_SPEED
    ? speedOnly()
    : ONLY === 'reports'
      ? reportsOnly()
      : ONLY === 'campaigns'
        ? campaignsOnly()
        : ONLY === 'consolidated'
          ? consolidatedOnly()
          : ONLY === 'publishing'
            ? publishingOnly()
            : main()
).catch((error: unknown) => {
  if (!(error instanceof BrowserMissing)) throw error;
  log(error.message);
  process.exitCode = 1;
});
