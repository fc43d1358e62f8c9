import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { guestToken, olo, type Answer } from '../helpers/olo.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

/*
 * A coupon on an online order: what it takes off is worked out by the store (a percentage, an amount,
 * a buy-1-get-1 award), quoted before and charged when the order is placed, each line's tax on what it
 * then charges; an unknown, disabled, out-of-date, used-up or under-minimum coupon is refused in the
 * guest's language, and two guests taking the last use at once: exactly one order is placed.
 */

const fill = (text: string, params: Record<string, unknown> = {}) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `%{${k}}`));

const PLACE = `mutation ($order: OloOrderInput!) { placeOrder(order: $order) {
  subtotal discount coupon tax delivery_fee total token lines { total } } }`;
const QUOTE = `query ($code: String!, $lines: [OloLineInput!]!) { couponQuote(code: $code, lines: $lines) {
  code description subtotal discount } }`;
const READ = `query ($token: String!) { order(token: $token) { discount coupon total } }`;
const MENU = `{ menu { categories { items { id price available modifier_groups { min } } } } }`;
const TYPES = `{ orderTypes { id prompts { name_only } } }`;
const CREATE = `mutation ($code: String, $type: String, $value: Float, $max_coupons: Int, $minimum_value: Float,
  $buy_one_get_one: Boolean, $required_item_ids: [ID!], $reward_item_ids: [ID!], $award_discount: Float,
  $duration: ScheduleInput, $description: String) {
  createCoupon(code: $code, type: $type, value: $value, max_coupons: $max_coupons, minimum_value: $minimum_value,
    buy_one_get_one: $buy_one_get_one, required_item_ids: $required_item_ids, reward_item_ids: $reward_item_ids,
    award_discount: $award_discount, duration: $duration, description: $description) { id } }`;

type Data = Record<string, Record<string, unknown>>;
const data = (res: Answer) => res.body.data as unknown as Data;
const firstError = (res: Answer) => res.body.errors![0]!;
interface Placed {
  subtotal: number;
  discount: number;
  coupon: string | null;
  tax: number;
  delivery_fee: number;
  total: number;
  token: string;
}

