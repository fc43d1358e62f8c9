/**
 * Dates and times as a store writes them (SPEC §3: the store's date format). The store settings are
 * not modelled yet, so callers pass the format they hold and fall back to the defaults here.
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

export const TIME_FORMATS = ['HH:mm', 'hh:mm A'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const DEFAULT_TIME_FORMAT: TimeFormat = 'HH:mm';

export interface DateTimeFormats {
  date: DateFormat;
  time: TimeFormat;
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
  return { year, month, day, hour: 0, minute: 0 };
}

/** A moment (an ISO timestamp or a Date) on the reader's clock, or null when it is not one. */
export function localWallTime(value: unknown): WallTime | null {
  const date = value instanceof Date ? value : typeof value === 'string' && value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

export function formatDate(t: WallTime, format: DateFormat = DEFAULT_DATE_FORMAT): string {
  return format.replace(/YYYY|MM|DD/g, (token) =>
    token === 'YYYY' ? pad(t.year, 4) : token === 'MM' ? pad(t.month) : pad(t.day),
  );
}

export function formatTime(t: WallTime, format: TimeFormat = DEFAULT_TIME_FORMAT): string {
  if (format === 'HH:mm') return `${pad(t.hour)}:${pad(t.minute)}`;
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${pad(hour12)}:${pad(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** A stored date (YYYY-MM-DD) in the given format; '' when there is none. */
export function formatDateOnly(value: unknown, format: DateFormat = DEFAULT_DATE_FORMAT): string {
  const t = parseDateOnly(value);
  return t ? formatDate(t, format) : '';
}

/** A moment as date and time on the reader's clock; '' when there is none. */
export function formatTimestamp(value: unknown, formats: DateTimeFormats = DEFAULT_FORMATS): string {
  const t = localWallTime(value);
  return t ? `${formatDate(t, formats.date)} ${formatTime(t, formats.time)}` : '';
}

/** Today on the reader's clock as a stored date (YYYY-MM-DD), e.g. for a dated file name. */
export function todayIso(now: Date = new Date()): string {
  return formatDate(localWallTime(now)!, 'YYYY-MM-DD');
}
