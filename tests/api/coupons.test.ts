import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { AppError } from '../../src/core/errors.js';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import { redeemCoupon } from '../../src/server/services/coupons.js';
import { uuidv7 } from '../../src/server/services/ids.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

interface GqlError {
  message: string;
  extensions: { code: string; key: string; errors?: { field: string; key: string; message?: string }[] };
}

const FIELDS =
  'id code type value max_coupons redeemed buy_one_get_one required_item_ids reward_item_ids status';
const CREATE = `mutation ($code: String, $type: String, $value: Float, $max_coupons: Int, $buy_one_get_one: Boolean,
  $required_item_ids: [ID!], $reward_item_ids: [ID!], $award_discount: Float, $duration: ScheduleInput) {
  createCoupon(code: $code, type: $type, value: $value, max_coupons: $max_coupons, buy_one_get_one: $buy_one_get_one,
    required_item_ids: $required_item_ids, reward_item_ids: $reward_item_ids, award_discount: $award_discount,
    duration: $duration) { ${FIELDS} } }`;
const BOGO_EN = 'Buy-1-get-1 coupon needs reward and requirement items';
const BOGO_ES = 'El cupón compra 1 y llévate 1 necesita artículos de regalo y artículos requeridos';
const t = { en: makeTranslate(en as Phrases), es: makeTranslate(es as Phrases) };

