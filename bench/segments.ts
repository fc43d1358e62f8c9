/**
 * Segment counts over the generated history (a store's checks, a fifth of them naming a customer) once
 * the store holds CUSTOMER_ROWS customers: each condition a segment's form offers, alone and together,
 * counted as the segments page counts while the owner edits (segmentCount, one call at a time).
 */
import { performance } from 'node:perf_hooks';
import { businessDate } from '../src/core/checks.js';
import type { Db } from '../src/server/db/database.js';
import { segmentCount, type SegmentConditions } from '../src/server/services/segments.js';
import { CUSTOMER_ROWS, seedCustomers } from './customers.js';
import { percentile, round } from './load.js';

/** Timed counts per segment, after one untimed. */
const RUNS = Number(process.env.BENCH_SEGMENT_RUNS ?? 41);

/** The segments, as an owner would set them up, the year being the last generated day's. */
function segments(lastDate: string): Record<string, SegmentConditions> {
  const year = lastDate.slice(0, 4);
  return {
    agreed: {},
    everyone: { include_without_agreement: true },
    pos_guests: { platform: 'pos' },
    frequent_30_days: { min_orders: 3, orders_days: 30 },
    spent_100_in_90_days: { min_spent: 100, spent_days: 90 },
    enrolled_this_year: { enrolled_from: `${year}-01-01`, enrolled_to: lastDate },
    all_together: {
      platform: 'pos',
      min_orders: 2,
      orders_days: 60,
      min_spent: 50,
      spent_days: 60,
      include_without_agreement: true,
    },
  };
}

export interface SegmentFigure {
  segment: string;
  customers_in_store: number;
  count: number;
  runs: number;
  p50_ms: number;
  p95_ms: number;
}

/**
 * Adds made-up customers up to CUSTOMER_ROWS to the history's store (demo-bistro), then times each
 * segment's count. "The last N days" are counted back from today, as the page does.
 */
export async function segmentFigures(
  db: Db,
  storeId: string,
  lastAt: Date,
  timeZone: string,
  log: (msg: string) => void,
): Promise<SegmentFigure[]> {
  log(`customers up to ${CUSTOMER_ROWS}, then each segment counted ${RUNS} times`);
  const customers = await seedCustomers(db, CUSTOMER_ROWS);
  const out: SegmentFigure[] = [];
  for (const [segment, conditions] of Object.entries(segments(businessDate(lastAt, timeZone)))) {
    const count = await segmentCount(db, storeId, conditions);
    const latencies: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await segmentCount(db, storeId, conditions);
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    out.push({
      segment,
      customers_in_store: customers,
      count,
      runs: RUNS,
      p50_ms: round(percentile(latencies, 50)),
      p95_ms: round(percentile(latencies, 95)),
    });
  }
  return out;
}
