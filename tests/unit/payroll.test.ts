import { describe, expect, it } from 'vitest';
import {
  compensationErrors,
  compensationRecordErrors,
  DEFAULT_PAY_RULE,
  monthOf,
  payRuleOf,
  payrollLine,
  payrollLinesByDate,
  payWeekOf,
  workedTime,
  type PayRule,
  type PaySettings,
  type TimeCardSpan,
} from '../../src/core/payroll.js';

const ZONE = 'America/New_York';
const HOUR = 3_600_000;
const HOURLY: PaySettings = { salaryType: 'hourly', payPeriod: 'weekly', compensation: 2000 };

/** A card on a business date from a local start hour, lasting the given hours, with breaks in minutes. */
function card(date: string, startHour: number, hours: number, breakMinutes = 0): TimeCardSpan {
  // Noon UTC is 7 or 8 in New York: the instants only need to be in order here.
  const clockIn = new Date(Date.parse(`${date}T00:00:00Z`) + (startHour + 5) * HOUR);
  const clockOut = new Date(clockIn.getTime() + hours * HOUR + breakMinutes * 60_000);
  const breaks = breakMinutes
    ? [
        {
          breakIn: new Date(clockIn.getTime() + 2 * HOUR),
          breakOut: new Date(clockIn.getTime() + 2 * HOUR + breakMinutes * 60_000),
        },
      ]
    : [];
  return { businessDate: date, clockIn, clockOut, breaks };
}

const line = (
  cards: TimeCardSpan[],
  from: string,
  to: string,
  rule: Partial<PayRule> = {},
  settings = HOURLY,
) => payrollLine({ settings, rule: { ...DEFAULT_PAY_RULE, ...rule }, cards, from, to, timeZone: ZONE });

describe('worked time of a time card', () => {
  it('is clock out less clock in less the breaks, and nothing while the card is open', () => {
    const c = card('2026-03-02', 9, 8, 30);
    expect(workedTime(c)).toBe(8 * HOUR);
    expect(workedTime({ ...c, clockOut: null })).toBe(0);
  });

  it('counts overlapping breaks once and ignores the part of a break outside the card', () => {
    const clockIn = '2026-03-02T14:00:00Z';
    const clockOut = '2026-03-02T22:00:00Z';
    const breaks = [
      { breakIn: '2026-03-02T16:00:00Z', breakOut: '2026-03-02T17:00:00Z' },
      { breakIn: '2026-03-02T16:30:00Z', breakOut: '2026-03-02T17:30:00Z' },
      { breakIn: '2026-03-02T21:30:00Z', breakOut: '2026-03-02T23:00:00Z' },
    ];
    expect(workedTime({ clockIn, clockOut, breaks })).toBe(8 * HOUR - 90 * 60_000 - 30 * 60_000);
  });
});