describeEachDb('coupons on online orders on %s', (kind: DbKind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signIn>>;
  let token: string;
  let takeOut: string;
  /** Two items without required choices, the first dearer than the second. */
  let dear: { id: string; price: number };
  let cheap: { id: string; price: number };

  const order = (over: Record<string, unknown> = {}) => ({
    idempotency_key: randomUUID(),
    order_type_id: takeOut,
    customer: { name: 'Ada' },
    lines: [{ menu_item_id: dear.id, quantity: 2 }],
    ...over,
  });
  const place = (o: object, lang = 'en') => olo(server, PLACE, { order: o }, { token, lang });
  const quote = (code: string, lines: object[], lang = 'en') =>
    olo(server, QUOTE, { code, lines }, { token, lang });
  const coupon = async (variables: Record<string, unknown>) => {
    const res = await owner.gql<{ createCoupon: { id: string } }>(CREATE, variables);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.createCoupon.id;
  };
  const redeemed = async (code: string) =>
    Number(
      (
        await sql<{ redeemed: number }>`select redeemed from coupon where code = ${code}`.execute(
          server.database.db,
        )
      ).rows[0]!.redeemed,
    );
  const onlineChecks = async () =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from pos_check where source = 'olo'`.execute(
          server.database.db,
        )
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    server = await startServer(kind);
    owner = await signIn(server);
    const db = server.database.db;
    const always = JSON.stringify({
      hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
        day,
        start: '00:00',
        end: '24:00',
      })),
    });
    const bistro = await db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('store_info')
      // No online minimum: the test orders single cheap items too.
      .set({ pickup_hours: always, online_minimum_order: 0 })
      .where('store_id', '=', bistro.id as string)
      .execute();
    token = await guestToken(server);
    const menu = data(await olo(server, MENU, {}, { token })).menu as {
      categories: {
        items: { id: string; price: number | null; available: boolean; modifier_groups: { min: number }[] }[];
      }[];
    };
    const plain = menu.categories
      .flatMap((c) => c.items)
      .filter((i) => i.available && (i.price ?? 0) > 0 && i.modifier_groups.every((g) => g.min === 0))
      .sort((a, b) => b.price! - a.price!);
    dear = { id: plain[0]!.id, price: plain[0]!.price! };
    cheap = { id: plain.at(-1)!.id, price: plain.at(-1)!.price! };
    expect(dear.price).toBeGreaterThan(cheap.price);
    const types = data(await olo(server, TYPES, {}, { token })).orderTypes as unknown as {
      id: string;
      prompts: { name_only: boolean };
    }[];
    takeOut = types.find((t) => t.prompts.name_only)!.id;
  });
  afterAll(() => server?.close());

  it('takes a percentage off the items, quoted as placed, each line taxed on what it charges', async () => {
    await coupon({ code: 'HALF-OFF', type: 'percent', value: 50, description: 'Half off' });
    const lines = [{ menu_item_id: dear.id, quantity: 2 }];
    const quoted = await quote('half-off', lines);
    expect(quoted.body.errors, JSON.stringify(quoted.body)).toBeUndefined();
    const subtotal = Math.round(dear.price * 2 * 100) / 100;
    expect(data(quoted).couponQuote).toEqual({
      code: 'HALF-OFF',
      description: 'Half off',
      subtotal,
      discount: Math.round(subtotal * 50) / 100,
    });

    const without = data(await place(order({ lines }))).placeOrder as unknown as Placed;
    const res = await place(order({ lines, coupon_code: ' half-off ' }));
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const placed = data(res).placeOrder as unknown as Placed;
    expect(placed).toMatchObject({ subtotal, discount: Math.round(subtotal * 50) / 100, coupon: 'HALF-OFF' });
    expect(placed.total).toBeCloseTo(placed.subtotal - placed.discount + placed.tax, 2);
    // The tax is on half the items: half the tax without the coupon, to the cent.
    expect(Math.abs(placed.tax - without.tax / 2)).toBeLessThanOrEqual(0.01);
    expect(await redeemed('HALF-OFF')).toBe(1);
    const read = data(await olo(server, READ, { token: placed.token })).order;
    expect(read).toEqual({ discount: placed.discount, coupon: 'HALF-OFF', total: placed.total });
  });

  it('takes an amount off, never more than the items', async () => {
    await coupon({ code: 'TENNER', type: 'amount', value: 1000 });
    const res = await place(
      order({ lines: [{ menu_item_id: cheap.id, quantity: 1 }], coupon_code: 'TENNER' }),
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const placed = data(res).placeOrder as unknown as Placed;
    expect(placed).toMatchObject({ subtotal: cheap.price, discount: cheap.price, tax: 0, total: 0 });
  });

  it('refuses an unknown, disabled, out-of-date or under-minimum coupon, in English and Spanish, writing nothing', async () => {
    await coupon({ code: 'BIGSPEND', type: 'amount', value: 5, minimum_value: 10_000 });
    const off = await coupon({ code: 'RETIRED', type: 'amount', value: 5 });
    await owner.gql(`mutation ($id: ID!) { updateCoupon(id: $id, status: "inactive") { id } }`, { id: off });
    await coupon({
      code: 'LASTYEAR',
      type: 'amount',
      value: 5,
      duration: { from: '2020-01-01', to: '2020-12-31' },
    });
    const before = await onlineChecks();
    const cases: [string, string, Record<string, unknown>][] = [
      ['NOPE', 'errors.coupon.notFound', {}],
      ['RETIRED', 'errors.coupon.notFound', {}],
      ['LASTYEAR', 'errors.coupon.notActive', { code: 'LASTYEAR' }],
      ['BIGSPEND', 'olo.errors.couponMinimum', { code: 'BIGSPEND', amount: '$10000.00' }],
    ];
    for (const [code, key, params] of cases)
      for (const [lang, words] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const phrase = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], words) as string;
        const placed = await place(order({ coupon_code: code }), lang);
        expect(firstError(placed).extensions.key, code).toBe(key);
        expect(firstError(placed).message).toBe(fill(phrase, params));
        const quoted = await quote(code, [{ menu_item_id: dear.id, quantity: 1 }], lang);
        expect(firstError(quoted).message).toBe(fill(phrase, params));
      }
    expect(await onlineChecks()).toBe(before);
  });

  it('lets exactly one of two guests take the last use of a coupon', async () => {
    await coupon({ code: 'LASTONE', type: 'amount', value: 1, max_coupons: 1 });
    const before = await onlineChecks();
    const [a, b] = await Promise.all([
      place(order({ coupon_code: 'LASTONE' })),
      place(order({ coupon_code: 'LASTONE' })),
    ]);
    const ok = [a, b].filter((r) => !r.body.errors);
    const refused = [a, b].filter((r) => r.body.errors);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(firstError(refused[0]!).message).toMatch(/LASTONE/);
    expect(await redeemed('LASTONE')).toBe(1);
    expect(await onlineChecks()).toBe(before + 1);
    // Used up: refused before anything is written.
    const again = await place(order({ coupon_code: 'LASTONE' }), 'es');
    expect(firstError(again).message).toBe(fill(es.errors.coupon.exhausted, { code: 'LASTONE', max: 1 }));
  });

  it('gives a buy-1-get-1 award on reward units paired with required ones, and refuses an order without any', async () => {
    await coupon({
      code: 'PAIRUP',
      type: 'percent',
      value: 100,
      buy_one_get_one: true,
      required_item_ids: [dear.id],
      reward_item_ids: [cheap.id],
      award_discount: 100,
    });
    // Two required units pay for two of the three reward units.
    const res = await place(
      order({
        lines: [
          { menu_item_id: dear.id, quantity: 2 },
          { menu_item_id: cheap.id, quantity: 3 },
        ],
        coupon_code: 'PAIRUP',
      }),
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    expect((data(res).placeOrder as unknown as Placed).discount).toBeCloseTo(cheap.price * 2, 2);
    const none = await place(
      order({ lines: [{ menu_item_id: cheap.id, quantity: 1 }], coupon_code: 'PAIRUP' }),
      'es',
    );
    expect(firstError(none).message).toBe(fill(es.olo.errors.couponNoReward, { code: 'PAIRUP' }));

    // The same item required and rewarded: every second unit at half price.
    await coupon({
      code: 'TWOFOR',
      type: 'percent',
      value: 100,
      buy_one_get_one: true,
      required_item_ids: [cheap.id],
      reward_item_ids: [cheap.id],
      award_discount: 50,
    });
    const three = await quote('TWOFOR', [{ menu_item_id: cheap.id, quantity: 3 }]);
    expect((data(three).couponQuote as { discount: number }).discount).toBeCloseTo(
      Math.round(cheap.price * 50) / 100,
      2,
    );
    const one = await quote('TWOFOR', [{ menu_item_id: cheap.id, quantity: 1 }]);
    expect(firstError(one).extensions.key).toBe('olo.errors.couponNoReward');
  });
});
