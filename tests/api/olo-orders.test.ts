import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { resourceByName } from '../../src/core/registry.js';
import { guestToken, olo, type Answer } from '../helpers/olo.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.js';

/*
 * A guest orders through the online-ordering API: the order is checked and priced by the store,
 * written as the store's check (the office's order monitor sees it at once), answered again for the
 * same idempotency key, and read later with its order token only.
 */

const fill = (text: string, params: Record<string, unknown> = {}) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `%{${k}}`));

const PLACE = `mutation ($order: OloOrderInput!) { placeOrder(order: $order) { number status order_type
  lines { name quantity unit_price modifiers { name price } total } subtotal tax delivery_fee total
  delivery_address token } }`;
const READ = `query ($token: String!) { order(token: $token) { number status lines { name } total token } }`;
const MENU = `{ menu { categories { items { id name price available
  modifier_groups { id name min max free prefixes { id name } modifiers { id name price } } } } } }`;
const TYPES = `{ orderTypes { id name prompts { name_only customer_lookup } } }`;

interface Group {
  id: string;
  name: string;
  min: number;
  max: number;
  free: number;
  prefixes: { id: string; name: string }[];
  modifiers: { id: string; name: string; price: number }[];
}
interface Item {
  id: string;
  name: string;
  price: number | null;
  available: boolean;
  modifier_groups: Group[];
}

type Data = Record<string, Record<string, unknown>>;
const data = (res: Answer) => res.body.data as unknown as Data;
const firstError = (res: Answer) => res.body.errors![0]!;

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp({ username: 'orders@bistro.test', password: 'smtp-Pass-1' });
});
afterAll(async () => smtp?.close());

const until = async (what: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  return what();
};

