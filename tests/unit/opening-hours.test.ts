import { describe, expect, it } from 'vitest';
import { openAt, type Schedule } from '../../src/core/schedule.js';

/*
 * Whether a store is open at a moment of its wall clock (the online-ordering API's `open`,
 * `pickup_open` and `delivery_open`): its ranges of the weekday, and those of the day before that
 * close after midnight.
 */

// 2026-11-30 is a Monday.
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';

describe('openAt', () => {
  const lunch: Schedule = { hours: [{ day: 'monday', start: '11:00', end: '15:00' }] };

  it('holds from the start of a range up to, not including, its end', () => {
    expect(openAt(lunch, MONDAY, '10:59')).toBe(false);
    expect(openAt(lunch, MONDAY, '11:00')).toBe(true);
    expect(openAt(lunch, MONDAY, '14:59')).toBe(true);
    expect(openAt(lunch, MONDAY, '15:00')).toBe(false);
    expect(openAt(lunch, TUESDAY, '12:00')).toBe(false);
  });

  it('keeps a range closing after midnight open into the next day', () => {
    const bar: Schedule = { hours: [{ day: 'monday', start: '17:00', end: '01:00' }] };
    expect(openAt(bar, MONDAY, '16:59')).toBe(false);
    expect(openAt(bar, MONDAY, '23:59')).toBe(true);
    expect(openAt(bar, TUESDAY, '00:30')).toBe(true);
    expect(openAt(bar, TUESDAY, '01:00')).toBe(false);
    // Monday's early hours belong to Sunday's night, which has none.
    expect(openAt(bar, MONDAY, '00:30')).toBe(false);
  });

  it('reads a range ending at midnight as running to the end of its day', () => {
    const late: Schedule = { hours: [{ day: 'monday', start: '18:00', end: '00:00' }] };
    expect(openAt(late, MONDAY, '23:59')).toBe(true);
    expect(openAt(late, TUESDAY, '00:00')).toBe(false);
  });

  it('is never open without hours', () => {
    expect(openAt(null, MONDAY, '12:00')).toBe(false);
    expect(openAt({}, MONDAY, '12:00')).toBe(false);
  });
});