describe('overtime', () => {
  it('counts hours of a business day beyond the daily limit as overtime, paid at the rate times the multiplier', () => {
    const r = line([card('2026-03-02', 9, 10), card('2026-03-03', 9, 7.5)], '2026-03-02', '2026-03-08');
    expect(r.worked).toBe(17.5 * HOUR);
    expect(r.overtime).toBe(2 * HOUR);
    expect(r.regular).toBe(15.5 * HOUR);
    expect(r.regularPay).toBe(15.5 * 2000);
    expect(r.overtimePay).toBe(2 * 2000 * 1.5);
    expect(r.total).toBe(31000 + 6000);
    expect(r.days.map((d) => [d.date, d.overtime / HOUR])).toEqual([
      ['2026-03-02', 2],
      ['2026-03-03', 0],
    ]);
  });

  it('applies daily overtime first, then weekly overtime on the regular hours left, never counting an hour twice', () => {
    // Monday 10 h, Tuesday 9 h, then four days of 8 h: 3 h of daily overtime, and the regular
    // hours pass 40 during Saturday, whose 8 hours become weekly overtime.
    const hours = [10, 9, 8, 8, 8, 8];
    const cards = hours.map((h, i) => card(`2026-03-0${2 + i}`, 9, h));
    const r = line(cards, '2026-03-02', '2026-03-08');
    expect(r.worked).toBe(51 * HOUR);
    expect(r.regular).toBe(40 * HOUR);
    expect(r.overtime).toBe(11 * HOUR);
    expect(r.regular + r.overtime).toBe(r.worked);
    expect(r.days.map((d) => d.overtime / HOUR)).toEqual([2, 1, 0, 0, 0, 8]);
    expect(r.regularPay).toBe(80_000);
    expect(r.overtimePay).toBe(33_000);
  });

  it('splits a day when the weekly limit is passed during it', () => {
    const cards = [0, 1, 2, 3, 4].map((i) => card(`2026-03-0${2 + i}`, 9, 9));
    const r = line(cards, '2026-03-02', '2026-03-08', { overtimeDailyHours: 0, overtimeWeeklyHours: 40 });
    expect(r.days.map((d) => [d.regular / HOUR, d.overtime / HOUR])).toEqual([
      [9, 0],
      [9, 0],
      [9, 0],
      [9, 0],
      [4, 5],
    ]);
  });

  it('has no overtime when both limits are 0', () => {
    const r = line([card('2026-03-02', 6, 14)], '2026-03-02', '2026-03-02', {
      overtimeDailyHours: 0,
      overtimeWeeklyHours: 0,
    });
    expect(r.overtime).toBe(0);
    expect(r.regularPay).toBe(14 * 2000);
  });

  it('counts weeks from the store’s first day of the week', () => {
    // Sunday 2026-03-08 then Monday to Saturday: with weeks from Monday the Sunday closes a week of
    // its own; with weeks from Sunday all seven days are one week of 56 hours.
    const cards = [
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ].map((d) => card(d, 9, 8));
    expect(line(cards, '2026-03-08', '2026-03-14', { weekStart: 'monday' }).overtime).toBe(8 * HOUR);
    expect(line(cards, '2026-03-08', '2026-03-14', { weekStart: 'sunday' }).overtime).toBe(16 * HOUR);
  });

  it('counts the days of the first week before the period toward its weekly limit without paying them', () => {
    const cards = [2, 3, 4, 5, 6].map((d) => card(`2026-03-0${d}`, 9, 8));
    const r = line(cards, '2026-03-06', '2026-03-06');
    expect(r.days.map((d) => d.date)).toEqual(['2026-03-06']);
    expect(r.worked).toBe(8 * HOUR);
    expect(r.overtime).toBe(0);
    const longer = line([...cards, card('2026-03-07', 9, 4)], '2026-03-07', '2026-03-07');
    expect(longer.overtime).toBe(4 * HOUR);
    expect(longer.regular).toBe(0);
  });

  it('leaves out open cards and says how many there are', () => {
    const open = { ...card('2026-03-03', 9, 8), clockOut: null };
    const r = line([card('2026-03-02', 9, 8), open], '2026-03-02', '2026-03-08');
    expect(r.worked).toBe(8 * HOUR);
    expect(r.openCards).toBe(1);
  });
});

describe('daylight-saving changes', () => {
  it('counts the real elapsed hours of a night across the spring change, on the day it started', () => {
    // 2026-03-08 02:00 in New York jumps to 03:00: 22:00 → 06:00 on the clock is 7 real hours.
    const spring: TimeCardSpan = {
      clockIn: '2026-03-08T03:00:00Z',
      clockOut: '2026-03-08T10:00:00Z',
      breaks: [],
    };
    const r = line([spring], '2026-03-07', '2026-03-08', { overtimeDailyHours: 6 });
    expect(r.days.map((d) => d.date)).toEqual(['2026-03-07']);
    expect(r.worked).toBe(7 * HOUR);
    expect(r.overtime).toBe(1 * HOUR);
  });

  it('counts the hour repeated by the autumn change', () => {
    // 2026-11-01 02:00 in New York falls back to 01:00: 22:00 → 06:00 on the clock is 9 real hours.
    const autumn: TimeCardSpan = {
      clockIn: '2026-11-01T02:00:00Z',
      clockOut: '2026-11-01T11:00:00Z',
      breaks: [],
    };
    const r = line([autumn], '2026-10-31', '2026-10-31');
    expect(r.worked).toBe(9 * HOUR);
    expect(r.overtime).toBe(1 * HOUR);
    expect(r.overtimePay).toBe(3000);
  });
});

