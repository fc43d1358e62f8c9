import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  checkTotals,
  itemGross,
  type CheckInput,
  type CheckItemInput,
  type CheckSource,
} from '../../src/core/checks.js';
import type { Db } from '../../src/server/db/database.js';
import { zonedInstant } from '../../src/server/seed/history-day.js';
import { uuidv7 } from '../../src/server/services/ids.js';
import {
  closeWorkingDay,
  loadCatalog,
  openWorkingDay,
  recordChecks,
  recordKitchenResends,
  type Catalog,
} from '../../src/server/pos/index.js';
import { applyVoid } from '../../src/server/pos/check-actions.js';
import { recomputeRollups, ROLLUP_TABLES } from '../../src/server/pos/rollups/index.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

const ZONE = 'America/New_York';
/** Two days, then the two days reported (the first two are their previous period). */
const BEFORE = ['2026-05-01', '2026-05-02'];
const DAYS = ['2026-05-03', '2026-05-04'];
const RANGE = { from: DAYS[0]!, to: DAYS[1]! };
const WHOLE_CHECK = 'reports.resend-audit-report.wholeCheck';
const REASONS = ['Wrong temperature', 'Dropped', 'Missing item'];
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };

const REPORT = `query ($code: String!, $from: String!, $to: String!, $filters: ReportFilters, $compare: Boolean) {
  report(code: $code, from: $from, to: $to, filters: $filters, compare: $compare) {
    code columns { key kind } rows { cells } totals chart { labels series { key values } }
    previous { from to rows { cells } totals } } }`;

interface Answer {
  columns: { key: string; kind: string }[];
  rows: { cells: (string | null)[] }[];
  totals: (string | null)[] | null;
  chart: { labels: string[]; series: { key: string; values: number[] }[] } | null;
  previous: {
    from: string;
    to: string;
    rows: { cells: (string | null)[] }[];
    totals: (string | null)[];
  } | null;
}

