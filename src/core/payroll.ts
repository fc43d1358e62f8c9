/**
 * Payroll: what an employee earns over a period from their pay settings, the store's overtime rule
 * and their time cards. Pure: the server, the reports and the compensation screen all call it.
 *
 * - Worked time of a card is real elapsed time: clock out − clock in − breaks (a day across a
 *   daylight-saving change counts the hours that really passed). A card still open counts nothing
 *   until it is clocked out; it is reported as open.
 * - A card belongs to its working day's business date (a shift ending after midnight stays on the
 *   day it started); weeks start on the store's `week_start`.
 * - Hourly employees: daily overtime first (hours of a business day beyond the daily limit), then
 *   weekly overtime on the regular hours left (regular hours of a week beyond the weekly limit, from
 *   the week's first day on, the usual US rule). No hour is counted twice. Overtime is paid at the
 *   rate times the multiplier.
 * - Salaried employees are exempt from overtime: all their hours are regular. A daily amount is paid
 *   for each business day of the period with worked time; a weekly amount is prorated by calendar
 *   days: amount × days of the period the employee was employed ÷ 7 (a full week pays the amount).
 * - Money is integer cents, rounded once per line (regular pay, overtime pay, salaried pay), half up.
 */
import { businessDate } from './checks.js';
import { WEEKDAYS, weekStartOf, type Weekday } from './schedule.js';
import { resourceByName } from './registry.js';
import { normalize, validateRecord, type FieldError, type RecordData } from './validation.js';

export const SALARY_TYPES = ['hourly', 'salary'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
export const PAY_PERIODS = ['daily', 'weekly'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** The employee's fields that make up their pay, as the compensation screen edits them. */
export const PAY_FIELDS = ['salary_type', 'salary', 'pay_period', 'hours'] as const;

/** The store's payroll settings (store info, group "payroll"), money in cents. */
export interface PayRule {
  /** Hours of a business day after which time is overtime; 0: no daily overtime. */
  overtimeDailyHours: number;
  /** Regular hours of a week after which time is overtime; 0: no weekly overtime. */
  overtimeWeeklyHours: number;
  overtimeMultiplier: number;
  weekStart: Weekday;
  /** Default amount a day of a salaried employee paid daily whose own value is 0. */
  dailyRate: number;
  /** Default rate per hour of an hourly employee paid daily whose own value is 0. */
  dailyHourRate: number;
  /** Default rate per hour of an hourly employee paid weekly whose own value is 0. */
  weeklyHourRate: number;
}

export const DEFAULT_PAY_RULE: PayRule = {
  overtimeDailyHours: 8,
  overtimeWeeklyHours: 40,
  overtimeMultiplier: 1.5,
  weekStart: 'monday',
  dailyRate: 0,
  dailyHourRate: 0,
  weeklyHourRate: 0,
};

/** An amount as the schemas hold it (9.5) in cents (950). */
export const toCents = (amount: unknown): number =>
  typeof amount === 'number' || (typeof amount === 'string' && amount !== '')
    ? Math.round(Number(amount) * 100)
    : 0;

const numberOr = (value: unknown, fallback: number): number =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value))
    ? fallback
    : Number(value);

/** The rule held by a store-info record; a setting it lacks keeps its default. */
export function payRuleOf(storeInfo: Record<string, unknown> | null | undefined): PayRule {
  const s = storeInfo ?? {};
  const weekStart = (WEEKDAYS as readonly unknown[]).includes(s.week_start)
    ? (s.week_start as Weekday)
    : DEFAULT_PAY_RULE.weekStart;
  return {
    overtimeDailyHours: numberOr(s.overtime_daily_hours, DEFAULT_PAY_RULE.overtimeDailyHours),
    overtimeWeeklyHours: numberOr(s.overtime_weekly_hours, DEFAULT_PAY_RULE.overtimeWeeklyHours),
    overtimeMultiplier: numberOr(s.overtime_multiplier, DEFAULT_PAY_RULE.overtimeMultiplier),
    weekStart,
    dailyRate: toCents(s.daily_rate),
    dailyHourRate: toCents(s.daily_hour_rate),
    weeklyHourRate: toCents(s.weekly_hour_rate),
  };
}

/** An employee's pay settings, money in cents. */
export interface PaySettings {
  salaryType: SalaryType;
  payPeriod: PayPeriod;
  /** Rate per hour (hourly) or amount per pay period (salary); 0 takes the store's default. */
  compensation: number;
  /** `YYYY-MM-DD`: a weekly salary is not paid for days before it. */
  hiredDate?: string | null;
  /** `YYYY-MM-DD`: nor for days after it. */
  terminationDate?: string | null;
}

