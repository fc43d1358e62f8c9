import type { TranslateFunction } from 'react-admin';
import { formatDateOnly, formatTime, formatTimeOfDay, zonedWallTime } from '../../../core/formats';
import { presetRange as sharedPresetRange } from '../../../core/reports';
import type { Weekday } from '../../../core/schedule';
import { businessDateOf } from '../../../core/time-cards';
import { personName, type StoreSettings } from '../../store/formats';

/** How the page writes names, dates, times and hours: the store's formats, read on its clock. */
export interface Writer {
  name(person: { first_name: string; last_name: string }): string;
  date(ymd: string): string;
  /** A moment's time of day; with its date too when it falls on another day than `onDate`. */
  time(iso: string, onDate?: string): string;
  /** A stored `HH:mm` in the store's hour format. */
  hour(hhmm: string): string;
  hours(value: number): string;
}

export function writer(
  settings: StoreSettings,
  timeZone: string | undefined,
  locale: string,
  /** What a card of someone no longer on file is listed under. */
  formerEmployee: string,
): Writer {
  const hoursFormat = new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    name: (p) => personName(p, settings.nameFormat, formerEmployee),
    date: (ymd) => formatDateOnly(ymd, settings.dateFormat),
    time(iso, onDate) {
      const t = zonedWallTime(iso, timeZone);
      if (!t) return '';
      const clock = formatTime(t, settings.hourFormat);
      const day = `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
      return onDate && day !== onDate ? `${formatDateOnly(day, settings.dateFormat)} ${clock}` : clock;
    },
    hour: (hhmm) => formatTimeOfDay(hhmm, settings.hourFormat) || hhmm,
    hours: (value) => hoursFormat.format(value),
  };
}

export const PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'last30Days'] as const;
export type Preset = (typeof PRESETS)[number];

/** A preset's dates (inclusive) on the store's calendar: the presets every page shares, from its first weekday. */
export function presetRange(preset: Preset, now: number, timeZone: string | undefined, weekStart: Weekday) {
  return sharedPresetRange(preset, businessDateOf(now, timeZone), weekStart);
}

/** The preset a range is, if any. */
export function presetOf(
  range: { from: string; to: string },
  now: number,
  timeZone: string | undefined,
  weekStart: Weekday,
) {
  return PRESETS.find((p) => {
    const r = presetRange(p, now, timeZone, weekStart);
    return r.from === range.from && r.to === range.to;
  });
}

/** A refusal or a rule's message in the user's language; an opening time in the store's hour format. */
export function fieldMessage(
  translate: TranslateFunction,
  w: Writer,
  e: { key: string; params?: Record<string, string | number> },
): string {
  const params = { ...e.params };
  if (typeof params.time === 'string') params.time = w.hour(params.time);
  return translate(e.key, params);
}
