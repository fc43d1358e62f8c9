/**
 * Time cards (SPEC §5): the rules a card must meet, the same in the browser's form, in the office's
 * writes and in the point of sale's records, and the store-clock arithmetic they stand on (a day's opening time, its midnight) in the store's
 * time zone, daylight saving included. Instants are ISO strings or epoch milliseconds; a business
 * date is `YYYY-MM-DD` on the store's calendar.
 */
import { zonedWallTime } from './formats.js';
import { minutes, scheduledOn, weekdayOf, type Schedule } from './schedule.js';
import type { FieldError } from './validation.js';

export interface TimeCardBreakDraft {
  break_in: string | null;
  break_out: string | null;
}

/** A card as a form holds it: times may still be missing. */
export interface TimeCardDraft {
  employee_id: string | null;
  business_date: string | null;
  clock_in: string | null;
  /** Empty while the employee is still clocked in. */
  clock_out: string | null;
  breaks: TimeCardBreakDraft[];
}

export interface WorkingDaySpan {
  id: string;
  business_date: string;
  status: 'open' | 'closed';
  opened_at: string;
  closed_at: string | null;
}

/** Another card of the same employee. */
export interface OtherCard {
  id: string;
  clock_in: string;
  clock_out: string | null;
}

/** What the rules are checked against. */
export interface TimeCardContext {
  now: number;
  /** The working day of the card's date; null when that date has none. */
  day: WorkingDaySpan | null;
  /**
   * When the store's working day before the card's closed (the latest close of another day, up to the
   * card's day's own close); null when there is none. The card's day runs from there to its own close.
   */
  previousClose: number | null;
  /** The employee's other cards (the card itself left out). */
  others: OtherCard[];
}

/** The store's opening time on the card's date (`hour` as `HH:mm`); null when the store has no hours that day. */
export type Opening = { at: number; hour: string } | null;

const KEY = 'timeCards.errors';

const instant = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

const isDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export { isDate as isBusinessDate };

/** The date `days` after a business date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(ms: number, timeZone: string): number {
  const w = zonedWallTime(new Date(ms), timeZone)!;
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall clock in the zone shows a date and time (`HH:mm`, `24:00` is the next midnight).
 * A time skipped by a daylight-saving jump lands just after the jump.
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, h!, mi!);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  return zoneOffset(second, timeZone) === wall - second ? second : Math.max(first, second);
}

/** The start of a business date on the store's clock: its day start (midnight unless the store says). */
export const startOfBusinessDate = (date: string, timeZone: string, dayStart = '00:00') =>
  zonedInstant(date, dayStart, timeZone);

/** The end of a business date: the next day's start (23 or 25 hours later on a daylight-saving change). */
export const endOfBusinessDate = (date: string, timeZone: string, dayStart = '00:00') =>
  zonedInstant(addDays(date, 1), dayStart, timeZone);

