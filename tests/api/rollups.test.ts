import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkTotals, itemGross, type CheckInput, type CheckItemInput } from '../../src/core/checks.js';
import type { Db } from '../../src/server/db/database.js';
import { zonedInstant } from '../../src/server/seed/history-day.js';
import {
  closeWorkingDay,
  loadCatalog,
  openWorkingDay,
  recordChecks,
  type Catalog,
} from '../../src/server/pos/index.js';
import { applyRefund, applyVoid } from '../../src/server/pos/check-actions.js';
import { recomputeRollups, ROLLUP_TABLES, type RollupTable } from '../../src/server/pos/rollups/index.js';
import { describeEachDb } from '../helpers/optional.js';
import { startServer, type TestServer } from '../helpers/server.js';

/** Mulberry32: the same mix of checks from the same seed, so a failure can be replayed. */
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

const SEED = Number(process.env.ROLLUP_SEED ?? 20261123);
/** Around both daylight-saving changes of 2026 in the United States, and an ordinary day. */
const DAYS = [
  '2026-03-07',
  '2026-03-08',
  '2026-03-09',
  '2026-06-15',
  '2026-10-31',
  '2026-11-01',
  '2026-11-02',
];

/** Every rollup row, keys and values as text, in key order. */
async function snapshot(db: Db, storeId: string) {
  const out: Record<string, Record<string, string>[]> = {};
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

describeEachDb('report rollups on %s', (kind) => {
  let server: TestServer;
  let storeId: string;
  let catalog: Catalog;
  const db = () => server.database.db;
  /** What the generated checks add up to, counted here from the inputs alone. */
  const expected = { checks: 0, voided: 0, subtotal: 0, discount: 0, tax: 0, tip: 0, total: 0, paid: 0 };
  const expectedVoids = { quantity: 0, amount: 0 };
  let refunded = 0;

  function randomCheck(
    rnd: ReturnType<typeof random>,
    date: string,
    number: number,
    zone: string,
  ): CheckInput {
    const employees = [...catalog.employees.keys()];
    const manager = [...catalog.employees].find(([, e]) => e.manager)?.[0];
    const menu = [...catalog.menuItems.keys()];
    const mods = [...catalog.modifierItems.keys()];
    const reasons = [...catalog.voidReasons].filter(([, r]) => !r.managerApproval || manager);
    // Open from 9:00 to half past one at night: a late check still belongs to the working day.
    const minute = rnd.int(9 * 60, 25 * 60 + 30);
    const status = rnd.next() < 0.08 ? 'voided' : rnd.next() < 0.1 ? 'open' : 'closed';
    const items: CheckItemInput[] = Array.from({ length: rnd.int(1, 5) }, () => {
      const item: CheckItemInput = {
        menu_item_id: rnd.pick(menu),
        quantity: rnd.int(1, 3),
        unit_price: rnd.int(0, 3000),
        modifiers:
          mods.length && rnd.next() < 0.4
            ? [{ modifier_item_id: rnd.pick(mods), quantity: rnd.int(1, 2), price: rnd.int(0, 250) }]
            : [],
        discount: 0,
        tax: 0,
      };
      const gross = itemGross(item);
      if (rnd.next() < 0.2) item.discount = rnd.int(0, gross);
      item.tax = Math.round((gross - item.discount) * 0.0875);
      if (reasons.length && rnd.next() < 0.12) {
        const [id, reason] = rnd.pick(reasons);
        item.void = { reason_id: id, ...(reason.managerApproval ? { approved_by: manager! } : {}) };
      }
      return item;
    });
    const check: CheckInput = {
      number,
      order_type_id: rnd.pick([...catalog.orderTypes.keys()]),
      server_id: rnd.pick(employees),
      guests: rnd.int(1, 6),
      opened_at: zonedInstant(date, minute, zone).toISOString(),
      ...(status === 'open' ? {} : { closed_at: zonedInstant(date, minute + 40, zone).toISOString() }),
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
    for (const i of items)
      if (status === 'voided' || i.void) {
        expectedVoids.quantity += i.quantity;
        expectedVoids.amount += itemGross(i);
      }
    if (status === 'voided') {
      expected.voided++;
      return check;
    }
    const live = checkTotals(check);
    check.discount = rnd.next() < 0.2 ? rnd.int(0, live.subtotal - live.discount) : 0;
    check.gratuity = rnd.next() < 0.15 ? Math.round(live.subtotal * 0.18) : 0;
    const totals = checkTotals(check);
    Object.assign(check, { subtotal: totals.subtotal, tax: totals.tax, total: totals.total });
    // Closed checks are paid in full, in one to three payments of any type; open ones in part or not at all.
    let due = status === 'closed' ? totals.total : rnd.int(0, totals.total);
    const types = [...catalog.payments];
    const parts = rnd.int(1, 3);
    for (let k = 0; k < parts && due > 0; k++) {
      const amount = k === parts - 1 ? due : rnd.int(1, due);
      const [picked, type] = rnd.pick(types);
      // Gift card and house account payments need a card and a customer (device-accounts.test.ts has
      // them): paid in cash here, with the same draws as before.
      const paymentId = ['gift-card', 'house-account'].includes(type.type)
        ? types.find(([, p]) => p.type === 'cash')![0]
        : picked;
      const change = type.type === 'cash' ? rnd.int(0, 2000) : 0;
      const card = type.type === 'credit-card' || type.type === 'debit-card';
      check.payments.push({
        payment_id: paymentId,
        amount: amount + change,
        tip: rnd.next() < 0.5 ? rnd.int(0, 800) : 0,
        change,
        paid_at: check.closed_at ?? check.opened_at,
        // Cards read from the chip or typed in by hand (the manual card report's rollup).
        ...(card && { entry_type: rnd.pick(['chip', 'manual', 'Keyed', 'contactless']) }),
      });
      due -= amount;
    }
    check.payments.forEach((p, index) => {
      if (rnd.next() < 0.15) {
        const amount = rnd.int(1, p.amount - p.change);
        check.refunds.push({
          payment: index,
          amount,
          reason: 'Customer complaint',
          employee_id: rnd.pick(employees),
          refunded_at: check.opened_at,
        });
        refunded += amount;
      }
    });
    // Some guests rate what they had.
    for (const i of items)
      if (!i.void && rnd.next() < 0.3)
        check.ratings.push({
          menu_item_id: i.menu_item_id,
          rating: rnd.int(1, 5),
          rated_at: check.opened_at,
        });
    const sums = checkTotals(check);
    expected.checks++;
    expected.subtotal += sums.subtotal;
    expected.discount += sums.discount;
    expected.tax += sums.tax;
    expected.tip += sums.tip;
    expected.total += sums.total;
    expected.paid += sums.paid;
    return check;
  }

  beforeAll(async () => {
    server = await startServer(kind);
    storeId = (
      await db().selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
    await db()
      .updateTable('store')
      .set({ time_zone: 'America/New_York' })
      .where('id', '=', storeId)
      .execute();
    await db().updateTable('device').set({ number_block: 9999 }).where('store_id', '=', storeId).execute();
    catalog = await loadCatalog(db(), storeId);
    const device = await db()
      .selectFrom('device')
      .select('id')
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    const rnd = random(SEED);
    const zone = catalog.timeZone;
    for (const date of DAYS) {
      const checks = Array.from({ length: rnd.int(30, 60) }, (_, n) => randomCheck(rnd, date, n + 1, zone));
      // Several batches a day: later batches add to the rows of earlier ones.
      const cut = rnd.int(1, checks.length - 1);
      await db()
        .transaction()
        .execute(async (tx) => {
          await closeWorkingDay(tx, storeId, zonedInstant(date, 8 * 60, zone));
          await openWorkingDay(tx, storeId, zonedInstant(date, 8 * 60 + 30, zone), zone);
          for (const batch of [checks.slice(0, cut), checks.slice(cut)])
            await recordChecks(
              tx,
              { storeId, deviceId: device.id as string },
              batch.map((input) => ({ input })),
              catalog,
            );
          await closeWorkingDay(tx, storeId, zonedInstant(date, 27 * 60, zone));
        });
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('adds up to the checks recorded, to the cent', async () => {
    const { rows } = await sql<Record<string, string>>`select sum(checks) as checks,
      sum(voided_checks) as voided, sum(subtotal) as subtotal, sum(discount) as discount, sum(tax) as tax,
      sum(tip) as tip, sum(total) as total, sum(void_quantity) as vq, sum(void_amount) as va
      from report_sales_hour where store_id = ${storeId}`.execute(db());
    const r = rows[0]!;
    expect(Number(r.checks)).toBe(expected.checks);
    expect(Number(r.voided)).toBe(expected.voided);
    expect(Number(r.subtotal)).toBe(expected.subtotal);
    expect(Number(r.discount)).toBe(expected.discount);
    expect(Number(r.tax)).toBe(expected.tax);
    expect(Number(r.tip)).toBe(expected.tip);
    expect(Number(r.total)).toBe(expected.total);
    expect(Number(r.vq)).toBe(expectedVoids.quantity);
    expect(Number(r.va)).toBe(expectedVoids.amount);
    const { rows: pay } = await sql<Record<string, string>>`select sum(amount - change) as paid,
      sum(refund_amount) as refunded, sum(tip) as tip from report_payment_day where store_id = ${storeId}`.execute(
      db(),
    );
    // The lines' net sales, their shares of their checks' own discounts taken off, are the checks'.
    const { rows: items } = await sql<
      Record<string, string>
    >`select sum(gross - discount - check_discount) as net,
      sum(check_discount) as shares from report_item_day where store_id = ${storeId}`.execute(db());
    expect(Number(items[0]!.net)).toBe(expected.subtotal - expected.discount);
    expect(Number(items[0]!.shares)).toBeGreaterThan(0);
    expect(Number(pay[0]!.paid)).toBe(expected.paid);
    expect(Number(pay[0]!.tip)).toBe(expected.tip);
    expect(Number(pay[0]!.refunded)).toBe(refunded);
    expect(expected.voided).toBeGreaterThan(0);
    expect(refunded).toBeGreaterThan(0);
  });

  it('keeps each local hour once across both daylight-saving changes', async () => {
    const { rows } = await sql<{
      day: string;
      hours: string[];
    }>`select to_char(business_date, 'YYYY-MM-DD') as day,
      array_agg(distinct hour) as hours from report_sales_hour where store_id = ${storeId}
      and business_date in ('2026-03-08', '2026-11-01') group by 1 order by 1`.execute(db());
    expect(rows.map((r) => r.day)).toEqual(['2026-03-08', '2026-11-01']);
    // 2:00 does not exist on 8 March; checks of 9:00 to 1:30 fall in 0, 1 and 9 to 23.
    for (const r of rows) for (const h of r.hours) expect(Number(h) < 2 || Number(h) >= 9).toBe(true);
  });

  it('equals a recomputation from the raw rows, after refunds and voids made later', async () => {
    const rnd = random(SEED + 1);
    // Only payments with at least 6 cents left: some were refunded in full when recorded.
    const { rows: payments } = await sql<{ id: string }>`select p.id from check_payment p
      where p.store_id = ${storeId} and p.amount - p.change - coalesce((select sum(r.amount) from check_refund r
        where r.store_id = p.store_id and r.check_payment_id = p.id), 0) >= 6 order by p.id`.execute(db());
    const employee = [...catalog.employees.keys()][0]!;
    for (let k = 0; k < 6; k++) {
      const p = rnd.pick(payments);
      await db()
        .transaction()
        .execute((tx) =>
          applyRefund(tx, storeId, {
            checkPaymentId: p.id as string,
            amount: 1,
            reason: 'Office refund',
            employeeId: employee,
          }),
        );
    }
    const items = await sql<{ id: string }>`select i.id from check_item i
      join pos_check c on c.store_id = i.store_id and c.id = i.check_id
      where i.store_id = ${storeId} and i.void_reason_id is null and c.status <> 'voided' order by i.id`.execute(
      db(),
    );
    const [reasonId, reason] = [...catalog.voidReasons][0]!;
    for (let k = 0; k < 6; k++)
      await db()
        .transaction()
        .execute((tx) =>
          applyVoid(tx, storeId, {
            checkItemId: rnd.pick(items.rows).id,
            reasonId,
            reasonName: reason.name,
          }).catch((e: { key?: string }) => {
            // The same line picked twice is refused, and nothing changes.
            if (e.key !== 'reports.errors.alreadyVoided') throw e;
          }),
        );
    // Lines of checks with a discount of their own, which passes to the lines left: the line that
    // took what the rounding left first.
    const { rows: shared } = await sql<{ id: string }>`with l as (
        select i.id, i.check_id, row_number() over (partition by i.check_id
          order by i.quantity * (i.unit_price + i.modifiers_total) - i.discount desc, i.line) as rank,
          c.discount - sum(i.discount) over (partition by i.check_id) as own,
          count(*) over (partition by i.check_id) as lines
        from check_item i join pos_check c on c.store_id = i.store_id and c.id = i.check_id
        where i.store_id = ${storeId} and i.void_reason_id is null and c.status <> 'voided')
      select id from l where own > 0 and lines > 1 and rank = 1 order by id limit 4`.execute(db());
    expect(shared.length).toBeGreaterThan(0);
    for (const { id } of shared)
      await db()
        .transaction()
        .execute((tx) => applyVoid(tx, storeId, { checkItemId: id, reasonId, reasonName: reason.name }));
    const kept = await snapshot(db(), storeId);
    for (const table of Object.keys(ROLLUP_TABLES) as RollupTable[])
      expect(kept[table]!.length).toBeGreaterThan(0);
    // A range first (the days around the spring change), then everything.
    await recomputeRollups(db(), storeId, '2026-03-08', '2026-03-09');
    expect(await snapshot(db(), storeId)).toEqual(kept);
    await sql`update report_sales_hour set total = total + 1 where store_id = ${storeId}
      and business_date = '2026-06-15'`.execute(db());
    expect(await snapshot(db(), storeId)).not.toEqual(kept);
    await recomputeRollups(db(), storeId);
    expect(await snapshot(db(), storeId)).toEqual(kept);
  });

  it('refuses a refund above what the payment left', async () => {
    const p = await db()
      .selectFrom('check_payment')
      .select(['id', 'amount', 'change'])
      .where('store_id', '=', storeId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expect(
      db()
        .transaction()
        .execute((tx) =>
          applyRefund(tx, storeId, {
            checkPaymentId: p.id as string,
            amount: Number(p.amount) - Number(p.change) + 1,
            reason: 'Too much',
            employeeId: [...catalog.employees.keys()][0]!,
          }),
        ),
    ).rejects.toMatchObject({ key: 'reports.errors.refundTooLarge' });
  });
});
