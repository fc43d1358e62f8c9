import { describe, expect, it } from 'vitest';
import { businessDate } from '../../src/core/checks.js';
import { comparedRange, DATE_PRESETS, presetPeriod, presetRange } from '../../src/core/reports.js';

// 2026-11-26 is a Thursday.
const THURSDAY = '2026-11-26';

describe('date presets: one definition from the store’s first day of the week', () => {
  it('starts This Week and Last Week on Sunday or on Monday as the store says, This Week ending today', () => {
    expect(presetRange('thisWeek', THURSDAY, 'sunday')).toEqual({ from: '2026-11-22', to: THURSDAY });
    expect(presetRange('thisWeek', THURSDAY, 'monday')).toEqual({ from: '2026-11-23', to: THURSDAY });
    expect(presetPeriod('thisWeek', THURSDAY, 'monday').end).toBe('2026-11-29');
    expect(presetRange('lastWeek', THURSDAY, 'sunday')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(presetRange('lastWeek', THURSDAY, 'monday')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // On the first day of the week, This Week is that day alone.
    expect(presetRange('thisWeek', '2026-11-22', 'sunday')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetRange('thisWeek', '2026-11-22', 'monday')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('gives today, yesterday, the months, the year and the last 30 days', () => {
    expect(presetRange('today', THURSDAY, 'monday')).toEqual({ from: THURSDAY, to: THURSDAY });
    expect(presetRange('yesterday', '2026-03-01', 'monday')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(presetRange('thisMonth', '2026-03-31', 'monday')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(presetRange('lastMonth', '2026-03-31', 'monday')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('lastMonth', '2026-01-15', 'monday')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('thisYear', THURSDAY, 'monday')).toEqual({ from: '2026-01-01', to: THURSDAY });
    expect(presetRange('last30Days', THURSDAY, 'monday')).toEqual({ from: '2026-10-28', to: THURSDAY });
    for (const p of DATE_PRESETS) expect(presetRange(p, THURSDAY, 'sunday').to <= THURSDAY).toBe(true);
  });

  it('follows the store’s time zone and business day start for today', () => {
    // 03:00 UTC on Sunday 1 March is still Saturday 28 February in New York: This Month is February.
    const today = businessDate(new Date('2026-03-01T03:00:00Z'), 'America/New_York');
    expect(presetRange('thisMonth', today, 'sunday')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('thisWeek', today, 'sunday')).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    // In Madrid it is already Sunday: a new week and a new month.
    const madrid = businessDate(new Date('2026-03-01T03:00:00Z'), 'Europe/Madrid');
    expect(presetRange('thisWeek', madrid, 'sunday')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    // A bar whose business day starts at 05:00 is still on Saturday at 04:00.
    const bar = businessDate(new Date('2026-03-01T03:00:00Z'), 'Europe/Madrid', '05:00');
    expect(presetRange('thisMonth', bar, 'sunday')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('compares a period so far with the same days of the period before', () => {
    // Sunday–Thursday with Sunday–Thursday, not Tuesday–Saturday.
    const week = presetRange('thisWeek', THURSDAY, 'sunday');
    expect(comparedRange(week, 'thisWeek')).toEqual({ from: '2026-11-15', to: '2026-11-19' });
    expect(comparedRange(presetRange('lastWeek', THURSDAY, 'monday'), 'lastWeek')).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    });
    // 1–26 November with 1–26 October; 1–31 March with 1–28 February.
    expect(comparedRange(presetRange('thisMonth', THURSDAY, 'monday'), 'thisMonth')).toEqual({
      from: '2026-10-01',
      to: '2026-10-26',
    });
    expect(comparedRange(presetRange('thisMonth', '2026-03-31', 'monday'), 'thisMonth')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(comparedRange(presetRange('lastMonth', '2026-04-10', 'monday'), 'lastMonth')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(comparedRange(presetRange('thisYear', THURSDAY, 'monday'), 'thisYear')).toEqual({
      from: '2025-01-01',
      to: '2025-11-26',
    });
    expect(comparedRange(presetRange('thisYear', '2028-02-29', 'monday'), 'thisYear')).toEqual({
      from: '2027-01-01',
      to: '2027-02-28',
    });
    // A day, the last 30 days and dates of one's own meet the days just before them.
    expect(comparedRange({ from: THURSDAY, to: THURSDAY }, 'today')).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(comparedRange(presetRange('last30Days', THURSDAY, 'monday'), 'last30Days')).toEqual({
      from: '2026-09-28',
      to: '2026-10-27',
    });
    expect(comparedRange({ from: '2026-11-10', to: '2026-11-12' }, null)).toEqual({
      from: '2026-11-07',
      to: '2026-11-09',
    });
  });
});
