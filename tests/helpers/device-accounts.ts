import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CheckInput, PaymentInput } from '../../src/core/checks.js';
import { activateDevice, paidCheck, storeRecords, type StoreRecords } from './devices.js';
import { signIn, startServer, type DbKind, type TestServer } from './server.js';

/*
 * What the tests of a device's checks with customers, coupons, gift cards and house accounts share:
 * a server with the demo bistro, two of its devices activated, the owner signed in, and ways to make
 * a check, a customer, a coupon or a card and to read back what they hold.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

/** What the device API answers here, as these tests read it. */
export interface Body {
  message: string;
  key: string;
  check: { id: string };
  errors: { field: string; key: string; params?: Record<string, unknown>; message: string }[];
  customers: { id: string; name: string; email: string }[];
  [other: string]: unknown;
}

/** What the suite's `beforeAll` sets up, read by the tests once it has run. */
export interface DeviceAccountsSetup {
  server: TestServer;
  bistro: StoreRecords;
  token: string;
  otherToken: string;
  owner: Gql;
  giftPayment: string;
  housePayment: string;
}

let serial = 0;
/** A gift card number no other test of the run uses. */
const freshNumber = () => `8${String(Date.now()).slice(-9)}${String(++serial).padStart(4, '0')}`;

/** Starts the suite's server before its tests (stopped after them); answers the setup and the helpers. */
export function deviceAccountsSuite(kind: DbKind) {
  const s = {} as DeviceAccountsSetup;
  let number = 300;

  const post = (path: string, body: unknown, language?: string, bearer = s.token) =>
    fetch(`${s.server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bearer}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Body }));
  const db = () => s.server.database.db;

  /** A closed cash check of the store, its payments replaced by these parts of its total plus `beside`. */
  function check(
    parts: (Partial<PaymentInput> & { share?: number })[] = [],
    overrides: Partial<CheckInput> = {},
    beside = 0,
  ): CheckInput {
    const c = paidCheck(s.bistro, ++number, overrides);
    if (!parts.length) return c;
    let left = c.total + beside;
    c.payments = parts.map((p, i) => {
      const amount = i === parts.length - 1 ? left : (p.amount ?? p.share!);
      left -= amount;
      const { share: _share, ...rest } = p;
      return { payment_id: s.bistro.cash, tip: 0, change: 0, paid_at: c.closed_at!, ...rest, amount };
    });
    return c;
  }

  async function customer(name: string, enabled: boolean, limit: number, phone?: string) {
    const res = await s.owner<{ createCustomer: { id: string } }>(
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
    const res = await s.owner<{ createCoupon: { id: string } }>(
      `mutation ($code: String, $max: Int) { createCoupon(code: $code, type: "amount", value: 1, max_coupons: $max) { id } }`,
      { code, max },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createCoupon.id;
  }
  async function giftCard(amount: number, state = 'activated') {
    const cardNumber = freshNumber();
    const res = await s.owner<{ issueGiftCard: { gift_card_id: string } }>(
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
    s.server = await startServer(kind);
    s.bistro = await storeRecords(s.server, 'demo-bistro');
    s.token = await activateDevice(s.server, s.bistro.devices[0]!.code);
    s.otherToken = await activateDevice(s.server, s.bistro.devices[1]!.code);
    ({ gql: s.owner } = await signIn(s.server));
    const payments = await db()
      .selectFrom('payment')
      .select(['id', 'type'])
      .where('store_id', '=', s.bistro.id)
      .execute();
    s.giftPayment = payments.find((p) => p.type === 'gift-card')!.id as string;
    s.housePayment = payments.find((p) => p.type === 'house-account')!.id as string;
    // The owner signs in to this store: what he creates is the device's store's.
    const probe = await coupon('DEVPROBE');
    const row = await db()
      .selectFrom('coupon')
      .select('store_id')
      .where('id', '=', probe)
      .executeTakeFirstOrThrow();
    expect(row.store_id).toBe(s.bistro.id);
  });
  afterAll(async () => {
    await s.server?.close();
  });

  return {
    setup: s,
    post,
    db,
    check,
    customer,
    coupon,
    giftCard,
    cardOf,
    balanceOf,
    redeemedOf,
    countOf,
    counts,
  };
}
