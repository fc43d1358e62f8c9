/**
 * Employees' payroll in the database: the pay of a period computed from the time cards by
 * src/core/payroll.ts, with each employee's compensation (./compensation.ts).
 */
import { sql } from 'kysely';
import { businessDate } from '../../core/checks.js';
import { AppError } from '../../core/errors.js';
import {
  hoursOf,
  payRuleOf,
  payrollLine,
  payrollLinesByDate,
  addDays,
  daysInclusive,
  type PayPeriod,
  type PayRule,
  type SalaryType,
  type TimeCardSpan,
} from '../../core/payroll.js';
import { resourceByName } from '../../core/registry.js';
import { weekStartOf } from '../../core/schedule.js';
import type { Db } from '../db/database.js';
import { isUuid } from './ids.js';
import { PAY_COLUMNS, unknownEmployee } from './compensation.js';

const STORE_INFO = resourceByName('store-info');
const PAYROLL_SETTINGS = resourceByName('payroll-settings');
const CUSTOMER_SETTINGS = resourceByName('customer-settings');
/** The longest period one payroll covers: a year and a day. */
export const MAX_PAYROLL_DAYS = 366;

export interface PayrollQuery {
  from: string;
  to: string;
  employeeId?: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

function checkPeriod(q: PayrollQuery): void {
  const bad = (field: string, key: string, params: Record<string, string | number> = {}) =>
    new AppError('VALIDATION', key, { field, ...params }, [{ field, key, params }]);
  if (!isDate(q.from)) throw bad('from', 'compensation.errors.date');
  if (!isDate(q.to)) throw bad('to', 'compensation.errors.date');
  if (q.to < q.from) throw bad('to', 'compensation.errors.periodOrder');
  if (daysInclusive(q.from, q.to) > MAX_PAYROLL_DAYS)
    throw bad('to', 'compensation.errors.periodTooLong', { limit: MAX_PAYROLL_DAYS });
  if (q.employeeId && !isUuid(q.employeeId)) throw unknownEmployee();
}

async function storeRule(
  db: Db,
  storeId: string,
): Promise<{ rule: PayRule; timeZone: string; nameFormat: string }> {
  const info = await db
    .selectFrom(STORE_INFO.table)
    .selectAll()
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  // The store's record holds store info and the payroll and customer settings (General Settings).
  const defaults = Object.fromEntries(
    [STORE_INFO, PAYROLL_SETTINGS, CUSTOMER_SETTINGS].flatMap((r) =>
      r.fields.map((f) => [f.name, f.default]),
    ),
  );
  const record = {
    ...defaults,
    ...Object.fromEntries(Object.entries(info ?? {}).filter(([, v]) => v !== null)),
  };
  return {
    rule: payRuleOf(record),
    timeZone: String(record.time_zone),
    nameFormat: String(record.name_format),
  };
}

const ruleAnswer = (rule: PayRule, timeZone: string) => ({
  overtime_daily_hours: rule.overtimeDailyHours,
  overtime_weekly_hours: rule.overtimeWeeklyHours,
  overtime_multiplier: rule.overtimeMultiplier,
  week_start: rule.weekStart,
  daily_rate: rule.dailyRate,
  daily_hour_rate: rule.dailyHourRate,
  weekly_hour_rate: rule.weeklyHourRate,
  time_zone: timeZone,
});

/** The store's rule, and today in its zone: the compensation screen's pay weeks start from them. */
export async function readPayrollSettings(db: Db, storeId: string, now = new Date()) {
  const { rule, timeZone } = await storeRule(db, storeId);
  return { rule: ruleAnswer(rule, timeZone), today: businessDate(now, timeZone) };
}

interface CardRow {
  id: string;
  employee_id: string;
  business_date: string;
  clock_in: string | Date;
  clock_out: string | Date | null;
  break_in: string | Date | null;
  break_out: string | Date | null;
}

/**
 * Time cards of the business dates `from`–`to` with their breaks, by employee, in one statement: a
 * card comes once per break (once without breaks), in order.
 */
async function cardsByEmployee(
  db: Db,
  storeId: string,
  from: string,
  to: string,
  employeeId?: string | null,
) {
  const { rows } = await sql<CardRow>`select c.id, c.employee_id,
      to_char(d.business_date, 'YYYY-MM-DD') as business_date, c.clock_in, c.clock_out,
      b.break_in, b.break_out
    from working_day d
    join time_card c on c.store_id = d.store_id and c.working_day_id = d.id
    left join time_card_break b on b.store_id = c.store_id and b.time_card_id = c.id
    where d.store_id = ${storeId} and d.business_date between ${from}::date and ${to}::date
      ${employeeId ? sql`and c.employee_id = ${employeeId}` : sql``}
    order by c.clock_in, c.id`.execute(db);
  const out = new Map<string, TimeCardSpan[]>();
  let id = '';
  let breaks: TimeCardSpan['breaks'][number][] = [];
  for (const c of rows) {
    if (id !== c.id) {
      id = c.id;
      breaks = [];
      const list = out.get(c.employee_id) ?? [];
      list.push({
        businessDate: c.business_date,
        clockIn: c.clock_in,
        clockOut: c.clock_out,
        breaks,
      });
      out.set(c.employee_id, list);
    }
    if (c.break_in !== null && c.break_out !== null)
      breaks.push({ breakIn: c.break_in, breakOut: c.break_out });
  }
  return out;
}

export interface PayrollEmployeeLine {
  employee_id: string;
  name: string;
  first_name: string;
  last_name: string;
  status: string;
  salary_type: SalaryType;
  pay_period: PayPeriod;
  /** Cents: the rate per hour, or the amount per pay period of a salaried employee. */
  rate: number;
  rate_from: 'employee' | 'store';
  hours: number;
  regular_hours: number;
  overtime_hours: number;
  regular_pay: number;
  overtime_pay: number;
  total: number;
  open_cards: number;
  days: { date: string; hours: number; regular_hours: number; overtime_hours: number }[];
}

/** An employee record's pay settings, as payrollLine takes them. */
const paySettingsOf = (row: Record<string, unknown>) => ({
  salaryType: row.salary_type === 'salary' ? ('salary' as const) : ('hourly' as const),
  payPeriod: row.pay_period === 'daily' ? ('daily' as const) : ('weekly' as const),
  compensation: Math.round(Number(row.salary ?? 0) * 100),
  hiredDate: (row.hired_date as string | null) ?? null,
  terminationDate: (row.termination_date as string | null) ?? null,
});

/**
 * What a payroll of the business dates `from`–`to` is computed from: the store's rule, the time cards
 * from the start of `from`'s pay week (earlier days count toward its weekly overtime) and the
 * employees, by name; one employee's alone when `employeeId` is given. The rule's week start is
 * needed before the cards are read, so the cards are read from a week earlier at most and the days
 * before that pay week left out; the three statements run at once.
 */
async function payrollInputs(db: Db, storeId: string, from: string, to: string, employeeId?: string | null) {
  let employees = db
    .selectFrom('employee')
    .select([...PAY_COLUMNS, 'hired_date', 'termination_date'])
    .where('store_id', '=', storeId);
  if (employeeId) employees = employees.where('id', '=', employeeId);
  const [{ rule, timeZone, nameFormat }, read, rows] = await Promise.all([
    storeRule(db, storeId),
    cardsByEmployee(db, storeId, addDays(from, -6), to, employeeId),
    employees.orderBy('last_name').orderBy('first_name').orderBy('id').execute(),
  ]);
  const first = weekStartOf(from, rule.weekStart);
  const cards = new Map(
    [...read].map(([id, list]) => [id, list.filter((c) => c.businessDate! >= first)] as const),
  );
  return { rule, timeZone, nameFormat, cards, rows };
}

/** Someone no longer active appears only for the time they worked in the period. */
const inPayroll = (row: Record<string, unknown>, line: { worked: number; openCards: number }) =>
  row.status === 'active' || line.worked !== 0 || line.openCards !== 0;

/**
 * The store's labour on each business date of `from`–`to` that has time cards or is among `dates`:
 * the hours worked and their cost, each date as readPayroll of that single date computes it, the
 * cards read once for them all. By date, ascending.
 */
export async function readPayrollDays(
  db: Db,
  storeId: string,
  q: { from: string; to: string },
  dates: Iterable<string> | PromiseLike<Iterable<string>>,
): Promise<Map<string, { hours: number; total: number }>> {
  checkPeriod(q);
  const { rule, timeZone, cards, rows } = await payrollInputs(db, storeId, q.from, q.to);
  const all = new Set([...(await dates)].filter((d) => d >= q.from && d <= q.to));
  for (const list of cards.values())
    for (const c of list) if (c.businessDate! >= q.from) all.add(c.businessDate!);
  const sorted = [...all].sort();
  const worked = sorted.map(() => 0);
  const total = sorted.map(() => 0);
  for (const row of rows) {
    const lines = payrollLinesByDate({
      settings: paySettingsOf(row),
      rule,
      cards: cards.get(row.id as string) ?? [],
      dates: sorted,
      timeZone,
    });
    lines.forEach((line, i) => {
      if (!inPayroll(row, line)) return;
      worked[i]! += line.worked;
      total[i]! += line.total;
    });
  }
  return new Map(sorted.map((date, i) => [date, { hours: hoursOf(worked[i]!), total: total[i]! }]));
}

/**
 * The payroll of the business dates `from`–`to` (inclusive): every active employee and everyone
 * with time cards in the period, their hours and pay, the totals and the rule used. Cards of the
 * days of the first week before `from` count toward its weekly overtime.
 */
export async function readPayroll(db: Db, storeId: string, q: PayrollQuery) {
  checkPeriod(q);
  const { rule, timeZone, nameFormat, cards, rows } = await payrollInputs(
    db,
    storeId,
    q.from,
    q.to,
    q.employeeId,
  );
  if (q.employeeId && !rows.length) throw unknownEmployee();

  const lines: PayrollEmployeeLine[] = [];
  let worked = 0;
  let regular = 0;
  let overtime = 0;
  for (const row of rows) {
    const line = payrollLine({
      settings: paySettingsOf(row),
      rule,
      cards: cards.get(row.id as string) ?? [],
      from: q.from,
      to: q.to,
      timeZone,
    });
    if (!inPayroll(row, line)) continue;
    worked += line.worked;
    regular += line.regular;
    overtime += line.overtime;
    const first = row.first_name as string;
    const last = row.last_name as string;
    lines.push({
      employee_id: row.id as string,
      name: nameFormat === 'lastname-firstname' ? `${last}, ${first}` : `${first} ${last}`,
      first_name: first,
      last_name: last,
      status: row.status as string,
      salary_type: row.salary_type === 'salary' ? 'salary' : 'hourly',
      pay_period: row.pay_period === 'daily' ? 'daily' : 'weekly',
      rate: line.rate,
      rate_from: line.rateFrom,
      hours: hoursOf(line.worked),
      regular_hours: hoursOf(line.regular),
      overtime_hours: hoursOf(line.overtime),
      regular_pay: line.regularPay,
      overtime_pay: line.overtimePay,
      total: line.total,
      open_cards: line.openCards,
      days: line.days.map((d) => ({
        date: d.date,
        hours: hoursOf(d.worked),
        regular_hours: hoursOf(d.regular),
        overtime_hours: hoursOf(d.overtime),
      })),
    });
  }
  const sum = (pick: (l: PayrollEmployeeLine) => number) => lines.reduce((t, l) => t + pick(l), 0);
  return {
    from: q.from,
    to: q.to,
    rule: ruleAnswer(rule, timeZone),
    employees: lines,
    totals: {
      hours: hoursOf(worked),
      regular_hours: hoursOf(regular),
      overtime_hours: hoursOf(overtime),
      regular_pay: sum((l) => l.regular_pay),
      overtime_pay: sum((l) => l.overtime_pay),
      total: sum((l) => l.total),
      open_cards: sum((l) => l.open_cards),
    },
  };
}
