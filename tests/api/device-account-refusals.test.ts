import { beforeAll, expect, it } from 'vitest';
import { deviceAccountsSuite, type DeviceAccountsSetup } from '../helpers/device-accounts.js';
import { describeEachDb } from '../helpers/optional.js';

/*
 * A device's check naming what is not the store's or not allowed, refused with each field at fault in
 * the device's language before anything is kept; and the last coupon or the last of a card's balance
 * taken once when two checks want it at the same moment.
 */

describeEachDb('device checks refused or racing for coupons and gift cards on %s', (kind) => {
  const suite = deviceAccountsSuite(kind);
  const { post, db, check, coupon, giftCard, cardOf, redeemedOf, countOf } = suite;
  let bistro: DeviceAccountsSetup['bistro'];
  let otherToken: DeviceAccountsSetup['otherToken'];
  let giftPayment: DeviceAccountsSetup['giftPayment'];
  let housePayment: DeviceAccountsSetup['housePayment'];
  beforeAll(() => {
    ({ bistro, otherToken, giftPayment, housePayment } = suite.setup);
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
});
