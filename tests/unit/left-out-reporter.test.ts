import { describe, expect, it } from 'vitest';
import { leftOutLines } from '../helpers/left-out-reporter.js';

const PG = 'PostgreSQL not answering at 127.0.0.1:5432 — start it or set TEST_DATABASE_URL';
const REDIS = 'Redis not answering at 127.0.0.1:6379 — start it (redis-server) or set REDIS_URL';

describe("the run's summary of what it left out", () => {
  it('says, per missing part, how many tests it left out, why and how to add them', () => {
    const outcomes = [
      { skipped: false },
      { skipped: true, leftOut: PG },
      { skipped: true, leftOut: PG },
      { skipped: true, leftOut: REDIS },
      { skipped: true, leftOut: PG },
    ];
    expect(leftOutLines(outcomes)).toEqual([`left out: 3 tests (${PG})`, `left out: 1 test (${REDIS})`]);
  });

  it('counts neither tests that ran nor tests skipped for another reason', () => {
    expect(leftOutLines([{ skipped: false, leftOut: PG }, { skipped: true }])).toEqual([]);
  });
});
