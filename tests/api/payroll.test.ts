import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { businessDate } from '../../src/core/checks.js';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const PAY_BLIND = { email: 'pay.blind@demo.test', password: 'pay-blind-1', pin: '80561' };
const NOT_AUTHORIZED = 'You are not authorized!';
const enT = makeTranslate(en as Phrases);
const esT = makeTranslate(es as Phrases);
const HOUR = 3_600_000;

interface Compensation {
  employee_id: string;
  first_name: string;
  salary_type: string;
  salary: number | null;
  pay_period: string;
  hours: number | null;
  jobs: string[];
}
interface Line {
  employee_id: string;
  name: string;
  salary_type: string;
  rate: number;
  rate_from: string;
  hours: number;
  regular_hours: number;
  overtime_hours: number;
  regular_pay: number;
  overtime_pay: number;
  total: number;
  open_cards: number;
  days: { date: string; hours: number; regular_hours: number; overtime_hours: number }[];
}
interface Payroll {
  rule: {
    overtime_daily_hours: number;
    overtime_weekly_hours: number;
    overtime_multiplier: number;
    week_start: string;
  };
  employees: Line[];
  totals: {
    hours: number;
    regular_hours: number;
    overtime_hours: number;
    regular_pay: number;
    overtime_pay: number;
    total: number;
  };
}

const COMPENSATION = 'employee_id first_name salary_type salary pay_period hours jobs';
const SET = `mutation ($id: ID!, $type: String!, $salary: Float, $period: String!, $hours: Int) {
  setCompensation(employee_id: $id, salary_type: $type, salary: $salary, pay_period: $period, hours: $hours) {
    ${COMPENSATION} } }`;
const PAYROLL = `query ($from: String!, $to: String!, $employee: ID) { payroll(from: $from, to: $to, employee_id: $employee) {
  rule { overtime_daily_hours overtime_weekly_hours overtime_multiplier week_start }
  employees { employee_id name salary_type rate rate_from hours regular_hours overtime_hours regular_pay overtime_pay
    total open_cards days { date hours regular_hours overtime_hours } }
  totals { hours regular_hours overtime_hours regular_pay overtime_pay total } } }`;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The usual US rule written out again for the test: per day, hours beyond 8 are overtime; of the
 * regular hours left, those beyond 40 in the week are overtime. Pay in cents at the rate and
 * rate × multiplier, one rounding per line.
 */
function expectedPay(dailyHours: number[], rateCents: number, multiplier: number) {
  let weekRegular = 0;
  let regular = 0;
  let overtime = 0;
  for (const h of dailyHours) {
    const daily = Math.max(0, h - 8);
    const left = h - daily;
    const weekly = Math.max(0, weekRegular + left - 40);
    weekRegular += left - weekly;
    regular += left - weekly;
    overtime += daily + weekly;
  }
  const regularPay = Math.round(regular * rateCents);
  const overtimePay = Math.round(overtime * rateCents * multiplier);
  return { regular, overtime, regularPay, overtimePay, total: regularPay + overtimePay };
}

/*
 * Employees' pay over HTTP for Demo Bistro's owner: the compensation of each employee (listed, set,
 * refused with the spec's wording and nothing written), and the payroll of a past week from time
 * cards a device records, checked against the rule computed again here. Tests run in order.
 */