describeEachDb('online orders on %s', (kind: DbKind) => {
  let server: TestServer;
  let token: string;
  let item: Item;
  let group: Group;
  let plain: Item;
  let takeOut: string;
  let delivery: string;

  const order = (over: Record<string, unknown> = {}) => ({
    idempotency_key: randomUUID(),
    order_type_id: takeOut,
    customer: { name: 'Ada' },
    lines: [{ menu_item_id: plain.id, quantity: 2 }],
    ...over,
  });
  const place = (o: object, lang = 'en', t = token) => olo(server, PLACE, { order: o }, { token: t, lang });

  beforeAll(async () => {
    server = await startServer(kind);
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
      .set({ pickup_hours: always, delivery_hours: always })
      .where('store_id', '=', bistro.id as string)
      .execute();
    token = await guestToken(server);
    let menu = data(await olo(server, MENU, {}, { token })).menu as { categories: { items: Item[] }[] };
    const items = menu.categories.flatMap((c) => c.items).filter((i) => i.available && i.price !== null);
    const withGroup = items.find((i) => i.modifier_groups.some((g) => g.modifiers.length >= 3))!;
    // The group's rules as the test needs them: one choice at least, two at most, the first free.
    await db
      .updateTable(resourceByName('modifier-group').table)
      .set({ min: 1, max: 2, free: 1 })
      .where('id', '=', withGroup.modifier_groups.find((g) => g.modifiers.length >= 3)!.id)
      .execute();
    menu = data(await olo(server, MENU, {}, { token })).menu as { categories: { items: Item[] }[] };
    const all = menu.categories.flatMap((c) => c.items);
    item = all.find((i) => i.id === withGroup.id)!;
    group = item.modifier_groups.find((g) => g.min === 1 && g.max === 2)!;
    plain = items.find((i) => i.modifier_groups.every((g) => g.min === 0) && i.price! > 0)!;
    const types = data(await olo(server, TYPES, {}, { token })).orderTypes as unknown as {
      id: string;
      name: string;
      prompts: { name_only: boolean; customer_lookup: boolean };
    }[];
    takeOut = types.find((t) => t.prompts.name_only)!.id;
    delivery = types.find((t) => t.prompts.customer_lookup)!.id;
  });
  afterAll(() => server?.close());

  it('prices the order on the server, free choices first, and answers its lines and totals', async () => {
    const [a, b] = group.modifiers
      .filter((m) => m.price > 0)
      .concat(group.modifiers)
      .slice(0, 2);
    const res = await place(
      order({
        lines: [
          { menu_item_id: item.id, quantity: 3, modifiers: [{ modifier_id: a!.id }, { modifier_id: b!.id }] },
          { menu_item_id: plain.id, quantity: 1 },
        ],
      }),
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const placed = data(res).placeOrder as {
      lines: { unit_price: number; modifiers: { price: number }[]; total: number }[];
      subtotal: number;
      tax: number;
      total: number;
      status: string;
      token: string;
    };
    expect(placed.status).toBe('received');
    expect(placed.lines[0]!.unit_price).toBe(item.price);
    // The group's first choice is free; the second costs its price.
    expect(placed.lines[0]!.modifiers.map((m) => m.price)).toEqual([0, b!.price]);
    const first = Math.round(3 * (item.price! + b!.price) * 100) / 100;
    expect(placed.lines[0]!.total).toBeCloseTo(first, 2);
    expect(placed.subtotal).toBeCloseTo(first + plain.price!, 2);
    expect(placed.total).toBeCloseTo(placed.subtotal + placed.tax, 2);
    expect(placed.token).toMatch(/^ey/);
  });

  it('refuses a price sent by the guest as a field the API does not have', async () => {
    const res = await place(order({ lines: [{ menu_item_id: plain.id, quantity: 1, unit_price: 0.01 }] }));
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors![0]!.message).toContain('unit_price');
  });

  it('refuses each rule with its message, in English and Spanish', async () => {
    const cases: [object, string, Record<string, unknown>?][] = [
      [order({ idempotency_key: 'again' }), 'olo.errors.idempotencyKey'],
      [order({ order_type_id: randomUUID() }), 'olo.errors.unknownOrderType'],
      [order({ customer: null }), 'olo.errors.nameRequired'],
      [order({ lines: [] }), 'olo.errors.noLines'],
      [order({ lines: [{ menu_item_id: randomUUID(), quantity: 1 }] }), 'olo.errors.unknownItem'],
      [order({ lines: [{ menu_item_id: plain.id, quantity: 100 }] }), 'olo.errors.quantity', { max: 99 }],
      [order({ lines: [{ menu_item_id: plain.id, quantity: 0 }] }), 'olo.errors.quantity', { max: 99 }],
      [
        order({ lines: [{ menu_item_id: item.id, quantity: 1 }] }),
        'olo.errors.tooFewChoices',
        { group: group.name, min: 1 },
      ],
      [
        order({
          lines: [
            {
              menu_item_id: item.id,
              quantity: 1,
              modifiers: group.modifiers.slice(0, 3).map((m) => ({ modifier_id: m.id })),
            },
          ],
        }),
        'olo.errors.tooManyInGroup',
        { group: group.name, max: 2 },
      ],
      [
        order({
          lines: [
            { menu_item_id: plain.id, quantity: 1, modifiers: [{ modifier_id: group.modifiers[0]!.id }] },
          ],
        }),
        'olo.errors.unknownModifier',
        { item: plain.name },
      ],
      [
        order({
          lines: [
            {
              menu_item_id: item.id,
              quantity: 1,
              modifiers: [{ modifier_id: group.modifiers[0]!.id, prefix_id: randomUUID() }],
            },
          ],
        }),
        'olo.errors.unknownPrefix',
        { group: group.name },
      ],
      [order({ customer: { name: 'Ada', email: 'not-mail' } }), 'olo.errors.email'],
      [order({ customer: { name: 'x'.repeat(41) } }), 'olo.errors.tooLong', { max: 40 }],
      [order({ note: 'x'.repeat(201) }), 'olo.errors.tooLong', { max: 200 }],
      [order({ order_type_id: delivery, customer: { name: 'Ada' } }), 'olo.errors.phoneRequired'],
      [
        order({
          order_type_id: delivery,
          customer: { name: 'Ada', phone: '555 0100' },
          location: { lat: 41.9, lng: -87.6 },
        }),
        'olo.errors.outsideDelivery',
      ],
    ];
    for (const [body, key, params] of cases)
      for (const [lang, words] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const res = await place(body, lang);
        const e = firstError(res);
        expect(e.extensions.key, JSON.stringify(res.body)).toBe(key);
        const [, group, name] = key.split('.') as [string, string, string];
        const text = (words as unknown as Record<string, Record<string, Record<string, string>>>)[
          key.split('.')[0]!
        ]![group]![name]!;
        expect(e.message).toBe(fill(text, params));
      }
  });

  it('refuses an order while the store takes none of its type', async () => {
    const db = server.database.db;
    const closed = JSON.stringify({ hours: [] });
    await db.updateTable('store_info').set({ pickup_hours: closed }).execute();
    try {
      const res = await place(order(), 'es');
      expect(firstError(res).extensions.key).toBe('olo.errors.pickupClosed');
      expect(firstError(res).message).toBe(es.olo.errors.pickupClosed);
    } finally {
      const always = JSON.stringify({
        hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
          day,
          start: '00:00',
          end: '24:00',
        })),
      });
      await db.updateTable('store_info').set({ pickup_hours: always }).execute();
    }
  });

  it('delivers inside a zone, with its fee in the total', async () => {
    const res = await place(
      order({
        order_type_id: delivery,
        customer: { name: 'Ada', phone: '555 0100' },
        location: { lat: 39.8, lng: -89.645, address: '  742 Evergreen Terrace, apt 2 ' },
      }),
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const placed = data(res).placeOrder as {
      number: number;
      delivery_address: string;
      delivery_fee: number;
      subtotal: number;
      tax: number;
      total: number;
    };
    expect(placed.delivery_fee).toBeGreaterThan(0);
    // The address as the guest wrote it, for the driver.
    expect(placed.delivery_address).toBe('742 Evergreen Terrace, apt 2');
    // The office's order monitor shows the driver where it goes and whom to call.
    const { gql } = await signIn(server);
    const monitor = await gql<{
      orderMonitor: {
        checks: { number: number; guest_name: string; guest_phone: string; delivery_address: string }[];
      };
    }>('{ orderMonitor(hours: 24) { checks { number guest_name guest_phone delivery_address } } }');
    expect(monitor.errors).toBeUndefined();
    expect(monitor.data!.orderMonitor.checks.find((c) => c.number === placed.number)).toEqual({
      number: placed.number,
      guest_name: 'Ada',
      guest_phone: '555 0100',
      delivery_address: '742 Evergreen Terrace, apt 2',
    });
    expect(placed.total).toBeCloseTo(placed.subtotal + placed.tax + placed.delivery_fee, 2);
    // Kept as the check's delivery fee, not a gratuity, and its total adds up with it.
    const row = await server.database.db
      .selectFrom('pos_check')
      .select(['gratuity', 'delivery_fee', 'subtotal', 'discount', 'tax', 'total'])
      .where('source', '=', 'olo')
      .orderBy('opened_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(row.gratuity)).toBe(0);
    expect(Number(row.delivery_fee)).toBe(Math.round(placed.delivery_fee * 100));
    expect(Number(row.total)).toBe(
      Number(row.subtotal) - Number(row.discount) + Number(row.tax) + Number(row.delivery_fee),
    );
  });

  it('refuses a delivery under the Delivery settings minimum, naming it in English and Spanish; pickup is not held to it', async () => {
    const db = server.database.db;
    const minimum = Math.ceil(plain.price! * 2) + 1;
    await db.updateTable('store_info').set({ minimum_order: minimum }).execute();
    const STORE = `{ store { delivery_minimum_order online_minimum_order } }`;
    const store = (data(await olo(server, STORE, {}, { token })).store as { delivery_minimum_order: number })
      .delivery_minimum_order;
    expect(store).toBe(minimum);
    const checks = async () =>
      Number(
        (
          await db
            .selectFrom('pos_check')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('source', '=', 'olo')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await checks();
    const going = (quantity: number) =>
      order({
        order_type_id: delivery,
        customer: { name: 'Ada', phone: '555 0100' },
        location: { lat: 39.8, lng: -89.645 },
        lines: [{ menu_item_id: plain.id, quantity }],
      });
    for (const [lang, words] of [
      ['en', en.olo.errors.belowDeliveryMinimum],
      ['es', es.olo.errors.belowDeliveryMinimum],
    ] as const) {
      const res = await place(going(2), lang);
      expect(firstError(res).extensions.key).toBe('olo.errors.belowDeliveryMinimum');
      expect(firstError(res).message).toBe(
        fill(words, { minimum: `$${minimum.toFixed(2)}`, subtotal: `$${(plain.price! * 2).toFixed(2)}` }),
      );
    }
    expect(await checks()).toBe(before);
    // A pickup of the same items is not a delivery: it is placed.
    const pickup = await place(order({ lines: [{ menu_item_id: plain.id, quantity: 2 }] }));
    expect(pickup.body.errors, JSON.stringify(pickup.body)).toBeUndefined();
    // Enough items: delivered.
    const enough = await place(going(Math.ceil(minimum / plain.price!)));
    expect(enough.body.errors, JSON.stringify(enough.body)).toBeUndefined();
    await db.updateTable('store_info').set({ minimum_order: 0 }).execute();
  });

  it('answers the first order again for the same key, and refuses the key with another body', async () => {
    const body = order();
    const first = data(await place(body)).placeOrder as { number: number };
    const again = data(await place(body)).placeOrder as { number: number };
    expect(again.number).toBe(first.number);
    const count = await server.database.db
      .selectFrom('pos_check')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('device_key', '=', `id:${body.idempotency_key}`)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const other = await place({ ...body, lines: [{ menu_item_id: plain.id, quantity: 3 }] }, 'es');
    expect(firstError(other).extensions.key).toBe('olo.errors.keyReused');
    expect(firstError(other).message).toBe(es.olo.errors.keyReused);
  });

  it("is on the office's order monitor at once, as an online check", async () => {
    const placed = data(await place(order({ customer: { name: 'Grace' } }))).placeOrder as {
      number: number;
      total: number;
    };
    const office = await signIn(server);
    const res = await office.gql(
      `{ orderMonitor(hours: 2) { checks { number table_name status total order_type_name } } }`,
    );
    const checks = (
      res.data as { orderMonitor: { checks: { number: number; table_name: string; total: number }[] } }
    ).orderMonitor.checks;
    const seen = checks.find((c) => c.number === placed.number);
    expect(seen).toMatchObject({
      table_name: 'Grace',
      status: 'open',
      total: Math.round(placed.total * 100),
    });
    const row = await server.database.db
      .selectFrom('pos_check')
      .select('source')
      .where('number', '=', placed.number)
      .where('table_name', '=', 'Grace')
      .executeTakeFirstOrThrow();
    expect(row.source).toBe('olo');
  });

  it('reads the status with the order token only', async () => {
    const placed = data(await place(order())).placeOrder as { number: number; token: string };
    const read = await olo(server, READ, { token: placed.token });
    expect(read.body.errors, JSON.stringify(read.body)).toBeUndefined();
    expect(data(read).order).toMatchObject({ number: placed.number, status: 'received', token: null });
    // The status follows the store's work on it: marked ready on the order monitor, the order is ready.
    const check = await server.database.db
      .selectFrom('pos_check')
      .select('id')
      .where('source', '=', 'olo')
      .where('number', '=', placed.number)
      .where('table_name', '=', 'Ada')
      .executeTakeFirstOrThrow();
    const office = await signIn(server);
    const marked = await office.gql(
      `mutation ($id: ID!) { markOnlineOrder(check_id: $id, status: "ready") { status } }`,
      {
        id: check.id,
      },
    );
    expect(marked.errors).toBeUndefined();
    expect((data(await olo(server, READ, { token: placed.token })).order as { status: string }).status).toBe(
      'ready',
    );
    const other = await guestToken(server, 'demo-taqueria');
    for (const t of [token, other, 'nonsense']) {
      const res = await olo(server, READ, { token: t }, { token: other, lang: 'es' });
      expect(firstError(res).extensions.key).toBe('olo.errors.unknownOrder');
      expect(firstError(res).message).toBe(es.olo.errors.unknownOrder);
    }
    // An order token opens no guest session.
    const asSession = await place(order(), 'en', placed.token);
    expect(firstError(asSession).extensions.key).toBe('olo.errors.sessionRequired');
  });

  it("e-mails the guest the confirmation in the request's language, once per order", async () => {
    const office = await signIn(server);
    const made = await office.gql(
      `mutation ($port: Int!) { createSmtpSetting(name: "Orders", sender: "orders@bistro.test",
        host: "127.0.0.1", port: $port, username: "orders@bistro.test", password: "smtp-Pass-1",
        is_default: true) { id } }`,
      { port: smtp.port },
    );
    expect(made.errors, JSON.stringify(made)).toBeUndefined();
    const email = `ada.${kind}@guests.test`;
    const body = order({ customer: { name: 'Ada', email } });
    const placed = data(await place(body, 'es')).placeOrder as { number: number };
    await place(body, 'es');
    expect(await until(() => smtp.received.some((m) => m.to.includes(email)))).toBe(true);
    const mail = smtp.received.find((m) => m.to.includes(email))!;
    const subject = /^Subject: (.*)$/m.exec(mail.raw)![1]!;
    expect(subject).toContain(`${placed.number}`);
    expect(mail.raw).toContain('Hola Ada');
    // The same key sent again asks for no second e-mail.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    // No e-mail, no message.
    await place(order({ customer: { name: 'Bo' } }));
  });
});

describe('online order messages', () => {
  it('has the e-mail in both languages', () => {
    expect(Object.keys(es.olo.mail).sort()).toEqual(Object.keys(en.olo.mail).sort());
  });

  it('are in both languages', () => {
    expect(Object.keys(es.olo.errors).sort()).toEqual(Object.keys(en.olo.errors).sort());
  });
});
