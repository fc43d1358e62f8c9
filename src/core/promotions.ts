/**
 * The rules of special prices and item availability (SPEC §4, §5): what an item costs and whether it
 * is offered at a local moment of the store. Pure, so that the server, the console and the tests read
 * the same rule; the caller hands in the records that list the item, each as the version in force at
 * that moment (see `inForce`).
 */
import { inSchedule, weekdayOf, type Schedule } from './schedule.js';

export type Frequency = 'weekly' | 'biweekly' | 'monthly';
export type PriceType = 'fixed' | 'percent' | 'amount';

/** What an availability rule reads of its record. */
export interface AvailabilityTerms {
  id: string;
  /** `active` unless switched off; an inactive record restricts nothing. */
  status?: string;
  /** `YYYY-MM-DD`: the record is in force from this date on. */
  execution_date: string;
  schedule: Schedule;
}

/** What a special price rule reads of its record. */
export interface SpecialPriceTerms extends AvailabilityTerms {
  frequency?: Frequency;
  price_type?: PriceType;
  value: number;
}

/** A moment on the store's wall clock. */
export interface LocalMoment {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`, what schedules are written in. */
  time: string;
  /** `YYYY-MM-DDTHH:mm:ss`, without an offset: the store's own reading of the moment. */
  iso: string;
}

/**
 * The store's local date and time of an instant. Intl knows the IANA zones and their daylight saving
 * rules, so no offset is ever computed by hand; `h23` keeps midnight as `00`, never `24`.
 */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const time = `${part('hour')}:${part('minute')}`;
  return { date, time, iso: `${date}T${time}:${part('second')}` };
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The calendar date `days` after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether a special price's frequency lets it run on a date: every week; every other week counted
 * from the schedule's first date (its week 0 runs, week 1 rests…); or in the first week of each
 * month (days 1 to 7), whatever the weekday.
 */
export function frequencyHolds(frequency: Frequency | undefined, schedule: Schedule, date: string): boolean {
  if (frequency === 'monthly') return Number(date.slice(8, 10)) <= 7;
  if (frequency === 'biweekly' && schedule.from) {
    const weeks = Math.floor((dayNumber(date) - dayNumber(schedule.from)) / 7);
    return weeks % 2 === 0;
  }
  return true;
}

/** Switched on and executed by that date: the record takes part in the rules. */
const inEffect = (r: AvailabilityTerms, date: string) => r.status !== 'inactive' && r.execution_date <= date;

/** Whether an availability window holds at a local moment. */
export function availabilityHolds(a: AvailabilityTerms, date: string, time: string): boolean {
  return inEffect(a, date) && inSchedule(a.schedule, date, time);
}

/** Whether a special price applies at a local moment. */
export function specialHolds(s: SpecialPriceTerms, date: string, time: string): boolean {
  return availabilityHolds(s, date, time) && frequencyHolds(s.frequency, s.schedule, date);
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * A special price on a base price, rounded to the cent: fixed → the value; percent → base × (1 −
 * value/100); amount → base − value; never below zero. Computed in whole cents so that 10.05 at 15 %
 * off is 8.54, not 8.540000000000001. `null` when the price needs a base the item does not have.
 */
export function specialPriceOf(basePrice: number | null, s: Pick<SpecialPriceTerms, 'price_type' | 'value'>) {
  if (!s.price_type || s.price_type === 'fixed') return cents(s.value) / 100;
  if (basePrice === null) return null;
  const base = cents(basePrice);
  const price =
    s.price_type === 'percent'
      ? Math.round((base * (10_000 - cents(s.value))) / 10_000)
      : base - cents(s.value);
  return Math.max(0, price) / 100;
}

export interface PriceAt {
  /** What the item costs at that moment: the base price unless a special price applies. */
  price: number | null;
  /** The special price that set it, if one did. */
  specialPriceId: string | null;
}

/**
 * The price of an item at a local moment, from its base price and the special prices that list it.
 * When several apply, the lowest price wins (ties: the first given), so overlapping promotions never
 * cost the customer more.
 */
export function priceAt(
  basePrice: number | null,
  specials: readonly SpecialPriceTerms[],
  localDate: string,
  localTime: string,
): PriceAt {
  let best: PriceAt = { price: basePrice, specialPriceId: null };
  let found = false;
  for (const s of specials) {
    if (!specialHolds(s, localDate, localTime)) continue;
    const price = specialPriceOf(basePrice, s);
    if (price === null) continue;
    if (!found || price < best.price!) best = { price, specialPriceId: s.id };
    found = true;
  }
  return best;
}

/**
 * Whether an item is offered at a local moment, from the availability records that list it. An
 * item no record restricts is always offered. A record restricts its items once it is in effect
 * (active, and executed by that date): from then on they are offered only inside one of the windows
 * of the records that list them. A record whose execution date is still ahead restricts nothing yet,
 * so scheduling next month's breakfast menu does not take the items off sale today.
 */
export function availableAt(
  availabilities: readonly AvailabilityTerms[],
  localDate: string,
  localTime: string,
): boolean {
  const restricting = availabilities.filter((a) => inEffect(a, localDate));
  return restricting.length === 0 || restricting.some((a) => inSchedule(a.schedule, localDate, localTime));
}

/** The version of a record kept when it was edited during an active cycle (see `inForce`). */
export interface KeptVersion<T> {
  /** `YYYY-MM-DD`: the last date the kept version is in force. */
  valid_through: string;
  /** The terms the record had before the edit. */
  snapshot: Partial<T>;
}

/**
 * The record as it is in force on a date: "edits during an active cycle take effect only from the next
 * cycle" (SPEC §4), so until the end of the day of such an edit its kept terms stand in for the new
 * ones. Only the terms are kept; switching a record off takes effect at once.
 */
export function inForce<T extends object>(
  current: T,
  kept: KeptVersion<T> | null | undefined,
  date: string,
): T {
  return kept && date <= kept.valid_through ? { ...current, ...kept.snapshot } : current;
}

/**
 * The first date after `date` on which a schedule has hours, or `null` if it has none left: an edit
 * deferred to the next cycle needs one. A week of days past its start is enough to find a weekday.
 */
export function nextScheduledDate(schedule: Schedule, date: string): string | null {
  let day = addDays(schedule.from && schedule.from > date ? addDays(schedule.from, -1) : date, 1);
  for (let i = 0; i < 7; i++, day = addDays(day, 1)) {
    if (schedule.to && day > schedule.to) return null;
    if ((schedule.hours ?? []).some((h) => h.day === weekdayOf(day))) return day;
  }
  return null;
}
