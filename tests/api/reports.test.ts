import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateHistory } from '../../src/server/seed/history.js';
import { zonedInstant } from '../../src/server/seed/history-day.js';
import { uuidv7 } from '../../src/server/services/ids.js';
import { loadCatalog, recordPaidOut } from '../../src/server/pos/index.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

const ZONE = 'America/New_York';
const NOT_AUTHORIZED = 'You are not authorized!';
const DAILY_ONLY = { email: 'daily.only@demo.test', password: 'daily-only-1', pin: '70431' };

const REPORT = `query ($code: String!, $from: String!, $to: String!, $filters: ReportFilters, $compare: Boolean) {
  report(code: $code, from: $from, to: $to, filters: $filters, compare: $compare) {
    code from to columns { key kind } rows { cells unit group } totals
    chart { labels series { key values } }
    previous { from to rows { cells unit group } totals } } }`;

interface Answer {
  code: string;
  columns: { key: string; kind: string }[];
  rows: { cells: (string | null)[]; unit: string | null; group: string | null }[];
  totals: (string | null)[] | null;
  chart: { labels: string[]; series: { key: string; values: number[] }[] } | null;
  previous: { from: string; to: string; rows: Answer['rows']; totals: (string | null)[] | null } | null;
}

/** A check as the raw rows hold it, with what the test needs to place it. */
interface RawCheck {
  id: string;
  date: string;
  hour: number;
  status: string;
  server_id: string;
  order_type_id: string;
  guests: number;
  subtotal: number;
  discount: number;
  tax: number;
  tip: number;
  gratuity: number;
  delivery_fee: number;
  total: number;
  voidAmount: number;
}

/** The raw rows the item, payment, refund and paid-out reports are checked against. */
interface Raw {
  items: {
    date: string;
    menuItem: string;
    name: string;
    category: string;
    department: string;
    categoryId: string | null;
    departmentId: string | null;
    tax: string;
    rate: string;
    quantity: number;
    gross: number;
    discount: number;
    itemTax: number;
    voided: boolean;
  }[];
  names: Map<string, string>;
  orderTypes: Map<string, string>;
  payments: {
    date: string;
    paymentId: string;
    name: string;
    type: string;
    amount: number;
    change: number;
    tip: number;
    refunds: number;
    refunded: number;
  }[];
  refunds: {
    date: string;
    number: string;
    payment: string;
    employee: string;
    reason: string;
    amount: string;
  }[];
  paidOuts: { date: string; reason: string; employee: string; amount: string }[];
}

/** A share in percent with two decimals, as the reports write it. */
const pct = (part: number, whole: number) =>
  whole ? (Math.round((part / whole) * 10000) / 100).toFixed(2) : '0.00';

