import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { recomputeRollups, ROLLUP_TABLES } from '../../src/server/pos/rollups/index.js';
import { deviceAccountsSuite, type DeviceAccountsSetup } from '../helpers/device-accounts.js';
import { describeEachDb } from '../helpers/optional.js';

/*
 * A device's check naming its customer, redeeming coupons, selling and redeeming gift cards and
 * charging or paying a house account: written once whatever the retries, a newer version replacing
 * what the older one moved, a charge over the limit refused in the device's language before anything
 * is kept, and rollups that rebuilding them gives again. Refusals and races: device-account-refusals.
 */

describeEachDb('device checks with customers, coupons, gift cards and house accounts on %s', (kind) => {
  const suite = deviceAccountsSuite(kind);
  const { post, db, check, customer, coupon, giftCard, cardOf, balanceOf, redeemedOf, counts } = suite;
  let bistro: DeviceAccountsSetup['bistro'];
  let owner: DeviceAccountsSetup['owner'];
  let giftPayment: DeviceAccountsSetup['giftPayment'];
  let housePayment: DeviceAccountsSetup['housePayment'];
  beforeAll(() => {
    ({ bistro, owner, giftPayment, housePayment } = suite.setup);
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
    // Its activation by the sale is recorded beside the state it was made with.
    const states = await db()
      .selectFrom('gift_card_state')
      .select('state')
      .where('gift_card_id', '=', card.id)
      .orderBy('id')
      .execute();
    expect(states.map((r) => r.state)).toEqual(['preactivated', 'activated']);
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