describeEachDb('coupons on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let storeId: string;
  let items: string[];

  async function call<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    language?: string,
  ): Promise<{ data: T | null; errors?: GqlError[] }> {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data: T | null; errors?: GqlError[] };
  }
  const create = async (variables: Record<string, unknown>) => {
    const res = await call<{ createCoupon: Record<string, unknown> }>(CREATE, variables);
    expect(res.errors).toBeUndefined();
    return res.data!.createCoupon;
  };
  const couponCount = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from coupon`.execute(server.database.db)).rows[0]!.n,
    );

  beforeAll(async () => {
    server = await startServer(kind);
    ({ token } = await signIn(server));
    const menu = await call<{ allMenuItems: { id: string }[] }>('{ allMenuItems(perPage: 4) { id } }');
    items = menu.data!.allMenuItems.map((i) => i.id);
    storeId = (
      await sql<{ id: string }>`select id from store where slug = 'demo-bistro'`.execute(server.database.db)
    ).rows[0]!.id;
  });
  afterAll(() => server?.close());

  it('seeds coupons in the demo store, a buy-1-get-1 among them', async () => {
    const res = await call<{
      allCoupons: { code: string; buy_one_get_one: boolean; reward_item_ids: string[] }[];
    }>('{ allCoupons(perPage: 50) { code buy_one_get_one reward_item_ids } }');
    const bogo = res.data!.allCoupons.find((c) => c.buy_one_get_one)!;
    expect(bogo.reward_item_ids.length).toBeGreaterThan(0);
    expect(res.data!.allCoupons.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a code the store already has, whatever its case, in English and Spanish', async () => {
    await create({ code: 'SUMMER25', type: 'percent', value: 25 });
    const before = await couponCount();
    const again = { code: 'summer25', type: 'amount', value: 3 };
    const english = await call(CREATE, again);
    expect(english.errors![0]!.extensions.code).toBe('DUPLICATE');
    expect(english.errors![0]!.message).toBe('This coupon code is already taken');
    const spanish = await call(CREATE, again, 'es');
    expect(spanish.errors![0]!.message).toBe('Este código de cupón ya existe');
    expect(await couponCount()).toBe(before);
  });

  it('refuses a buy-1-get-1 coupon without reward and requirement items, in English and Spanish', async () => {
    const before = await couponCount();
    for (const lists of [{}, { required_item_ids: [items[0]] }, { reward_item_ids: [items[1]] }]) {
      const bogo = {
        code: `BOGO${Object.keys(lists).length}`,
        type: 'percent',
        value: 100,
        buy_one_get_one: true,
      };
      const english = await call(CREATE, { ...bogo, ...lists });
      expect(english.data).toBeNull();
      expect(english.errors![0]!.extensions.code).toBe('VALIDATION');
      expect(english.errors![0]!.message).toBe(BOGO_EN);
      const spanish = await call(CREATE, { ...bogo, ...lists }, 'es');
      expect(spanish.errors![0]!.message).toBe(BOGO_ES);
    }
    expect(await couponCount()).toBe(before);
    const saved = await create({
      code: 'BOGOFULL',
      type: 'percent',
      value: 100,
      buy_one_get_one: true,
      required_item_ids: [items[0]],
      reward_item_ids: [items[1], items[2]],
      award_discount: 50,
    });
    expect(saved).toMatchObject({ required_item_ids: [items[0]], reward_item_ids: [items[1], items[2]] });
    // Without buy-1-get-1 the lists may stay empty.
    await create({ code: 'PLAIN', type: 'amount', value: 2 });
  });

  it('takes a percentage up to 100 and an amount above it', async () => {
    const over = await call(CREATE, { code: 'TOOMUCH', type: 'percent', value: 150 });
    expect(over.errors![0]!.extensions.code).toBe('VALIDATION');
    expect(await create({ code: 'BIGAMOUNT', type: 'amount', value: 150 })).toMatchObject({ value: 150 });
  });

  it('redeems the last coupon once when two checks take it at the same time', async () => {
    const coupon = await create({ code: 'LASTONE', type: 'percent', value: 10, max_coupons: 2 });
    const db = server.database.db;
    const id = coupon.id as string;
    const first = await db
      .transaction()
      .execute((tx) => redeemCoupon(tx, { storeId, couponId: id, checkId: uuidv7() }));
    expect(first).toMatchObject({ code: 'LASTONE', redeemed: 1, max: 2 });
    // Each holds its transaction open a moment after redeeming: the other one meets the row's lock.
    const race = () =>
      db.transaction().execute(async (tx) => {
        const done = await redeemCoupon(tx, { storeId, couponId: id, checkId: uuidv7() });
        await sql`select pg_sleep(0.2)`.execute(tx);
        return done;
      });
    const results = await Promise.allSettled([race(), race()]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const refusal = lost[0]!.reason as AppError;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal.key).toBe('errors.coupon.exhausted');
    expect(t.en(refusal.key, refusal.params)).toBe('Coupon LASTONE has no uses left (at most 2)');
    expect(t.es(refusal.key, refusal.params)).toBe(
      'El cupón LASTONE ya no tiene usos disponibles (máximo 2)',
    );
    const rows = await sql<{ n: string }>`select count(*) as n from coupon_redemption
      where store_id = ${storeId} and coupon_id = ${id}`.execute(db);
    expect(Number(rows.rows[0]!.n)).toBe(2);
    // The list shows the uses.
    const read = await call<{ Coupon: { redeemed: number; max_coupons: number } }>(
      `query ($id: ID!) { Coupon(id: $id) { redeemed max_coupons } }`,
      { id },
    );
    expect(read.data!.Coupon).toEqual({ redeemed: 2, max_coupons: 2 });
  });

  it('refuses the same coupon twice on one check, a disabled coupon and one out of its dates', async () => {
    const coupon = await create({
      code: 'DATED',
      type: 'amount',
      value: 1,
      duration: { from: '2030-01-01', to: '2030-01-31' },
    });
    const db = server.database.db;
    const id = coupon.id as string;
    const checkId = uuidv7();
    const redeem = (over: Partial<Parameters<typeof redeemCoupon>[1]> = {}) =>
      db.transaction().execute((tx) => redeemCoupon(tx, { storeId, couponId: id, checkId, ...over }));
    await expect(redeem({ local: { date: '2029-12-31', time: '12:00' } })).rejects.toMatchObject({
      key: 'errors.coupon.notActive',
    });
    await redeem({ local: { date: '2030-01-15', time: '12:00' } });
    await expect(redeem()).rejects.toMatchObject({ key: 'errors.coupon.alreadyOnCheck' });
    await sql`update coupon set status = 'inactive' where id = ${id}`.execute(db);
    await expect(redeem({ checkId: uuidv7() })).rejects.toMatchObject({ key: 'errors.coupon.notFound' });
    const read = await call<{ Coupon: { redeemed: number } }>(
      `query ($id: ID!) { Coupon(id: $id) { redeemed } }`,
      {
        id,
      },
    );
    expect(read.data!.Coupon.redeemed).toBe(1);
  });
});
