import { addDays, monthOf, payWeekOf } from '../../../core/payroll';
import type { Weekday } from '../../../core/schedule';

export const PERIODS = ['thisWeek', 'lastWeek', 'thisMonth', 'custom'] as const;
export type PeriodChoice = (typeof PERIODS)[number];

/** The dates of a chosen period around today (the store's business date); custom keeps its own. */
export function periodDates(
  choice: Exclude<PeriodChoice, 'custom'>,
  today: string,
  weekStart: Weekday,
): { from: string; to: string } {
  if (choice === 'thisWeek') return payWeekOf(today, weekStart);
  if (choice === 'lastWeek') return payWeekOf(addDays(today, -7), weekStart);
  return monthOf(today);
}
