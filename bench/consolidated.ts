/**
 * Reports over several stores (BENCH_ONLY=consolidated): BENCH_STORES stores (10) of about
 * BENCH_STORE_CHECKS checks each (100,000, over the year to the last generated day). Demo Bistro is
 * generated first; the others are copies of its catalogue, jobs and people (its owner works in each),
 * each with a history of its own (another seed). Then the consolidated This Year summary and daily
 * sales as the API runs them (consolidatedReport: each store's report, put together), one call at a
 * time, beside the same aggregate over every store written by hand and sent straight to the driver.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { businessDate } from '../src/core/checks.js';
import { presetRange } from '../src/core/reports.js';
import { AccessService } from '../src/server/auth/access.js';
import { Tokens } from '../src/server/auth/tokens.js';
import { SALES_SUMS } from '../src/server/reports/hand/statements.js';
import { REPORT_DECLARATIONS } from '../src/server/reports/index.js';
import { consolidatedReport } from '../src/server/reports/stores.js';
import { seedStoreHistory } from '../src/server/seed/history.js';
import { DEMO, startServer, type DbKind } from '../tests/helpers/server.js';
import { pairedTimes, percentile, round } from './load.js';
import { copyStore, HISTORY, storeTables } from './stores.js';

const STORES = Number(process.env.BENCH_STORES ?? 10);
const CHECKS = Number(process.env.BENCH_STORE_CHECKS ?? 100_000);
const RUNS = Number(process.env.BENCH_CONSOLIDATED_RUNS ?? 31);
/** Days of history: a year; checks a Thursday so that a store has about CHECKS in it. */
const DAYS = 365;
const PER_DAY = Math.max(1, Math.round(CHECKS / DAYS / 1.03));

export interface ConsolidatedFigure {
  figure: 'consolidated_report';
  db: DbKind;
  code: string;
  range: 'thisYear';
  stores: number;
  checks_in_range: number;
  runs: number;
  p50_ms: number;
  p95_ms: number;
  sql_p50_ms: number;
  sql_p95_ms: number;
  ratio_p95: number;
  goal_p95_ms?: number;
  holds?: boolean;
}

/** The consolidated figures on one database. */
export async function consolidatedFigures(
  kind: DbKind,
  log: (msg: string) => void,
): Promise<ConsolidatedFigure[]> {
  const server = await startServer(kind);
  try {
    const { db } = server.database;
    const bistro = (
      await db.selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
    const tables = await storeTables(db, HISTORY);
    const ids = [bistro];
    for (let n = 2; n <= STORES; n++)
      ids.push(await copyStore(db, bistro, tables, `bench-store-${n}`, `Bench Store ${n}`));
    const slugs = ['demo-bistro', ...ids.slice(1).map((_, i) => `bench-store-${i + 2}`)];
    let checks = 0;
    const t0 = performance.now();
    for (const [i, slug] of slugs.entries()) {
      const made = await seedStoreHistory(db, slug, { days: DAYS, perDay: PER_DAY, seed: i + 1, guests: {} });
      checks += made.checks;
      log(`[${kind}] ${slug}: ${made.checks} checks in ${round(made.seconds, 1)} s`);
    }
    log(`[${kind}] ${STORES} stores, ${checks} checks in ${round((performance.now() - t0) / 1000, 1)} s`);
    const { rows: last } = await sql<{
      at: Date;
      zone: string;
    }>`select max(c.closed_at) as at, max(s.time_zone) as zone
      from pos_check c join store s on s.id = c.store_id where c.store_id = ${bistro}`.execute(db);
    const today = businessDate(new Date(last[0]!.at), last[0]!.zone);
    const range = presetRange('thisYear', today, 'monday');
    const { rows: inRange } = await sql<{
      n: string;
    }>`select count(*)::text as n from working_day w join pos_check c
      on c.store_id = w.store_id and c.working_day_id = w.id
      where w.store_id = any(${ids}::uuid[]) and w.business_date between ${range.from}::date and ${range.to}::date`.execute(
      db,
    );
    const user = (
      await db.selectFrom('app_user').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()
    ).id as string;
    const access = new AccessService(db, await Tokens.load(db, 3600, 60));
    const principal = (await access.principal(user, bistro))!;
    // The aggregate over every store written by hand: the summary's sums and payments, daily sales per store and date.
    const hand: Record<string, () => Promise<unknown>> = {
      summary: () =>
        Promise.all([
          sql`select store_id, ${sql.raw(SALES_SUMS)} from report_sales_hour
            where store_id = any(${ids}::uuid[]) and business_date between ${range.from}::date and ${range.to}::date
            group by store_id`.execute(db),
          sql`select store_id, payment_id, (array_agg(payment_name order by business_date desc))[1] as name,
              sum(amount - change)::bigint as collected, sum(refund_amount)::bigint as refunds
            from report_payment_day
            where store_id = any(${ids}::uuid[]) and business_date between ${range.from}::date and ${range.to}::date
            group by store_id, payment_id`.execute(db),
        ]),
      'daily-sales': () =>
        sql`select store_id, business_date, ${sql.raw(SALES_SUMS)} from report_sales_hour
          where store_id = any(${ids}::uuid[]) and business_date between ${range.from}::date and ${range.to}::date
          group by store_id, business_date order by 1, 2`.execute(db),
    };
    const out: ConsolidatedFigure[] = [];
    for (const code of ['summary', 'daily-sales']) {
      const api = () =>
        consolidatedReport(
          server.database,
          access,
          principal,
          ids,
          { code, ...range, preset: 'thisYear' },
          REPORT_DECLARATIONS,
        );
      const answer = await api();
      if (answer.stores.length !== STORES)
        throw new Error(`${code}: ${answer.stores.length} stores answered`);
      const [mine, theirs] = await pairedTimes(RUNS, api, hand[code]!);
      const p95 = round(percentile(mine, 95));
      const sqlP95 = round(percentile(theirs, 95));
      out.push({
        figure: 'consolidated_report',
        db: kind,
        code,
        range: 'thisYear',
        stores: STORES,
        checks_in_range: Number(inRange[0]!.n),
        runs: RUNS,
        p50_ms: round(percentile(mine, 50)),
        p95_ms: p95,
        sql_p50_ms: round(percentile(theirs, 50)),
        sql_p95_ms: sqlP95,
        ratio_p95: round(p95 / Math.max(0.001, sqlP95), 2),
        ...(kind === 'postgres' && { goal_p95_ms: 300, holds: p95 <= 300 && p95 <= 1.5 * sqlP95 }),
      });
    }
    return out;
  } finally {
    await server.close();
  }
}
