import { useTranslate } from 'react-admin';
import type { OpenDay } from './api';
import { ListSection } from './PeopleLists';
import type { DayFormats } from './useDayFormats';

/** The checks still open: the close asks whether to close them as they are or leave them open. */
export function OpenChecksList({ day, formats }: { day: OpenDay; formats: DayFormats }) {
  const translate = useTranslate();
  return (
    <ListSection
      id="close-day-open-checks"
      i18n="closeDay.checks"
      hint
      items={day.open_checks.map((c) => {
        const facts = { device: c.device, server: c.server, time: formats.moment(c.opened_at) };
        return {
          key: c.id,
          primary: translate('closeDay.checks.primary', { number: c.number, total: formats.money(c.total) }),
          // A check an earlier close left open says from which day.
          secondary:
            c.business_date === day.business_date
              ? translate('closeDay.checks.detail', facts)
              : translate('closeDay.checks.earlier', { ...facts, date: formats.date(c.business_date) }),
        };
      })}
    />
  );
}
