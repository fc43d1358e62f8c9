import { describe, expect, it } from 'vitest';
import { businessDate } from '../../src/core/checks.js';
import { pastWorkingDaySpan } from '../../src/core/time-cards.js';

describe('business date', () => {
  const ny = 'America/New_York';
  it('is the local calendar date when the business day starts at midnight', () => {
    // 03:30 UTC on 5 March is 22:30 on 4 March in New York.
    expect(businessDate(new Date('2026-03-05T03:30:00Z'), ny)).toBe('2026-03-04');
    expect(businessDate(new Date('2026-03-05T05:30:00Z'), ny)).toBe('2026-03-05');
  });

  it('gives a record before the store’s day start to the day before: a bar open past midnight', () => {
    // 00:30 and 03:59 local belong to 4 March when the day starts at 04:00; 04:00 to 5 March.
    expect(businessDate(new Date('2026-03-05T05:30:00Z'), ny, '04:00')).toBe('2026-03-04');
    expect(businessDate(new Date('2026-03-05T08:59:00Z'), ny, '04:00')).toBe('2026-03-04');
    expect(businessDate(new Date('2026-03-05T09:00:00Z'), ny, '04:00')).toBe('2026-03-05');
    // Across a month and a year.
    expect(businessDate(new Date('2027-01-01T06:00:00Z'), ny, '04:00')).toBe('2026-12-31');
  });

  it('counts local time across a daylight-saving change', () => {
    // 8 March 2026, clocks go from 02:00 to 03:00 in New York: 07:30 UTC is 03:30 EDT, before 04:00.
    expect(businessDate(new Date('2026-03-08T07:30:00Z'), ny, '04:00')).toBe('2026-03-07');
    // 08:00 UTC is 04:00 EDT.
    expect(businessDate(new Date('2026-03-08T08:00:00Z'), ny, '04:00')).toBe('2026-03-08');
  });

  it('runs a working day created for a past date from one day start to the next', () => {
    const span = pastWorkingDaySpan(null, '2026-03-04', ny, '04:00');
    expect(new Date(span.opened_at).toISOString()).toBe('2026-03-04T09:00:00.000Z');
    expect(new Date(span.closed_at).toISOString()).toBe('2026-03-05T09:00:00.000Z');
  });
});