describe('pay', () => {
  it('rounds each line once, to the cent, half up', () => {
    // 7 h 20 min 10 s at 15.55 an hour: 114.0765… → 114.08; its overtime at 1.25: none.
    const c: TimeCardSpan = {
      clockIn: '2026-03-02T14:00:00Z',
      clockOut: '2026-03-02T21:20:10Z',
      breaks: [],
    };
    const r = line(
      [c],
      '2026-03-02',
      '2026-03-02',
      { overtimeMultiplier: 1.25 },
      { ...HOURLY, compensation: 1555 },
    );
    expect(r.regularPay).toBe(11408);
    // 1 h 10 min 10 s of overtime at 15.55 × 1.25: 22.7311… → 22.73.
    const long = { ...c, clockOut: '2026-03-02T23:10:10Z' };
    const o = line(
      [long],
      '2026-03-02',
      '2026-03-02',
      { overtimeMultiplier: 1.25 },
      { ...HOURLY, compensation: 1555 },
    );
    expect(o.overtime).toBe(HOUR + 10 * 60_000 + 10_000);
    expect(o.regularPay).toBe(8 * 1555);
    expect(o.overtimePay).toBe(2273);
    // Half a cent goes up: 30 minutes at 10.01 is 5.005 → 5.01.
    const half = { ...c, clockOut: '2026-03-02T14:30:00Z' };
    expect(line([half], '2026-03-02', '2026-03-02', {}, { ...HOURLY, compensation: 1001 }).regularPay).toBe(
      501,
    );
  });

  it("takes the store's default hourly rate of the pay period when the employee's own is 0", () => {
    const rule = { dailyHourRate: 1200, weeklyHourRate: 1400 };
    const weekly = line([card('2026-03-02', 9, 5)], '2026-03-02', '2026-03-02', rule, {
      ...HOURLY,
      compensation: 0,
    });
    expect([weekly.rate, weekly.rateFrom, weekly.total]).toEqual([1400, 'store', 7000]);
    const daily = line([card('2026-03-02', 9, 5)], '2026-03-02', '2026-03-02', rule, {
      ...HOURLY,
      payPeriod: 'daily',
      compensation: 0,
    });
    expect([daily.rate, daily.total]).toEqual([1200, 6000]);
    const own = line([card('2026-03-02', 9, 5)], '2026-03-02', '2026-03-02', rule);
    expect([own.rate, own.rateFrom]).toEqual([2000, 'employee']);
  });

  it('pays a weekly salary by the week, prorated by calendar days, without overtime', () => {
    const salaried: PaySettings = { salaryType: 'salary', payPeriod: 'weekly', compensation: 70_000 };
    const cards = [2, 3, 4, 5, 6, 7].map((d) => card(`2026-03-0${d}`, 9, 10));
    const week = line(cards, '2026-03-02', '2026-03-08', {}, salaried);
    expect([week.regularPay, week.overtimePay, week.total]).toEqual([70_000, 0, 70_000]);
    expect([week.worked, week.regular, week.overtime]).toEqual([60 * HOUR, 60 * HOUR, 0]);
    expect(line([], '2026-03-02', '2026-03-04', {}, salaried).total).toBe(30_000);
    // April has 30 days: 30/7 of the weekly amount, rounded once.
    expect(line([], '2026-04-01', '2026-04-30', {}, salaried).total).toBe(300_000);
    // Hired on Thursday: Thursday to Sunday.
    expect(line([], '2026-03-02', '2026-03-08', {}, { ...salaried, hiredDate: '2026-03-05' }).total).toBe(
      40_000,
    );
  });

  it('pays a daily salary for each business day worked, with the store’s daily rate when the own is 0', () => {
    const daily: PaySettings = { salaryType: 'salary', payPeriod: 'daily', compensation: 12_000 };
    const cards = [card('2026-03-02', 9, 6), card('2026-03-02', 17, 2), card('2026-03-04', 9, 4)];
    expect(line(cards, '2026-03-02', '2026-03-08', {}, daily).total).toBe(24_000);
    const byStore = line(
      cards,
      '2026-03-02',
      '2026-03-08',
      { dailyRate: 9_000 },
      { ...daily, compensation: 0 },
    );
    expect([byStore.total, byStore.rateFrom]).toEqual([18_000, 'store']);
  });
});