export interface TimeCardSpan {
  /** The working day's business date; without it, the clock-in's date in the store's zone. */
  businessDate?: string | null;
  clockIn: string | Date;
  /** None while the card is open. */
  clockOut: string | Date | null;
  breaks: readonly { breakIn: string | Date; breakOut: string | Date }[];
}

export interface PayrollDay {
  date: string;
  /** Milliseconds worked, regular and overtime, on that business day. */
  worked: number;
  regular: number;
  overtime: number;
}

export interface PayrollLine {
  /** Rate per hour (hourly) or amount per period (salary) used, in cents. */
  rate: number;
  /** Whether the rate is the employee's own or the store's default. */
  rateFrom: 'employee' | 'store';
  /** Milliseconds over the period. */
  worked: number;
  regular: number;
  overtime: number;
  /** Business days of the period with worked time, in order. */
  days: PayrollDay[];
  /** Cents. */
  regularPay: number;
  overtimePay: number;
  total: number;
  /** Cards of the period still open: not counted until clocked out. */
  openCards: number;
}

export const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const instant = (v: string | Date) => (v instanceof Date ? v.getTime() : Date.parse(v));

/** `YYYY-MM-DD` plus n days. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from one date to another, both counted: 2024-03-04 → 2024-03-10 is 7. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The pay week holding a date, first and last day. */
export function payWeekOf(date: string, weekStart: Weekday): { from: string; to: string } {
  const from = weekStartOf(date, weekStart);
  return { from, to: addDays(from, 6) };
}

