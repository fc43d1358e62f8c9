/**
 * Generating a store's history with the code of `npm run seed:history` (seedStoreHistory), on a
 * database of its own: how long it takes and how many checks a second. By default a slice (14 days of
 * 1,400 checks a Thursday, about 20,000 checks); BENCH_MILLION=1 generates the full two years (730
 * days, about a million checks). Then the order monitor's query over the newest 72 hours of that
 * history, timed one call at a time, its plan written to stderr.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { businessDate } from '../src/core/checks.js';
import { openDatabase, type Db } from '../src/server/db/database.js';
import { migrate } from '../src/server/db/migrate.js';
import { seedStoreHistory } from '../src/server/seed/history.js';
import { readOrderMonitor } from '../src/server/features/order-monitor/service.js';
import { startServer, type DbKind } from '../tests/helpers/server.js';
import { percentile, round } from './load.js';
import { reportFigures, type ReportFigure } from './reports.js';
import { segmentFigures, type SegmentFigure } from './segments.js';

const MILLION = process.env.BENCH_MILLION === '1';
export const HISTORY = { store: 'demo-bistro', days: MILLION ? 730 : 14, perDay: 1400, seed: 1 } as const;
const MONITOR_CALLS = 30;

export interface HistoryFigures {
  generate: {
    store: string;
    days: number;
    per_day: number;
    checks: number;
    seconds: number;
    checks_per_s: number;
    s_per_10k_checks: number;
  };
  monitor: {
    checks_in_store: number;
    hours: number;
    rows: number;
    serial_p50_ms: number;
    serial_p95_ms: number;
  };
  reports: ReportFigure[];
  /** Segment counts once the store holds CUSTOMER_ROWS customers. */
  segments: SegmentFigure[];
}

export async function historyFigures(kind: DbKind, log: (msg: string) => void): Promise<HistoryFigures> {
  // A fresh database with the demo stores and no history, like a first start.
  const server = await startServer(kind);
  try {
    const { db } = server.database;
    let written = 0;
    let lastReport = performance.now();
    const { storeId, checks, seconds } = await seedStoreHistory(db, HISTORY.store, {
      days: HISTORY.days,
      perDay: HISTORY.perDay,
      seed: HISTORY.seed,
      // As in the demo's own history: some checks name one of the store's customers or redeem a coupon.
      guests: {},
      log,
      onDay: (date, n) => {
        written += n;
        if (performance.now() - lastReport > 10_000) {
          lastReport = performance.now();
          log(`[${kind}] history: ${date}, ${written} checks`);
        }
      },
    });
    // seedStoreHistory has refreshed the planner's statistics of what it wrote.
    // The monitor as it would read at the end of the last generated day.
    const { timeZone, lastAt } = await lastCheckOf(db, storeId);
    const now = new Date(lastAt.getTime() + 3600_000);
    const hours = 72;
    const plan = await sql<Record<string, string>>`explain (analyze, costs off)
      select c.id, c.number, c.opened_at, c.total,
        coalesce((select sum(i.quantity) from check_item i
          where i.store_id = c.store_id and i.check_id = c.id and i.void_reason_id is null), 0) as item_count,
        coalesce((select sum(p.amount - p.change) from check_payment p
          where p.store_id = c.store_id and p.check_id = c.id), 0) as paid
      from pos_check c
      where c.store_id = ${storeId} and c.opened_at >= ${new Date(now.getTime() - hours * 3600_000).toISOString()}
      order by c.opened_at desc, c.number desc`.execute(db);
    log(
      `[${kind}] plan of the order monitor over ${hours} hours (business date ${businessDate(now, timeZone)}):\n    ` +
        plan.rows.map((r) => Object.values(r)[0]).join('\n    '),
    );
    let rows = 0;
    const latencies: number[] = [];
    for (let i = 0; i < MONITOR_CALLS; i++) {
      const t0 = performance.now();
      rows = (await readOrderMonitor(db, storeId, hours, true, now)).checks.length;
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    // The reports as they read on the last generated day.
    const lastDate = businessDate(lastAt, timeZone);
    log(`[${kind}] every report, This Month and This Year to ${lastDate}`);
    const reports = await reportFigures(db, storeId, lastDate, (msg) => log(`[${kind}] ${msg}`));
    const segments = await segmentFigures(db, storeId, lastAt, timeZone, (msg) => log(`[${kind}] ${msg}`));
    const { rows: total } = await sql<{ n: string }>`select count(*) as n from pos_check
      where store_id = ${storeId}`.execute(db);
    return {
      generate: {
        store: HISTORY.store,
        days: HISTORY.days,
        per_day: HISTORY.perDay,
        checks,
        seconds: round(seconds, 1),
        checks_per_s: Math.round(checks / seconds),
        s_per_10k_checks: round((10_000 * seconds) / Math.max(1, checks), 2),
      },
      monitor: {
        checks_in_store: Number(total[0]!.n),
        hours,
        rows,
        serial_p50_ms: round(percentile(latencies, 50)),
        serial_p95_ms: round(percentile(latencies, 95)),
      },
      reports,
      segments,
    };
  } finally {
    await server.close();
  }
}

/**
 * BENCH_ONLY=reports: the report figures over a store generated before (`npm run seed:history` into
 * BENCH_REPORTS_DATABASE_URL, or the PGlite folder BENCH_REPORTS_DATA_DIR), without generating it again.
 */
export async function reportFiguresOn(
  target: { databaseUrl?: string; dataDir?: string },
  log: (msg: string) => void,
): Promise<{ kind: DbKind; reports: ReportFigure[]; segments: SegmentFigure[] }> {
  const database = await openDatabase(target);
  try {
    await migrate(database);
    const { db, kind } = database;
    const store = await db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', HISTORY.store)
      .executeTakeFirstOrThrow();
    const { timeZone, lastAt } = await lastCheckOf(db, store.id as string);
    const lastDate = businessDate(lastAt, timeZone);
    log(`[${kind}] every report, This Month and This Year to ${lastDate}`);
    const say = (m: string) => log(`[${kind}] ${m}`);
    return {
      kind,
      reports: await reportFigures(db, store.id as string, lastDate, say),
      segments: await segmentFigures(db, store.id as string, lastAt, timeZone, say),
    };
  } finally {
    await database.close();
  }
}

/** The store's time zone and when its newest check opened. */
async function lastCheckOf(db: Db, storeId: string): Promise<{ timeZone: string; lastAt: Date }> {
  const store = await db
    .selectFrom('store')
    .select('time_zone')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('pos_check')
    .select(({ fn }) => fn.max('opened_at').as('at'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  if (!last.at) throw new Error(`${HISTORY.store} has no checks in that database`);
  return { timeZone: store.time_zone as string, lastAt: new Date(last.at as string) };
}
