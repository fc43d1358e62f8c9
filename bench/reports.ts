/**
 * Every report over the generated history (bench/history.ts), This Month and This Year as the store's
 * last generated day sees them: the report as the API runs it (runReport: its queries, over the
 * rollups where it uses them, and its arithmetic), beside the same aggregate written by hand in SQL
 * and sent straight to the driver (bench/report-sql.ts), one call at a time, alternating. A paged
 * report is asked for its first page of 50 rows, as the console does. Each figure says whether the
 * two answers agree.
 */
import { CompiledQuery } from 'kysely';
import { PAGE_REPORTS, presetRange, REPORTS, type DatePreset } from '../src/core/reports.js';
import type { Db } from '../src/server/db/database.js';
import { REPORT_MODULES, runReport } from '../src/server/reports/run.js';
import { compareWithReport, HAND_SQL } from './report-sql.js';
import { pairedTimes, percentile, round } from './load.js';

/** Timed calls per report and range: enough that a p95 is not one slow call of millisecond queries. */
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 101);
const RANGES: DatePreset[] = ['thisMonth', 'thisYear'];
/** The console's first page of a paged report. */
const FIRST_PAGE = { offset: 0, limit: 50, sort: null };

export interface ReportFigure {
  code: string;
  range: DatePreset;
  from: string;
  to: string;
  checks_in_range: number;
  runs: number;
  p50_ms: number;
  p95_ms: number;
  sql_p50_ms: number;
  sql_p95_ms: number;
  /** The report's p95 over the hand-written SQL's. */
  ratio_p95: number;
  ratio_p50: number;
  same_answer: boolean;
  difference?: string;
}

/** The figures of every report that has a query and a hand-written twin, for each range. */
export async function reportFigures(
  db: Db,
  storeId: string,
  today: string,
  log: (msg: string) => void,
): Promise<ReportFigure[]> {
  const out: ReportFigure[] = [];
  for (const preset of RANGES) {
    const range = presetRange(preset, today, 'monday');
    const { rows } = await db.executeQuery<{ n: string }>(
      CompiledQuery.raw(
        `select count(*)::text as n from working_day w join pos_check c
          on c.store_id = w.store_id and c.working_day_id = w.id
          where w.store_id = $1 and w.business_date between $2::date and $3::date`,
        [storeId, range.from, range.to],
      ),
    );
    const checks = Number(rows[0]!.n);
    for (const def of [...REPORTS, ...PAGE_REPORTS]) {
      const hand = HAND_SQL[def.code];
      if (!REPORT_MODULES[def.code] || !hand) {
        log(`report ${def.code}: no query or no hand-written twin, left out`);
        continue;
      }
      const args = { code: def.code, ...range, ...(def.paged && { page: FIRST_PAGE }) };
      const statements = hand({ storeId, ...range });
      const runHand = async () => {
        const answers: Record<string, unknown>[][] = [];
        for (const s of statements)
          answers.push(
            (await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(s.text, s.values))).rows,
          );
        return answers;
      };
      // One warm-up of each, whose answers are compared.
      const answer = await runReport(db, storeId, args);
      const difference = compareWithReport(def.code, answer, await runHand());
      const [report, sql] = await pairedTimes(RUNS, () => runReport(db, storeId, args), runHand);
      const figure: ReportFigure = {
        code: def.code,
        range: preset,
        from: range.from,
        to: range.to,
        checks_in_range: checks,
        runs: RUNS,
        p50_ms: round(percentile(report, 50)),
        p95_ms: round(percentile(report, 95)),
        sql_p50_ms: round(percentile(sql, 50)),
        sql_p95_ms: round(percentile(sql, 95)),
        ratio_p95: round(percentile(report, 95) / percentile(sql, 95)),
        ratio_p50: round(percentile(report, 50) / percentile(sql, 50)),
        same_answer: difference === null,
        ...(difference !== null && { difference }),
      };
      log(
        `report ${def.code} ${preset}: p95 ${figure.p95_ms} ms, SQL ${figure.sql_p95_ms} ms, ×${figure.ratio_p95}` +
          (difference ? `, answers differ: ${difference}` : ''),
      );
      out.push(figure);
    }
  }
  return out;
}
