import { presetPeriod } from '../../../core/reports';
import type { Weekday } from '../../../core/schedule';

export const PERIODS = ['thisWeek', 'lastWeek', 'thisMonth', 'custom'] as const;
export type PeriodChoice = (typeof PERIODS)[number];

/**
 * The dates of a chosen period around today (the store's business date), the presets every page
 * shares; a pay period is paid whole, so it runs to its last day. Custom keeps its own.
 */
export function periodDates(
  choice: Exclude<PeriodChoice, 'custom'>,
  today: string,
  weekStart: Weekday,
): { from: string; to: string } {
  const { from, end } = presetPeriod(choice, today, weekStart);
  return { from, to: end };
}
