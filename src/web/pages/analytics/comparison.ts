import type { TranslateFunction } from 'react-admin';
import type { DatePreset, DateRange } from '../../../core/reports';

/** A date's short weekday in the user's language ("Sun", "dom"). */
const weekdayName = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-US', { weekday: 'short', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(/\.$/, '');

/**
 * What a period is compared with, in words: a week so far names its weekdays ("compared with
 * Sun–Thu of last week"), a month or year so far says it is the same days, others name the dates.
 */
export function comparisonText(
  translate: TranslateFunction,
  locale: string,
  preset: DatePreset | string | null,
  previous: DateRange,
  rangeText: (r: DateRange) => string,
): string {
  const range = rangeText(previous);
  switch (preset) {
    case 'thisWeek': {
      const [first, last] = [weekdayName(previous.from, locale), weekdayName(previous.to, locale)];
      const days = first === last ? first : translate('dashboard.compared.dayRange', { first, last });
      return translate('dashboard.compared.thisWeek', { days, range });
    }
    case 'lastWeek':
    case 'thisMonth':
    case 'lastMonth':
    case 'thisYear':
      return translate(`dashboard.compared.${preset}`, { range });
    default:
      return translate('dashboard.compared.other', { range });
  }
}
