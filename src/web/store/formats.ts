import {
  type DateFormat,
  type DateTimeFormats,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  formatDateOnly,
  formatMoney,
  formatTimeOfDay,
  formatTimestamp,
  isDateFormat,
  isTimeFormat,
  type TimeFormat,
} from '../../core/formats.js';
import { WEEKDAYS, type Weekday } from '../../core/schedule.js';
import { recordTitle, type FieldKind, type ResourceDef } from '../../core/resource.js';

/**
 * The store's settings that change how the console writes things (SPEC §3 store settings): dates,
 * hours, money and people's names. Pure functions here; the hook that reads them is storeSettings.tsx.
 */

export const NAME_FORMATS = ['firstname-lastname', 'lastname-firstname'] as const;
export type NameFormat = (typeof NAME_FORMATS)[number];

export interface StoreSettings {
  dateFormat: DateFormat;
  hourFormat: TimeFormat;
  currencySymbol: string;
  nameFormat: NameFormat;
  /** The store's IANA zone; undefined reads moments on the reader's own clock (the zone is not known). */
  timeZone: string | undefined;
  /** The first day of the store's week: the date presets' weeks start on it. */
  weekStart: Weekday;
  /** `HH:mm` when the store's business day starts. */
  dayStart: string;
}

/** SPEC §9: MM/DD/YYYY, HH:mm, "$", first name first. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  dateFormat: DEFAULT_DATE_FORMAT,
  hourFormat: DEFAULT_TIME_FORMAT,
  currencySymbol: '$',
  nameFormat: 'firstname-lastname',
  timeZone: undefined,
  weekStart: 'monday',
  dayStart: '00:00',
};

const isNameFormat = (value: unknown): value is NameFormat =>
  (NAME_FORMATS as readonly unknown[]).includes(value);

/**
 * The settings held by a store-info record. A record saved before a setting existed (or by another
 * version) lacks it or holds something else: that setting keeps its default, the others still apply.
 */
export function settingsOf(record: Record<string, unknown> | null | undefined): StoreSettings {
  if (!record) return DEFAULT_STORE_SETTINGS;
  const symbol = typeof record.currency_symbol === 'string' ? record.currency_symbol.trim() : '';
  const zone = typeof record.time_zone === 'string' && record.time_zone ? record.time_zone : undefined;
  return {
    dateFormat: isDateFormat(record.date_format) ? record.date_format : DEFAULT_STORE_SETTINGS.dateFormat,
    hourFormat: isTimeFormat(record.hour_format) ? record.hour_format : DEFAULT_STORE_SETTINGS.hourFormat,
    currencySymbol: symbol || DEFAULT_STORE_SETTINGS.currencySymbol,
    nameFormat: isNameFormat(record.name_format) ? record.name_format : DEFAULT_STORE_SETTINGS.nameFormat,
    timeZone: zone,
    weekStart: (WEEKDAYS as readonly unknown[]).includes(record.week_start)
      ? (record.week_start as Weekday)
      : DEFAULT_STORE_SETTINGS.weekStart,
    dayStart:
      typeof record.business_day_start === 'string' && /^\d\d:\d\d$/.test(record.business_day_start)
        ? record.business_day_start
        : DEFAULT_STORE_SETTINGS.dayStart,
  };
}

/** What formatDateOnly / formatTimestamp / the exports take: the store's formats and its zone. */
export function dateTimeFormats(settings: StoreSettings): DateTimeFormats {
  return { date: settings.dateFormat, time: settings.hourFormat, timeZone: settings.timeZone };
}

/**
 * A value of a field whose writing is the store's (money, a date, a moment, a time of day) as the
 * store writes it; '' for a value that is not one, null for any other kind.
 */
export function storeValueText(kind: FieldKind, value: unknown, settings: StoreSettings): string | null {
  switch (kind) {
    case 'money': {
      const amount =
        typeof value === 'number' ? value : typeof value === 'string' && value ? Number(value) : NaN;
      return Number.isFinite(amount) ? formatMoney(amount, settings.currencySymbol) : '';
    }
    case 'date':
      return formatDateOnly(value, settings.dateFormat);
    case 'datetime':
      return formatTimestamp(value, dateTimeFormats(settings));
    case 'time':
      return formatTimeOfDay(value, settings.hourFormat);
    default:
      return null;
  }
}

/** The fields naming a person: a title of first and last name (an employee) follows the name format. */
const FIRST = 'first_name';
const LAST = 'last_name';
const isPersonTitle = (r: ResourceDef) => r.title.length === 2 && r.title[0] === FIRST && r.title[1] === LAST;

/**
 * How the console names a record: its title (core's recordTitle, which the server and the system
 * log also write), except a person's name in a "last name first" store: "Owner, Dana".
 */
export function displayTitle(
  r: ResourceDef,
  record: Record<string, unknown> | null | undefined,
  nameFormat: NameFormat,
): string {
  if (!record || nameFormat !== 'lastname-firstname' || !isPersonTitle(r)) return recordTitle(r, record);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const first = text(record[FIRST]);
  const last = text(record[LAST]);
  return first && last ? `${last}, ${first}` : last || first;
}

/**
 * A person's name in the store's order: "Carla Cashier" or "Cashier, Carla". A row that names nobody
 * (an employee no longer on file) shows `unknown` rather than a blank name.
 */
export function personName(
  p: { first_name?: string | null; last_name?: string | null },
  nameFormat: NameFormat,
  unknown = '',
): string {
  const first = (p.first_name ?? '').trim();
  const last = (p.last_name ?? '').trim();
  const name =
    nameFormat === 'lastname-firstname' && first && last ? `${last}, ${first}` : `${first} ${last}`.trim();
  return name || unknown;
}

/**
 * A list's columns with a person's first and last name in the store's order: where both are listed,
 * a "last name first" store sees the last name in the first name's place and the other way round.
 */
export function nameOrdered(r: ResourceDef, columns: readonly string[], nameFormat: NameFormat): string[] {
  const out = [...columns];
  const first = out.indexOf(FIRST);
  const last = out.indexOf(LAST);
  if (nameFormat !== 'lastname-firstname' || !isPersonTitle(r) || first < 0 || last < 0 || last < first)
    return out;
  out[first] = LAST;
  out[last] = FIRST;
  return out;
}
