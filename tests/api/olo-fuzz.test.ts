import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guestToken } from '../helpers/olo.js';
import { describeEachDb } from '../helpers/optional.js';
import { startServer, type DbKind, type TestServer } from '../helpers/server.js';

/*
 * The ordering API fuzzed as a guest's page could call it, and as anyone could: orders made of the
 * store's own items and choices mixed with unknown ids, any quantities, names, phones, e-mails, notes,
 * coupon codes and delivery points, and variables of the wrong type. The API never fails (no 5xx, no
 * internal error), refuses with a message in both languages, writes nothing it refuses, and an order
 * it takes is priced by the store: its items at the menu's prices, its totals adding up.
 * FUZZ_SEED and FUZZ_RUNS replay or widen a run.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12) * 10;

type Json = Record<string, unknown>;
type GqlError = { message: string; extensions?: { code?: string; key?: string; errors?: { key: string }[] } };
interface Answer {
  status: number;
  data: Json | null;
  errors?: GqlError[];
}

const locales = ['en', 'es'].map(
  (l) => JSON.parse(readFileSync(new URL(`../../locales/${l}.json`, import.meta.url), 'utf8')) as Json,
);
const hasKey = (messages: Json, key: string) =>
  typeof key.split('.').reduce<unknown>((node, part) => (node as Json | undefined)?.[part], messages) ===
  'string';
const translated = (e: GqlError) =>
  !!e.extensions?.key &&
  locales.every((l) => hasKey(l, e.extensions!.key!)) &&
  (e.extensions.errors ?? []).every((fe) => locales.every((l) => hasKey(l, fe.key))) &&
  e.message !== e.extensions.key;

const PLACE = `mutation ($order: OloOrderInput!) { placeOrder(order: $order) {
  subtotal discount tax delivery_fee total lines { quantity unit_price modifiers { price } total } } }`;
const QUOTE = `query ($code: String!, $lines: [OloLineInput!]!) { couponQuote(code: $code, lines: $lines) { discount subtotal } }`;
const DELIVERY = `query ($lat: Float!, $lng: Float!) { deliveryQuote(lat: $lat, lng: $lng) { fee } }`;
const MENU = `{ menu { categories { items { id price available
  modifier_groups { id min max free prefixes { id } modifiers { id price } } } } } }`;
const TYPES = `{ orderTypes { id prompts { name_only customer_lookup } } }`;

interface Group {
  id: string;
  min: number;
  max: number;
  free: number;
  prefixes: { id: string }[];
  modifiers: { id: string; price: number }[];
}
interface Item {
  id: string;
  price: number | null;
  available: boolean;
  modifier_groups: Group[];
}

describeEachDb('online ordering API fuzzing on %s', (kind: DbKind) => {
  let server: TestServer;
  let token: string;
  let items: Item[];
  let types: { id: string; prompts: { name_only: boolean; customer_lookup: boolean } }[];
  const counts = { tried: 0, refused: 0, accepted: 0 };

  beforeAll(async () => {
    server = await startServer(kind, { oloIpLimit: 1_000_000, oloStoreLimit: 1_000_000 });
    const db = server.database.db;
    const always = JSON.stringify({
      hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
        day,
        start: '00:00',
        end: '24:00',
      })),
    });
    await db
      .updateTable('store_info')
      .set({ pickup_hours: always, delivery_hours: always })
      .where('store_id', 'in', db.selectFrom('store').select('id').where('slug', '=', 'demo-bistro'))
      .execute();
    token = await guestToken(server);
    const menu = (await call(MENU, {})).data!.menu as { categories: { items: Item[] }[] };
    items = menu.categories.flatMap((c) => c.items);
    types = (await call(TYPES, {})).data!.orderTypes as typeof types;
  });
  afterAll(() => server?.close());

  async function call(query: string, variables: Json, lang = 'en'): Promise<Answer> {
    const res = await fetch(`${server.url}/api/olo/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': lang,
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
  }

  /** A call that must never fail: below 500, no internal error, every refusal worded in both languages. */
  async function attempt(label: string, query: string, variables: Json, lang: string): Promise<Answer> {
    counts.tried++;
    const res = await call(query, variables, lang);
    expect(res.status, `${label}: HTTP status`).toBeLessThan(500);
    const internal = (res.errors ?? []).filter((e) => e.extensions?.code === 'INTERNAL');
    expect(internal, `${label}: internal errors`).toEqual([]);
    if (res.errors?.length) {
      counts.refused++;
      for (const e of res.errors) expect(translated(e), `${label}: untranslated "${e.message}"`).toBe(true);
    } else counts.accepted++;
    return res;
  }

  const onlineChecks = async () =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from pos_check where source = 'olo'`.execute(
          server.database.db,
        )
      ).rows[0]!.n,
    );

  /** Some text: empty, blank, short, long, with accents, quotes and control characters. */
  const text = fc.oneof(
    fc.constantFrom('', '   ', 'Ada', 'José Ñúñez', 'O\'Brien "the" <b>', 'a\u0000b', '👩‍🍳'),
    fc.string({ maxLength: 60 }),
    fc.string({ minLength: 190, maxLength: 260 }),
  );
  const id = (known: () => string[]) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...known()) },
      { weight: 1, arbitrary: fc.uuid().map(String) },
      { weight: 1, arbitrary: fc.constantFrom('', 'x', '00000000-0000-0000-0000-000000000000') },
    );
  const quantity = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }) },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom(0, 99, 100, 2 ** 31 - 1, -(2 ** 31)) },
  );
  const line = () =>
    id(() => items.map((i) => i.id)).chain((menuItemId) => {
      const item = items.find((i) => i.id === menuItemId);
      const choices = item?.modifier_groups.flatMap((g) => g.modifiers.map((m) => m.id)) ?? [];
      const prefixes = item?.modifier_groups.flatMap((g) => g.prefixes.map((p) => p.id)) ?? [];
      const choice = fc.record(
        {
          modifier_id: choices.length ? id(() => choices) : fc.uuid().map(String),
          prefix_id: fc.option(prefixes.length ? id(() => prefixes) : fc.uuid().map(String)),
        },
        { requiredKeys: ['modifier_id'] },
      );
      return fc.record(
        {
          menu_item_id: fc.constant(menuItemId),
          quantity,
          modifiers: fc.option(fc.array(choice, { maxLength: 5 })),
        },
        { requiredKeys: ['menu_item_id', 'quantity'] },
      );
    });
  const point = fc.record({
    lat: fc.oneof(
      fc.double({ min: -90, max: 90, noNaN: true }),
      fc.constantFrom(40.7128, 40.75, 1e300, -1e300),
    ),
    lng: fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }), fc.constantFrom(-74.006, -73.99)),
  });
  /** A line a guest's page would send: an item on sale now, with choices each group accepts. */
  const goodLine = () =>
    fc.constantFrom(...items.filter((i) => i.available && i.price !== null)).chain((item) =>
      fc
        .tuple(
          ...item.modifier_groups.map((g) =>
            fc.shuffledSubarray(g.modifiers, {
              minLength: Math.min(g.min, g.modifiers.length),
              maxLength: Math.min(g.max > 0 ? g.max : g.modifiers.length, g.modifiers.length, 3),
            }),
          ),
        )
        .chain((chosen) =>
          fc.record({
            menu_item_id: fc.constant(item.id),
            quantity: fc.integer({ min: 1, max: 5 }),
            modifiers: fc.constant(chosen.flat().map((m) => ({ modifier_id: m.id }))),
          }),
        ),
    );
  /** An order a guest's page would send, for pickup, with a coupon now and then. */
  const goodOrder = () =>
    fc.record({
      idempotency_key: fc.constant(null).map(() => randomUUID()),
      order_type_id: fc.constant(types.find((t) => t.prompts.name_only && !t.prompts.customer_lookup)!.id),
      lines: fc.array(goodLine(), { minLength: 1, maxLength: 4 }),
      customer: fc.record({ name: fc.constantFrom('Ada', 'José Ñúñez', "O'Brien") }),
      note: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
      coupon_code: fc.option(fc.constantFrom('WELCOME10', 'welcome10', 'SAVE5', 'NOPE'), { nil: undefined }),
    });
  const order = () => fc.oneof({ weight: 2, arbitrary: goodOrder() }, { weight: 3, arbitrary: anyOrder() });
  const anyOrder = () =>
    fc.record(
      {
        idempotency_key: fc.oneof(
          { weight: 8, arbitrary: fc.constant(null).map(() => randomUUID()) },
          { weight: 1, arbitrary: fc.constantFrom('', 'not-a-key', randomUUID().toUpperCase()) },
        ),
        order_type_id: id(() => types.map((t) => t.id)),
        lines: fc.array(line(), { minLength: 0, maxLength: 6 }),
        note: fc.option(text),
        customer: fc.option(
          fc.record(
            {
              name: fc.option(text),
              email: fc.option(fc.oneof(fc.emailAddress(), text)),
              phone: fc.option(fc.oneof(fc.constantFrom('555-0101', '+1 (212) 555-0199'), text)),
            },
            { requiredKeys: [] },
          ),
        ),
        location: fc.option(point),
        coupon_code: fc.option(
          fc.oneof(fc.constantFrom('WELCOME10', 'welcome10', 'SAVE5', 'BURGERSWEET'), text),
        ),
      },
      { requiredKeys: ['idempotency_key', 'order_type_id', 'lines'] },
    );

  /** The items' part of an order taken: each line at the menu's price, the group's free choices free. */
  function expectedSubtotal(o: {
    lines: { menu_item_id: string; quantity: number; modifiers?: { modifier_id: string }[] | null }[];
  }) {
    let cents = 0;
    for (const l of o.lines) {
      const item = items.find((i) => i.id === l.menu_item_id)!;
      let unit = Math.round(item.price! * 100);
      const used = new Map<string, number>();
      for (const m of l.modifiers ?? []) {
        const group = item.modifier_groups.find((g) => g.modifiers.some((x) => x.id === m.modifier_id))!;
        const n = (used.get(group.id) ?? 0) + 1;
        used.set(group.id, n);
        if (n > group.free)
          unit += Math.round(group.modifiers.find((x) => x.id === m.modifier_id)!.price * 100);
      }
      cents += unit * l.quantity;
    }
    return cents / 100;
  }

  it(
    "never fails on any order: refuses in both languages writing nothing, or takes it at the store's prices",
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(order(), fc.constantFrom('en', 'es'), async (o, lang) => {
          const label = `placeOrder ${JSON.stringify(o)}`;
          const before = await onlineChecks();
          const res = await attempt(label, PLACE, { order: o }, lang);
          if (res.errors) {
            expect(await onlineChecks(), `${label}: refused yet written`).toBe(before);
            return;
          }
          expect(await onlineChecks(), `${label}: one check`).toBe(before + 1);
          const placed = res.data!.placeOrder as {
            subtotal: number;
            discount: number;
            tax: number;
            delivery_fee: number;
            total: number;
          };
          expect(placed.subtotal, label).toBeCloseTo(expectedSubtotal(o), 2);
          expect(placed.discount, label).toBeGreaterThanOrEqual(0);
          expect(placed.discount, label).toBeLessThanOrEqual(placed.subtotal);
          expect(placed.total, label).toBeCloseTo(
            placed.subtotal - placed.discount + placed.tax + placed.delivery_fee,
            2,
          );
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      expect(counts.accepted, 'no order was ever taken').toBeGreaterThan(0);
      expect(counts.refused, 'no order was ever refused').toBeGreaterThan(0);
    },
  );

  it('never fails on a coupon quote or a delivery quote', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('WELCOME10', 'SAVE5', 'BURGERSWEET'), text),
        fc.array(line(), { maxLength: 4 }),
        point,
        fc.constantFrom('en', 'es'),
        async (code, lines, at, lang) => {
          await attempt(`couponQuote ${code} ${JSON.stringify(lines)}`, QUOTE, { code, lines }, lang);
          await attempt(`deliveryQuote ${JSON.stringify(at)}`, DELIVERY, at, lang);
        },
      ),
      { seed: SEED + 1, numRuns: RUNS / 2, endOnFailure: true },
    );
  });

  it('refuses variables of the wrong type, or fields the API does not have, without failing', async () => {
    const bad: Json[] = [
      { order: null },
      { order: 'order' },
      { order: { idempotency_key: randomUUID(), order_type_id: types[0]!.id, lines: 'all' } },
      { order: { idempotency_key: 1, order_type_id: [], lines: [] } },
      {
        order: {
          idempotency_key: randomUUID(),
          order_type_id: types[0]!.id,
          lines: [{ menu_item_id: items[0]!.id, quantity: 1.5 }],
        },
      },
      {
        order: {
          idempotency_key: randomUUID(),
          order_type_id: types[0]!.id,
          lines: [{ menu_item_id: items[0]!.id, quantity: 1, unit_price: 0.01 }],
        },
      },
      { order: { idempotency_key: randomUUID(), order_type_id: types[0]!.id, lines: [], total: 0 } },
    ];
    const before = await onlineChecks();
    for (const variables of bad) {
      const res = await call(PLACE, variables);
      expect(res.status, JSON.stringify(variables)).toBeLessThan(500);
      expect(res.errors?.length, JSON.stringify(variables)).toBeGreaterThan(0);
    }
    expect(await onlineChecks()).toBe(before);
    console.log(
      `olo fuzz ${kind}: ${counts.tried} inputs tried, ${counts.refused} refused, ${counts.accepted} accepted (seed ${SEED})`,
    );
  });
});
