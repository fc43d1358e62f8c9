import { afterAll, beforeAll, expect, it } from 'vitest';
import { businessDate, checkTotals, type CheckInput } from '../../src/core/checks.js';
import { addDays, comparedRange, presetRange, previousRange } from '../../src/core/reports.js';
import {
  checkLine,
  moveToAfternoon,
  paidCheck,
  postDevice,
  storeWithDevice,
  takeRatings,
  type DeviceStore,
} from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const OWNER2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const NO_DASHBOARD = { email: 'no.dashboard@demo.test', password: 'no-dashboard-1', pin: '80417' };

const FIGURES = 'from to netSales checks averageTicket guests laborCost laborShare';
const DASHBOARD = `query ($preset: String, $from: String, $to: String) {
  dashboard(preset: $preset, from: $from, to: $to) {
    preset today { ${FIGURES} } yesterday { ${FIGURES} } period { ${FIGURES} } previous { ${FIGURES} }
    hours { hour today period previous } minRatings
    liked { menuItem ratings average } disliked { menuItem ratings average } } }`;
const ONLINE = 'from to orders sales averageTicket';
const ECOMMERCE = `query ($preset: String, $from: String, $to: String) {
  ecommerceDashboard(preset: $preset, from: $from, to: $to) {
    preset today { ${ONLINE} } yesterday { ${ONLINE} } period { ${ONLINE} } previous { ${ONLINE} }
    days { date orders sales averageTicket } hours { hour orders sales averageTicket }
    orderTypes { orderType orders sales averageTicket } } }`;
const LABOR = `query ($from: String!, $to: String!) {
  report(code: "labor-report", from: $from, to: $to) { columns { key } totals } }`;

interface Figures {
  from: string;
  to: string;
  netSales: number;
  checks: number;
  averageTicket: number;
  guests: number;
  laborCost: number;
  laborShare: number | null;
}
interface Dashboard {
  preset: string | null;
  today: Figures;
  yesterday: Figures;
  period: Figures;
  previous: Figures;
  hours: { hour: number; today: number; period: number; previous: number }[];
  minRatings: number;
  liked: { menuItem: string; ratings: number; average: number }[];
  disliked: { menuItem: string; ratings: number; average: number }[];
}
interface OnlineFigures {
  from: string;
  to: string;
  orders: number;
  sales: number;
  averageTicket: number;
}
interface Ecommerce {
  preset: string | null;
  today: OnlineFigures;
  yesterday: OnlineFigures;
  period: OnlineFigures;
  previous: OnlineFigures;
  days: { date: string; orders: number; sales: number; averageTicket: number }[];
  hours: { hour: number; orders: number; sales: number; averageTicket: number }[];
  orderTypes: { orderType: string; orders: number; sales: number; averageTicket: number }[];
}

const MINUTE = 60_000;
const avg = (amount: number, count: number) => (count ? Math.round(amount / count) : 0);

/*
 * The dashboards over GraphQL, on checks, ratings and a time card a device of Demo Bistro posts today:
 * every figure is the sum the test makes of what it posted; the online dashboard counts only the
 * checks that came from online ordering, and only an admin reads it.
 */
