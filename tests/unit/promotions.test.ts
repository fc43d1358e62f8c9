import { describe, expect, it } from 'vitest';
import {
  addDays,
  availableAt,
  frequencyHolds,
  inForce,
  localMoment,
  nextScheduledDate,
  priceAt,
  specialPriceOf,
  type AvailabilityTerms,
  type SpecialPriceTerms,
} from '../../src/core/promotions.js';
import type { Schedule } from '../../src/core/schedule.js';

/* The pure rules of special prices and item availability (SPEC §4, §5), as src/core/promotions.ts states them. */

const WEEKDAYS_5_TO_7: Schedule = {
  from: '2026-01-01',
  to: '2026-12-31',
  hours: [
    { day: 'monday', start: '17:00', end: '19:00' },
    { day: 'friday', start: '17:00', end: '19:00' },
  ],
};

const special = (over: Partial<SpecialPriceTerms> = {}): SpecialPriceTerms => ({
  id: 'happy-hour',
  status: 'active',
  execution_date: '2026-01-01',
  schedule: WEEKDAYS_5_TO_7,
  frequency: 'weekly',
  price_type: 'fixed',
  value: 5,
  ...over,
});

const window = (over: Partial<AvailabilityTerms> = {}): AvailabilityTerms => ({
  id: 'breakfast',
  status: 'active',
  execution_date: '2026-01-01',
  schedule: {
    from: '2026-01-01',
    to: '2026-12-31',
    hours: [{ day: 'monday', start: '07:00', end: '11:00' }],
  },
  ...over,
});

// 2026-03-02 is a Monday, 2026-03-06 a Friday.
const MONDAY = '2026-03-02';

