import { beforeAll, expect, it } from 'vitest';
import type { CheckInput } from '../../src/core/checks.js';
import { deviceAccountsSuite, type DeviceAccountsSetup } from '../helpers/device-accounts.js';
import { describeEachDb } from '../helpers/optional.js';

/*
 * A device refunds a check paid with a gift card or on a house account: the card gets the refunded
 * amount back and the customer owes that much less, each as a row naming the check, written with the
 * check; the same request again changes nothing, and a refund over the payment is refused in the
 * device's language with nothing kept.
 */

describeEachDb('device refunds of gift card and house account payments on %s', (kind) => {
  const suite = deviceAccountsSuite(kind);
  const { post, db, check, customer, giftCard, cardOf, balanceOf, counts } = suite;
  let bistro: DeviceAccountsSetup['bistro'];
  let giftPayment: string;
  let housePayment: string;
  beforeAll(() => {
    ({ bistro, giftPayment, housePayment } = suite.setup);
  });

  /** The check again, a newer version with one refund of its first payment. */
  const refunded = (c: CheckInput, amount: number, version = 3): CheckInput => ({
    ...c,
    version,
    refunds: [
      {
        payment: 0,
        amount,
        reason: 'Cold soup',
        employee_id: bistro.employees[0]!.id,
        refunded_at: c.closed_at!,
      },
    ],
  });
  const rowsOf = async (table: string, checkId: string) =>
    (
      await db()
        .selectFrom(table)
        .select(['kind', 'amount', 'reason'])
        .where('check_id', '=', checkId)
        .orderBy('at')
        .orderBy('id')
        .execute()
    ).map((r) => [r.kind, Math.round(Number(r.amount) * 100), r.reason]);

  it('gives a refunded gift card payment back to the card, once', async () => {
    const card = await giftCard(10);
    const c = check([{ payment_id: giftPayment, amount: 700, gift_card_number: card.number }, {}]);
    const sent = await post('/api/devices/checks', c);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await cardOf(card.id)).toMatchObject({ balance: 300 });

    const body = refunded(c, 250);
    const first = await post('/api/devices/checks', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await cardOf(card.id)).toMatchObject({ balance: 550 });
    const checkId = first.body.check.id;
    expect(await rowsOf('gift_card_transaction', checkId)).toEqual([
      ['redemption', -700, null],
      ['adjustment', 250, `#${c.number} Cold soup`],
    ]);

    // The same request again: answered, nothing written.
    const before = await counts();
    const again = await post('/api/devices/checks', body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.check.id).toBe(checkId);
    expect(await counts()).toEqual(before);
    expect(await cardOf(card.id)).toMatchObject({ balance: 550 });

    // More than the payment: refused in the device's language, nothing kept.
    const over = await post('/api/devices/checks', refunded(c, 701, 4), 'es');
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      expect.objectContaining({
        field: 'refunds.0.amount',
        key: 'deviceApi.errors.refundTooLarge',
        message: 'Los reembolsos superan el pago.',
      }),
    ]);
    expect(await counts()).toEqual(before);
    expect(await cardOf(card.id)).toMatchObject({ balance: 550 });
  });

  it('lowers what the customer owes by a refunded house account payment, once', async () => {
    const zoe = await customer('Zoë Devicerefund', true, 500);
    const c = check([{ payment_id: housePayment, amount: 900 }, {}], { customer_id: zoe });
    const sent = await post('/api/devices/checks', c);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await balanceOf(zoe)).toBe(900);

    const body = refunded(c, 300);
    const first = await post('/api/devices/checks', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await balanceOf(zoe)).toBe(600);
    expect(await rowsOf('house_account_movement', first.body.check.id)).toEqual([
      ['charge', 900, null],
      ['adjustment', -300, `#${c.number} Cold soup`],
    ]);

    const before = await counts();
    expect((await post('/api/devices/checks', body)).status).toBe(200);
    expect(await counts()).toEqual(before);
    expect(await balanceOf(zoe)).toBe(600);

    const over = await post('/api/devices/checks', refunded(c, 901, 4));
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      expect.objectContaining({
        field: 'refunds.0.amount',
        key: 'deviceApi.errors.refundTooLarge',
        message: 'The refunds are more than the payment.',
      }),
    ]);
    expect(await counts()).toEqual(before);
    expect(await balanceOf(zoe)).toBe(600);
  });
});
