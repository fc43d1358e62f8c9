import { describe, expect, test } from 'vitest';
import { amountTicks } from '../../src/web/pages/analytics/amountScale.js';

describe("the dashboard chart's amount axis", () => {
  test('marks round amounts from zero past the highest bar', () => {
    expect(amountTicks(0, 123_456)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(amountTicks(0, 900)).toEqual([0, 250, 500, 750, 1000]);
  });

  test('reaches below zero when an hour was mostly refunds, zero among its marks', () => {
    const ticks = amountTicks(-3_000, 10_000);
    expect(ticks[0]).toBeLessThanOrEqual(-3_000);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(10_000);
    expect(ticks).toContain(0);
  });

  test('has a scale when nothing was sold', () => {
    expect(amountTicks(0, 0)).toEqual([0, 25, 50, 75, 100]);
  });
});
