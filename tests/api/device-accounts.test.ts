import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CheckInput, PaymentInput } from '../../src/core/checks.js';
import { recomputeRollups, ROLLUP_TABLES } from '../../src/server/pos/rollups/index.js';
import { activateDevice, paidCheck, storeRecords, type StoreRecords } from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * A device's check naming its customer, redeeming coupons, selling and redeeming gift cards and
 * charging or paying a house account: each refused with its field and a message in the device's
 * language before anything is kept, written once whatever the retries, and the last coupon or the
 * last of a card's balance taken once when two checks want it at the same moment.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

/** What the device API answers here, as these tests read it. */
interface Body {
  message: string;
  key: string;
  check: { id: string };
  errors: { field: string; key: string; params?: Record<string, unknown>; message: string }[];
  customers: { id: string; name: string; email: string }[];
  [other: string]: unknown;
}

let serial = 0;
/** A gift card number no other test of the run uses. */
const freshNumber = () => `8${String(Date.now()).slice(-9)}${String(++serial).padStart(4, '0')}`;

describeEachDb('device checks with customers, coupons, gift cards and house accounts on %s', (kind) => {
  let server: TestServer;
  let bistro: StoreRecords;
  let token: string;
  let otherToken: string;
  let owner: Gql;
  let giftPayment: string;
  let housePayment: string;
  let number = 300;

  const post = (path: string, body: unknown, language?: string, bearer = token) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bearer}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Body }));
  const db = () => server.database.db;

  /** A closed cash check of the store, its payments replaced by these parts of its total plus `beside`. */
  function check(
    parts: (Partial<PaymentInput> & { share?: number })[] = [],
    overrides: Partial<CheckInput> = {},
    beside = 0,
  ): CheckInput {
    const c = paidCheck(bistro, ++number, overrides);
    if (!parts.length) return c;
    let left = c.total + beside;
    c.payments = parts.map((p, i) => {
      const amount = i === parts.length - 1 ? left : (p.amount ?? p.share!);
      left -= amount;
      const { share: _share, ...rest } = p;
      return { payment_id: bistro.cash, tip: 0, change: 0, paid_at: c.closed_at!, ...rest, amount };
    });
    return c;
  }

  async function customer(name: string, enabled: boolean, limit: number, phone?: string) {
    const res = await owner<{ createCustomer: { id: string } }>(
      `mutation ($name: String!, $email: String, $phone: String, $enabled: Boolean, $limit: Float) {
        createCustomer(name: $name, email: $email, phone: $phone, house_account_enabled: $enabled,
          house_account_limit: $limit) { id } }`,
      {
        name,
        email: `${name.replace(/\W/g, '').toLowerCase()}${++serial}@example.test`,
        phone,
        enabled,
        limit,
      },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createCustomer.id;
  }
  async function coupon(code: string, max?: number) {
    const res = await owner<{ createCoupon: { id: string } }>(
      `mutation ($code: String, $max: Int) { createCoupon(code: $code, type: "amount", value: 1, max_coupons: $max) { id } }`,
      { code, max },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createCoupon.id;
  }
  async function giftCard(amount: number, state = 'activated') {
    const cardNumber = freshNumber();
    const res = await owner<{ issueGiftCard: { gift_card_id: string } }>(
      `mutation ($number: String!, $amount: Float!, $state: String) {
        issueGiftCard(number: $number, amount: $amount, state: $state) { gift_card_id } }`,
      { number: cardNumber, amount, state },
    );
    expect(res.errors).toBeUndefined();
    return { number: cardNumber, id: res.data!.issueGiftCard.gift_card_id };
  }
  const cardOf = async (id: string) => {
    const row = await db()
      .selectFrom('gift_card')
      .select(['balance', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { balance: Math.round(Number(row.balance) * 100), state: row.state as string };
  };
  const balanceOf = async (customerId: string) => {
    const row = await db()
      .selectFrom('customer')
      .select('house_account_balance')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Math.round(Number(row.house_account_balance) * 100);
  };
  const redeemedOf = async (couponId: string) =>
    Number(
      (
        await db()
          .selectFrom('coupon')
          .select('redeemed')
          .where('id', '=', couponId)
          .executeTakeFirstOrThrow()
      ).redeemed,
    );
  const countOf = async (table: string) =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db())).rows[0]!.n,
    );
  const counts = async () => ({
    checks: await countOf('pos_check'),
    redemptions: await countOf('coupon_redemption'),
    cards: await countOf('gift_card_transaction'),
    movements: await countOf('house_account_movement'),
  });

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeRecords(server, 'demo-bistro');
    token = await activateDevice(server, bistro.devices[0]!.code);
    otherToken = await activateDevice(server, bistro.devices[1]!.code);
    ({ gql: owner } = await signIn(server));
    const payments = await db()
      .selectFrom('payment')
      .select(['id', 'type'])
      .where('store_id', '=', bistro.id)
      .execute();
    giftPayment = payments.find((p) => p.type === 'gift-card')!.id as string;
    housePayment = payments.find((p) => p.type === 'house-account')!.id as string;
    // The owner signs in to this store: what he creates is the device's store's.
    const probe = await coupon('DEVPROBE');
    const row = await db()
      .selectFrom('coupon')
      .select('store_id')
      .where('id', '=', probe)
      .executeTakeFirstOrThrow();
    expect(row.store_id).toBe(bistro.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('records a check with its customer, a coupon, a gift card and a house account charge, once', async () => {
    const zoe = await customer('Zoë Test', true, 500);
    const couponId = await coupon('DEVONE');
    const card = await giftCard(10);
    const body = check(
      [{ payment_id: giftPayment, amount: 700, gift_card_number: card.number }, { payment_id: housePayment }],
      { customer_id: zoe, coupons: [{ code: 'devone' }] },
    );
    const first = await post('/api/devices/checks', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(JSON.stringify(first.body)).not.toContain(card.number);
    const checkId = first.body.check.id as string;
    const charge = body.payments[1]!.amount;
    expect(await balanceOf(zoe)).toBe(charge);
    expect(await cardOf(card.id)).toEqual({ balance: 300, state: 'activated' });
    expect(await redeemedOf(couponId)).toBe(1);
    const stored = await db()
      .selectFrom('pos_check')
      .select('customer_id')
      .where('id', '=', checkId)
      .executeTakeFirstOrThrow();
    expect(stored.customer_id).toBe(zoe);
    const payment = await db()
      .selectFrom('check_payment')
      .select(['card_last_four', 'payment_type'])
      .where('check_id', '=', checkId)
      .where('payment_id', '=', giftPayment)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ card_last_four: card.number.slice(-4), payment_type: 'gift-card' });
    const rows = await db()
      .selectFrom('house_account_movement')
      .select(['kind', 'amount', 'user_name'])
      .where('check_id', '=', checkId)
      .execute();
    expect(rows).toEqual([
      { kind: 'charge', amount: (charge / 100).toFixed(2), user_name: bistro.devices[0]!.name },
    ]);

    // The same body again: the same answer and nothing written twice.
    const before = await counts();
    const retry = await post('/api/devices/checks', body);
    expect(retry.body).toEqual(first.body);
    expect(await counts()).toEqual(before);
    expect(await balanceOf(zoe)).toBe(charge);
    expect(await cardOf(card.id)).toEqual({ balance: 300, state: 'activated' });
    expect(await redeemedOf(couponId)).toBe(1);

    // The office finds the customer's checks.
    const { data } = await owner<{ allChecks: { id: string; customer_id: string }[] }>(
      `query ($c: ID) { allChecks(filter: { customer_id: $c }) { id customer_id } }`,
      { c: zoe },
    );
    expect(data!.allChecks).toEqual([{ id: checkId, customer_id: zoe }]);
    // Both payments count in the payment report's rollup like any other.
    const rolled = await sql<{
      payment_type: string;
      amount: string;
    }>`select payment_type, sum(amount) as amount
      from report_payment_day where store_id = ${bistro.id} and payment_type in ('gift-card', 'house-account')
      group by payment_type order by payment_type`.execute(db());
    expect(rolled.rows.map((r) => [r.payment_type, Number(r.amount)])).toEqual([
      ['gift-card', 700],
      ['house-account', charge],
    ]);
  });

  it('replaces what a check moved with its newer version, counting once', async () => {
    const ana = await customer('Ana Version', true, 1000);
    const couponId = await coupon('DEVVERSION');
    const card = await giftCard(20);
    const id = '01937a4e-0000-7000-8000-00000000a001';
    const open = check([], { id, status: 'open', customer_id: ana, coupons: [{ coupon_id: couponId }] });
    delete open.closed_at;
    open.payments = [{ payment_id: housePayment, amount: 100, tip: 0, change: 0, paid_at: open.opened_at }];
    const sent = await post('/api/devices/checks', open);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await balanceOf(ana)).toBe(100);
    expect(await redeemedOf(couponId)).toBe(1);
    const closed = check(
      [{ payment_id: giftPayment, amount: 500, gift_card_number: card.number }, { payment_id: housePayment }],
      { id, number: open.number, opened_at: open.opened_at, customer_id: ana },
    );
    const res = await post('/api/devices/checks', closed);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await balanceOf(ana)).toBe(closed.payments[1]!.amount);
    expect(await redeemedOf(couponId)).toBe(0);
    expect(await cardOf(card.id)).toEqual({ balance: 1500, state: 'activated' });
    const movements = await db()
      .selectFrom('house_account_movement')
      .select('amount')
      .where('customer_id', '=', ana)
      .execute();
    expect(movements).toHaveLength(1);
  });

  it('sells a preactivated card, activating it, and takes a payment against a house account', async () => {
    const ben = await customer('Ben Payer', true, 1000);
    const card = await giftCard(20, 'preactivated');
    // Ben owes 6.00 first.
    const charge = check([{ payment_id: housePayment }], { customer_id: ben });
    expect((await post('/api/devices/checks', charge)).status).toBe(200);
    const owed = await balanceOf(ben);
    const body = check(
      [{ payment_id: bistro.cash }],
      {
        customer_id: ben,
        gift_card_sales: [{ gift_card_number: card.number, amount: 2500 }],
        house_account_payment: owed,
      },
      2500 + owed,
    );
    const res = await post('/api/devices/checks', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await cardOf(card.id)).toEqual({ balance: 4500, state: 'activated' });
    expect(await balanceOf(ben)).toBe(0);
    // Paying less than the check, the card and the account together is refused.
    const short = check([{ payment_id: bistro.cash }], {
      gift_card_sales: [{ gift_card_number: card.number, amount: 100 }],
    });
    const refused = await post('/api/devices/checks', short);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ field: 'payments', key: 'deviceApi.errors.underpaid' }),
    ]);
  });

  it('refuses a charge over the limit in the device language, writing nothing of the check', async () => {
    const cleo = await customer('Cleo Limit', true, 1);
    const couponId = await coupon('DEVHALF');
    const card = await giftCard(50);
    const before = await counts();
    const body = check(
      [{ payment_id: giftPayment, amount: 300, gift_card_number: card.number }, { payment_id: housePayment }],
      { customer_id: cleo, coupons: [{ coupon_id: couponId }] },
    );
    const charge = body.payments[1]!.amount;
    const limit = { balance: (charge / 100).toFixed(2), limit: '1.00' };
    const en = await post('/api/devices/checks', body);
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual([
      {
        field: 'payments.1.amount',
        key: 'deviceApi.errors.overLimit',
        params: limit,
        message: `This charge would take the house account to ${limit.balance}, over its limit of 1.00.`,
      },
    ]);
    const es = await post('/api/devices/checks', body, 'es-MX,es;q=0.9');
    expect(es.body.errors[0]!.message).toBe(
      `Este cargo llevaría la cuenta corriente a ${limit.balance}, por encima de su límite de 1.00.`,
    );
    expect(es.body.message).not.toBe(en.body.message);
    expect(await counts()).toEqual(before);
    expect(await redeemedOf(couponId)).toBe(0);
    expect(await cardOf(card.id)).toEqual({ balance: 5000, state: 'activated' });
    expect(await balanceOf(cleo)).toBe(0);
    // An account turned off takes no charge either.
    const dan = await customer('Dan Off', false, 0);
    const off = await post(
      '/api/devices/checks',
      check([{ payment_id: housePayment }], { customer_id: dan }),
      'es',
    );
    expect(off.body.errors[0]).toMatchObject({
      field: 'payments.0.amount',
      key: 'deviceApi.errors.houseAccountOff',
      message: 'La cuenta corriente de este cliente está desactivada.',
    });
  });

  it('refuses what is not the store’s or not allowed, naming each field', async () => {
    const card = await giftCard(5);
    const gone = (await giftCard(5, 'deactivated')).number;
    const body = check(
      [
        { payment_id: giftPayment, amount: 100 },
        { payment_id: bistro.cash, amount: 100, gift_card_number: card.number },
        { payment_id: housePayment },
      ],
      {
        customer_id: '01937a4e-0000-7000-8000-0000000000ff',
        coupons: [{ code: 'NOSUCHCODE' }, { code: 'X', coupon_id: '01937a4e-0000-7000-8000-0000000000fe' }],
        gift_card_sales: [{ gift_card_number: '99999999', amount: 100 }],
      },
      100,
    );
    const res = await post('/api/devices/checks', body);
    expect(res.status).toBe(400);
    const keys = Object.fromEntries(
      (res.body.errors as { field: string; key: string }[]).map((e) => [e.field, e.key]),
    );
    expect(keys).toEqual({
      customer_id: 'deviceApi.errors.unknownCustomer',
      'coupons.0': 'deviceApi.errors.unknownCoupon',
      'coupons.1': 'deviceApi.errors.couponIdOrCode',
      'gift_card_sales.0.gift_card_number': 'deviceApi.errors.unknownGiftCard',
      'payments.0.gift_card_number': 'deviceApi.errors.giftCardNumberRequired',
      'payments.1.gift_card_number': 'deviceApi.errors.giftCardNumberNotGiftCard',
    });
    const noCustomer = await post('/api/devices/checks', check([{ payment_id: housePayment }]), 'es');
    expect(noCustomer.body.errors).toEqual([
      expect.objectContaining({
        field: 'payments.0.payment_id',
        key: 'deviceApi.errors.customerRequired',
        message: 'Una cuenta corriente necesita el cliente de la cuenta (customer_id).',
      }),
    ]);
    const over = await post(
      '/api/devices/checks',
      check([
        { payment_id: giftPayment, amount: 600, gift_card_number: card.number },
        { payment_id: bistro.cash },
      ]),
      'es',
    );
    expect(over.body.errors).toEqual([
      expect.objectContaining({
        field: 'payments.0.amount',
        key: 'deviceApi.errors.giftCardOverBalance',
        message: 'El canje de 6.00 supera el saldo de la tarjeta, 5.00.',
      }),
    ]);
    const deactivated = await post(
      '/api/devices/checks',
      check(
        [{ payment_id: bistro.cash }],
        { gift_card_sales: [{ gift_card_number: gone, amount: 100 }] },
        100,
      ),
    );
    expect(deactivated.body.errors).toEqual([
      expect.objectContaining({
        field: 'gift_card_sales.0.gift_card_number',
        key: 'deviceApi.errors.giftCardDeactivated',
        message: 'This gift card is deactivated: it cannot be sold or reloaded.',
      }),
    ]);
    const twice = await post(
      '/api/devices/checks',
      check([], { coupons: [{ code: 'DEVPROBE' }, { code: 'devprobe' }] }),
    );
    expect(twice.body.errors).toEqual([
      expect.objectContaining({
        field: 'coupons.1',
        key: 'deviceApi.errors.couponTwice',
        message: 'Coupon DEVPROBE is already on this check.',
      }),
    ]);
    expect(await cardOf(card.id)).toEqual({ balance: 500, state: 'activated' });
  });

  it('gives the last coupon and the last of a card’s balance to one of two checks at once', async () => {
    const couponId = await coupon('DEVLAST', 1);
    const bodies = [
      check([], { coupons: [{ coupon_id: couponId }] }),
      check([], { coupons: [{ code: 'DEVLAST' }] }),
    ];
    const answers = await Promise.all([
      post('/api/devices/checks', bodies[0]),
      post('/api/devices/checks', bodies[1], undefined, otherToken),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const lost = answers.find((a) => a.status === 400)!;
    expect(lost.body.errors[0]).toMatchObject({
      key: 'deviceApi.errors.couponExhausted',
      params: { code: 'DEVLAST', max: 1 },
    });
    expect(await redeemedOf(couponId)).toBe(1);
    expect(await countOf('coupon_redemption')).toBeGreaterThan(0);

    const card = await giftCard(8);
    const spend = () =>
      check([
        { payment_id: giftPayment, amount: 800, gift_card_number: card.number },
        { payment_id: bistro.cash },
      ]);
    const [a, b] = [spend(), spend()];
    const cards = await Promise.all([
      post('/api/devices/checks', a),
      post('/api/devices/checks', b, undefined, otherToken),
    ]);
    expect(cards.map((c) => c.status).sort()).toEqual([200, 400]);
    expect(cards.find((c) => c.status === 400)!.body.errors[0]!.key).toBe(
      'deviceApi.errors.giftCardOverBalance',
    );
    expect(await cardOf(card.id)).toEqual({ balance: 0, state: 'activated' });
    const rows = await db()
      .selectFrom('gift_card_transaction')
      .select('kind')
      .where('gift_card_id', '=', card.id)
      .execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['redemption', 'sale']);
  });

  it('leaves rollups that rebuilding them from the stored rows gives again', async () => {
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const [table, def] of Object.entries(ROLLUP_TABLES))
        out[table] = (
          await sql<Record<string, unknown>>`select * from ${sql.table(table)} where store_id = ${bistro.id}
            order by ${sql.raw(def.keys.join(', '))}`.execute(db())
        ).rows.map((r) => JSON.stringify(r));
      return out;
    };
    const kept = await snapshot();
    expect(kept.report_payment_day!.length).toBeGreaterThan(0);
    await sql`delete from report_payment_day where store_id = ${bistro.id}`.execute(db());
    await recomputeRollups(db(), bistro.id);
    expect(await snapshot()).toEqual(kept);
  });
});