/** The local hour of an instant, by the JavaScript clock (not the database's). */
const hourIn = (at: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', hour: 'numeric' }).format(at)) %
  24;

async function loadRaw(
  db: TestServer['database']['db'],
  storeId: string,
  dateOf: Map<string, string>,
): Promise<Raw> {
  // Paid outs are not part of the generated history: two are recorded on a day of their own.
  const catalog = await loadCatalog(db, storeId);
  const device = await db
    .selectFrom('device')
    .select('id')
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  const employees = [...catalog.employees.keys()];
  const reason =
    [...catalog.paidOuts].find(([, r]) => !r.managerApproval)?.[0] ?? [...catalog.paidOuts][0]![0];
  const manager = [...catalog.employees].find(([, e]) => e.manager)![0];
  for (const [k, amount] of [1250, 4099].entries())
    await db.transaction().execute((tx) =>
      recordPaidOut(
        tx,
        { storeId, deviceId: device.id as string },
        {
          id: uuidv7(),
          paid_out_id: reason,
          amount,
          employee_id: employees[k % employees.length]!,
          approved_by: manager,
          comment: `Supplies ${k + 1}`,
          paid_at: zonedInstant('2026-11-20', 14 * 60 + k, ZONE).toISOString(),
        },
        catalog,
      ),
    );
  const of = async (table: string, columns: string[]) =>
    (await db
      .selectFrom(table)
      .select(['id', ...columns])
      .where('store_id', '=', storeId)
      .execute()) as Record<string, unknown>[];
  const menu = new Map((await of('menu_item', ['category_id', 'tax_id'])).map((m) => [m.id, m]));
  const categories = new Map((await of('category', ['name', 'department_id'])).map((c) => [c.id, c]));
  const departments = new Map((await of('department', ['name'])).map((d) => [d.id, d]));
  const taxes = await of('tax', ['name', 'rate', 'is_default']);
  const defaultTax = taxes.find((t) => t.is_default);
  const people = new Map(
    (await of('employee', ['first_name', 'last_name'])).map((e) => [
      e.id as string,
      `${e.first_name} ${e.last_name}`,
    ]),
  );
  const orderTypes = new Map(
    (await of('order_type', ['name'])).map((o) => [o.id as string, o.name as string]),
  );
  const { rows: items } = await sql<
    Record<string, unknown>
  >`select i.check_id, i.menu_item_id, i.name, i.quantity,
      i.unit_price, i.modifiers_total, i.discount, i.tax, i.void_reason_id, c.status
    from check_item i join pos_check c on c.store_id = i.store_id and c.id = i.check_id
    where i.store_id = ${storeId}`.execute(db);
  const { rows: paid } = await sql<
    Record<string, unknown>
  >`select p.id, p.check_id, p.payment_id, p.payment_name,
      p.payment_type, p.amount, p.change, p.tip from check_payment p where p.store_id = ${storeId}`.execute(
    db,
  );
  const { rows: refunds } = await sql<
    Record<string, unknown>
  >`select r.check_payment_id, r.check_id, r.amount,
      r.reason, r.employee_id, r.refunded_at, c.number from check_refund r
      join pos_check c on c.store_id = r.store_id and c.id = r.check_id where r.store_id = ${storeId}`.execute(
    db,
  );
  const { rows: paidOuts } = await sql<
    Record<string, unknown>
  >`select o.reason, o.amount, o.employee_id, o.paid_at,
      to_char(w.business_date, 'YYYY-MM-DD') as date
    from paid_out_record o join working_day w on w.store_id = o.store_id and w.id = o.working_day_id
    where o.store_id = ${storeId}`.execute(db);
  return {
    items: items.map((i) => {
      const m = menu.get(i.menu_item_id);
      const c = m ? categories.get(m.category_id) : undefined;
      const d = c ? departments.get(c.department_id) : undefined;
      const t = taxes.find((x) => x.id === (m?.tax_id ?? defaultTax?.id));
      return {
        date: dateOf.get(i.check_id as string)!,
        menuItem: i.menu_item_id as string,
        name: i.name as string,
        category: (c?.name as string | undefined) ?? '—',
        department: (d?.name as string | undefined) ?? '—',
        categoryId: (c?.id as string | undefined) ?? null,
        departmentId: (d?.id as string | undefined) ?? null,
        tax: (t?.name as string | undefined) ?? '—',
        rate: t ? String(Number(t.rate)) : '',
        quantity: Number(i.quantity),
        gross: Number(i.quantity) * (Number(i.unit_price) + Number(i.modifiers_total)),
        discount: Number(i.discount),
        itemTax: Number(i.tax),
        voided: !!i.void_reason_id || i.status === 'voided',
      };
    }),
    names: people,
    orderTypes,
    payments: paid.map((p) => {
      const mine = refunds.filter((r) => r.check_payment_id === p.id);
      return {
        date: dateOf.get(p.check_id as string)!,
        paymentId: p.payment_id as string,
        name: p.payment_name as string,
        type: p.payment_type as string,
        amount: Number(p.amount),
        change: Number(p.change),
        tip: Number(p.tip),
        refunds: mine.length,
        refunded: mine.reduce((s, r) => s + Number(r.amount), 0),
      };
    }),
    refunds: refunds
      .map((r) => ({
        date: dateOf.get(r.check_id as string)!,
        number: String(r.number),
        payment: paid.find((p) => p.id === r.check_payment_id)!.payment_name as string,
        employee: people.get(r.employee_id as string) ?? '—',
        reason: r.reason as string,
        amount: String(r.amount),
      }))
      .sort((a, b) => a.date.localeCompare(b.date) || Number(a.number) - Number(b.number)),
    paidOuts: paidOuts
      .sort((a, b) => new Date(a.paid_at as string).getTime() - new Date(b.paid_at as string).getTime())
      .map((o) => ({
        date: o.date as string,
        reason: o.reason as string,
        employee: people.get(o.employee_id as string) ?? '—',
        amount: String(o.amount),
      })),
  };
}

/** Rows of a report by their first cell. */
const byLabel = (rows: { cells: (string | null)[] }[]) =>
  Object.fromEntries(rows.map((r) => [r.cells[0], r.cells.slice(1)]));

/*
 * The reports over a generated history, against sums made here from the raw check rows: the report
 * answers from its rollups, the test from pos_check, check_item, check_payment and check_refund.
 */
describeEachDb('reports on %s', (kind) => {
  let server: TestServer;
  let storeId: string;
  let owner: Awaited<ReturnType<typeof signIn>>['gql'];
  let checks: RawCheck[];
  let payments: { date: string; name: string; collected: number; refunded: number }[];
  let raw: Raw;

  const inRange = (from: string, to: string, f: { employee_id?: string; order_type_id?: string } = {}) =>
    checks.filter(
      (c) =>
        c.date >= from &&
        c.date <= to &&
        (!f.employee_id || c.server_id === f.employee_id) &&
        (!f.order_type_id || c.order_type_id === f.order_type_id),
    );

  /** The sales cells of the reports (checks … voids), from raw checks. */
  function salesCells(list: RawCheck[]): string[] {
    const live = list.filter((c) => c.status !== 'voided');
    const sum = (k: keyof RawCheck) => list.reduce((s, c) => s + (c[k] as number), 0);
    const net = sum('subtotal') - sum('discount');
    return [
      live.length,
      live.reduce((s, c) => s + c.guests, 0),
      sum('subtotal'),
      sum('discount'),
      net,
      live.length ? Math.round(net / live.length) : 0,
      sum('tax'),
      sum('tip'),
      sum('gratuity'),
      sum('delivery_fee'),
      sum('total'),
      sum('voidAmount'),
    ].map(String);
  }

  const report = async (variables: Record<string, unknown>) => {
    const res = await owner<{ report: Answer }>(REPORT, variables);
    expect(res.errors).toBeUndefined();
    return res.data!.report;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    const db = server.database.db;
    storeId = (
      await db.selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
    await db.updateTable('store').set({ time_zone: ZONE }).where('id', '=', storeId).execute();
    await db.updateTable('device').set({ number_block: 9999 }).where('store_id', '=', storeId).execute();
    // Both daylight-saving changes of 2026: 8 March and 1 November.
    await generateHistory(db, storeId, { days: 6, perDay: 40, seed: 3, until: '2026-03-12' });
    await generateHistory(db, storeId, { days: 24, perDay: 40, seed: 4, until: '2026-11-10' });
    const { rows } = await sql<
      Record<string, unknown>
    >`select c.id, to_char(w.business_date, 'YYYY-MM-DD') as date,
        c.opened_at, c.status, c.server_id, c.order_type_id, c.guests, c.subtotal, c.discount, c.tax, c.tip,
        c.gratuity, c.delivery_fee, c.total
      from pos_check c join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where c.store_id = ${storeId}`.execute(db);
    const { rows: items } = await sql<Record<string, unknown>>`select check_id, quantity, unit_price,
        modifiers_total, void_reason_id from check_item where store_id = ${storeId}`.execute(db);
    const voided = new Set(rows.filter((r) => r.status === 'voided').map((r) => r.id));
    const voids = new Map<unknown, number>();
    for (const i of items)
      if (i.void_reason_id || voided.has(i.check_id))
        voids.set(
          i.check_id,
          (voids.get(i.check_id) ?? 0) +
            Number(i.quantity) * (Number(i.unit_price) + Number(i.modifiers_total)),
        );
    checks = rows.map((r) => ({
      id: r.id as string,
      date: r.date as string,
      hour: hourIn(new Date(r.opened_at as string)),
      status: r.status as string,
      server_id: r.server_id as string,
      order_type_id: r.order_type_id as string,
      guests: Number(r.guests),
      subtotal: Number(r.subtotal),
      discount: Number(r.discount),
      tax: Number(r.tax),
      tip: Number(r.tip),
      gratuity: Number(r.gratuity),
      delivery_fee: Number(r.delivery_fee),
      total: Number(r.total),
      voidAmount: voids.get(r.id) ?? 0,
    }));
    const dateOf = new Map(checks.map((c) => [c.id, c.date]));
    const { rows: paid } = await sql<Record<string, unknown>>`select p.check_id, p.payment_name, p.amount,
        p.change, (select coalesce(sum(r.amount), 0) from check_refund r where r.store_id = p.store_id
          and r.check_payment_id = p.id) as refunded
      from check_payment p where p.store_id = ${storeId}`.execute(db);
    payments = paid.map((p) => ({
      date: dateOf.get(p.check_id as string)!,
      name: p.payment_name as string,
      collected: Number(p.amount) - Number(p.change),
      refunded: Number(p.refunded),
    }));
    raw = await loadRaw(db, storeId, dateOf);
    owner = (await signIn(server)).gql;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const RANGES = [
    { from: '2026-03-06', to: '2026-03-11' },
    { from: '2026-03-08', to: '2026-03-08' },
    { from: '2026-10-28', to: '2026-11-04' },
    { from: '2026-11-01', to: '2026-11-01' },
    { from: '2026-03-01', to: '2026-11-30' },
  ];

  it('gives daily sales per business date equal to the raw checks, with and without filters', async () => {
    const server0 = checks[0]!.server_id;
    const type0 = checks[checks.length - 1]!.order_type_id;
    for (const range of RANGES)
      for (const filters of [{}, { employee_id: server0 }, { order_type_id: type0 }]) {
        const r = await report({ code: 'daily-sales', ...range, filters });
        const list = inRange(range.from, range.to, filters);
        const dates = [...new Set(list.map((c) => c.date))].sort();
        expect(r.rows.map((row) => row.cells[0])).toEqual(dates);
        for (const row of r.rows)
          expect(row.cells.slice(1)).toEqual(salesCells(list.filter((c) => c.date === row.cells[0])));
        expect(r.totals).toEqual([null, ...salesCells(list)]);
      }
  });

  it('counts each local hour once across a daylight-saving change in the hourly report', async () => {
    for (const range of RANGES) {
      const r = await report({ code: 'hourly-report', ...range });
      const list = inRange(range.from, range.to);
      expect(r.rows.map((row) => row.cells[0])).toEqual(Array.from({ length: 24 }, (_, h) => String(h)));
      for (const row of r.rows)
        expect(row.cells.slice(1)).toEqual(salesCells(list.filter((c) => c.hour === Number(row.cells[0]))));
      expect(r.totals).toEqual([null, ...salesCells(list)]);
      expect(r.chart!.series[0]!.values.reduce((a, b) => a + b, 0)).toBe(Number(salesCells(list)[4]));
    }
  });

  it('sums the range in the summary, payments by type included, beside the previous period', async () => {
    for (const range of RANGES.slice(0, 4)) {
      const r = await report({ code: 'summary', ...range, compare: true });
      const value = (rows: Answer['rows'], key: string) =>
        rows.find((row) => row.cells[0] === `reports.metrics.${key}` && !row.group)!.cells[1];
      const check = (rows: Answer['rows'], from: string, to: string) => {
        const cells = salesCells(inRange(from, to));
        expect(value(rows, 'checks')).toBe(cells[0]);
        expect(value(rows, 'guests')).toBe(cells[1]);
        expect(value(rows, 'grossSales')).toBe(cells[2]);
        expect(value(rows, 'discounts')).toBe(cells[3]);
        expect(value(rows, 'netSales')).toBe(cells[4]);
        expect(value(rows, 'averageCheck')).toBe(cells[5]);
        expect(value(rows, 'tax')).toBe(cells[6]);
        expect(value(rows, 'tips')).toBe(cells[7]);
        expect(value(rows, 'gratuities')).toBe(cells[8]);
        expect(value(rows, 'deliveryFees')).toBe(cells[9]);
        expect(value(rows, 'voids')).toBe(cells[11]);
        const paid = payments.filter((p) => p.date >= from && p.date <= to);
        expect(value(rows, 'refunds')).toBe(String(paid.reduce((s, p) => s + p.refunded, 0)));
        const byType = new Map<string, number>();
        for (const p of paid) byType.set(p.name, (byType.get(p.name) ?? 0) + p.collected);
        expect(
          Object.fromEntries(
            rows.filter((row) => row.group === 'payments').map((row) => [row.cells[0], row.cells[1]]),
          ),
        ).toEqual(Object.fromEntries([...byType].map(([name, n]) => [name, String(n)])));
      };
      check(r.rows, range.from, range.to);
      const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
      const before = new Date(Date.parse(range.from) - 86_400_000).toISOString().slice(0, 10);
      const start = new Date(Date.parse(range.from) - days * 86_400_000).toISOString().slice(0, 10);
      expect([r.previous!.from, r.previous!.to]).toEqual([start, before]);
      check(r.previous!.rows, start, before);
    }
    const one = await report({ code: 'summary', from: '2026-11-02', to: '2026-11-02' });
    expect(Number(one.rows[0]!.cells[1])).toBeGreaterThan(0);
    expect(one.previous).toBeNull();
  });

  const C_RANGES = [
    { from: '2026-10-28', to: '2026-11-04' },
    { from: '2026-03-01', to: '2026-11-30' },
  ];

  /** Items sold (live lines) and voided, summed by a key, with the cells the item reports write. */
  function itemGroups(list: Raw['items'], key: (i: Raw['items'][number]) => string) {
    const groups = new Map<
      string,
      { q: number; gross: number; discount: number; tax: number; vq: number; va: number }
    >();
    for (const i of list) {
      const g = groups.get(key(i)) ?? { q: 0, gross: 0, discount: 0, tax: 0, vq: 0, va: 0 };
      if (i.voided) {
        g.vq += i.quantity;
        g.va += i.gross;
      } else {
        g.q += i.quantity;
        g.gross += i.gross;
        g.discount += i.discount;
        g.tax += i.itemTax;
      }
      groups.set(key(i), g);
    }
    const whole = [...groups.values()].reduce((s, g) => s + g.gross - g.discount, 0);
    const cells = (g: {
      q: number;
      gross: number;
      discount: number;
      tax: number;
      vq: number;
      va: number;
    }) => [
      String(g.q),
      String(g.gross),
      String(g.discount),
      String(g.gross - g.discount),
      pct(g.gross - g.discount, whole),
      String(g.tax),
      String(g.vq),
      String(g.va),
    ];
    return { groups, cells };
  }

  it('gives category, menu item, department and void reports equal to the raw item lines', async () => {
    const someCategory = raw.items.find((i) => i.categoryId)!;
    for (const range of C_RANGES) {
      const lines = raw.items.filter((i) => i.date >= range.from && i.date <= range.to);
      for (const [code, key, filters] of [
        ['category-report', (i: Raw['items'][number]) => i.category, {}],
        [
          'category-report',
          (i: Raw['items'][number]) => i.category,
          { department_id: someCategory.departmentId },
        ],
        ['department-report', (i: Raw['items'][number]) => i.department, {}],
        ['menu-item-report', (i: Raw['items'][number]) => i.name, {}],
        ['menu-item-report', (i: Raw['items'][number]) => i.name, { category_id: someCategory.categoryId }],
      ] as const) {
        const r = await report({ code, ...range, filters });
        const chosen = lines.filter(
          (i) =>
            (!('department_id' in filters) || i.departmentId === filters.department_id) &&
            (!('category_id' in filters) || i.categoryId === filters.category_id),
        );
        const { groups, cells } = itemGroups(chosen, key);
        const expected = Object.fromEntries(
          [...groups].map(([k, g]) => {
            const lead = code === 'menu-item-report' ? [chosen.find((i) => i.name === k)!.category] : [];
            return [k, [...lead, ...cells(g)]];
          }),
        );
        expect(byLabel(r.rows), `${code} ${JSON.stringify(filters)}`).toEqual(expected);
        const all = [...groups.values()].reduce(
          (s, g) => ({
            q: s.q + g.q,
            gross: s.gross + g.gross,
            discount: s.discount + g.discount,
            tax: s.tax + g.tax,
            vq: s.vq + g.vq,
            va: s.va + g.va,
          }),
          { q: 0, gross: 0, discount: 0, tax: 0, vq: 0, va: 0 },
        );
        expect(r.totals!.slice(code === 'menu-item-report' ? 2 : 1)).toEqual(cells(all));
      }
      const voids = await report({ code: 'void-report', ...range });
      const { groups } = itemGroups(lines, (i) => i.name);
      const voided = [...groups].filter(([, g]) => g.vq > 0);
      expect(byLabel(voids.rows)).toEqual(
        Object.fromEntries(
          voided.map(([name, g]) => [
            name,
            [lines.find((i) => i.name === name)!.category, String(g.vq), String(g.va)],
          ]),
        ),
      );
      expect(voided.length).toBeGreaterThan(0);
    }
  });

  it('gives order type, server and tips reports equal to the raw checks', async () => {
    for (const range of C_RANGES) {
      const list = inRange(range.from, range.to);
      const net = (l: RawCheck[]) => l.reduce((s, c) => s + c.subtotal - c.discount, 0);
      const live = (l: RawCheck[]) => l.filter((c) => c.status !== 'voided');
      const sum = (l: RawCheck[], k: keyof RawCheck) => l.reduce((s, c) => s + (c[k] as number), 0);
      const group = (key: (c: RawCheck) => string, l: RawCheck[]) => {
        const m = new Map<string, RawCheck[]>();
        for (const c of l) m.set(key(c), [...(m.get(key(c)) ?? []), c]);
        return m;
      };
      const type0 = list[0]!.order_type_id;
      const byType = await report({ code: 'order-type-report', ...range });
      expect(byLabel(byType.rows)).toEqual(
        Object.fromEntries(
          [...group((c) => raw.orderTypes.get(c.order_type_id)!, list)].map(([name, l]) => [
            name,
            [
              String(live(l).length),
              String(sum(live(l), 'guests')),
              String(net(l)),
              String(live(l).length ? Math.round(net(l) / live(l).length) : 0),
              pct(net(l), net(list)),
              String(sum(l, 'tax')),
              String(sum(l, 'total')),
            ],
          ]),
        ),
      );
      for (const filters of [{}, { order_type_id: type0 }]) {
        const l = list.filter(
          (c) => !('order_type_id' in filters) || c.order_type_id === filters.order_type_id,
        );
        const servers = group((c) => raw.names.get(c.server_id)!, l);
        const server = await report({ code: 'server-report', ...range, filters });
        expect(byLabel(server.rows)).toEqual(
          Object.fromEntries(
            [...servers].map(([name, g]) => [
              name,
              [
                String(live(g).length),
                String(sum(live(g), 'guests')),
                String(net(g)),
                String(live(g).length ? Math.round(net(g) / live(g).length) : 0),
                String(sum(g, 'tax')),
                String(sum(g, 'tip')),
                String(sum(g, 'gratuity')),
                String(sum(g, 'total')),
                String(sum(g, 'voidAmount')),
              ],
            ]),
          ),
        );
        const tips = await report({ code: 'tips-report', ...range, filters });
        expect(byLabel(tips.rows)).toEqual(
          Object.fromEntries(
            [...servers].map(([name, g]) => [
              name,
              [
                String(live(g).length),
                String(net(g)),
                String(sum(g, 'tip')),
                String(sum(g, 'gratuity')),
                pct(sum(g, 'tip'), net(g)),
              ],
            ]),
          ),
        );
        expect(tips.totals![3]).toBe(String(sum(l, 'tip')));
      }
    }
  });

  it('gives payment, tax and discount reports equal to the raw payments, lines and checks', async () => {
    for (const range of C_RANGES) {
      const paid = raw.payments.filter((p) => p.date >= range.from && p.date <= range.to);
      const cash = paid.find((p) => p.type === 'cash')!;
      for (const filters of [{}, { payment_id: cash.paymentId }]) {
        const chosen = paid.filter((p) => !('payment_id' in filters) || p.paymentId === filters.payment_id);
        const r = await report({ code: 'payment-report', ...range, filters });
        const groups = new Map<string, typeof chosen>();
        for (const p of chosen) groups.set(p.name, [...(groups.get(p.name) ?? []), p]);
        const cells = (l: typeof chosen) => {
          const s = (k: 'amount' | 'change' | 'tip' | 'refunds' | 'refunded') =>
            l.reduce((a, p) => a + p[k], 0);
          return [
            l.length,
            s('amount'),
            s('change'),
            s('amount') - s('change'),
            s('tip'),
            s('refunds'),
            s('refunded'),
            s('amount') - s('change') - s('refunded'),
          ].map(String);
        };
        expect(byLabel(r.rows)).toEqual(
          Object.fromEntries([...groups].map(([name, l]) => [name, [l[0]!.type, ...cells(l)]])),
        );
        expect(r.totals!.slice(2)).toEqual(cells(chosen));
      }
      const lines = raw.items.filter((i) => i.date >= range.from && i.date <= range.to && !i.voided);
      const taxes = new Map<string, { rate: string; taxable: number; tax: number }>();
      for (const i of lines) {
        const t = taxes.get(i.tax) ?? { rate: i.rate, taxable: 0, tax: 0 };
        t.taxable += i.gross - i.discount;
        t.tax += i.itemTax;
        taxes.set(i.tax, t);
      }
      const tax = await report({ code: 'tax-report', ...range });
      expect(byLabel(tax.rows)).toEqual(
        Object.fromEntries([...taxes].map(([name, t]) => [name, [t.rate, String(t.taxable), String(t.tax)]])),
      );
      const discounts = await report({ code: 'discount-report', ...range });
      const list = inRange(range.from, range.to);
      const dates = [...new Set(list.map((c) => c.date))].sort();
      expect(discounts.rows.map((r) => r.cells[0])).toEqual(dates);
      for (const row of discounts.rows) {
        const day = list.filter((c) => c.date === row.cells[0]);
        const all = day.reduce((s, c) => s + c.discount, 0);
        const gross = day.reduce((s, c) => s + c.subtotal, 0);
        const items = lines.filter((i) => i.date === row.cells[0]).reduce((s, i) => s + i.discount, 0);
        expect(row.cells.slice(1)).toEqual([
          String(day.filter((c) => c.status !== 'voided').length),
          String(gross),
          String(items),
          String(all - items),
          String(all),
          pct(all, gross),
        ]);
      }
    }
  });

  it('lists every refund and paid out of the range', async () => {
    for (const range of [...C_RANGES, { from: '2026-11-20', to: '2026-11-20' }]) {
      const refunds = await report({ code: 'refund-report', ...range });
      const expected = raw.refunds.filter((r) => r.date >= range.from && r.date <= range.to);
      expect(refunds.rows.map((r) => r.cells)).toEqual(
        expected.map((r) => [r.date, r.number, r.payment, r.employee, r.reason, r.amount]),
      );
      expect(refunds.totals![5]).toBe(String(expected.reduce((s, r) => s + Number(r.amount), 0)));
      const paidOuts = await report({ code: 'paid-outs-report', ...range });
      const outs = raw.paidOuts.filter((o) => o.date >= range.from && o.date <= range.to);
      expect(paidOuts.rows.map((r) => [r.cells[0], r.cells[1], r.cells[2], r.cells[5]])).toEqual(
        outs.map((o) => [o.date, o.reason, o.employee, o.amount]),
      );
      expect(paidOuts.totals![5]).toBe(String(outs.reduce((s, o) => s + Number(o.amount), 0)));
    }
    expect(raw.refunds.length).toBeGreaterThan(0);
    expect(raw.paidOuts.map((o) => o.amount)).toEqual(['1250', '4099']);
  });

  it('refuses a range that is not one', async () => {
    for (const [from, to, key] of [
      ['2026-02-30', '2026-03-01', 'reports.errors.badDate'],
      ['2026-03-08', '2026-03-01', 'reports.errors.rangeOrder'],
      ['2025-01-01', '2026-01-02', 'reports.errors.rangeTooLong'],
    ] as const) {
      const res = await owner(REPORT, { code: 'summary', from, to });
      expect(res.errors![0]!.extensions.key).toBe(key);
    }
    const year = await owner(REPORT, { code: 'daily-sales', from: '2025-11-10', to: '2026-11-10' });
    expect(year.errors).toBeUndefined();
    const unknown = await owner(REPORT, { code: 'no-such-report', from: '2026-03-01', to: '2026-03-01' });
    expect(unknown.errors![0]!.extensions.key).toBe('reports.errors.unknownReport');
  });

  it('refuses each report whose own permission is off', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Daily sales only", modules: $m) { id } }',
      { m: [{ code: 'reports-office', status: true, permissions: [{ code: 'daily-sales', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Dina", last_name: "Daily", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...DAILY_ONLY },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, DAILY_ONLY);
    const range = { from: '2026-11-02', to: '2026-11-03' };
    expect((await reader(REPORT, { code: 'daily-sales', ...range })).errors).toBeUndefined();
    for (const code of ['summary', 'hourly-report']) {
      const res = await reader(REPORT, { code, ...range });
      expect(res.errors![0]!.message).toBe(NOT_AUTHORIZED);
      expect(res.errors![0]!.extensions.code).toBe('597-1');
      const choices = await reader('query ($code: String!) { reportFilterChoices(code: $code) { filter } }', {
        code,
      });
      expect(choices.errors![0]!.extensions.code).toBe('597-1');
    }
  });
});