/** Mulberry32: the same mix from the same seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

/** `YYYY-MM-DD HH:mm` of an instant in the store's zone, by the JavaScript clock. */
function local(at: string): string {
  const p = Object.fromEntries(
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
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** Every rollup row as text, in key order. */
async function snapshot(db: Db, storeId: string) {
  const out: Record<string, unknown[]> = {};
  for (const [table, def] of Object.entries(ROLLUP_TABLES)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
      where store_id = ${storeId} order by ${sql.raw(def.keys.join(', '))}`.execute(db);
    out[table] = rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : String(v)]),
      ),
    );
  }
  return out;
}

interface Posted {
  date: string;
  input: CheckInput;
  id: string;
}

interface PostedResend {
  date: string;
  number: number;
  item: string | null;
  quantity: number;
  employeeId: string;
  employee: string;
  reason: string | null;
  resentAt: string;
}

/*
 * Online ordering's daily report and the resend audit, over checks of every channel and resends
 * recorded here: each figure equals what the posted checks and resends add up to, counted in this
 * test from what was posted, and the rollups still equal a recomputation from the raw rows.
 */
describeEachDb('online ordering and resend reports on %s', (kind) => {
  let server: TestServer;
  let storeId: string;
  let catalog: Catalog;
  let owner: Awaited<ReturnType<typeof signIn>>['gql'];
  const posted: Posted[] = [];
  const resends: PostedResend[] = [];
  const db = () => server.database.db;

  const report = async (code: string, vars: Record<string, unknown> = {}) => {
    const res = await owner<{ report: Answer }>(REPORT, { code, ...RANGE, ...vars });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.report;
  };

  function randomCheck(rnd: ReturnType<typeof random>, date: string, number: number): CheckInput {
    const menu = [...catalog.menuItems.keys()];
    const source = rnd.pick<CheckSource>(['pos', 'pos', 'olo', 'olo', 'kiosk', 'mobile']);
    const status = rnd.next() < 0.1 ? 'voided' : 'closed';
    const minute = rnd.int(10 * 60, 22 * 60);
    const items: CheckItemInput[] = Array.from({ length: rnd.int(1, 4) }, () => {
      const item: CheckItemInput = {
        menu_item_id: rnd.pick(menu),
        quantity: rnd.int(1, 3),
        unit_price: rnd.int(100, 3000),
        modifiers: [],
        discount: 0,
        tax: 0,
      };
      if (rnd.next() < 0.25) item.discount = rnd.int(0, itemGross(item));
      item.tax = Math.round((itemGross(item) - item.discount) * 0.0875);
      return item;
    });
    const check: CheckInput = {
      number,
      source,
      order_type_id: rnd.pick([...catalog.orderTypes.keys()]),
      server_id: rnd.pick([...catalog.employees.keys()]),
      guests: rnd.int(1, 4),
      opened_at: zonedInstant(date, minute, ZONE).toISOString(),
      closed_at: zonedInstant(date, minute + 30, ZONE).toISOString(),
      status,
      items,
      discount: 0,
      gratuity: 0,
      subtotal: 0,
      tax: 0,
      total: 0,
      payments: [],
      refunds: [],
      ratings: [],
    };
    if (status === 'voided') return check;
    check.gratuity = rnd.next() < 0.2 ? rnd.int(100, 900) : 0;
    // Online deliveries charge their fee in a column of its own.
    if (source === 'olo' && rnd.next() < 0.5) check.delivery_fee = rnd.int(100, 600);
    const totals = checkTotals(check);
    Object.assign(check, { subtotal: totals.subtotal, tax: totals.tax, total: totals.total });
    check.payments = [
      {
        // Not cash, and no gift card or house account (those need a card and a customer).
        payment_id: [...catalog.payments].find(
          ([, p]) => !['cash', 'gift-card', 'house-account'].includes(p.type),
        )![0],
        amount: totals.total,
        tip: rnd.next() < 0.6 ? rnd.int(0, 900) : 0,
        change: 0,
        paid_at: check.closed_at!,
      },
    ];
    return check;
  }

  /** What the posted online checks of some dates add up to, per date. */
  function expectedOlo(dates: readonly string[]) {
    const out = new Map<string, number[]>();
    for (const { date, input } of posted) {
      if (!dates.includes(date) || input.source !== 'olo') continue;
      const row = out.get(date) ?? [0, 0, 0, 0, 0, 0];
      if (input.status !== 'voided') {
        const t = checkTotals(input);
        const add = [1, t.subtotal, t.discount, t.tax, t.tip, t.total];
        add.forEach((v, i) => (row[i]! += v));
      }
      out.set(date, row);
    }
    return out;
  }
  const withAverage = (row: number[]) => [...row, row[0] ? Math.round(row[5]! / row[0]) : 0].map(String);

  beforeAll(async () => {
    server = await startServer(kind);
    storeId = (
      await db().selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
    await db().updateTable('store').set({ time_zone: ZONE }).where('id', '=', storeId).execute();
    await db().updateTable('device').set({ number_block: 9999 }).where('store_id', '=', storeId).execute();
    catalog = await loadCatalog(db(), storeId);
    const deviceId = (
      await db().selectFrom('device').select('id').where('store_id', '=', storeId).executeTakeFirstOrThrow()
    ).id as string;
    const scope = { storeId, deviceId };
    const rnd = random(20261123);
    for (const date of [...BEFORE, ...DAYS]) {
      const checks = Array.from({ length: rnd.int(18, 28) }, (_, n) => randomCheck(rnd, date, n + 1));
      await db()
        .transaction()
        .execute(async (tx) => {
          await closeWorkingDay(tx, storeId, zonedInstant(date, 8 * 60, ZONE));
          await openWorkingDay(tx, storeId, zonedInstant(date, 9 * 60, ZONE), ZONE);
          const answers = await recordChecks(
            tx,
            scope,
            checks.map((input) => ({ input })),
            catalog,
          );
          answers.forEach((a, k) => posted.push({ date, input: checks[k]!, id: a.check.id }));
          // Every third check has a resend: of one line, or of the whole check.
          const chosen = checks
            .map((c, k) => ({ c, id: answers[k]!.check.id }))
            .filter((_, k) => k % 3 === 1);
          const lines = await tx
            .selectFrom('check_item')
            .select(['id', 'check_id', 'line'])
            .where('store_id', '=', storeId)
            .where(
              'check_id',
              'in',
              chosen.map((x) => x.id),
            )
            .execute();
          const inputs = chosen.map(({ c, id }) => {
            const whole = rnd.next() < 0.3;
            const index = rnd.int(0, c.items.length - 1);
            const employeeId = rnd.pick([...catalog.employees.keys()]);
            const reason = rnd.next() < 0.2 ? null : rnd.pick(REASONS);
            const resentAt = new Date(Date.parse(c.opened_at) + rnd.int(1, 25) * 60_000).toISOString();
            const quantity = whole ? 1 : rnd.int(1, c.items[index]!.quantity);
            resends.push({
              date,
              number: c.number,
              item: whole ? null : catalog.menuItems.get(c.items[index]!.menu_item_id)!,
              quantity,
              employeeId,
              employee: catalog.employees.get(employeeId)!.name,
              reason,
              resentAt,
            });
            return {
              input: {
                id: uuidv7(),
                check_id: id,
                ...(whole
                  ? {}
                  : {
                      check_item_id: lines.find((l) => l.check_id === id && Number(l.line) === index + 1)!
                        .id as string,
                      quantity,
                    }),
                employee_id: employeeId,
                ...(reason ? { reason } : {}),
                resent_at: resentAt,
              },
            };
          });
          await recordKitchenResends(tx, scope, inputs, catalog);
          await closeWorkingDay(tx, storeId, zonedInstant(date, 27 * 60, ZONE));
        });
    }
    owner = (await signIn(server)).gql;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('reports the online orders of each date as the posted online checks add up, with the previous period', async () => {
    const r = await report('daily-report-olo', { compare: true });
    expect(r.columns.map((c) => c.key)).toEqual([
      'date',
      'orders',
      'subtotal',
      'discounts',
      'tax',
      'tips',
      'total',
      'averageTicket',
    ]);
    const expected = expectedOlo(DAYS);
    expect(expected.size).toBe(2);
    expect(r.rows.map((row) => row.cells)).toEqual(
      DAYS.map((date) => [date, ...withAverage(expected.get(date)!)]),
    );
    const sum = [0, 0, 0, 0, 0, 0];
    for (const row of expected.values()) row.forEach((v, i) => (sum[i]! += v));
    expect(r.totals).toEqual([null, ...withAverage(sum)]);
    // Checks from the POS, kiosks and the mobile app are not online orders.
    const { rows: all } = await sql<{ n: string }>`select sum(checks) as n from report_sales_hour
      where store_id = ${storeId} and business_date between ${RANGE.from}::date and ${RANGE.to}::date`.execute(
      db(),
    );
    expect(Number(all[0]!.n)).toBeGreaterThan(sum[0]!);
    expect(r.chart).toEqual({
      labels: DAYS,
      series: [{ key: 'onlineSales', values: DAYS.map((d) => expected.get(d)![5]) }],
    });
    const before = expectedOlo(BEFORE);
    const prev = [0, 0, 0, 0, 0, 0];
    for (const row of before.values()) row.forEach((v, i) => (prev[i]! += v));
    expect(r.previous).toMatchObject({ from: BEFORE[0], to: BEFORE[1] });
    expect(r.previous!.totals).toEqual([null, ...withAverage(prev)]);
  });

  it('lists every resend of the range, newest first, in the store time, with its totals and chart', async () => {
    const r = await report('resend-audit-report');
    const expected = resends
      .filter((x) => DAYS.includes(x.date))
      .sort((a, b) => b.resentAt.localeCompare(a.resentAt));
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.some((x) => x.item === null)).toBe(true);
    expect(r.rows.map((row) => row.cells)).toEqual(
      expected.map((x) => [
        local(x.resentAt),
        String(x.number),
        x.item ?? WHOLE_CHECK,
        String(x.quantity),
        x.employee,
        x.reason ?? '',
      ]),
    );
    expect(r.totals).toEqual([
      null,
      String(expected.length),
      null,
      String(expected.reduce((s, x) => s + x.quantity, 0)),
      null,
      null,
    ]);
    const perEmployee = new Map<string, number>();
    for (const x of expected) perEmployee.set(x.employee, (perEmployee.get(x.employee) ?? 0) + 1);
    const chart = Object.fromEntries(r.chart!.labels.map((l, i) => [l, r.chart!.series[0]!.values[i]]));
    expect(chart).toEqual(Object.fromEntries(perEmployee));
    expect(r.chart!.series[0]!.key).toBe('resends');

    // One employee's resends only.
    const someone = expected[0]!.employeeId;
    const mine = await report('resend-audit-report', { filters: { employee_id: someone } });
    expect(mine.rows.map((row) => row.cells[1])).toEqual(
      expected.filter((x) => x.employeeId === someone).map((x) => String(x.number)),
    );
    expect(mine.totals![1]).toBe(String(expected.filter((x) => x.employeeId === someone).length));
  });

  it('opens online ordering’s report to its module and the audit to the reports module only', async () => {
    // The manager's job has Online Ordering but not Reports.
    const manager = (await signIn(server, MANAGER)).gql;
    const olo = await manager<{ report: Answer }>(REPORT, { code: 'daily-report-olo', ...RANGE });
    expect(olo.errors).toBeUndefined();
    expect(olo.data!.report.rows).toHaveLength(2);
    const audit = await manager(REPORT, { code: 'resend-audit-report', ...RANGE });
    expect(audit.errors![0]!.extensions.code).toBe('597-1');
    // The online report does not take the audit's filter.
    const filtered = await owner(REPORT, {
      code: 'daily-report-olo',
      ...RANGE,
      filters: { employee_id: [...catalog.employees.keys()][0] },
    });
    expect(filtered.errors![0]!.extensions.key).toBe('reports.errors.filterNotTaken');
  });

  it('keeps the rollups equal to a recomputation after a line of an online check is voided', async () => {
    const online = posted.find(
      (p) => p.input.source === 'olo' && p.input.status !== 'voided' && DAYS.includes(p.date),
    )!;
    const line = await db()
      .selectFrom('check_item')
      .select(['id', 'quantity', 'unit_price', 'modifiers_total', 'discount', 'tax'])
      .where('store_id', '=', storeId)
      .where('check_id', '=', online.id)
      .orderBy('line')
      .executeTakeFirstOrThrow();
    const before = await report('daily-report-olo');
    const [reasonId, reason] = [...catalog.voidReasons].find(([, v]) => !v.managerApproval)!;
    await db()
      .transaction()
      .execute((tx) =>
        applyVoid(tx, storeId, { checkItemId: line.id as string, reasonId, reasonName: reason.name }),
      );
    const gross = Number(line.quantity) * (Number(line.unit_price) + Number(line.modifiers_total));
    const after = await report('daily-report-olo');
    const row = (r: Answer) => r.rows.find((x) => x.cells[0] === online.date)!.cells;
    expect(Number(row(after)[2])).toBe(Number(row(before)[2]) - gross);
    expect(Number(row(after)[6])).toBe(
      Number(row(before)[6]) - (gross - Number(line.discount) + Number(line.tax)),
    );
    const kept = await snapshot(db(), storeId);
    const { rows: sources } = await sql<{ source: string }>`select distinct source from report_sales_hour
      where store_id = ${storeId} order by source`.execute(db());
    expect(sources.map((s) => s.source)).toEqual(['kiosk', 'mobile', 'olo', 'pos']);
    await sql`update report_sales_hour set total = total + 1 where store_id = ${storeId}
      and source = 'olo'`.execute(db());
    expect(await snapshot(db(), storeId)).not.toEqual(kept);
    await recomputeRollups(db(), storeId);
    expect(await snapshot(db(), storeId)).toEqual(kept);
  });
});