describeEachDb('payroll on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let storeId: string;
  let carla: string;
  let marco: string;
  let deviceToken: string;

  const compensations = async (gql: Gql = owner) => {
    const res = await gql<{ compensations: Compensation[] }>(`{ compensations { ${COMPENSATION} } }`);
    expect(res.errors).toBeUndefined();
    return res.data!.compensations;
  };
  const employeeLogCount = async () =>
    (
      await owner<{ _allSystemLogsMeta: { count: number } }>(
        '{ _allSystemLogsMeta(filter: { entity: "employee" }) { count } }',
      )
    ).data!._allSystemLogsMeta.count;
  const setPay = (variables: Record<string, unknown>, gql: Gql = owner) =>
    gql<{ setCompensation: Compensation }>(SET, { type: 'hourly', period: 'weekly', ...variables });

  async function post(path: string, body: unknown, bearer?: string) {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  /**
   * A card through the device API. A new business day closes the open working day a minute before
   * the clock-in (a device refuses a clock-in before the last close), so the card opens its own.
   */
  async function recordCard(
    employeeId: string,
    clockIn: Date,
    hours: number,
    { breakMinutes = 0, open = false, sameDay = false } = {},
  ) {
    if (!sameDay)
      await sql`update working_day set status = 'closed', closed_at = ${new Date(clockIn.getTime() - 60_000).toISOString()}
        where store_id = ${storeId} and status = 'open'`.execute(server.database.db);
    const clockOut = new Date(clockIn.getTime() + hours * HOUR + breakMinutes * 60_000);
    const breakIn = new Date(clockIn.getTime() + 3 * HOUR);
    const res = await post(
      '/api/devices/time-cards',
      {
        id: randomUUID(),
        employee_id: employeeId,
        clock_in: clockIn.toISOString(),
        ...(open ? {} : { clock_out: clockOut.toISOString() }),
        breaks:
          breakMinutes && !open
            ? [
                {
                  break_in: breakIn.toISOString(),
                  break_out: new Date(breakIn.getTime() + breakMinutes * 60_000).toISOString(),
                },
              ]
            : [],
      },
      deviceToken,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
    const db = server.database.db;
    const store = await db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    storeId = store.id as string;
    const byName = async (first: string) =>
      (
        await db
          .selectFrom('employee')
          .select('id')
          .where('store_id', '=', storeId)
          .where('first_name', '=', first)
          .executeTakeFirstOrThrow()
      ).id as string;
    carla = await byName('Carla');
    marco = await byName('Marco');
    const device = await db
      .selectFrom('device')
      .select('installation_code')
      .where('store_id', '=', storeId)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    const activated = await post('/api/devices/activate', { installation_code: device.installation_code });
    deviceToken = activated.body.token as string;
    expect(deviceToken).toBeTruthy();
  });
  afterAll(() => server?.close());

  it("lists every active employee's pay and jobs; another store sees only its own", async () => {
    const list = await compensations();
    expect(list.find((c) => c.employee_id === marco)).toMatchObject({
      salary_type: 'salary',
      salary: 950,
      pay_period: 'weekly',
      hours: 45,
      jobs: ['Manager'],
    });
    expect(list.find((c) => c.employee_id === carla)).toMatchObject({
      salary_type: 'hourly',
      salary: 15.5,
      jobs: ['Cashier'],
    });
    const { gql: owner2 } = await signIn(server, OWNER_2);
    const theirs = await compensations(owner2);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((c) => c.employee_id === carla || c.employee_id === marco)).toBe(false);
  });

  it("sets an employee's pay in one go and records it in the system log", async () => {
    const logged = await employeeLogCount();
    const res = await setPay({ id: carla, salary: 18.25, hours: 32 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.setCompensation).toMatchObject({
      salary_type: 'hourly',
      salary: 18.25,
      pay_period: 'weekly',
      hours: 32,
    });
    const read = await owner<{ Employee: { salary: number; hours: number } }>(
      'query ($id: ID!) { Employee(id: $id) { salary hours } }',
      { id: carla },
    );
    expect(read.data!.Employee).toEqual({ salary: 18.25, hours: 32 });
    expect(await employeeLogCount()).toBe(logged + 1);
  });

  it('refuses a missing or zero compensation value, unknown choices and too many hours, writing nothing', async () => {
    const before = await compensations();
    const logged = await employeeLogCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id: carla, salary: null }, 'compensation.errors.required', 'salary'],
      [{ id: carla, salary: 0 }, 'compensation.errors.aboveZero', 'salary'],
      [{ id: carla, salary: 12, type: 'monthly' }, 'validation.enum', 'salary_type'],
      [{ id: carla, salary: 12, period: 'monthly' }, 'validation.enum', 'pay_period'],
      [{ id: carla, salary: 12, hours: 169 }, 'validation.maximum', 'hours'],
      [{ id: carla, salary: 12.345 }, 'validation.decimals', 'salary'],
    ];
    for (const [variables, key, field] of cases) {
      const res = await setPay(variables);
      expect(res.errors, key).toHaveLength(1);
      expect(res.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION', key });
      expect(res.errors![0]!.extensions.errors![0]).toMatchObject({ field, key });
    }
    const missing = await setPay({ id: carla, salary: null });
    expect(missing.errors![0]!.message).toBe('The compensation value is required');
    expect(esT(missing.errors![0]!.extensions.key)).toBe('El valor de compensación es obligatorio');
    expect(enT('compensation.errors.aboveZero')).toBe('The compensation value must be greater than zero');

    const { gql: owner2 } = await signIn(server, OWNER_2);
    const foreign = await setPay({ id: carla, salary: 30 }, owner2);
    expect(foreign.errors![0]!.extensions).toMatchObject({
      code: 'NOT_FOUND',
      key: 'compensation.errors.unknownEmployee',
    });

    expect(await compensations()).toEqual(before);
    expect(await employeeLogCount()).toBe(logged);
  });

  it('asks for the compensation value of an active employee created or edited like any record', async () => {
    const count = async () =>
      (await owner<{ _allEmployeesMeta: { count: number } }>('{ _allEmployeesMeta { count } }')).data!
        ._allEmployeesMeta.count;
    const employees = await count();
    const refused = await owner(
      'mutation { createEmployee(first_name: "Nina", last_name: "Nopay", pos_pin: "80571") { id } }',
    );
    expect(refused.errors![0]!.message).toBe('The compensation value is required');
    expect(refused.errors![0]!.extensions.errors![0]).toMatchObject({
      field: 'salary',
      key: 'compensation.errors.required',
    });
    expect(await count()).toBe(employees);
    // An inactive employee may have none; making them active asks for it.
    const inactive = await owner<{ createEmployee: { id: string } }>(
      'mutation { createEmployee(first_name: "Nina", last_name: "Nopay", pos_pin: "80571", status: "inactive") { id } }',
    );
    expect(inactive.errors).toBeUndefined();
    const activate = await owner('mutation ($id: ID!) { updateEmployee(id: $id, status: "active") { id } }', {
      id: inactive.data!.createEmployee.id,
    });
    expect(activate.errors![0]!.extensions.key).toBe('compensation.errors.required');
    const paid = await owner(
      'mutation ($id: ID!) { updateEmployee(id: $id, status: "active", salary: 14) { id } }',
      {
        id: inactive.data!.createEmployee.id,
      },
    );
    expect(paid.errors).toBeUndefined();
  });

  it('computes a week with daily and weekly overtime from the time cards a device recorded, as the rule says', async () => {
    const rule = await owner(
      'mutation ($id: ID!) { updatePayrollSetting(id: $id, overtime_daily_hours: 8, overtime_weekly_hours: 40, overtime_multiplier: 2) { id } }',
      { id: storeId },
    );
    expect(rule.errors).toBeUndefined();
    const week = await owner(
      'mutation ($id: ID!) { updateStoreInfo(id: $id, week_start: "monday") { id } }',
      {
        id: storeId,
      },
    );
    expect(week.errors).toBeUndefined();
    expect((await setPay({ id: carla, salary: 18.25, hours: 40 })).errors).toBeUndefined();

    // The Monday of the pay week three weeks ago, in the store's zone (New York).
    const today = businessDate(new Date(), 'America/New_York');
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = addDays(today, -weekday - 21);
    const sunday = addDays(monday, 6);
    // 15:00 UTC is 10:00 or 11:00 in New York: every card stays on its own business date.
    const at = (day: number) => new Date(`${addDays(monday, day)}T15:00:00Z`);
    const carlaDays = [9.5, 9, 8, 8, 8, 6];
    // A card of the week before does not belong to this payroll.
    await recordCard(carla, new Date(`${addDays(monday, -1)}T15:00:00Z`), 8);
    await recordCard(carla, at(0), 9.5, { breakMinutes: 30 });
    await recordCard(marco, new Date(at(0).getTime() + HOUR), 12, { sameDay: true });
    for (const [i, h] of carlaDays.slice(1).entries()) await recordCard(carla, at(i + 1), h);
    await recordCard(carla, at(6), 3, { open: true });

    const res = await owner<{ payroll: Payroll }>(PAYROLL, { from: monday, to: sunday });
    expect(res.errors).toBeUndefined();
    const payroll = res.data!.payroll;
    expect(payroll.rule).toEqual({
      overtime_daily_hours: 8,
      overtime_weekly_hours: 40,
      overtime_multiplier: 2,
      week_start: 'monday',
    });
    const expected = expectedPay(carlaDays, 1825, 2);
    expect(expected).toMatchObject({ regular: 40, overtime: 8.5 });
    const line = payroll.employees.find((l) => l.employee_id === carla)!;
    expect(line).toMatchObject({
      name: 'Carla Cashier',
      salary_type: 'hourly',
      rate: 1825,
      rate_from: 'employee',
      hours: 48.5,
      regular_hours: expected.regular,
      overtime_hours: expected.overtime,
      regular_pay: expected.regularPay,
      overtime_pay: expected.overtimePay,
      total: expected.total,
      open_cards: 1,
    });
    expect(line.days.map((d) => [d.date, d.hours, d.overtime_hours])).toEqual([
      [monday, 9.5, 1.5],
      [addDays(monday, 1), 9, 1],
      [addDays(monday, 2), 8, 0],
      [addDays(monday, 3), 8, 0],
      [addDays(monday, 4), 8, 0],
      [addDays(monday, 5), 6, 6],
    ]);
    // The salaried manager: his weekly amount, his hours all regular.
    expect(payroll.employees.find((l) => l.employee_id === marco)).toMatchObject({
      salary_type: 'salary',
      hours: 12,
      overtime_hours: 0,
      total: 95_000,
    });
    const sum = (pick: (l: Line) => number) => payroll.employees.reduce((t, l) => t + pick(l), 0);
    expect(payroll.totals.total).toBe(sum((l) => l.total));
    expect(payroll.totals.overtime_pay).toBe(sum((l) => l.overtime_pay));
    expect(payroll.totals.hours).toBeCloseTo(
      sum((l) => l.hours),
      2,
    );

    const one = await owner<{ payroll: Payroll }>(PAYROLL, { from: monday, to: sunday, employee: carla });
    expect(one.data!.payroll.employees.map((l) => l.employee_id)).toEqual([carla]);
    expect(one.data!.payroll.totals.total).toBe(expected.total);

    // The same week for Demo Taqueria: none of Demo Bistro's people or hours.
    const { gql: owner2 } = await signIn(server, OWNER_2);
    const theirs = await owner2<{ payroll: Payroll }>(PAYROLL, { from: monday, to: sunday });
    expect(theirs.errors).toBeUndefined();
    expect(
      theirs.data!.payroll.employees.some((l) => l.employee_id === carla || l.employee_id === marco),
    ).toBe(false);
    const foreign = await owner2(PAYROLL, { from: monday, to: sunday, employee: carla });
    expect(foreign.errors![0]!.extensions.key).toBe('compensation.errors.unknownEmployee');
  });

  it('refuses a period that is not one', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-02-30', to: '2026-03-01' }, 'compensation.errors.date'],
      [{ from: '2026-03-08', to: '2026-03-01' }, 'compensation.errors.periodOrder'],
      [{ from: '2024-01-01', to: '2026-01-01' }, 'compensation.errors.periodTooLong'],
    ];
    for (const [variables, key] of cases) {
      const res = await owner(PAYROLL, variables);
      expect(res.errors![0]!.extensions.key).toBe(key);
    }
  });

  it('refuses pay and payroll to a job without the compensation permission', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Staff reader", modules: $m) { id } }',
      { m: [{ code: 'employees-office', status: true, permissions: [{ code: 'employees', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Paz", last_name: "Blind", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...PAY_BLIND },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, PAY_BLIND);
    expect((await reader('{ allEmployees(perPage: 1) { id } }')).errors).toBeUndefined();
    const before = await compensations();
    for (const [query, variables] of [
      [`{ compensations { ${COMPENSATION} } }`, {}],
      ['{ payrollRule { today } }', {}],
      [PAYROLL, { from: '2026-03-02', to: '2026-03-08' }],
      [SET, { id: carla, type: 'hourly', salary: 99, period: 'weekly' }],
    ] as const) {
      const res = await reader(query, variables);
      expect(res.errors![0]!.message).toBe(NOT_AUTHORIZED);
      expect(res.errors![0]!.extensions.code).toBe('597-1');
    }
    expect(await compensations()).toEqual(before);
  });
});
