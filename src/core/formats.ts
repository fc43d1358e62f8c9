/**
 * Values as a store writes them: dates and times (SPEC §3: the store's date and hour formats), amounts
 * and rates (§9). The console reads the store's settings and passes them in; the defaults here are the
 * spec's (§9).
 */

export const DATE_FORMATS = [
  'YYYY-MM-DD',
  'DD-MM-YYYY',
  'MM-DD-YYYY',
  'MM/DD/YYYY',
  'YYYY/MM/DD',
  'DD/MM/YYYY',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'MM/DD/YYYY';

/**
 * The hour formats of SPEC §3, read token by token: HH a 24-hour hour, hh a 12-hour one, mm minutes,
 * ss seconds, A the AM/PM marker. "HH:mm A" is therefore "14:05 PM": the store chose the marker beside
 * a 24-hour clock, and it is written as chosen.
 */
export const TIME_FORMATS = ['HH:mm:ss', 'HH:mm:ss A', 'HH:mm', 'HH:mm A', 'hh:mm A', 'hh:mm:ss A'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const DEFAULT_TIME_FORMAT: TimeFormat = 'HH:mm';

export const isDateFormat = (value: unknown): value is DateFormat =>
  (DATE_FORMATS as readonly unknown[]).includes(value);
export const isTimeFormat = (value: unknown): value is TimeFormat =>
  (TIME_FORMATS as readonly unknown[]).includes(value);

export interface DateTimeFormats {
  date: DateFormat;
  time: TimeFormat;
  /** The IANA zone a moment is read in (the store's); the reader's own clock when absent. */
  timeZone?: string;
}
export const DEFAULT_FORMATS: DateTimeFormats = { date: DEFAULT_DATE_FORMAT, time: DEFAULT_TIME_FORMAT };

/**
 * A calendar date and clock time as read on a wall clock, with no time zone: a stored date
 * (YYYY-MM-DD) must not move a day when shown west of UTC. `month` counts from 1.
 */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A stored date (YYYY-MM-DD) as a wall time at midnight, or null when it is not one. */
export function parseDateOnly(value: unknown): WallTime | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // 2026-02-31 matches the pattern; a round trip through Date tells a real day from that.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, hour: 0, minute: 0, second: 0 };
}

/** A moment given as an ISO timestamp or a Date, or null when it is not one. */
function momentOf(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'string' && value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A moment (an ISO timestamp or a Date) on the reader's clock, or null when it is not one. */
export function localWallTime(value: unknown): WallTime | null {
  const date = momentOf(value);
  if (!date) return null;
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

/**
 * One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and a list
 * formats a timestamp per row. `null` marks a zone this engine does not know.
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat | null>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  if (!zoneFormatters.has(timeZone)) {
    let formatter: Intl.DateTimeFormat | null = null;
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        // h23 keeps midnight as 0, never 24.
        hourCycle: 'h23',
      });
    } catch {
      // An unknown zone (RangeError) falls back to the reader's clock rather than blanking the page.
    }
    zoneFormatters.set(timeZone, formatter);
  }
  return zoneFormatters.get(timeZone)!;
}

/**
 * A moment on the clock of a time zone (the store's), or on the reader's when none is given or the
 * zone is unknown here. Intl knows each zone's daylight saving rules: no offset is computed by hand.
 */
export function zonedWallTime(value: unknown, timeZone?: string): WallTime | null {
  const formatter = timeZone ? zoneFormatter(timeZone) : null;
  if (!formatter) return localWallTime(value);
  const date = momentOf(value);
  if (!date) return null;
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

export function formatDate(t: WallTime, format: DateFormat = DEFAULT_DATE_FORMAT): string {
  return format.replace(/YYYY|MM|DD/g, (token) =>
    token === 'YYYY' ? pad(t.year, 4) : token === 'MM' ? pad(t.month) : pad(t.day),
  );
}

/** A time of day in an hour format: 13:05:09 is "13:05:09", "01:05 PM", "13:05 PM"… (see TIME_FORMATS). */
export function formatTime(
  t: Pick<WallTime, 'hour' | 'minute' | 'second'>,
  format: TimeFormat = DEFAULT_TIME_FORMAT,
): string {
  return format.replace(/HH|hh|mm|ss|A/g, (token) => {
    switch (token) {
      case 'HH':
        return pad(t.hour);
      case 'hh':
        return pad(t.hour % 12 === 0 ? 12 : t.hour % 12);
      case 'mm':
        return pad(t.minute);
      case 'ss':
        return pad(t.second);
      default:
        return t.hour < 12 ? 'AM' : 'PM';
    }
  });
}

/** A stored time of day (HH:mm or HH:mm:ss, e.g. a day's automatic close) in an hour format; '' when it is not one. */
export function formatTimeOfDay(value: unknown, format: TimeFormat = DEFAULT_TIME_FORMAT): string {
  const m = typeof value === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value) : null;
  return m ? formatTime({ hour: Number(m[1]), minute: Number(m[2]), second: Number(m[3] ?? 0) }, format) : '';
}

/** A stored date (YYYY-MM-DD) in the given format; '' when there is none. */
export function formatDateOnly(value: unknown, format: DateFormat = DEFAULT_DATE_FORMAT): string {
  const t = parseDateOnly(value);
  return t ? formatDate(t, format) : '';
}

/** A moment as date and time on the clock of `formats.timeZone` (else the reader's); '' when there is none. */
export function formatTimestamp(value: unknown, formats: DateTimeFormats = DEFAULT_FORMATS): string {
  const t = zonedWallTime(value, formats.timeZone);
  return t ? `${formatDate(t, formats.date)} ${formatTime(t, formats.time)}` : '';
}

/** Today on the reader's clock as a stored date (YYYY-MM-DD), e.g. for a dated file name. */
export function todayIso(now: Date = new Date()): string {
  return formatDate(localWallTime(now)!, 'YYYY-MM-DD');
}

/**
 * A time of day as someone types it, in any hour format ("17:00", "5:00 PM", "5pm", "05:30:00 am",
 * "1730"), as stored: "HH:mm"; null when it is not one. "24:00" is kept: a day's range may end then.
 */
export function parseTimeOfDay(text: string): string | null {
  const m = /^\s*(\d{1,2})(?::?(\d{2}))?(?::(\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?\s*$/i.exec(text);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const meridiem = m[4]?.toLowerCase();
  if (minute > 59 || Number(m[3] ?? 0) > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hour > 24 || (hour === 24 && minute > 0)) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

/** A stored time of day in the store's hour format for an input: "24:00" (a range's end) as it is. */
export const timeOfDayText = (value: string, format: TimeFormat): string =>
  value === '24:00' ? value : formatTimeOfDay(value, format) || value;

/**
 * Amounts as the store shows them, in either language (SPEC §9: "$", en-US number format): always
 * the currency's two decimals, so prices line up and never read "$9.5".
 */
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rates are written with up to three decimals (8.875 %) and shown as written: no padding zeros. */
const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, useGrouping: false });

/** 9.5 → "$9.50", 1234 → "$1,234.00", -2 → "-$2.00". */
export function formatMoney(value: number, symbol = '$'): string {
  const text = `${symbol}${money.format(Math.abs(value))}`;
  // The sign goes before the symbol, as amounts are written ("-$2.00", not "$-2.00"); a value that
  // rounds to zero shows no sign.
  return value < 0 && money.format(Math.abs(value)) !== money.format(0) ? `-${text}` : text;
}

/** 8.875 → "8.875%", 6.25 → "6.25%", 10 → "10%". */
export function formatPercent(value: number, suffix = '%'): string {
  return `${rate.format(value)}${suffix}`;
}
