/**
 * Schedules (schemas/_defs/schedule): a date range and hour ranges per weekday. The one validator
 * every schedule field goes through, in the browser and on the server, and the rules that tell
 * whether a moment falls in a schedule and whether two schedules meet.
 */
import type { FieldDef } from './resource.js';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface HourRange {
  day: Weekday;
  /** `HH:mm`, 24-hour clock. */
  start: string;
  /** `HH:mm`; `24:00` is the end of the day. */
  end: string;
}

export interface Schedule {
  /** `YYYY-MM-DD`, inclusive. */
  from?: string;
  to?: string;
  hours?: HourRange[];
}

export interface ScheduleError {
  /** Path inside the schedule, e.g. `from`, `hours.2.end`. */
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

/** Minutes since midnight of `HH:mm`. */
export function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

const DAY = 24 * 60;

/**
 * Whether a range closes on the day after it opens (a bar open 17:00–01:00): its end is earlier
 * than its start, or midnight. Only a schedule that allows it (`x-schedule.nextDay`) keeps such a range.
 */
export const closesNextDay = (r: { start: string; end: string }) =>
  minutes(r.end) < minutes(r.start) || (r.end === '00:00' && r.start !== '00:00');

/** Minutes from the start of the range's own day to its end; past 24:00 when it closes the next day. */
const endOf = (r: { start: string; end: string }) => minutes(r.end) + (closesNextDay(r) ? DAY : 0);

const meet = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  minutes(a.start) < endOf(b) && minutes(b.start) < endOf(a);

/** The weekday after a weekday. */
const nextWeekday = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 1) % 7]!;

/**
 * What is wrong with one schedule, as its field declares it (`x-schedule`): dates required or in
 * the wrong order, hours required, a range that ends before it starts (or, where a range may close
 * the next day, one that ends when it starts or runs past the record's business-day start), two
 * ranges that overlap (a range closing the next day counts on that day too). The structure itself
 * (days, `HH:mm`) is the schema's to check. `record` is the whole record the schedule belongs to.
 */
export function scheduleErrors(
  field: FieldDef,
  value: Schedule | undefined,
  record: Record<string, unknown> = {},
): ScheduleError[] {
  const def = field.schedule ?? { dates: 'none', hoursRequired: false };
  const errors: ScheduleError[] = [];
  const s = value ?? {};
  if (def.dates === 'required') {
    if (!s.from) errors.push({ path: 'from', key: 'validation.dateRangeRequired' });
    else if (!s.to) errors.push({ path: 'to', key: 'validation.dateRangeRequired' });
  }
  if (s.from && s.to && s.from > s.to) errors.push({ path: 'to', key: 'validation.dateRangeOrder' });
  const hours = s.hours ?? [];
  if (def.hoursRequired && hours.length === 0) errors.push({ path: 'hours', key: 'validation.timeRequired' });
  const limit = def.nextDay?.until ? record[def.nextDay.until] : undefined;
  // Midnight is where a day starts anyway: it sets no limit on a close after it.
  const until = typeof limit === 'string' && limit !== '00:00' ? limit : null;
  const rangeError = (range: HourRange): Omit<ScheduleError, 'path'> | null => {
    const params = { day: range.day };
    if (!def.nextDay)
      return minutes(range.end) <= minutes(range.start) ? { key: 'validation.endAfterStart', params } : null;
    if (minutes(range.end) === minutes(range.start)) return { key: 'validation.endEqualsStart', params };
    if (until && closesNextDay(range) && minutes(range.end) > minutes(until))
      return { key: 'validation.endPastDayStart', params: { ...params, time: until } };
    return null;
  };
  const valid = hours.map((range) => !rangeError(range));
  hours.forEach((range, i) => {
    const wrong = rangeError(range);
    if (wrong) {
      errors.push({ path: `hours.${i}.end`, ...wrong });
      return;
    }
    const clash = hours.findIndex(
      (other, j) => j < i && valid[j] && other.day === range.day && meet(other, range),
    );
    // The hours of the day before that run past midnight into this range.
    const spill = hours.some(
      (other, j) =>
        valid[j] &&
        closesNextDay(other) &&
        nextWeekday(other.day) === range.day &&
        minutes(range.start) < minutes(other.end),
    );
    if (clash >= 0 || spill)
      errors.push({ path: `hours.${i}.start`, key: 'validation.hoursOverlap', params: { day: range.day } });
  });
  return errors;
}

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number);
  // 1970-01-01 was a Thursday; UTC keeps the calendar date whatever the machine's zone.
  const day = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return WEEKDAYS[(day + 6) % 7]!;
}

