/**
 * The server as `npm start` runs it (scripts/start.mjs, its own process, production settings), timed
 * and weighed with each figure's goal and whether it holds:
 * - `server_start`: the first start of a fresh clone (console and server built, database created,
 *   demo stores with their 90 days of history) until `/office/` answers, and a later start on the
 *   same data (goals 60 s and 5 s);
 * - `server_memory`: its resident memory at rest on the demo data, at rest once the demo store holds
 *   100,000 more menu items, and its peak under the mixed load (bench/mixed-load.ts) (goals for the
 *   embedded database: 250 MB at rest, 350 MB under load);
 * - `mixed_load`: that load's figure with its p99 goal (1.5 s on the embedded database, 800 ms on
 *   PostgreSQL);
 * - `record_check`: checks sent by a device 16 at a time (goal on PostgreSQL: 500 a second, p95 50 ms).
 * The 100,000 menu items are written by this process straight into the stopped server's database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/database.js';
import { DEMO, freshPostgresDatabase, type DbKind } from '../tests/helpers/server.js';
import { recordCheckFigure } from './checks.js';
import { round } from './load.js';
import { mixedLoadFigure } from './mixed-load.js';
import { seedMenuItems } from './seed.js';

export const GOALS = {
  start_first_s: 60,
  start_later_s: 5,
  /** The embedded database's server. */
  rss_rest_mb: 250,
  rss_load_mb: 350,
  mixed_p99_ms: { pglite: 1500, postgres: 800 } as Record<DbKind, number>,
  /** Device checks on PostgreSQL. */
  checks_concurrency: 16,
  checks_per_s: 500,
  checks_p95_ms: 50,
};

/** Seconds a started server is left alone before its memory at rest is read. */
const REST_S = Number(process.env.BENCH_REST_SECONDS ?? 5);
/** Checks the device sends 16 at a time. */
const CHECKS = 2000;

const ROOT = new URL('../', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resident memory of a process in MB, as the kernel counts it. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return round(Number(kb) / 1024, 1);
}

interface Started {
  url: string;
  pid: number;
  /** Seconds from the process being started to `/office/` answering 200. */
  served_s: number;
  stop(): Promise<void>;
}

/** The process under `pid` (npm, its shell) that runs scripts/start.mjs: the server itself. */
function serverPid(pid: number): number | undefined {
  const cmdline = (p: number) => readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0');
  // Node's own arguments, not the shell's command line that names them.
  if (cmdline(pid).includes('scripts/start.mjs')) return pid;
  for (const task of readdirSync(`/proc/${pid}/task`))
    for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)) {
      const found = serverPid(Number(child));
      if (found) return found;
    }
  return undefined;
}

/** `npm start` with `env`; resolves once it serves the console. */
async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const { NODE_OPTIONS: _, ...inherited } = process.env;
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let ended: number | null | undefined;
  void exited.then((code) => (ended = code));
  for (;;) {
    if (ended !== undefined) throw new Error(`npm start ended with ${ended} before serving the console`);
    const ok = await fetch(`${url}/office/`).then(
      (res) => res.arrayBuffer().then(() => res.ok),
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const served_s = round((performance.now() - t0) / 1000, 2);
  const pid = serverPid(child.pid!);
  if (!pid) throw new Error('No server process under npm start');
  return {
    url,
    pid,
    served_s,
    async stop() {
      // The server itself: npm passes no signal on.
      if (ended === undefined) process.kill(pid, 'SIGTERM');
      await exited;
    },
  };
}

/** The demo owner's access token from the server at `url`. */
export async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...DEMO, employees: false }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Resident memory after `REST_S` seconds without a request. */
async function atRest(server: Started): Promise<number> {
  await new Promise((r) => setTimeout(r, REST_S * 1000));
  return rssMb(server.pid);
}

/** The highest resident memory of `pid` while `work` runs, read every 100 ms. */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

/** Every figure of this file for one database kind, each passed to `emit` as it is measured. */
export async function speedFigures(
  db: DbKind,
  log: (msg: string) => void,
  emit: (figure: Record<string, unknown>) => void,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-speed-'));
  const postgres = db === 'postgres' ? await freshPostgresDatabase() : undefined;
  // A fresh clone's: no console built, no server built, no database.
  const env = {
    WEB_DIR: join(dir, 'web'),
    SERVER_BUILD_DIR: join(dir, 'server'),
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: postgres?.url ?? '',
    // Every request of the load comes from this machine's one address.
    OLO_IP_LIMIT: '1000000000',
    OLO_STORE_LIMIT: '1000000000',
  };
  const target = postgres ? { databaseUrl: postgres.url } : { dataDir: env.DATA_DIR };
  let server: Started | undefined;
  try {
    log(`[${db}] npm start on a fresh clone`);
    server = await start(env);
    const first_s = server.served_s;
    const demo_rest_mb = await atRest(server);
    await server.stop();
    server = await start(env);
    const later_s = server.served_s;
    await server.stop();
    server = undefined;
    emit({
      figure: 'server_start',
      db,
      first_s,
      later_s,
      goal_first_s: GOALS.start_first_s,
      goal_later_s: GOALS.start_later_s,
      holds: first_s <= GOALS.start_first_s && later_s <= GOALS.start_later_s,
    });

    log(`[${db}] 100,000 menu items written into the stopped server's database`);
    const database = await openDatabase(target);
    const rows = await seedMenuItems(database.db).finally(() => database.close());
    server = await start(env);
    const rest_mb = await atRest(server);
    const token = await login(server.url);
    const { pid, url } = server;
    const memory = async () => ({ rss_mb: rssMb(pid) });
    log(`[${db}] mixed load`);
    const mixed = await peakDuring(pid, () => mixedLoadFigure(url, token, memory, log));
    const goalP99 = GOALS.mixed_p99_ms[db];
    emit({
      figure: 'mixed_load',
      db,
      ...mixed.result,
      rows,
      goal_p99_ms: goalP99,
      holds: mixed.result.p99_ms <= goalP99 && mixed.result.errors === 0,
    });
    const embedded = db === 'pglite';
    emit({
      figure: 'server_memory',
      db,
      demo_rest_mb,
      rest_mb,
      load_peak_mb: mixed.peak,
      rows,
      ...(embedded && {
        goal_rest_mb: GOALS.rss_rest_mb,
        goal_load_mb: GOALS.rss_load_mb,
        holds: Math.max(demo_rest_mb, rest_mb) <= GOALS.rss_rest_mb && mixed.peak <= GOALS.rss_load_mb,
      }),
    });

    log(`[${db}] checks recorded by a device, ${GOALS.checks_concurrency} at a time`);
    const checks = await recordCheckFigure(url, token, {
      checks: CHECKS,
      concurrency: GOALS.checks_concurrency,
    });
    emit({
      figure: 'record_check',
      db,
      ...checks,
      ...(!embedded && {
        goal_checks_per_s: GOALS.checks_per_s,
        goal_p95_ms: GOALS.checks_p95_ms,
        holds: checks.checks_per_s >= GOALS.checks_per_s && checks.p95_ms <= GOALS.checks_p95_ms,
      }),
    });
  } finally {
    await server?.stop();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
