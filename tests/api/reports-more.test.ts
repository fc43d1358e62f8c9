import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payRuleOf, payrollLine, type PayRule, type TimeCardSpan } from '../../src/core/payroll.js';
import { resourceByName } from '../../src/core/registry.js';
import { generateHistory } from '../../src/server/seed/history.js';
import { zonedInstant } from '../../src/server/seed/history-day.js';
import { uuidv7 } from '../../src/server/services/ids.js';
import { closeWorkingDay, loadCatalog, recordPaidOut, recordShift } from '../../src/server/pos/index.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

const ZONE = 'America/New_York';
const LIMITED = { email: 'limited.reports@demo.test', password: 'limited-reports-1', pin: '70432' };
const REPORT = `query ($code: String!, $from: String!, $to: String!) {
  report(code: $code, from: $from, to: $to) {
    code columns { key kind } rows { cells } totals chart { labels series { key unit values } } } }`;

interface Answer {
  columns: { key: string; kind: string }[];
  rows: { cells: (string | null)[] }[];
  totals: (string | null)[] | null;
  chart: { labels: string[]; series: { key: string; unit: string; values: number[] }[] } | null;
}

/** `YYYY-MM-DD HH:mm` of an instant in the store's zone, by the JavaScript clock. */
function local(at: Date | string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const ms = (v: unknown) => new Date(v as string).getTime();
const hours2 = (worked: number) => (Math.round(worked / 36_000) / 100).toFixed(2);
const pct = (part: number, whole: number) =>
  whole ? (Math.round((part / whole) * 10000) / 100).toFixed(2) : '0.00';
const byLabel = (rows: { cells: (string | null)[] }[]) =>
  Object.fromEntries(rows.map((r) => [r.cells[0], r.cells.slice(1)]));

describeEachDb('people, payment and rating reports on %s', (kind) => {
  let server: TestServer;
  let storeId: string;
  let deviceId: string;
  let owner: Awaited<ReturnType<typeof signIn>>['gql'];
  let rule: PayRule;
  const people = new Map<string, Record<string, unknown>>();
  let checks: Record<string, unknown>[];
  let voidAmounts: Map<string, number>;
  let payments: Record<string, unknown>[];
  let cards: { employee: string; date: string; span: TimeCardSpan; worked: number }[];
  let ratings: { date: string; name: string; rating: number }[];
  let paidOuts: Record<string, unknown>[];

  const report = async (code: string, range: { from: string; to: string }) => {
    const res = await owner<{ report: Answer }>(REPORT, { code, ...range });
    expect(res.errors).toBeUndefined();
    return res.data!.report;
  };
  const name = (id: string) => `${people.get(id)!.first_name} ${people.get(id)!.last_name}`;

  beforeAll(async () => {
    server = await startServer(kind);
    const db = server.database.db;
    storeId = (
      await db.selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
    await db.updateTable('store').set({ time_zone: ZONE }).where('id', '=', storeId).execute();
    await db.updateTable('device').set({ number_block: 9999 }).where('store_id', '=', storeId).execute();
    // A daily limit low enough that the generated days have overtime.
    const payroll = {
      overtime_daily_hours: 4,
      overtime_weekly_hours: 40,
      overtime_multiplier: 1.5,
      week_start: 'monday',
      daily_rate: 0,
      daily_hour_rate: 0,
      weekly_hour_rate: 0,
      name_format: 'firstname-lastname',
    };
    await db
      .updateTable(resourceByName('store-info').table)
      .set(payroll)
      .where('store_id', '=', storeId)
      .execute();
    rule = payRuleOf(payroll);
    const held = await db
      .selectFrom(resourceByName('store-info').table)
      .select('overtime_daily_hours')
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(Number(held.overtime_daily_hours)).toBe(4);
    // Across the end of daylight-saving time, 1 November 2026.
    await generateHistory(db, storeId, { days: 12, perDay: 30, seed: 7, until: '2026-11-10' });

    // Two shifts of the last day on the history's device, with a paid out in the first one.
    deviceId = (
      await db
        .selectFrom('pos_check')
        .select('device_id')
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow()
    ).device_id as string;
    const catalog = await loadCatalog(db, storeId);
    const employees = [...catalog.employees.keys()];
    const day = await db
      .selectFrom('working_day')
      .select(['id', 'closed_at'])
      .where('store_id', '=', storeId)
      .where('business_date', '=', sql<Date>`'2026-11-09'::date`)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('working_day')
      .set({ status: 'open', closed_at: null })
      .where('store_id', '=', storeId)
      .where('id', '=', day.id)
      .execute();
    const at = (minute: number) => zonedInstant('2026-11-09', minute, ZONE).toISOString();
    const scope = { storeId, deviceId };
    await db.transaction().execute(async (tx) => {
      await recordShift(
        tx,
        scope,
        {
          id: uuidv7(),
          employee_id: employees[0]!,
          opened_at: at(10 * 60),
          closed_at: at(16 * 60),
          starting_bank: 20000,
          closing_bank: 61234,
          adjustments: [{ amount: -5000, reason: 'Safe drop', at: at(13 * 60) }],
        },
        catalog,
      );
      await recordShift(
        tx,
        scope,
        {
          id: uuidv7(),
          employee_id: employees[1 % employees.length]!,
          opened_at: at(16 * 60),
          starting_bank: 15000,
          adjustments: [{ amount: 2500, reason: 'Change', at: at(17 * 60) }],
        },
        catalog,
      );
      const reason = [...catalog.paidOuts][0]![0];
      const manager = [...catalog.employees].find(([, e]) => e.manager)![0];
      await recordPaidOut(
        tx,
        scope,
        {
          id: uuidv7(),
          paid_out_id: reason,
          amount: 1875,
          employee_id: employees[0]!,
          approved_by: manager,
          comment: 'Ice',
          paid_at: at(12 * 60),
        },
        catalog,
      );
      await closeWorkingDay(tx, storeId, new Date(day.closed_at as string));
    });

    // Both kinds of pay: whoever worked, but the first of them, paid by the hour.
    const { rows: workers } = await sql<{ employee_id: string }>`select distinct employee_id
      from time_card where store_id = ${storeId} order by employee_id`.execute(db);
    expect(workers.length).toBeGreaterThan(1);
    await db
      .updateTable('employee')
      .set({ salary_type: 'hourly', salary: 18.5, pay_period: 'weekly' })
      .where('store_id', '=', storeId)
      .where(
        'id',
        'in',
        workers.slice(1).map((w) => w.employee_id),
      )
      .execute();
    for (const e of (await db
      .selectFrom('employee')
      .selectAll()
      .where('store_id', '=', storeId)
      .execute()) as Record<string, unknown>[])
      people.set(e.id as string, e);
    ({ rows: checks } = await sql<Record<string, unknown>>`select c.*,
        to_char(w.business_date, 'YYYY-MM-DD') as date
      from pos_check c join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where c.store_id = ${storeId}`.execute(db));
    const { rows: items } = await sql<Record<string, unknown>>`select check_id, quantity, unit_price,
        modifiers_total, void_reason_id from check_item where store_id = ${storeId}`.execute(db);
    const voided = new Set(checks.filter((c) => c.status === 'voided').map((c) => c.id));
    voidAmounts = new Map();
    for (const i of items)
      if (i.void_reason_id || voided.has(i.check_id))
        voidAmounts.set(
          i.check_id as string,
          (voidAmounts.get(i.check_id as string) ?? 0) +
            Number(i.quantity) * (Number(i.unit_price) + Number(i.modifiers_total)),
        );
    ({ rows: payments } = await sql<Record<string, unknown>>`select p.*, c.number, c.device_id,
        to_char(w.business_date, 'YYYY-MM-DD') as date
      from check_payment p join pos_check c on c.store_id = p.store_id and c.id = p.check_id
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where p.store_id = ${storeId}`.execute(db));
    ({ rows: paidOuts } = await sql<Record<string, unknown>>`select * from paid_out_record
      where store_id = ${storeId}`.execute(db));
    const { rows: cardRows } = await sql<Record<string, unknown>>`select t.id, t.employee_id, t.clock_in,
        t.clock_out, to_char(w.business_date, 'YYYY-MM-DD') as date
      from time_card t join working_day w on w.store_id = t.store_id and w.id = t.working_day_id
      where t.store_id = ${storeId}`.execute(db);
    const { rows: breaks } = await sql<Record<string, unknown>>`select time_card_id, break_in, break_out
      from time_card_break where store_id = ${storeId}`.execute(db);
    cards = cardRows.map((c) => {
      const mine = breaks.filter((b) => b.time_card_id === c.id);
      return {
        employee: c.employee_id as string,
        date: c.date as string,
        span: {
          businessDate: c.date as string,
          clockIn: new Date(c.clock_in as string),
          clockOut: new Date(c.clock_out as string),
          breaks: mine.map((b) => ({
            breakIn: new Date(b.break_in as string),
            breakOut: new Date(b.break_out as string),
          })),
        },
        worked:
          ms(c.clock_out) - ms(c.clock_in) - mine.reduce((s, b) => s + ms(b.break_out) - ms(b.break_in), 0),
      };
    });
    const { rows: rated } = await sql<Record<string, unknown>>`select r.rating, m.name,
        to_char(w.business_date, 'YYYY-MM-DD') as date
      from item_rating r join pos_check c on c.store_id = r.store_id and c.id = r.check_id
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      join menu_item m on m.store_id = r.store_id and m.id = r.menu_item_id
      where r.store_id = ${storeId}`.execute(db);
    ratings = rated.map((r) => ({
      date: r.date as string,
      name: r.name as string,
      rating: Number(r.rating),
    }));
    owner = (await signIn(server)).gql;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const RANGES = [
    { from: '2026-10-29', to: '2026-11-09' },
    { from: '2026-11-01', to: '2026-11-01' },
    { from: '2026-11-03', to: '2026-11-06' },
  ];

  /** An employee's pay for a period, by the payroll's own rule on the raw cards. */
  function pay(employee: string, from: string, to: string) {
    const e = people.get(employee)!;
    return payrollLine({
      settings: {
        salaryType: e.salary_type === 'salary' ? 'salary' : 'hourly',
        payPeriod: e.pay_period === 'daily' ? 'daily' : 'weekly',
        compensation: Math.round(Number(e.salary ?? 0) * 100),
        hiredDate: (e.hired_date as string | null) ?? null,
        terminationDate: (e.termination_date as string | null) ?? null,
      },
      rule,
      cards: cards.filter((c) => c.employee === employee).map((c) => c.span),
      from,
      to,
      timeZone: ZONE,
    });
  }
  /** Who a payroll of the period lists: every active employee and anyone who worked in it. */
  const paidPeople = (from: string, to: string) =>
    [...people.keys()].filter(
      (id) =>
        people.get(id)!.status === 'active' ||
        cards.some((c) => c.employee === id && c.date >= from && c.date <= to),
    );
  const workedOf = (filter: (c: (typeof cards)[number]) => boolean) =>
    cards.filter(filter).reduce((s, c) => s + c.worked, 0);

  it('gives each drawer its cash, paid outs, adjustments, expected cash and over/short', async () => {
    const r = await report('drawer-report', { from: '2026-11-09', to: '2026-11-09' });
    const cashIn = (from: number, to: number) =>
      payments
        .filter(
          (p) =>
            p.device_id === deviceId &&
            p.payment_type === 'cash' &&
            ms(p.paid_at) >= from &&
            ms(p.paid_at) < to,
        )
        .reduce((s, p) => s + Number(p.amount) - Number(p.change), 0);
    const outIn = (from: number, to: number) =>
      paidOuts
        .filter((o) => o.device_id === deviceId && ms(o.paid_at) >= from && ms(o.paid_at) < to)
        .reduce((s, o) => s + Number(o.amount), 0);
    const t = (minute: number) => zonedInstant('2026-11-09', minute, ZONE).getTime();
    const cashA = cashIn(t(600), t(960));
    const cashB = cashIn(t(960), Infinity);
    expect(cashA).toBeGreaterThan(0);
    expect(outIn(t(600), t(960))).toBe(1875);
    const expectedA = 20000 + cashA - 5000 - 1875;
    const expectedB = 15000 + cashB + 2500 - outIn(t(960), Infinity);
    const device = (
      await server.database.db
        .selectFrom('device')
        .select('name')
        .where('id', '=', deviceId)
        .executeTakeFirstOrThrow()
    ).name as string;
    const catalogPeople = [...people.values()];
    expect(catalogPeople.length).toBeGreaterThan(1);
    expect(r.rows.map((row) => row.cells.slice(2))).toEqual([
      [
        device,
        local(new Date(t(600))),
        local(new Date(t(960))),
        '20000',
        String(cashA),
        '1875',
        '-5000',
        String(expectedA),
        '61234',
        String(61234 - expectedA),
      ],
      [
        device,
        local(new Date(t(960))),
        '',
        '15000',
        String(cashB),
        String(outIn(t(960), Infinity)),
        '2500',
        String(expectedB),
        null,
        null,
      ],
    ]);
    expect(r.rows.every((row) => row.cells[0] === '2026-11-09')).toBe(true);
    expect(r.totals).toEqual([
      null,
      '2',
      null,
      null,
      null,
      '35000',
      String(cashA + cashB),
      String(1875 + outIn(t(960), Infinity)),
      '-2500',
      String(expectedA + expectedB),
      '61234',
      String(61234 - expectedA),
    ]);
    expect((await report('drawer-report', { from: '2026-11-01', to: '2026-11-08' })).rows).toEqual([]);
  });

  it('gives labour hours, cost and share of net sales per business date', async () => {
    let overtime = 0;
    for (const range of RANGES) {
      const r = await report('labor-report', range);
      const live = checks.filter((c) => (c.date as string) >= range.from && (c.date as string) <= range.to);
      const dates = [
        ...new Set([
          ...live.map((c) => c.date as string),
          ...cards.filter((c) => c.date >= range.from && c.date <= range.to).map((c) => c.date),
        ]),
      ].sort();
      expect(dates.length).toBeGreaterThan(0);
      const expected = dates.map((date) => {
        const worked = workedOf((c) => c.date === date);
        const lines = paidPeople(date, date).map((id) => pay(id, date, date));
        overtime += lines.reduce((s, l) => s + l.overtime, 0);
        const cost = lines.reduce((s, l) => s + l.total, 0);
        const net = live
          .filter((c) => c.date === date)
          .reduce((s, c) => s + Number(c.subtotal) - Number(c.discount), 0);
        return { date, hours: hours2(worked), cost, net };
      });
      expect(r.rows.map((row) => row.cells)).toEqual(
        expected.map((e) => [e.date, e.hours, String(e.cost), String(e.net), pct(e.cost, e.net)]),
      );
      const cost = expected.reduce((s, e) => s + e.cost, 0);
      const net = expected.reduce((s, e) => s + e.net, 0);
      expect(r.totals!.slice(2)).toEqual([String(cost), String(net), pct(cost, net)]);
      expect(Number(r.totals![1])).toBeCloseTo(
        expected.reduce((s, e) => s + Number(e.hours), 0),
        2,
      );
      expect(r.chart!.series[0]!.values).toEqual(expected.map((e) => Number(pct(e.cost, e.net))));
      // A share of sales, drawn on a percent axis rather than the money one.
      expect(r.chart!.series[0]!.unit).toBe('percent');
    }
    expect(overtime).toBeGreaterThan(0);
    expect(Math.max(...cards.map((c) => c.worked))).toBeGreaterThan(4 * 3_600_000);
  });

  it('gives each employee the payroll of the range, hours from the raw time cards', async () => {
    for (const range of RANGES) {
      const r = await report('payroll-report', range);
      const ids = paidPeople(range.from, range.to);
      const expected = Object.fromEntries(
        ids.map((id) => {
          const line = pay(id, range.from, range.to);
          const worked = workedOf((c) => c.employee === id && c.date >= range.from && c.date <= range.to);
          expect(line.worked).toBe(worked);
          return [
            name(id),
            [
              hours2(worked),
              hours2(line.regular),
              hours2(line.overtime),
              String(line.regularPay),
              String(line.overtimePay),
              String(line.total),
            ],
          ];
        }),
      );
      expect(byLabel(r.rows)).toEqual(expected);
      const worked = workedOf((c) => c.date >= range.from && c.date <= range.to);
      expect(worked).toBeGreaterThan(0);
      expect(r.totals![1]).toBe(hours2(worked));
      const lines = ids.map((id) => pay(id, range.from, range.to));
      expect(r.totals!.slice(4)).toEqual(
        [
          lines.reduce((s, l) => s + l.regularPay, 0),
          lines.reduce((s, l) => s + l.overtimePay, 0),
          lines.reduce((s, l) => s + l.total, 0),
        ].map(String),
      );
    }
  });

  it("gives each server's checks, sales, tips, voids, hours and sales per hour", async () => {
    for (const range of RANGES) {
      const r = await report('employee-report', range);
      const list = checks.filter((c) => (c.date as string) >= range.from && (c.date as string) <= range.to);
      const servers = new Map<string, typeof list>();
      for (const c of list)
        servers.set(c.server_id as string, [...(servers.get(c.server_id as string) ?? []), c]);
      const expected = Object.fromEntries(
        [...servers].map(([id, l]) => {
          const live = l.filter((c) => c.status !== 'voided');
          const net = l.reduce((s, c) => s + Number(c.subtotal) - Number(c.discount), 0);
          const hours = Number(
            hours2(workedOf((c) => c.employee === id && c.date >= range.from && c.date <= range.to)),
          );
          return [
            name(id),
            [
              String(live.length),
              String(live.reduce((s, c) => s + Number(c.guests), 0)),
              String(net),
              String(live.length ? Math.round(net / live.length) : 0),
              String(l.reduce((s, c) => s + Number(c.tip), 0)),
              String(l.reduce((s, c) => s + (voidAmounts.get(c.id as string) ?? 0), 0)),
              hours.toFixed(2),
              String(hours > 0 ? Math.round(net / hours) : 0),
            ],
          ];
        }),
      );
      expect(byLabel(r.rows)).toEqual(expected);
      const nets = r.rows.map((row) => Number(row.cells[3]));
      expect(nets).toEqual([...nets].sort((a, b) => b - a));
      expect(r.rows.some((row) => Number(row.cells[8]) > 0)).toBe(true);
      expect(r.totals![3]).toBe(
        String(list.reduce((s, c) => s + Number(c.subtotal) - Number(c.discount), 0)),
      );
    }
  });

  it('gives ratings per menu item, best average first', async () => {
    for (const range of RANGES) {
      const r = await report('rate-system-report', range);
      const mine = ratings.filter((x) => x.date >= range.from && x.date <= range.to);
      expect(mine.length).toBeGreaterThan(0);
      const groups = new Map<string, number[]>();
      for (const x of mine) groups.set(x.name, [...(groups.get(x.name) ?? []), x.rating]);
      const cells = (l: number[]) => [
        String(l.length),
        (Math.round((l.reduce((a, b) => a + b, 0) / l.length) * 100) / 100).toFixed(2),
        String(l.filter((v) => v >= 4).length),
        String(l.filter((v) => v <= 2).length),
        pct(l.filter((v) => v >= 4).length, l.length),
      ];
      expect(byLabel(r.rows)).toEqual(Object.fromEntries([...groups].map(([n, l]) => [n, cells(l)])));
      const averages = r.rows.map((row) => Number(row.cells[2]));
      expect(averages).toEqual([...averages].sort((a, b) => b - a));
      expect(r.totals).toEqual([null, ...cells(mine.map((x) => x.rating))]);
      // Average ratings are neither money nor counts.
      expect(r.chart!.series[0]!.unit).toBe('number');
    }
  });

  it('lists every payment, and the card payments typed in by hand', async () => {
    for (const range of RANGES) {
      const mine = payments
        .filter((p) => (p.date as string) >= range.from && (p.date as string) <= range.to)
        .sort(
          (a, b) =>
            ms(a.paid_at) - ms(b.paid_at) ||
            Number(a.number) - Number(b.number) ||
            String(a.id).localeCompare(String(b.id)),
        );
      const cells = (p: Record<string, unknown>) => [
        local(p.paid_at as string),
        String(p.number),
        p.payment_name as string,
        (p.card_last_four as string | null) ?? '',
        (p.entry_type as string | null) ?? '',
        (p.auth_code as string | null) ?? '',
        String(p.amount),
        String(p.tip),
        String(p.change),
      ];
      const sums = (l: Record<string, unknown>[]) =>
        ['amount', 'tip', 'change'].map((k) => String(l.reduce((s, p) => s + Number(p[k]), 0)));
      const all = await report('detailed-payment-tickets-report', range);
      expect(all.rows.map((row) => row.cells)).toEqual(mine.map(cells));
      // The moment of payment on the store's clock, for the console to write in the store's formats.
      expect(all.columns[0]).toEqual({ key: 'paidAt', kind: 'datetime' });
      expect(all.totals).toEqual([null, String(mine.length), null, null, null, null, ...sums(mine)]);
      const manual = mine.filter(
        (p) =>
          (p.payment_type === 'credit-card' || p.payment_type === 'debit-card') && p.entry_type === 'manual',
      );
      expect(manual.length).toBeGreaterThan(0);
      expect(manual.length).toBeLessThan(mine.length);
      const keyed = await report('manual-cc-transactions-report', range);
      expect(keyed.rows.map((row) => row.cells)).toEqual(manual.map(cells));
      expect(keyed.totals).toEqual([null, String(manual.length), null, null, null, null, ...sums(manual)]);
    }
  });

  it('refuses a report whose own permission is off', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Labor only", modules: $m) { id } }',
      {
        m: [{ code: 'reports-office', status: true, permissions: [{ code: 'labor-report', status: true }] }],
      },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Lia", last_name: "Labor", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...LIMITED },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, LIMITED);
    const range = { from: '2026-11-02', to: '2026-11-03' };
    expect((await reader(REPORT, { code: 'labor-report', ...range })).errors).toBeUndefined();
    const res = await reader(REPORT, { code: 'drawer-report', ...range });
    expect(res.errors![0]!.extensions.code).toBe('597-1');
    expect(res.data?.report ?? null).toBeNull();
  });
});