/** The first day of the week holding a date, the week starting on `weekStart` (a store's pay week, its This Week). */
export function weekStartOf(date: string, weekStart: Weekday): string {
  const back = (WEEKDAYS.indexOf(weekdayOf(date)) - WEEKDAYS.indexOf(weekStart) + 7) % 7;
  return new Date(Date.parse(`${date}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a local date and time (`YYYY-MM-DD`, `HH:mm`) falls in the schedule. */
export function inSchedule(s: Schedule, date: string, time: string): boolean {
  if (s.from && date < s.from) return false;
  if (s.to && date > s.to) return false;
  const day = weekdayOf(date);
  const at = minutes(time);
  return (s.hours ?? []).some((r) => r.day === day && minutes(r.start) <= at && at < minutes(r.end));
}

/**
 * Whether a place keeping these hours is open at a local date and time (`YYYY-MM-DD`, `HH:mm`): a
 * range of that weekday holds it, or one of the day before that closes after midnight (a bar open
 * 17:00–01:00 is open at 00:30 the next day). No hours: never open.
 */
export function openAt(s: Schedule | null | undefined, date: string, time: string): boolean {
  const day = weekdayOf(date);
  const dayBefore = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;
  const at = minutes(time);
  return (s?.hours ?? []).some((r) =>
    r.day === day
      ? minutes(r.start) <= at && (closesNextDay(r) || at < minutes(r.end))
      : r.day === dayBefore && closesNextDay(r) && at < minutes(r.end),
  );
}

/** Whether a date falls in the schedule's date range and the schedule has hours on its weekday. */
export function scheduledOn(s: Schedule, date: string): boolean {
  if (s.from && date < s.from) return false;
  if (s.to && date > s.to) return false;
  const day = weekdayOf(date);
  return (s.hours ?? []).some((r) => r.day === day);
}

/** The weekdays of a date range, in calendar order from Monday; all seven once it spans a week. */
function daysBetween(from: string, to: string): readonly Weekday[] {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (span >= 6) return WEEKDAYS;
  const first = WEEKDAYS.indexOf(weekdayOf(from));
  const days = new Set(Array.from({ length: span + 1 }, (_, i) => WEEKDAYS[(first + i) % 7]!));
  return WEEKDAYS.filter((d) => days.has(d));
}

/**
 * The first weekday on which two schedules hold at the same time: their date ranges meet (an open
 * end runs for ever) and one of that day's hour ranges meets one of the other's. `null` if none.
 */
export function overlapDay(a: Schedule, b: Schedule): Weekday | null {
  const start = [a.from, b.from].filter(Boolean).sort().pop();
  const end = [a.to, b.to].filter(Boolean).sort()[0];
  if (start && end && start > end) return null;
  for (const day of start && end ? daysBetween(start, end) : WEEKDAYS) {
    const mine = (a.hours ?? []).filter((r) => r.day === day);
    const theirs = (b.hours ?? []).filter((r) => r.day === day);
    if (mine.some((x) => theirs.some((y) => meet(x, y)))) return day;
  }
  return null;
}

/**
 * A schedule in a few words, for a list cell, an export or a history line: its dates, then each
 * day's hours ("2026-01-01 – 2026-12-31 · Mon 09:00–17:00 · Tue 09:00–12:00, 14:00–18:00").
 */
export function scheduleText(
  dayName: (day: Weekday) => string,
  value: Schedule | null | undefined,
  /** The store's way of writing a date and a time of day; as stored when absent. */
  write: {
    date?: (ymd: string) => string;
    time?: (hhmm: string) => string;
    /** Written after the end of a range that closes the next day ("(next day)"). */
    nextDay?: string;
  } = {},
): string {
  if (!value) return '';
  const date = (d: string | undefined) => (d ? write.date?.(d) || d : '…');
  const time = (t: string) => write.time?.(t) || t;
  const mark = (r: HourRange) => (closesNextDay(r) && write.nextDay ? ` ${write.nextDay}` : '');
  const rangeText = (r: HourRange) => `${time(r.start)}–${time(r.end)}${mark(r)}`;
  const parts: string[] = [];
  if (value.from || value.to) parts.push(`${date(value.from)} – ${date(value.to)}`);
  for (const day of WEEKDAYS) {
    const ranges = (value.hours ?? []).filter((r) => r.day === day);
    if (ranges.length) parts.push(`${dayName(day).slice(0, 3)} ${ranges.map(rangeText).join(', ')}`);
  }
  return parts.join(' · ');
}