/** The calendar month holding a date. */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const next = new Date(Date.parse(`${from}T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/** Worked milliseconds of a clocked-out card: its span less its breaks (overlapping breaks once). */
export function workedTime(card: TimeCardSpan): number {
  if (!card.clockOut) return 0;
  const start = instant(card.clockIn);
  const end = instant(card.clockOut);
  if (!(end > start)) return 0;
  const breaks = card.breaks
    .map((b) => [Math.max(start, instant(b.breakIn)), Math.min(end, instant(b.breakOut))] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let resting = 0;
  let reach = start;
  for (const [a, b] of breaks) {
    const from = Math.max(a, reach);
    if (b > from) resting += b - from;
    reach = Math.max(reach, b);
  }
  return end - start - resting;
}

/** n / d in whole units, half up; exact for any size of amount. */
function roundDiv(n: bigint, d: bigint): number {
  return Number((2n * n + d) / (2n * d));
}

/**
 * Hours per business day split into regular and overtime. Days before `from` are passed in when they
 * share a week with it: they count toward the weekly limit without being paid again here.
 */
function splitDays(workedByDate: Map<string, number>, rule: PayRule, exempt: boolean): PayrollDay[] {
  const dailyLimit = Math.round(rule.overtimeDailyHours * 3600) * 1000;
  const weeklyLimit = Math.round(rule.overtimeWeeklyHours * 3600) * 1000;
  const regularOfWeek = new Map<string, number>();
  return [...workedByDate.keys()].sort().map((date) => {
    const worked = workedByDate.get(date)!;
    if (exempt) return { date, worked, regular: worked, overtime: 0 };
    const daily = dailyLimit > 0 ? Math.max(0, worked - dailyLimit) : 0;
    let regular = worked - daily;
    let weekly = 0;
    if (weeklyLimit > 0) {
      const week = weekStartOf(date, rule.weekStart);
      const before = regularOfWeek.get(week) ?? 0;
      weekly = Math.max(0, regular - Math.max(0, weeklyLimit - before));
      regular -= weekly;
      regularOfWeek.set(week, before + regular);
    }
    return { date, worked, regular, overtime: daily + weekly };
  });
}

interface PayrollInput {
  settings: PaySettings;
  rule: PayRule;
  cards: readonly TimeCardSpan[];
  timeZone: string;
}

/**
 * Worked time and open cards of each business date of the cards, from the first day of `from`'s pay
 * week to `to`.
 */
function cardDays({ rule, cards, timeZone }: PayrollInput, from: string, to: string) {
  const worked = new Map<string, number>();
  const open = new Map<string, number>();
  const first = weekStartOf(from, rule.weekStart);
  for (const card of cards) {
    const date = card.businessDate ?? businessDate(new Date(instant(card.clockIn)), timeZone);
    if (date > to || date < first) continue;
    if (!card.clockOut) open.set(date, (open.get(date) ?? 0) + 1);
    else worked.set(date, (worked.get(date) ?? 0) + workedTime(card));
  }
  return { worked, open };
}

/** The pay of the business dates `from`–`to` for their days with worked time, split already. */
function linePay(
  { settings, rule }: PayrollInput,
  days: PayrollDay[],
  openCards: number,
  from: string,
  to: string,
): PayrollLine {
  const salaried = settings.salaryType === 'salary';
  const sum = (pick: (d: PayrollDay) => number) => days.reduce((t, d) => t + pick(d), 0);
  const worked = sum((d) => d.worked);
  const regular = sum((d) => d.regular);
  const overtime = sum((d) => d.overtime);

  const own = settings.compensation > 0;
  let rate: number;
  let regularPay: number;
  let overtimePay = 0;
  if (salaried) {
    rate = own ? settings.compensation : settings.payPeriod === 'daily' ? rule.dailyRate : 0;
    if (settings.payPeriod === 'daily') regularPay = rate * days.length;
    else {
      const first = settings.hiredDate && settings.hiredDate > from ? settings.hiredDate : from;
      const last = settings.terminationDate && settings.terminationDate < to ? settings.terminationDate : to;
      const employed = first <= last ? daysInclusive(first, last) : 0;
      regularPay = roundDiv(BigInt(rate) * BigInt(employed), 7n);
    }
  } else {
    rate = own
      ? settings.compensation
      : settings.payPeriod === 'daily'
        ? rule.dailyHourRate
        : rule.weeklyHourRate;
    regularPay = roundDiv(BigInt(rate) * BigInt(regular), BigInt(HOUR_MS));
    const multiplier = BigInt(Math.round(rule.overtimeMultiplier * 100));
    overtimePay = roundDiv(BigInt(rate) * BigInt(overtime) * multiplier, BigInt(HOUR_MS) * 100n);
  }
  return {
    rate,
    rateFrom: own ? 'employee' : 'store',
    worked,
    regular,
    overtime,
    days,
    regularPay,
    overtimePay,
    total: regularPay + overtimePay,
    openCards,
  };
}

/**
 * One employee's pay for the business dates `from`–`to` (inclusive). `cards` may include cards of
 * the days before `from` in the same pay week; they set the weekly overtime, they are not paid.
 */
export function payrollLine(input: PayrollInput & { from: string; to: string }): PayrollLine {
  const { from, to } = input;
  const { worked, open } = cardDays(input, from, to);
  const days = splitDays(worked, input.rule, input.settings.salaryType === 'salary').filter(
    (d) => d.date >= from && d.worked > 0,
  );
  let openCards = 0;
  for (const [date, n] of open) if (date >= from) openCards += n;
  return linePay(input, days, openCards, from, to);
}

/**
 * One employee's pay of each of `dates` (business dates, ascending) taken alone: the same line as
 * payrollLine of that single date, the cards split into days once for them all (a date's regular and
 * overtime hours depend only on the days of its pay week up to it).
 */
export function payrollLinesByDate(input: PayrollInput & { dates: readonly string[] }): PayrollLine[] {
  const { dates } = input;
  if (!dates.length) return [];
  const { worked, open } = cardDays(input, dates[0]!, dates[dates.length - 1]!);
  const split = new Map(
    splitDays(worked, input.rule, input.settings.salaryType === 'salary').map((d) => [d.date, d]),
  );
  return dates.map((date) => {
    const day = split.get(date);
    return linePay(input, day && day.worked > 0 ? [day] : [], open.get(date) ?? 0, date, date);
  });
}

/** Milliseconds as hours with two decimals: 30_600_000 → 8.5. */
export const hoursOf = (ms: number): number => Math.round(ms / 36_000) / 100;

/**
 * SPEC §5 "The compensation value is required": an active employee has a compensation value above
 * 0 (a rate per hour or an amount per pay period). Inactive and terminated employees may have none.
 */
export function compensationErrors(record: { status?: unknown; salary?: unknown }): FieldError[] {
  const active = record.status === undefined || record.status === null || record.status === 'active';
  if (!active) return [];
  const value = record.salary;
  if (value === undefined || value === null || value === '')
    return [{ field: 'salary', key: 'compensation.errors.required' }];
  if (typeof value === 'number' && value <= 0)
    return [{ field: 'salary', key: 'compensation.errors.aboveZero' }];
  return [];
}

const employeeResource = () => resourceByName('employee');

/**
 * The pay fields' problems, as the employee form shows them: the schema's rules for those fields
 * (enums, money, hours 0–168), then the compensation value required above 0 while active. The
 * field name goes with each problem for the message ("The hours must be at most 168").
 */
export function compensationRecordErrors(record: RecordData): FieldError[] {
  const data = normalize(employeeResource(), record);
  const schema = validateRecord(employeeResource(), { first_name: '-', last_name: '-', ...data }).filter(
    (e) => (PAY_FIELDS as readonly string[]).includes(e.field),
  );
  const seen = new Set(schema.map((e) => e.field));
  const all = [...schema, ...compensationErrors(data).filter((e) => !seen.has(e.field))];
  return all.map((e) => ({ ...e, params: { ...e.params, field: e.field } }));
}