describe('the store rule and periods', () => {
  it("reads the store info's payroll settings, in cents, with defaults for what it lacks", () => {
    expect(payRuleOf({})).toEqual(DEFAULT_PAY_RULE);
    expect(
      payRuleOf({
        overtime_daily_hours: '7.5',
        overtime_weekly_hours: 0,
        overtime_multiplier: 2,
        week_start: 'sunday',
        daily_rate: 95.5,
        daily_hour_rate: '12.25',
        weekly_hour_rate: 13,
      }),
    ).toEqual({
      overtimeDailyHours: 7.5,
      overtimeWeeklyHours: 0,
      overtimeMultiplier: 2,
      weekStart: 'sunday',
      dailyRate: 9550,
      dailyHourRate: 1225,
      weeklyHourRate: 1300,
    });
  });

  it('finds the pay week and the month of a date', () => {
    expect(payWeekOf('2026-03-04', 'monday')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(payWeekOf('2026-03-04', 'sunday')).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(payWeekOf('2026-03-01', 'monday')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(monthOf('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('the compensation value', () => {
  it('is required above 0 for an active employee, not for an inactive or terminated one', () => {
    expect(compensationErrors({ status: 'active' })).toEqual([
      { field: 'salary', key: 'compensation.errors.required' },
    ]);
    expect(compensationErrors({})).toEqual([{ field: 'salary', key: 'compensation.errors.required' }]);
    expect(compensationErrors({ status: 'active', salary: 0 })).toEqual([
      { field: 'salary', key: 'compensation.errors.aboveZero' },
    ]);
    expect(compensationErrors({ status: 'active', salary: 12.5 })).toEqual([]);
    expect(compensationErrors({ status: 'inactive' })).toEqual([]);
    expect(compensationErrors({ status: 'terminated', salary: 0 })).toEqual([]);
  });

  it("checks the pay fields with the employee schema's rules", () => {
    const ok = { status: 'active', salary_type: 'hourly', salary: 15, pay_period: 'weekly', hours: 40 };
    expect(compensationRecordErrors(ok)).toEqual([]);
    const keys = (r: Record<string, unknown>) => compensationRecordErrors(r).map((e) => [e.field, e.key]);
    expect(keys({ ...ok, salary_type: 'monthly' })).toEqual([['salary_type', 'validation.enum']]);
    expect(keys({ ...ok, pay_period: 'monthly' })).toEqual([['pay_period', 'validation.enum']]);
    expect(keys({ ...ok, hours: 169 })).toEqual([['hours', 'validation.maximum']]);
    expect(keys({ ...ok, salary: 1.234 })).toEqual([['salary', 'validation.decimals']]);
    expect(keys({ ...ok, salary: undefined })).toEqual([['salary', 'compensation.errors.required']]);
  });
});

describe('the pay of each date taken alone', () => {
  it('is the line of that single date, for hourly, daily and weekly salaried employees, over weeks and open cards', () => {
    const cards = [
      card('2026-02-27', 9, 9),
      card('2026-03-02', 9, 10),
      card('2026-03-03', 9, 9, 30),
      card('2026-03-04', 9, 8),
      card('2026-03-05', 9, 8),
      card('2026-03-06', 9, 11),
      card('2026-03-07', 9, 6),
      card('2026-03-09', 9, 12),
      { ...card('2026-03-10', 9, 8), clockOut: null },
    ];
    const dates = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06', '2026-03-07'];
    dates.push('2026-03-09', '2026-03-10', '2026-03-11');
    const everyone: PaySettings[] = [
      HOURLY,
      { salaryType: 'hourly', payPeriod: 'daily', compensation: 0 },
      { salaryType: 'salary', payPeriod: 'daily', compensation: 12_000 },
      { salaryType: 'salary', payPeriod: 'weekly', compensation: 70_001, hiredDate: '2026-03-03' },
    ];
    for (const rule of [
      {},
      { weekStart: 'wednesday' as const, dailyHourRate: 1750 },
      { overtimeDailyHours: 0 },
    ])
      for (const settings of everyone) {
        const input = { settings, rule: { ...DEFAULT_PAY_RULE, ...rule }, cards, timeZone: ZONE };
        expect(payrollLinesByDate({ ...input, dates })).toEqual(
          dates.map((date) => payrollLine({ ...input, from: date, to: date })),
        );
      }
  });
});
