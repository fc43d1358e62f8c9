import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTotals, itemGross, type CheckInput } from '../../src/core/checks.js';
import { migrate } from '../../src/server/db/migrate.js';
import {
  checkLine,
  moveToAfternoon,
  paidCheck,
  postDevice,
  storeWithDevice,
  type DeviceStore,
} from '../helpers/devices.js';
import { postgresReachable, signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

const kinds: DbKind[] = ['pglite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];
if (kinds.length === 1) console.warn('PostgreSQL is not reachable: its report agreement tests are skipped');

const REPORT = `query ($code: String!, $from: String!, $to: String!) {
  report(code: $code, from: $from, to: $to) { columns { key } rows { cells } totals } }`;
const VOID_ITEM = `mutation ($id: ID!, $line: Int!, $reason: ID!) {
  voidCheckItem(check_id: $id, line: $line, void_reason_id: $reason) { id } }`;

interface Answer {
  columns: { key: string }[];
  rows: { cells: (string | null)[] }[];
  totals: (string | null)[] | null;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** The rule the README states, worked out here on its own: shares rounded down, the rest on the largest line. */
function shares(discount: number, amounts: number[]): number[] {
  const whole = sum(amounts);
  const out = amounts.map((a) => (whole > 0 ? Math.floor((discount * a) / whole) : 0));
  out[amounts.indexOf(Math.max(...amounts))]! += discount - sum(out);
  return out;
}

/*
 * Reports that count the same money from different rollups or rows give the same sums: the drawers'
 * cash and paid outs and the payment and paid outs reports; the summary's net sales and the item,
 * category, department and tax reports'.
 */
describe.each(kinds)('reports that agree with each other on %s', (kind) => {
  let server: TestServer;
  let bistro: DeviceStore;
  let owner: Awaited<ReturnType<typeof signIn>>['gql'];
  let today: string;

  const report = async (code: string) => {
    const res = await owner<{ report: Answer }>(REPORT, { code, from: today, to: today });
    expect(res.errors).toBeUndefined();
    return res.data!.report;
  };
  /** A report's rows as objects by column key. */
  const table = (r: Answer) =>
    r.rows.map((row) => Object.fromEntries(r.columns.map((c, i) => [c.key, row.cells[i]])));
  const totalsOf = (r: Answer) => Object.fromEntries(r.columns.map((c, i) => [c.key, r.totals![i]]));
  /** Every check recorded, as the device sent it. */
  const posted: CheckInput[] = [];
  const post = async (path: string, body: unknown) => {
    const res = await postDevice(server, path, bistro.token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (path === '/api/devices/checks') posted.push(body as CheckInput);
    return res.body;
  };
  /** A check paid by card to the cent. */
  const byCard = (check: CheckInput) => {
    check.payments = [
      { payment_id: bistro.card, amount: check.total, tip: 0, change: 0, paid_at: check.closed_at! },
    ];
    return check;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeWithDevice(server, 'demo-bistro');
    await moveToAfternoon(server, bistro);
    owner = (await signIn(server)).gql;
    today = new Intl.DateTimeFormat('en-CA', { timeZone: bistro.zone }).format(new Date());
  });

  afterAll(async () => {
    await server?.close();
  });

  it("gives each of a device's two drawers of the day its own cash and paid outs", async () => {
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    expect(bistro.employees.length).toBeGreaterThan(2);
    const [ana, ben, cleo] = bistro.employees.map((e) => e.id) as [string, string, string];
    /** A check of one line served by someone, paid in cash with change given back. */
    const cashCheck = (number: number, server: string, price: number, paidMinutesAgo: number) => {
      const check = paidCheck(bistro, number, {
        server_id: server,
        opened_at: at(paidMinutesAgo + 5),
        closed_at: at(paidMinutesAgo),
        items: [checkLine({ id: bistro.items[0]!.id, price }, 1)],
      });
      check.payments = [
        {
          payment_id: bistro.cash,
          amount: check.total + 139,
          tip: 0,
          change: 139,
          paid_at: at(paidMinutesAgo),
        },
      ];
      return check;
    };
    const paidOut = (id: string, employee: string, amount: number, minutesAgo: number) =>
      post('/api/devices/paid-outs', {
        id,
        paid_out_id: bistro.paidOut,
        amount,
        employee_id: employee,
        paid_at: at(minutesAgo),
      });
    // Two drawers on the one device, open at once: Ana's and Ben's.
    const first = { id: '01937a4e-0000-7000-8000-0000000de001', employee_id: ana, opened_at: at(180) };
    const second = { id: '01937a4e-0000-7000-8000-0000000de002', employee_id: ben, opened_at: at(170) };
    await post('/api/devices/shifts', { ...first, starting_bank: 20000 });
    await post('/api/devices/shifts', { ...second, starting_bank: 15000 });
    await post('/api/devices/checks', cashCheck(1, ana, 12345, 160));
    // Cleo has no drawer: her cash goes to the drawer opened last.
    await post('/api/devices/checks', cashCheck(2, cleo, 4321, 150));
    await post('/api/devices/checks', cashCheck(3, ben, 19640, 120));
    await paidOut('01937a4e-0000-7000-8000-0000000d0e01', ana, 517, 110);
    await post('/api/devices/checks', cashCheck(4, ana, 9876, 100));
    // Paid by card: no drawer's cash.
    await post(
      '/api/devices/checks',
      byCard(paidCheck(bistro, 5, { server_id: ben, opened_at: at(60), closed_at: at(50) })),
    );
    await paidOut('01937a4e-0000-7000-8000-0000000d0e02', ben, 717, 30);
    await post('/api/devices/shifts', {
      ...first,
      starting_bank: 20000,
      closed_at: at(20),
      closing_bank: 41000,
    });
    await post('/api/devices/shifts', {
      ...second,
      starting_bank: 15000,
      closed_at: at(10),
      closing_bank: 38000,
    });

    const drawers = await report('drawer-report');
    const rows = table(drawers);
    expect(rows.map((r) => [r.employee, r.startingBank, r.cashPayments, r.paidOuts])).toEqual([
      [bistro.employees[0]!.name, '20000', String(12345 + 9876), '517'],
      [bistro.employees[1]!.name, '15000', String(19640 + 4321), '717'],
    ]);
    for (const r of rows) {
      const expected =
        Number(r.startingBank) + Number(r.cashPayments) + Number(r.adjustments) - Number(r.paidOuts);
      expect(r.expectedCash).toBe(String(expected));
      expect(r.overShort).toBe(String(Number(r.closingBank) - expected));
    }
    expect(rows.map((r) => r.overShort)).toEqual([
      String(41000 - (20000 + 12345 + 9876 - 517)),
      String(38000 - (15000 + 19640 + 4321 - 717)),
    ]);
    // The drawers' totals are the cash the payment report collected and what the paid outs report paid.
    const totals = totalsOf(drawers);
    const cash = table(await report('payment-report')).filter((p) => p.paymentType === 'cash');
    expect(cash).toHaveLength(1);
    expect(totals.cashPayments).toBe(cash[0]!.collected);
    expect(totals.cashPayments).toBe(String(12345 + 4321 + 19640 + 9876));
    expect(totals.paidOuts).toBe(totalsOf(await report('paid-outs-report')).amount);
    expect(totals.paidOuts).toBe(String(517 + 717));
  });

  it('counts the same net sales in the summary and the item, category, department and tax reports', async () => {
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const [a, b, c] = bistro.items as [DeviceStore['items'][number], ...DeviceStore['items']];
    const names = new Map(
      (
        await server.database.db
          .selectFrom('menu_item')
          .select(['id', 'name'])
          .where('store_id', '=', bistro.id)
          .execute()
      ).map((m) => [m.id as string, m.name as string]),
    );
    const modifiers = bistro.modifier.id
      ? [{ modifier_item_id: bistro.modifier.id, quantity: 1, price: 55 }]
      : [];
    const checks = [
      // Check discounts that do not split evenly, lines with their own discounts, a voided line.
      byCard(
        paidCheck(bistro, 11, {
          opened_at: at(40),
          closed_at: at(35),
          discount: 1001,
          items: [
            checkLine({ id: a.id, price: 1299 }, 3, { modifiers, discount: 150, tax: 301 }),
            checkLine({ id: b!.id, price: 875 }, 1, { tax: 77 }),
            checkLine({ id: c!.id, price: 433 }, 2, { discount: 17, tax: 73 }),
            checkLine({ id: b!.id, price: 875 }, 1, { void: { reason_id: bistro.voidReason } }),
          ],
        }),
      ),
      byCard(
        paidCheck(bistro, 12, {
          opened_at: at(30),
          closed_at: at(25),
          discount: 333,
          items: [checkLine({ id: b!.id, price: 1111 }, 1), checkLine({ id: c!.id, price: 1111 }, 2)],
        }),
      ),
      byCard(paidCheck(bistro, 13, { opened_at: at(20), closed_at: at(15), items: [checkLine(a, 1)] })),
    ];
    const before = [...posted];
    const ids: string[] = [];
    for (const check of checks)
      ids.push(((await post('/api/devices/checks', check)) as { check: { id: string } }).check.id);

    /** What each report counts as net sales, and the discounts of each menu item by the rule. */
    const agree = async (live: CheckInput[]) => {
      const expected = sum(live.map((k) => checkTotals(k).subtotal - checkTotals(k).discount));
      const summary = table(await report('summary'));
      expect(summary.find((r) => r.metric === 'reports.metrics.netSales')!.value).toBe(String(expected));
      for (const code of ['category-report', 'department-report', 'menu-item-report']) {
        const r = await report(code);
        expect(totalsOf(r).netSales, code).toBe(String(expected));
        expect(String(sum(table(r).map((row) => Number(row.netSales)))), code).toBe(String(expected));
      }
      expect(totalsOf(await report('tax-report')).taxableSales).toBe(String(expected));
      const discounts = new Map<string, number>();
      for (const k of live) {
        const lines = k.items.filter((i) => !i.void);
        const own = shares(
          checkTotals(k).discount - sum(lines.map((i) => i.discount)),
          lines.map((i) => itemGross(i) - i.discount),
        );
        lines.forEach((i, n) => {
          const name = names.get(i.menu_item_id)!;
          discounts.set(name, (discounts.get(name) ?? 0) + i.discount + own[n]!);
        });
      }
      const items = table(await report('menu-item-report'));
      expect(Object.fromEntries(items.map((r) => [r.menuItem, Number(r.discounts)]))).toEqual(
        Object.fromEntries(discounts),
      );
    };
    await agree(posted);

    // A line voided from the console: the check's discount falls on the lines left.
    const voided = await owner(VOID_ITEM, { id: ids[0], line: 1, reason: bistro.voidReason });
    expect(voided.errors).toBeUndefined();
    const first = checks[0]!;
    const after = [
      ...before,
      {
        ...first,
        items: first.items.map((i, n) => (n === 0 ? { ...i, void: { reason_id: bistro.voidReason } } : i)),
      },
      ...checks.slice(1),
    ];
    await agree(after);

    // A store whose rollups were counted before the rule gets them counted again by the migration.
    const db = server.database.db;
    await sql`alter table report_item_day drop column check_discount`.execute(db);
    await sql`delete from schema_migration where name = '0021_check_discount_shares'`.execute(db);
    await migrate(server.database);
    await agree(after);
  });
});