describeEachDb('dashboards on %s', (kind) => {
  let server: TestServer;
  let bistro: DeviceStore;
  let owner: Awaited<ReturnType<typeof signIn>>['gql'];
  let today: string;
  const posted: CheckInput[] = [];
  const names = new Map<string, string>();
  let otherOrderType: { id: string; name: string };

  const hourOf = (at: string) =>
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone: bistro.zone, hourCycle: 'h23', hour: 'numeric' }).format(
        new Date(at),
      ),
    ) % 24;
  /** Net sales of a check: its lines less every discount (the check's and its lines'). */
  const net = (c: CheckInput) => {
    const t = checkTotals(c);
    return t.subtotal - t.discount;
  };
  const live = () => posted.filter((c) => c.status !== 'voided');

  async function post(check: CheckInput) {
    const res = await postDevice(server, '/api/devices/checks', bistro.token, check);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    posted.push(check);
  }

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeWithDevice(server, 'demo-bistro');
    await takeRatings(server, bistro.id);
    await moveToAfternoon(server, bistro);
    owner = (await signIn(server)).gql;
    const db = server.database.db;
    for (const m of await db
      .selectFrom('menu_item')
      .select(['id', 'name'])
      .where('store_id', '=', bistro.id)
      .execute())
      names.set(m.id as string, m.name as string);
    const types = await db
      .selectFrom('order_type')
      .select(['id', 'name'])
      .where('store_id', '=', bistro.id)
      .orderBy('name')
      .execute();
    otherOrderType = { id: types[1]!.id as string, name: types[1]!.name as string };

    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
    const [a, b, c] = bistro.items as [
      DeviceStore['items'][number],
      DeviceStore['items'][number],
      DeviceStore['items'][number],
    ];
    const rate = (item: { id: string }, ...ratings: number[]) =>
      ratings.map((rating, i) => ({ menu_item_id: item.id, rating, rated_at: at(5 + i) }));
    // At the point of sale: three checks in two hours, one of them with a discount, and a voided one.
    await post(
      paidCheck(bistro, 101, {
        guests: 3,
        opened_at: at(150),
        closed_at: at(120),
        ratings: [...rate(a, 5, 5, 4), ...rate(b, 1, 2)],
      }),
    );
    await post(
      paidCheck(bistro, 102, {
        guests: 1,
        opened_at: at(40),
        closed_at: at(20),
        items: [checkLine(a, 1, { tax: 45 }), checkLine(c, 3, { discount: 150, tax: 60 })],
        discount: 200,
        ratings: [...rate(b, 1), ...rate(c, 5, 5)],
      }),
    );
    await post(paidCheck(bistro, 103, { guests: 4, opened_at: at(35), closed_at: at(15) }));
    await post(
      paidCheck(bistro, 104, {
        guests: 2,
        opened_at: at(30),
        status: 'voided',
        items: [checkLine(a, 2, { void: { reason_id: bistro.voidReason } })],
        payments: [],
      }),
    );
    // From online ordering: two orders of one order type, one of another.
    await post(paidCheck(bistro, 201, { source: 'olo', guests: 1, opened_at: at(90), closed_at: at(80) }));
    await post(
      paidCheck(bistro, 202, {
        source: 'olo',
        guests: 1,
        opened_at: at(25),
        closed_at: at(10),
        items: [checkLine(b, 2, { tax: 80 })],
      }),
    );
    await post(
      paidCheck(bistro, 203, {
        source: 'olo',
        order_type_id: otherOrderType.id,
        guests: 2,
        opened_at: at(20),
        closed_at: at(5),
        items: [checkLine(c, 1, { tax: 30 })],
      }),
    );
    // A time card of the first employee: four hours, a break of twenty minutes.
    const card = await postDevice(server, '/api/devices/time-cards', bistro.token, {
      id: '01937a4e-0000-7000-8000-0000000da5b1',
      employee_id: bistro.employees[0]!.id,
      clock_in: at(240),
      clock_out: at(1),
      breaks: [{ break_in: at(120), break_out: at(100) }],
    });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    const day = await db
      .selectFrom('working_day')
      .select(['business_date'])
      .where('store_id', '=', bistro.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    today = businessDate(new Date(), bistro.zone);
    expect(new Date(day.business_date as string).toISOString().slice(0, 10)).toBe(today);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("gives today's and this week's net sales, checks, average ticket and guests as the checks posted add up", async () => {
    const res = await owner<{ dashboard: Dashboard }>(DASHBOARD);
    expect(res.errors).toBeUndefined();
    const d = res.data!.dashboard;
    const checks = live();
    const sales = checks.reduce((s, c) => s + net(c), 0);
    const expected = {
      netSales: sales,
      checks: checks.length,
      averageTicket: avg(sales, checks.length),
      guests: checks.reduce((s, c) => s + c.guests, 0),
    };
    expect(checks.length).toBe(6);
    expect(d.preset).toBe('thisWeek');
    expect(d.today).toMatchObject({ from: today, to: today, ...expected });
    expect(d.period).toMatchObject({ ...presetRange('thisWeek', today, 'monday'), ...expected });
    // Nothing before today: the day and the week before are empty.
    expect(d.yesterday).toMatchObject({
      ...previousRange({ from: today, to: today }),
      netSales: 0,
      checks: 0,
    });
    expect(d.previous).toMatchObject({
      ...comparedRange(presetRange('thisWeek', today, 'monday'), 'thisWeek'),
      checks: 0,
    });
    // Another period, with no checks in it.
    const before = await owner<{ dashboard: Dashboard }>(DASHBOARD, {
      from: addDays(today, -10),
      to: addDays(today, -3),
    });
    expect(before.data!.dashboard.preset).toBeNull();
    expect(before.data!.dashboard.period).toMatchObject({ netSales: 0, checks: 0, guests: 0, laborCost: 0 });
    expect(before.data!.dashboard.period.laborShare).toBeNull();
  });

  it("compares a week so far with the same weekdays of last week, from the store's first day of the week", async () => {
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const [weekStart, first] of [
      ['sunday', 0],
      ['monday', 1],
    ] as const) {
      const set = await owner(
        'mutation ($id: ID!, $w: String) { updateStoreInfo(id: $id, week_start: $w) { id } }',
        {
          id: bistro.id,
          w: weekStart,
        },
      );
      expect(set.errors).toBeUndefined();
      const d = (await owner<{ dashboard: Dashboard }>(DASHBOARD, { preset: 'thisWeek' })).data!.dashboard;
      expect(weekday(d.period.from)).toBe(first);
      expect(d.period.to).toBe(today);
      // The same days a week earlier: Sunday–Thursday against Sunday–Thursday.
      expect(d.previous.from).toBe(addDays(d.period.from, -7));
      expect(d.previous.to).toBe(addDays(today, -7));
      expect(weekday(d.previous.to)).toBe(weekday(today));
      const e = (await owner<{ ecommerceDashboard: Ecommerce }>(ECOMMERCE, { preset: 'thisWeek' })).data!
        .ecommerceDashboard;
      expect(e.previous).toMatchObject({ from: d.previous.from, to: d.previous.to });
    }
    const month = (await owner<{ dashboard: Dashboard }>(DASHBOARD, { preset: 'thisMonth' })).data!.dashboard;
    expect(month.previous.from.slice(8)).toBe('01');
    expect(month.previous.from.slice(0, 7)).toBe(addDays(month.period.from, -1).slice(0, 7));
    expect(month.previous.to.slice(8) <= today.slice(8)).toBe(true);
  });

  it('counts labour cost as the labor report does, and its share of net sales', async () => {
    const d = (await owner<{ dashboard: Dashboard }>(DASHBOARD, { preset: 'today' })).data!.dashboard;
    const labor = await owner<{ report: { columns: { key: string }[]; totals: string[] } }>(LABOR, {
      from: today,
      to: today,
    });
    const cost = Number(
      labor.data!.report.totals[labor.data!.report.columns.findIndex((c) => c.key === 'laborCost')],
    );
    expect(cost).toBeGreaterThan(0);
    expect(d.today.laborCost).toBe(cost);
    expect(d.period.laborCost).toBe(cost);
    expect(d.today.laborShare).toBe(Math.round((cost / d.today.netSales) * 10000) / 100);
  });

  it('gives net sales by local hour, today and in the period, beside the period before', async () => {
    const d = (await owner<{ dashboard: Dashboard }>(DASHBOARD, { preset: 'last30Days' })).data!.dashboard;
    const byHour = Array.from({ length: 24 }, () => 0);
    for (const c of live()) byHour[hourOf(c.opened_at)]! += net(c);
    expect(d.hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(d.hours.map((h) => h.today)).toEqual(byHour);
    expect(d.hours.map((h) => h.period)).toEqual(byHour);
    expect(d.hours.every((h) => h.previous === 0)).toBe(true);
    expect(byHour.filter((v) => v > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('lists the liked and disliked items with at least the minimum of ratings, with their average and count', async () => {
    const d = (await owner<{ dashboard: Dashboard }>(DASHBOARD)).data!.dashboard;
    const [a, b] = bistro.items;
    expect(d.minRatings).toBe(3);
    // Item c has two ratings only: listed in neither.
    expect(d.liked).toEqual([{ menuItem: names.get(a!.id), ratings: 3, average: 4.67 }]);
    expect(d.disliked).toEqual([{ menuItem: names.get(b!.id), ratings: 3, average: 1.33 }]);
  });

  it("lists items by the store's own minimum likes to display, as soon as the survey settings change", async () => {
    const SETTINGS = `rating_by_product email_delay email_delay_unit min_likes max_items_per_category coupon_id
      title questions { key text enabled }`;
    const read = await owner<{ surveySettings: Record<string, unknown> & { min_likes: number } }>(
      `{ surveySettings { ${SETTINGS} } }`,
    );
    const settings = read.data!.surveySettings;
    const save = (min_likes: number) =>
      owner(`mutation ($input: SurveySettingsInput!) { saveSurveySettings(input: $input) { min_likes } }`, {
        input: { ...settings, min_likes },
      });
    const [a, b, c] = bistro.items;
    try {
      expect((await save(2)).errors).toBeUndefined();
      let d = (await owner<{ dashboard: Dashboard }>(DASHBOARD)).data!.dashboard;
      expect(d.minRatings).toBe(2);
      // Item c's two ratings of 5 now count, the best average first.
      expect(d.liked).toEqual([
        { menuItem: names.get(c!.id), ratings: 2, average: 5 },
        { menuItem: names.get(a!.id), ratings: 3, average: 4.67 },
      ]);
      expect(d.disliked).toEqual([{ menuItem: names.get(b!.id), ratings: 3, average: 1.33 }]);
      expect((await save(4)).errors).toBeUndefined();
      d = (await owner<{ dashboard: Dashboard }>(DASHBOARD)).data!.dashboard;
      expect(d.minRatings).toBe(4);
      expect(d.liked).toEqual([]);
      expect(d.disliked).toEqual([]);
    } finally {
      await save(settings.min_likes);
    }
  });

  it('gives the online orders only: today, the period, by day, by hour and by order type', async () => {
    const res = await owner<{ ecommerceDashboard: Ecommerce }>(ECOMMERCE);
    expect(res.errors).toBeUndefined();
    const e = res.data!.ecommerceDashboard;
    const online = live().filter((c) => c.source === 'olo');
    const sales = online.reduce((s, c) => s + net(c), 0);
    const figures = { orders: online.length, sales, averageTicket: avg(sales, online.length) };
    expect(online.length).toBe(3);
    expect(e.today).toEqual({ from: today, to: today, ...figures });
    expect(e.period).toEqual({ ...presetRange('thisWeek', today, 'monday'), ...figures });
    expect(e.previous.orders).toBe(0);
    const week = presetRange('thisWeek', today, 'monday');
    expect(e.days.map((x) => x.date)).toEqual(
      Array.from({ length: e.days.length }, (_, i) => addDays(week.from, i)),
    );
    expect(e.days.at(-1)).toEqual({ date: today, ...figures });
    expect(e.days.slice(0, -1).every((x) => x.orders === 0)).toBe(true);
    const byHour = Array.from({ length: 24 }, () => ({ orders: 0, sales: 0 }));
    for (const c of online) {
      byHour[hourOf(c.opened_at)]!.orders += 1;
      byHour[hourOf(c.opened_at)]!.sales += net(c);
    }
    expect(e.hours.map(({ orders, sales: s }) => ({ orders, sales: s }))).toEqual(byHour);
    const first = online.filter((c) => c.order_type_id === bistro.orderType.id);
    const other = online.filter((c) => c.order_type_id === otherOrderType.id);
    const line = (name: string, list: CheckInput[]) => {
      const s = list.reduce((t, c) => t + net(c), 0);
      return { orderType: name, orders: list.length, sales: s, averageTicket: avg(s, list.length) };
    };
    expect(e.orderTypes).toEqual(
      [line(bistro.orderType.name, first), line(otherOrderType.name, other)].sort(
        (x, y) => y.sales - x.sales || x.orderType.localeCompare(y.orderType),
      ),
    );
  });

  it("shows another store's owner nothing of Demo Bistro", async () => {
    const { gql } = await signIn(server, OWNER2);
    const d = (await gql<{ dashboard: Dashboard }>(DASHBOARD)).data!.dashboard;
    expect(d.today).toMatchObject({ netSales: 0, checks: 0, guests: 0 });
    expect(d.liked).toEqual([]);
    const e = (await gql<{ ecommerceDashboard: Ecommerce }>(ECOMMERCE)).data!.ecommerceDashboard;
    expect(e.today.orders).toBe(0);
  });

  it('refuses a period that is not one', async () => {
    for (const [args, key] of [
      [{ preset: 'nextWeek' }, 'dashboard.errors.unknownPreset'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'reports.errors.badDate'],
      [{ from: '2026-03-08', to: '2026-03-01' }, 'reports.errors.rangeOrder'],
      [{ from: '2025-01-01', to: '2026-01-02' }, 'reports.errors.rangeTooLong'],
    ] as const) {
      const res = await owner(DASHBOARD, args);
      expect(res.errors![0]!.extensions.key).toBe(key);
    }
  });

  it('refuses the online dashboard to a manager, who is not an admin, and both to a job without the dashboard', async () => {
    const manager = (await signIn(server, MANAGER)).gql;
    expect((await manager<{ dashboard: Dashboard }>(DASHBOARD)).data!.dashboard.today.checks).toBe(6);
    const refused = await manager(ECOMMERCE);
    expect(refused.data).toBeNull();
    expect(refused.errors![0]).toMatchObject({
      message: 'You are not authorized!',
      extensions: { code: '597-1' },
    });

    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Menu only", modules: $m) { id } }',
      { m: [{ code: 'menu-items', status: true, permissions: [{ code: 'menu-items', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Nora", last_name: "Menu", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...NO_DASHBOARD },
    );
    expect(employee.errors).toBeUndefined();
    const reader = (await signIn(server, NO_DASHBOARD)).gql;
    for (const query of [DASHBOARD, ECOMMERCE]) {
      const res = await reader(query);
      expect(res.data).toBeNull();
      expect(res.errors![0]).toMatchObject({
        message: 'You are not authorized!',
        extensions: { code: '597-1' },
      });
    }
  });
});
