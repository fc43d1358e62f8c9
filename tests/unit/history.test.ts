import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Tokens } from '../../src/server/auth/tokens.js';
import { giftCardNumberHash } from '../../src/server/entities/gift-card.js';
import { DEMO_GIFT_CARD_NUMBERS } from '../../src/server/seed/demo-gift-cards.js';
import { generateHistory } from '../../src/server/seed/history.js';
import { startServer, type TestServer } from '../helpers/server.js';

const UNTIL = '2026-06-01';
const DAYS = 14;
const PER_DAY = 30;

/*
 * The made-up history of Demo Bistro: the same seed gives the same history, its shape is a
 * restaurant's (lunch and dinner peaks, busier weekends) and every check adds up.
 */
describe('history generator', () => {
  let server: TestServer;
  let storeId: string;
  const db = () => server.database.db;

  /** What the history holds, without the ids the database gives. */
  async function fingerprint() {
    const { rows } = await sql<Record<string, unknown>>`
      select c.number, c.opened_at, c.closed_at, c.status, c.server_id, c.order_type_id, c.guests, c.customer_id,
        c.subtotal, c.tax, c.discount, c.tip, c.gratuity, c.total, w.business_date::text as day,
        (select string_agg(i.menu_item_id::text || 'x' || i.quantity || coalesce(i.void_reason_id::text, ''), ','
           order by i.line) from check_item i where i.store_id = c.store_id and i.check_id = c.id) as items,
        (select string_agg(p.payment_id::text || ':' || p.amount || ':' || p.tip || ':' || p.change, ','
           order by p.amount) from check_payment p where p.store_id = c.store_id and p.check_id = c.id) as payments
      from pos_check c join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where c.store_id = ${storeId} order by c.opened_at, c.number`.execute(db());
    const { rows: cards } = await sql<Record<string, unknown>>`
      select employee_id, clock_in, clock_out from time_card where store_id = ${storeId}
      order by clock_in, employee_id`.execute(db());
    return { checks: rows, cards };
  }

  /** Erases the history, with what its checks moved: coupon uses, gift card and house account rows. */
  async function erase() {
    for (const table of ['coupon_redemption', 'gift_card_transaction', 'house_account_movement'])
      await sql`delete from ${sql.table(table)} where store_id = ${storeId} and check_id is not null`.execute(
        db(),
      );
    await sql`update coupon c set redeemed = (select count(*) from coupon_redemption r
      where r.store_id = c.store_id and r.coupon_id = c.id) where c.store_id = ${storeId}`.execute(db());
    await sql`update gift_card g set balance = coalesce((select sum(amount) from gift_card_transaction t
      where t.store_id = g.store_id and t.gift_card_id = g.id), 0) where g.store_id = ${storeId}`.execute(
      db(),
    );
    await sql`update customer c set house_account_balance = coalesce((select sum(amount) from house_account_movement m
      where m.store_id = c.store_id and m.customer_id = c.id), 0) where c.store_id = ${storeId}`.execute(
      db(),
    );
    for (const table of ['time_card', 'pos_check', 'working_day'])
      await sql`delete from ${sql.table(table)} where store_id = ${storeId}`.execute(db());
  }

  beforeAll(async () => {
    server = await startServer('pglite');
    storeId = (
      await db().selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes the same history from the same seed, and another from another seed', async () => {
    const history = (seed: number) =>
      generateHistory(db(), storeId, { days: DAYS, perDay: PER_DAY, seed, until: UNTIL });
    await history(8);
    const other = await fingerprint();
    await erase();
    const written = await history(7);
    expect(written).toBeGreaterThan(DAYS * PER_DAY * 0.8);
    const first = await fingerprint();
    expect(first.checks).toHaveLength(written);
    expect(first.checks).not.toEqual(other.checks);
    await erase();
    await history(7);
    expect(await fingerprint()).toEqual(first);
    // Not under history the store has already: refused, and nothing written.
    await expect(history(9)).rejects.toThrow(/already has working days up to/);
    expect(await fingerprint()).toEqual(first);
  });

  it('has lunch and dinner peaks and busier weekends, in closed working days', async () => {
    const { rows: hours } = await sql<{ hour: number; n: string }>`
      select extract(hour from c.opened_at at time zone s.time_zone)::int as hour, count(*) as n
      from pos_check c join store s on s.id = c.store_id where c.store_id = ${storeId} group by 1`.execute(
      db(),
    );
    const at = (h: number) => Number(hours.find((r) => r.hour === h)?.n ?? 0);
    expect(at(12)).toBeGreaterThan(2 * at(16));
    expect(at(19)).toBeGreaterThan(2 * at(16));
    expect(at(12)).toBeGreaterThan(2 * at(10));
    const { rows: days } = await sql<{ dow: number; n: string }>`
      select extract(dow from w.business_date)::int as dow, count(*)::numeric / count(distinct w.id) as n
      from pos_check c join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where c.store_id = ${storeId} group by 1`.execute(db());
    const perDay = (d: number) => Number(days.find((r) => r.dow === d)!.n);
    expect(Math.min(perDay(5), perDay(6))).toBeGreaterThan(Math.max(perDay(1), perDay(2), perDay(3)));
    const { rows: open } = await sql<{ open: string; all: string }>`
      select count(*) filter (where status = 'open') as open, count(*) as all from working_day
      where store_id = ${storeId}`.execute(db());
    expect(Number(open[0]!.open)).toBe(0);
    expect(Number(open[0]!.all)).toBe(DAYS);
  });

  it('has voids, refunds, discounts, modifiers, tips and both cash and cards', async () => {
    const { rows } = await sql<Record<string, string>>`select
      (select count(*) from check_item where store_id = ${storeId} and void_reason_id is not null) as voids,
      (select count(*) from check_refund where store_id = ${storeId}) as refunds,
      (select count(*) from check_item where store_id = ${storeId} and discount > 0) as discounts,
      (select count(*) from check_item_modifier where store_id = ${storeId}) as modifiers,
      (select count(*) from check_payment where store_id = ${storeId} and tip > 0) as tips,
      (select count(*) from check_payment where store_id = ${storeId} and payment_type = 'cash') as cash,
      (select count(*) from check_payment where store_id = ${storeId} and payment_type <> 'cash') as cards,
      (select count(distinct menu_item_id) from check_item where store_id = ${storeId}) as items`.execute(
      db(),
    );
    for (const [name, n] of Object.entries(rows[0]!)) expect(Number(n), name).toBeGreaterThan(0);
    const { rows: sold } = await sql<{
      n: string;
    }>`select count(*) as n from check_item where store_id = ${storeId}
      group by menu_item_id order by count(*) desc`.execute(db());
    // Popular items sell many times more than the tail.
    expect(Number(sold[0]!.n)).toBeGreaterThan(4 * Number(sold[sold.length - 1]!.n));
  });

  it('gives every check totals equal to the sum of its rows, paid in full', async () => {
    const { rows } = await sql<{ n: string }>`
      with items as (
        select i.check_id,
          sum(i.quantity * (i.unit_price + coalesce((select sum(m.quantity * m.price) from check_item_modifier m
            where m.store_id = i.store_id and m.check_item_id = i.id), 0))) as subtotal,
          sum(i.discount) as discount, sum(i.tax) as tax
        from check_item i where i.store_id = ${storeId} and i.void_reason_id is null group by i.check_id),
      paid as (
        select check_id, sum(amount - change) as paid, sum(tip) as tip from check_payment
        where store_id = ${storeId} group by check_id)
      select count(*) as n from pos_check c
      left join items on items.check_id = c.id left join paid on paid.check_id = c.id
      where c.store_id = ${storeId} and c.status = 'closed' and (
        c.subtotal <> coalesce(items.subtotal, 0) or c.discount <> coalesce(items.discount, 0)
        or c.tax <> coalesce(items.tax, 0)
        or c.total <> c.subtotal - c.discount + c.tax + c.gratuity + c.delivery_fee
        or c.total <> coalesce(paid.paid, 0) or c.tip <> coalesce(paid.tip, 0))`.execute(db());
    expect(Number(rows[0]!.n)).toBe(0);
    const { rows: closed } = await sql<{ n: string }>`select count(*) as n from pos_check
      where store_id = ${storeId} and status = 'closed'`.execute(db());
    expect(Number(closed[0]!.n)).toBeGreaterThan(DAYS * PER_DAY * 0.7);
  });

  it('covers every check by a time card of its server on that working day', async () => {
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from pos_check c where c.store_id = ${storeId}
      and not exists (select 1 from time_card t where t.store_id = c.store_id and t.employee_id = c.server_id
        and t.working_day_id = c.working_day_id and t.clock_in <= c.opened_at and t.clock_out >= c.closed_at)`.execute(
      db(),
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const { rows: servers } = await sql<{ n: string }>`select count(distinct server_id) as n from pos_check
      where store_id = ${storeId}`.execute(db());
    expect(Number(servers[0]!.n)).toBeGreaterThan(1);
  });

  it('gives some checks customers, coupons, gift cards and house accounts, the same from the same seed', async () => {
    const tokens = await Tokens.load(db(), 900, 60);
    const giftCards = {
      numbers: DEMO_GIFT_CARD_NUMBERS.bistro,
      hash: (n: string) => giftCardNumberHash(tokens, n),
    };
    const history = () =>
      generateHistory(db(), storeId, {
        days: DAYS,
        perDay: PER_DAY,
        seed: 5,
        until: UNTIL,
        guests: { giftCards },
      });
    await erase();
    await history();
    const first = await fingerprint();
    const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
      Number((await query.execute(db())).rows[0]!.n);
    const withCustomer = await count(sql<{ n: string }>`select count(*) as n from pos_check
      where store_id = ${storeId} and customer_id is not null`);
    expect(withCustomer).toBeGreaterThan(DAYS * PER_DAY * 0.1);
    expect(withCustomer).toBeLessThan(DAYS * PER_DAY * 0.35);
    expect(
      await count(sql<{ n: string }>`select count(*) as n from coupon_redemption
      where store_id = ${storeId} and check_id is not null`),
    ).toBeGreaterThan(0);
    // Every gift card and house account payment is the card's redemption or the account's charge.
    for (const [type, table, kind] of [
      ['gift-card', 'gift_card_transaction', 'redemption'],
      ['house-account', 'house_account_movement', 'charge'],
    ] as const) {
      const paid = await count(sql<{ n: string }>`select count(*) as n from check_payment
        where store_id = ${storeId} and payment_type = ${type}`);
      expect(paid, type).toBeGreaterThan(0);
      const matched = await count(sql<{ n: string }>`select count(*) as n from check_payment p
        join ${sql.table(table)} t on t.store_id = p.store_id and t.check_id = p.check_id
          and t.kind = ${kind} and -t.amount * 100 = ${kind === 'charge' ? sql`-p.amount` : sql`p.amount`}
        where p.store_id = ${storeId} and p.payment_type = ${type}`);
      expect(matched, type).toBe(paid);
    }
    // No card below zero, no account over its limit, and each balance the sum of its rows.
    expect(
      await count(sql<{ n: string }>`select count(*) as n from gift_card g where g.store_id = ${storeId}
      and (g.balance < 0 or g.balance <> coalesce((select sum(amount) from gift_card_transaction t
        where t.store_id = g.store_id and t.gift_card_id = g.id), 0))`),
    ).toBe(0);
    expect(
      await count(sql<{ n: string }>`select count(*) as n from customer c where c.store_id = ${storeId}
      and (c.house_account_balance > c.house_account_limit or c.house_account_balance <> coalesce(
        (select sum(amount) from house_account_movement m where m.store_id = c.store_id and m.customer_id = c.id), 0))`),
    ).toBe(0);
    await erase();
    await history();
    expect(await fingerprint()).toEqual(first);
  });

  it('started just after midnight in the store, ends the day before yesterday, whose clock-outs are past', async () => {
    await erase();
    // 00:05 on 27 November in New York: 26 November's last time cards end at about 00:20.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T05:05:00Z') });
    try {
      expect(await generateHistory(db(), storeId, { days: 2, perDay: PER_DAY, seed: 3 })).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
    const { rows } = await sql<{ day: string }>`select max(business_date)::text as day from working_day
      where store_id = ${storeId}`.execute(db());
    expect(rows[0]!.day).toBe('2026-11-25');
  });
});
