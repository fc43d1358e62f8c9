import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateOnly, formatMoney, formatTimeOfDay, formatTimestamp } from '../../../core/formats';
import { dateTimeFormats, personName } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';
import type { Person } from './api';

/**
 * The working day's values as the store writes them: dates and hours in its formats and on its
 * clock (the zone comes with the day, for a user who may not read store info), money in its
 * currency, people in its name order.
 */
export function useDayFormats(timeZone: string | undefined) {
  const settings = useStoreSettings();
  const formerEmployee = useTranslate()('timeCards.formerEmployee');
  return useMemo(() => {
    const formats = { ...dateTimeFormats(settings), timeZone: timeZone ?? settings.timeZone };
    return {
      date: (value: string) => formatDateOnly(value, settings.dateFormat) || value,
      moment: (iso: string) => formatTimestamp(iso, formats) || iso,
      timeOfDay: (value: string) => formatTimeOfDay(value, settings.hourFormat) || value,
      money: (cents: number) => formatMoney(cents / 100, settings.currencySymbol),
      name: (p: Person) => personName(p, settings.nameFormat, formerEmployee),
    };
  }, [settings, timeZone, formerEmployee]);
}

export type DayFormats = ReturnType<typeof useDayFormats>;