describe('the store’s wall clock', () => {
  it('reads an instant in the store’s zone, across the date line and daylight saving', () => {
    const instant = new Date('2026-03-02T03:30:00Z');
    expect(localMoment(instant, 'UTC')).toEqual({
      date: '2026-03-02',
      time: '03:30',
      iso: '2026-03-02T03:30:00',
    });
    // New York is still on Sunday evening (UTC−5 in winter).
    expect(localMoment(instant, 'America/New_York')).toMatchObject({ date: '2026-03-01', time: '22:30' });
    expect(localMoment(instant, 'Asia/Tokyo')).toMatchObject({ date: '2026-03-02', time: '12:30' });
    // After the switch to summer time New York is UTC−4.
    expect(localMoment(new Date('2026-07-01T16:00:00Z'), 'America/New_York').time).toBe('12:00');
    // Midnight is 00, never 24.
    expect(localMoment(new Date('2026-03-02T00:00:00Z'), 'UTC').time).toBe('00:00');
  });

  it('counts calendar days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the price of a special price', () => {
  it('is the value, a percentage off or an amount off, rounded to the cent and never below zero', () => {
    expect(specialPriceOf(12, { price_type: 'fixed', value: 7.5 })).toBe(7.5);
    expect(specialPriceOf(10.05, { price_type: 'percent', value: 15 })).toBe(8.54);
    // 1.05 × 0.5 = 0.525: half a cent rounds up, as base × (1 − value/100) rounded does.
    expect(specialPriceOf(1.05, { price_type: 'percent', value: 50 })).toBe(0.53);
    expect(specialPriceOf(19.99, { price_type: 'percent', value: 33.33 })).toBe(13.33);
    expect(specialPriceOf(10, { price_type: 'percent', value: 150 })).toBe(0);
    expect(specialPriceOf(10.1, { price_type: 'amount', value: 0.2 })).toBe(9.9);
    expect(specialPriceOf(3, { price_type: 'amount', value: 5 })).toBe(0);
  });

  it('needs a base for a discount, not for a fixed price', () => {
    expect(specialPriceOf(null, { price_type: 'percent', value: 10 })).toBeNull();
    expect(specialPriceOf(null, { price_type: 'fixed', value: 4 })).toBe(4);
    expect(priceAt(null, [special({ price_type: 'amount', value: 1 })], MONDAY, '18:00')).toEqual({
      price: null,
      specialPriceId: null,
    });
  });
});

describe('priceAt', () => {
  it('applies a special price inside its hours, from its execution date, while active', () => {
    expect(priceAt(12, [special()], MONDAY, '18:00')).toEqual({ price: 5, specialPriceId: 'happy-hour' });
    // The end hour is not part of the range; a Tuesday has no hours.
    expect(priceAt(12, [special()], MONDAY, '19:00')).toEqual({ price: 12, specialPriceId: null });
    expect(priceAt(12, [special()], '2026-03-03', '18:00').price).toBe(12);
    expect(priceAt(12, [special({ execution_date: '2026-03-03' })], MONDAY, '18:00').price).toBe(12);
    expect(priceAt(12, [special({ status: 'inactive' })], MONDAY, '18:00').price).toBe(12);
    expect(
      priceAt(12, [special({ schedule: { ...WEEKDAYS_5_TO_7, to: '2026-03-01' } })], MONDAY, '18:00').price,
    ).toBe(12);
  });

  it('lets the lowest price win when two apply', () => {
    const specials = [
      special({ id: 'fixed', value: 9 }),
      special({ id: 'percent', price_type: 'percent', value: 40 }),
      special({ id: 'amount', price_type: 'amount', value: 2 }),
    ];
    expect(priceAt(12, specials, MONDAY, '18:00')).toEqual({ price: 7.2, specialPriceId: 'percent' });
    expect(priceAt(20, specials, MONDAY, '18:00')).toEqual({ price: 9, specialPriceId: 'fixed' });
  });

  it('runs every other week counted from the start date, or in the first week of a month', () => {
    const biweekly = special({ frequency: 'biweekly', schedule: { ...WEEKDAYS_5_TO_7, from: '2026-03-02' } });
    expect(priceAt(12, [biweekly], '2026-03-02', '18:00').price).toBe(5);
    expect(priceAt(12, [biweekly], '2026-03-06', '18:00').price).toBe(5);
    expect(priceAt(12, [biweekly], '2026-03-09', '18:00').price).toBe(12);
    expect(priceAt(12, [biweekly], '2026-03-16', '18:00').price).toBe(5);
    const monthly = special({ frequency: 'monthly' });
    expect(priceAt(12, [monthly], '2026-03-06', '18:00').price).toBe(5);
    expect(priceAt(12, [monthly], '2026-03-09', '18:00').price).toBe(12);
    // 2026-06-01 is a Monday of the first week of June.
    expect(priceAt(12, [monthly], '2026-06-01', '18:00').price).toBe(5);
    expect(frequencyHolds('monthly', WEEKDAYS_5_TO_7, '2026-03-07')).toBe(true);
    expect(frequencyHolds('monthly', WEEKDAYS_5_TO_7, '2026-03-08')).toBe(false);
    expect(frequencyHolds('weekly', WEEKDAYS_5_TO_7, '2026-03-09')).toBe(true);
  });

  it('reads an instant in the store’s zone: 22:30 UTC on a Monday is happy hour in New York', () => {
    const at = localMoment(new Date('2026-03-02T22:30:00Z'), 'America/New_York');
    expect(priceAt(12, [special()], at.date, at.time).price).toBe(5);
    const inTokyo = localMoment(new Date('2026-03-02T22:30:00Z'), 'Asia/Tokyo');
    // Tuesday 07:30 in Tokyo: no special price.
    expect(priceAt(12, [special()], inTokyo.date, inTokyo.time).price).toBe(12);
  });
});

describe('availableAt', () => {
  it('offers an item no active availability lists', () => {
    expect(availableAt([], MONDAY, '03:00')).toBe(true);
    expect(availableAt([window({ status: 'inactive' })], MONDAY, '03:00')).toBe(true);
  });

  it('offers a listed item only inside one of its windows', () => {
    expect(availableAt([window()], MONDAY, '08:00')).toBe(true);
    expect(availableAt([window()], MONDAY, '11:00')).toBe(false);
    expect(availableAt([window()], '2026-03-03', '08:00')).toBe(false);
    const lunch = window({
      id: 'lunch',
      schedule: { hours: [{ day: 'monday', start: '12:00', end: '15:00' }] },
    });
    expect(availableAt([window(), lunch], MONDAY, '13:00')).toBe(true);
    expect(availableAt([window(), lunch], MONDAY, '11:30')).toBe(false);
    // Outside the date range the window no longer opens.
    expect(availableAt([window()], '2027-01-04', '08:00')).toBe(false);
  });

  it('restricts nothing before its execution date', () => {
    expect(availableAt([window({ execution_date: '2026-03-03' })], MONDAY, '03:00')).toBe(true);
    expect(availableAt([window({ execution_date: '2026-03-03' })], '2026-03-09', '03:00')).toBe(false);
  });
});

describe('edits during an active cycle', () => {
  it('keep the terms in force through the day of the edit, status aside', () => {
    const edited = special({ value: 3 });
    const kept = { valid_through: MONDAY, snapshot: { value: 5 } };
    expect(inForce(edited, kept, MONDAY).value).toBe(5);
    expect(inForce(edited, kept, '2026-03-03').value).toBe(3);
    expect(inForce(edited, null, MONDAY).value).toBe(3);
    expect(inForce({ ...edited, status: 'inactive' }, kept, MONDAY).status).toBe('inactive');
  });

  it('need a day after today on which the new schedule has hours', () => {
    expect(nextScheduledDate(WEEKDAYS_5_TO_7, MONDAY)).toBe('2026-03-06');
    expect(nextScheduledDate({ ...WEEKDAYS_5_TO_7, to: MONDAY }, MONDAY)).toBeNull();
    expect(nextScheduledDate({ ...WEEKDAYS_5_TO_7, to: '2026-03-05' }, MONDAY)).toBeNull();
    expect(nextScheduledDate({ ...WEEKDAYS_5_TO_7, from: '2026-04-01' }, MONDAY)).toBe('2026-04-03');
    expect(nextScheduledDate({ hours: [] }, MONDAY)).toBeNull();
  });
});
