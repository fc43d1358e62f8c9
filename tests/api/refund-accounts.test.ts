import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CheckInput } from '../../src/core/checks.js';
import { activateDevice, paidCheck, storeRecords, type StoreRecords } from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * The office refunds a check's gift card or house account payment: the card gets the refunded
 * amount back and the customer owes that much less, each as a row naming the check, the balance
 * kept as the sum of the rows; a refused refund writes nothing, neither the refund nor the rows.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const REFUND = `mutation ($id: ID!, $amount: Int, $reason: String, $pin: String) {
  refundPayment(check_payment_id: $id, amount: $amount, reason: $reason, approver_pin: $pin) {
    payments { id refunded left } } }`;
const MANAGER_PIN = '2222';

let serial = 0;
const freshNumber = () => `7${String(Date.now()).slice(-9)}${String(++serial).padStart(4, '0')}`;

describeEachDb('office refunds of gift card and house account payments on %s', (kind) => {
  let server: TestServer;
  let bistro: StoreRecords;
  let token: string;
  let owner: Gql;
  let giftPayment: string;
  let housePayment: string;
  let number = 700;
  const db = () => server.database.db;

  const post = (body: unknown) =>
    fetch(`${server.url}/api/devices/checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { check: { id: string } } }));

  /** A closed check paid `first` cents with `payment` (and these fields), the rest in cash. */
  function check(payment: Record<string, unknown>, first: number, overrides: Partial<CheckInput> = {}) {
    const c = paidCheck(bistro, ++number, overrides);
    const base = { tip: 0, change: 0, paid_at: c.closed_at! };
    c.payments = [
      { ...base, ...payment, amount: first } as CheckInput['payments'][number],
      { ...base, payment_id: bistro.cash, amount: c.total - first },
    ];
    return c;
  }
  async function giftCard(amount: number) {
    const cardNumber = freshNumber();
    const res = await owner<{ issueGiftCard: { gift_card_id: string } }>(
      `mutation ($number: String!, $amount: Float!) { issueGiftCard(number: $number, amount: $amount) { gift_card_id } }`,
      { number: cardNumber, amount },
    );
    expect(res.errors).toBeUndefined();
    return { number: cardNumber, id: res.data!.issueGiftCard.gift_card_id };
  }
  async function customer(name: string) {
    const res = await owner<{ createCustomer: { id: string } }>(
      `mutation ($name: String!, $email: String) {
        createCustomer(name: $name, email: $email, house_account_enabled: true, house_account_limit: 500) { id } }`,
      { name, email: `refund${++serial}@example.test` },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createCustomer.id;
  }
  /** The kept balance and the sum of the rows, in cents. */
  const cardBalance = async (id: string) => {
    const row = await db()
      .selectFrom('gift_card')
      .select('balance')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const sum = await sql<{ s: string }>`select coalesce(sum(amount), 0) as s from gift_card_transaction
      where gift_card_id = ${id}`.execute(db());
    return { kept: Math.round(Number(row.balance) * 100), rows: Math.round(Number(sum.rows[0]!.s) * 100) };
  };
  const accountBalance = async (id: string) => {
    const row = await db()
      .selectFrom('customer')
      .select('house_account_balance')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const sum = await sql<{ s: string }>`select coalesce(sum(amount), 0) as s from house_account_movement
      where customer_id = ${id}`.execute(db());
    return {
      kept: Math.round(Number(row.house_account_balance) * 100),
      rows: Math.round(Number(sum.rows[0]!.s) * 100),
    };
  };
  const paymentOf = async (checkId: string, paymentId: string) =>
    (
      await db()
        .selectFrom('check_payment')
        .select('id')
        .where('check_id', '=', checkId)
        .where('payment_id', '=', paymentId)
        .executeTakeFirstOrThrow()
    ).id as string;
  const footprint = async () =>
    (
      await sql<Record<string, string>>`select
        (select count(*) from check_refund)::text as refunds,
        (select count(*) from gift_card_transaction)::text as cards,
        (select count(*) from house_account_movement)::text as movements`.execute(db())
    ).rows[0]!;
  const refund = (id: string, amount: number, reason = 'Wrong order') =>
    owner(REFUND, { id, amount, reason, pin: MANAGER_PIN });

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeRecords(server, 'demo-bistro');
    token = await activateDevice(server, bistro.devices[0]!.code);
    ({ gql: owner } = await signIn(server));
    const payments = await db()
      .selectFrom('payment')
      .select(['id', 'type'])
      .where('store_id', '=', bistro.id)
      .execute();
    giftPayment = payments.find((p) => p.type === 'gift-card')!.id as string;
    housePayment = payments.find((p) => p.type === 'house-account')!.id as string;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('puts a refunded gift card payment back on the card the check redeemed', async () => {
    const card = await giftCard(10);
    const other = await giftCard(10);
    const sent = await post(check({ payment_id: giftPayment, gift_card_number: card.number }, 700));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const checkId = sent.body.check.id;
    expect(await cardBalance(card.id)).toEqual({ kept: 300, rows: 300 });
    const paymentId = await paymentOf(checkId, giftPayment);

    const first = await refund(paymentId, 250);
    expect(first.errors).toBeUndefined();
    expect(await cardBalance(card.id)).toEqual({ kept: 550, rows: 550 });
    const rows = await db()
      .selectFrom('gift_card_transaction')
      .select(['kind', 'amount', 'reason'])
      .where('gift_card_id', '=', card.id)
      .where('check_id', '=', checkId)
      .orderBy('at')
      .execute();
    expect(rows.map((r) => [r.kind, Number(r.amount)])).toEqual([
      ['redemption', -7],
      ['adjustment', 2.5],
    ]);
    expect(String(rows[1]!.reason)).toContain('Wrong order');
    expect(await cardBalance(other.id)).toEqual({ kept: 1000, rows: 1000 });

    // More than is left on the payment: refused, nothing written.
    const before = await footprint();
    const over = await refund(paymentId, 451);
    expect(over.errors?.[0]?.extensions?.key ?? over.errors?.[0]?.message).toBeTruthy();
    expect(await footprint()).toEqual(before);
    expect(await cardBalance(card.id)).toEqual({ kept: 550, rows: 550 });

    // The rest of it: the card is whole again.
    expect((await refund(paymentId, 450)).errors).toBeUndefined();
    expect(await cardBalance(card.id)).toEqual({ kept: 1000, rows: 1000 });
  });

  it('refuses, writing nothing, a gift card payment whose card the check did not redeem', async () => {
    const card = await giftCard(10);
    const sent = await post(check({ payment_id: giftPayment, gift_card_number: card.number }, 400));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const checkId = sent.body.check.id;
    const paymentId = await paymentOf(checkId, giftPayment);
    // The payment names another card's last four: no redemption of the check is of that card.
    await sql`update check_payment set card_last_four = '0000' where id = ${paymentId}`.execute(db());
    const before = await footprint();
    const res = await refund(paymentId, 100);
    expect(JSON.stringify(res.errors)).toContain('refundCardUnknown');
    expect(await footprint()).toEqual(before);
    expect(await cardBalance(card.id)).toEqual({ kept: 600, rows: 600 });
  });

  it('lowers the balance of the house account a refunded payment charged', async () => {
    const zoe = await customer('Zoë Refund');
    const sent = await post(check({ payment_id: housePayment }, 900, { customer_id: zoe }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const checkId = sent.body.check.id;
    expect(await accountBalance(zoe)).toEqual({ kept: 900, rows: 900 });
    const paymentId = await paymentOf(checkId, housePayment);

    expect((await refund(paymentId, 300)).errors).toBeUndefined();
    expect(await accountBalance(zoe)).toEqual({ kept: 600, rows: 600 });
    const rows = await db()
      .selectFrom('house_account_movement')
      .select(['kind', 'amount'])
      .where('customer_id', '=', zoe)
      .where('check_id', '=', checkId)
      .orderBy('at')
      .execute();
    expect(rows.map((r) => [r.kind, Number(r.amount)])).toEqual([
      ['charge', 9],
      ['adjustment', -3],
    ]);

    const before = await footprint();
    const over = await refund(paymentId, 601);
    expect(over.errors).toBeDefined();
    expect(await footprint()).toEqual(before);
    expect(await accountBalance(zoe)).toEqual({ kept: 600, rows: 600 });

    // A check whose charge is gone from the account: refused, nothing written.
    await sql`delete from house_account_movement where check_id = ${checkId} and kind = 'charge'`.execute(
      db(),
    );
    const gone = await footprint();
    const res = await refund(paymentId, 100);
    expect(JSON.stringify(res.errors)).toContain('refundAccountUnknown');
    expect(await footprint()).toEqual(gone);
  });
});
