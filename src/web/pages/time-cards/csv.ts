import type { TranslateFunction } from 'react-admin';
import { toCsv } from '../system-logs/exporter';
import type { TimeCardList } from './api';
import type { Writer } from './text';

/**
 * The list as a spreadsheet: one line per card (times on the store's clock and in its formats, hours
 * with two decimals), then each employee's total and the overall total.
 */
export function timeCardsCsv(translate: TranslateFunction, w: Writer, list: TimeCardList): string {
  const header = ['employee', 'date', 'clockIn', 'clockOut', 'breaks', 'hours'].map((c) =>
    translate(`timeCards.columns.${c}`),
  );
  const hours = (value: number) => value.toFixed(2);
  const rows = list.cards.map((c) => [
    w.name(c),
    w.date(c.business_date),
    w.time(c.clock_in, c.business_date),
    c.clock_out ? w.time(c.clock_out, c.business_date) : translate('timeCards.clockedIn'),
    c.breaks
      .map((b) =>
        translate('timeCards.breakSpan', {
          from: w.time(b.break_in, c.business_date),
          to: w.time(b.break_out, c.business_date),
        }),
      )
      .join('; '),
    hours(c.hours),
  ]);
  const totals = list.totals.map((t) => [
    `${translate('timeCards.totals.title')}: ${w.name(t)}`,
    '',
    '',
    '',
    translate('timeCards.totals.cards', { smart_count: t.cards }),
    hours(t.hours),
  ]);
  const overall = [translate('timeCards.totals.overall'), '', '', '', '', hours(list.hours)];
  return toCsv(header, [...rows, ...totals, overall]);
}