/** The business date of an instant on the store's calendar (the reader's without a zone). */
export function businessDateOf(ms: number, timeZone?: string): string {
  const w = zonedWallTime(new Date(ms), timeZone)!;
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The wall time (`YYYY-MM-DDTHH:mm`) an instant shows on the store's clock, as a datetime field holds it. */
export function zonedInputValue(ms: number, timeZone: string): string {
  const w = zonedWallTime(new Date(ms), timeZone)!;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${String(w.year).padStart(4, '0')}-${p(w.month)}-${p(w.day)}T${p(w.hour)}:${p(w.minute)}`;
}

/** The instant of a datetime field's wall time (`YYYY-MM-DDTHH:mm`) on the store's clock; null when empty. */
export function instantOfInput(value: string | null | undefined, timeZone: string): number | null {
  const m = value ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value) : null;
  return m ? zonedInstant(m[1]!, m[2]!, timeZone) : null;
}

/** The earliest opening hour (`HH:mm`) of the store's schedule on a date; null when it has no hours that day. */
export function openingHourOn(schedule: Schedule | null | undefined, date: string): string | null {
  if (!schedule || !scheduledOn(schedule, date)) return null;
  const day = weekdayOf(date);
  const starts = (schedule.hours ?? []).filter((r) => r.day === day).map((r) => r.start);
  return starts.sort((a, b) => minutes(a) - minutes(b))[0] ?? null;
}

/** The store's opening time on a date, as an instant and as `HH:mm`; null when the store has no hours that day. */
export function openingOn(schedule: Schedule | null | undefined, date: string, timeZone: string): Opening {
  const hour = openingHourOn(schedule, date);
  return hour ? { at: zonedInstant(date, hour, timeZone), hour } : null;
}

/**
 * When a working day created afterwards for a past date runs: from the store's opening time that
 * day (the start of the business date when it has no hours) to the end of that business day, which
 * the store's day start sets (midnight unless the store says).
 */
export function pastWorkingDaySpan(
  schedule: Schedule | null | undefined,
  date: string,
  timeZone: string,
  dayStart = '00:00',
): { opened_at: number; closed_at: number } {
  return {
    opened_at: openingOn(schedule, date, timeZone)?.at ?? startOfBusinessDate(date, timeZone, dayStart),
    closed_at: endOfBusinessDate(date, timeZone, dayStart),
  };
}

/**
 * The working day a card of a date belongs to: the first one of that date that had not closed by the
 * clock in (a day runs from the close of the one before it to its own close), else the latest of that
 * date (a date may hold more than one when a day was closed and another opened).
 */
export function workingDayFor<D extends WorkingDaySpan>(
  days: readonly D[],
  date: string,
  clockIn: number | null,
  now: number,
): D | null {
  const ofDate = days
    .filter((d) => d.business_date === date)
    .sort((a, b) => Date.parse(a.opened_at) - Date.parse(b.opened_at));
  const holding = clockIn === null ? undefined : ofDate.find((d) => clockIn <= (instant(d.closed_at) ?? now));
  return holding ?? ofDate[ofDate.length - 1] ?? null;
}

/** Minutes worked on a card: its clock span minus its breaks; a card still clocked in counts to now. */
export function workedMinutes(
  card: { clock_in: string; clock_out: string | null; breaks: { break_in: string; break_out: string }[] },
  now: number,
): number {
  const end = instant(card.clock_out) ?? now;
  const start = Date.parse(card.clock_in);
  const breaks = card.breaks.reduce(
    (sum, b) => sum + Math.max(0, Math.min(Date.parse(b.break_out), end) - Date.parse(b.break_in)),
    0,
  );
  return Math.max(0, Math.round((end - start - breaks) / 60_000));
}

/** Hours with two decimals, as payroll reads them. */
export const hoursOf = (minutesWorked: number) => Math.round((minutesWorked / 60) * 100) / 100;

/**
 * Every rule of SPEC §5 a time card must meet, each broken one as an error at its field: the clock
 * times (required, in the past, in order, within the working day, not after the clock-in of the
 * employee's open card, not over another card of the employee) and the breaks (both times, in order,
 * inside the card, apart from each other, entered after the clock times; on a card still clocked in,
 * ended by now). The point of sale and the
 * office are held to these same rules, so that the office can always correct what a device recorded.
 * The working day runs from the close of the store's day before it (not from the moment it opened:
 * an employee may clock in before the day's first check) to its own close, or now while it is open.
 * The store's opening time is no rule: an employee who came in early did clock in early
 * (`timeCardNotices` points it out).
 */
export function timeCardErrors(draft: TimeCardDraft, ctx: TimeCardContext): FieldError[] {
  const errors: FieldError[] = [];
  const err = (field: string, key: string, params?: Record<string, string | number>) =>
    errors.push(params ? { field, key: `${KEY}.${key}`, params } : { field, key: `${KEY}.${key}` });
  if (!draft.employee_id) err('employee_id', 'employeeRequired');
  if (!draft.business_date) err('business_date', 'dateRequired');
  else if (!isDate(draft.business_date)) err('business_date', 'dateInvalid');
  else if (!ctx.day) err('business_date', 'noWorkingDay');

  const clockIn = instant(draft.clock_in);
  const clockOut = instant(draft.clock_out);
  const { now, day, previousClose } = ctx;
  if (draft.clock_in && clockIn === null) err('clock_in', 'timeInvalid');
  if (draft.clock_out && clockOut === null) err('clock_out', 'timeInvalid');
  if (!draft.clock_in) err('clock_in', 'clockInRequired');

  const dayEnd = day ? (instant(day.closed_at) ?? now) : null;
  const outsideDay = (t: number) =>
    day !== null && ((previousClose !== null && t <= previousClose) || t > dayEnd!);

  if (clockIn !== null) {
    if (clockIn >= now) err('clock_in', 'clockInFuture');
    else if (outsideDay(clockIn)) err('clock_in', 'clockInOutsideDay');
  }
  if (clockOut === null && !draft.clock_out && day?.status === 'closed') err('clock_out', 'clockOutRequired');
  let openCardClash = false;
  if (clockOut !== null) {
    if (clockOut >= now) err('clock_out', 'clockOutFuture');
    else if (clockIn !== null && clockOut <= clockIn) err('clock_out', 'clockOutAfterIn');
    else if (outsideDay(clockOut)) err('clock_out', 'clockOutOutsideDay');
    else if (
      clockIn !== null &&
      ctx.others.some((o) => o.clock_out === null && clockOut > Date.parse(o.clock_in))
    ) {
      openCardClash = true;
      err('clock_out', 'clockOutAfterOpenCard');
    }
  }
  if (clockIn !== null && !openCardClash && (clockOut === null || clockOut > clockIn)) {
    const end = clockOut ?? now;
    const clash = ctx.others.some(
      (o) => Date.parse(o.clock_in) < end && clockIn < (instant(o.clock_out) ?? now),
    );
    if (clash) err('clock_in', 'overlap');
  }

  // A card still clocked in may already hold a break the employee came back from: it ends by now.
  const stillIn = !draft.clock_out;
  if (draft.breaks.length && (clockIn === null || (!stillIn && (clockOut === null || clockOut <= clockIn)))) {
    err('breaks', 'clockTimesFirst');
    return errors;
  }
  const cardEnd = clockOut ?? now;
  const spans: { i: number; start: number; end: number }[] = [];
  draft.breaks.forEach((b, i) => {
    const start = instant(b.break_in);
    const end = instant(b.break_out);
    if (!b.break_in) err(`breaks.${i}.break_in`, 'breakInRequired');
    else if (start === null) err(`breaks.${i}.break_in`, 'timeInvalid');
    if (!b.break_out) err(`breaks.${i}.break_out`, 'breakOutRequired');
    else if (end === null) err(`breaks.${i}.break_out`, 'timeInvalid');
    if (start === null || end === null) return;
    if (start >= end) return err(`breaks.${i}.break_out`, 'breakOrder');
    if (start < clockIn! || end > cardEnd) return err(`breaks.${i}.break_in`, 'breakOutsideCard');
    spans.push({ i, start, end });
  });
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const overlapping = new Set<number>();
  sorted.forEach((b, k) => {
    if (k > 0 && b.start < sorted[k - 1]!.end) overlapping.add(b.i);
  });
  [...overlapping].sort((a, b) => a - b).forEach((i) => err(`breaks.${i}.break_in`, 'breaksOverlap'));
  return errors;
}

/**
 * What the office is told about a card without being stopped: a clock in before the store's opening
 * time that day (the employee came in early; the card is kept as it is).
 */
export function timeCardNotices(draft: Pick<TimeCardDraft, 'clock_in'>, opening: Opening): FieldError[] {
  const clockIn = instant(draft.clock_in);
  return opening && clockIn !== null && clockIn < opening.at
    ? [{ field: 'clock_in', key: 'timeCards.notices.beforeOpening', params: { time: opening.hour } }]
    : [];
}
