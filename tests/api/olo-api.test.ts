import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { configFromEnv } from '../../src/server/config.js';
import { REPORTS_SDL } from '../../src/server/graphql/reports.js';
import { postDevice } from '../helpers/devices.js';
import {
  guestToken,
  instantAt,
  olo,
  START,
  weekdayAhead,
  ZONE,
  type Answer,
  type Menu,
  type MenuItem,
} from '../helpers/olo.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

/*
 * The online-ordering API (/api/olo/graphql), as a plain GraphQL client calls it: a guest session by
 * the store's slug, the store and its hours, the order types offered online, the menu with the prices
 * and availability of a moment, a delivery quote, its refusals in English and Spanish, its limits
 * answered with 429, and its token opening nothing of the office's or the devices' APIs.
 */

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `%{${k}}`));

/** Every root operation of the office API: the generated CRUD, every feature's and the reports'. */
function officeOperations(): { kind: 'query' | 'mutation'; name: string }[] {
  const sources = [readFileSync('generated/schema.graphql', 'utf8'), REPORTS_SDL];
  for (const folder of readdirSync('src/server/features')) {
    const file = `src/server/features/${folder}/schema.graphql`;
    if (existsSync(file)) sources.push(readFileSync(file, 'utf8'));
  }
  const out: { kind: 'query' | 'mutation'; name: string }[] = [];
  for (const sdl of sources)
    for (const d of parse(sdl).definitions) {
      if (d.kind !== Kind.OBJECT_TYPE_DEFINITION && d.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      if (d.name.value !== 'Query' && d.name.value !== 'Mutation') continue;
      for (const f of d.fields ?? [])
        out.push({ kind: d.name.value === 'Query' ? 'query' : 'mutation', name: f.name.value });
    }
  return out;
}

const MENU = `query ($at: String) { menu(at: $at) { at categories { name items { id name price base_price available
  image_id modifier_groups { name min max free online_prefix prefixes { name } modifiers { name price } } } } } }`;

function itemNamed(menu: Menu, name: string): MenuItem | undefined {
  for (const c of menu.categories) for (const i of c.items) if (i.name === name) return i;
  return undefined;
}

describeEachDb('online-ordering API on %s', (kind: DbKind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer(kind);
    token = await guestToken(server);
  });
  afterAll(() => server?.close());

  it("starts a guest session by the store's slug, its token good for an hour", async () => {
    const res = await olo(server, START, { store: 'demo-bistro' });
    expect(res.status).toBe(200);
    expect(res.body.data!.startGuestSession).toMatchObject({
      expires_in: 3600,
      store: { name: 'Demo Bistro', slug: 'demo-bistro' },
    });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.typ).toBe('guest');
  });

  it('refuses an unknown slug, and a slug of any length, in English and Spanish', async () => {
    for (const [lang, words] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const res = await olo(server, START, { store: 'no-such-store' }, { lang });
      expect(res.body.data).toBeNull();
      expect(res.body.errors![0]!.extensions).toMatchObject({
        code: 'NOT_FOUND',
        key: 'olo.errors.unknownStore',
      });
      expect(res.body.errors![0]!.message).toBe(
        fill(words.olo.errors.unknownStore, { store: 'no-such-store' }),
      );
    }
    const long = await olo(server, START, { store: 'x'.repeat(5000) });
    expect(long.body.errors![0]!.extensions.code).toBe('NOT_FOUND');
    expect(long.body.errors![0]!.message.length).toBeLessThan(200);
  });

  it('answers nothing of a store without a guest token, nor with an office one', async () => {
    const office = await signIn(server);
    for (const call of [{}, { token: office.token }, { token: 'not.a.token' }]) {
      const res = await olo(server, '{ menu { categories { name } } }', {}, call);
      expect(res.body.data).toBeNull();
      expect(res.body.errors![0]!.extensions).toMatchObject({
        code: 'UNAUTHENTICATED',
        key: 'olo.errors.sessionRequired',
      });
    }
    const spanish = await olo(server, '{ orderTypes { name } }', {}, { lang: 'es' });
    expect(spanish.body.errors![0]!.message).toBe(es.olo.errors.sessionRequired);
  });

  it('tells whether the store is open at a moment, and its general, pickup and delivery hours', async () => {
    const day = weekdayAhead();
    const query = `query ($at: String) { store(at: $at) { name currency_symbol time_zone at open pickup_open
      delivery_open hours { general { day start end } pickup { day start end } delivery { day start end } } } }`;
    const at = async (time: string) => {
      const res = await olo(server, query, { at: instantAt(day, time) }, { token });
      expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
      return res.body.data!.store;
    };
    const noon = await at('12:00');
    expect(noon).toMatchObject({
      name: 'Demo Bistro',
      currency_symbol: '$',
      time_zone: ZONE,
      at: `${day}T12:00:00`,
      open: true,
      pickup_open: true,
      delivery_open: true,
    });
    expect(noon.hours.general).toHaveLength(7);
    expect(noon.hours.general[0]).toEqual({ day: 'monday', start: '07:00', end: '23:00' });
    expect(noon.hours.pickup[0]).toEqual({ day: 'monday', start: '11:00', end: '22:00' });
    expect(noon.hours.delivery[0]).toEqual({ day: 'monday', start: '11:30', end: '21:30' });
    expect(await at('22:30')).toMatchObject({ open: true, pickup_open: false, delivery_open: false });
    expect(await at('03:00')).toMatchObject({ open: false, pickup_open: false, delivery_open: false });
  });

  it("tells where the store is and the map tiles of its delivery zones, for a guest's map", async () => {
    const query = '{ store { location { lat lng } tile_url } }';
    const res = await olo(server, query, {}, { token });
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    expect(res.body.data!.store).toEqual({
      location: { lat: 39.8017, lng: -89.6436 },
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    // A store without delivery settings: no point, the default tiles.
    const db = server.database.db;
    const taqueria = await db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-taqueria')
      .executeTakeFirstOrThrow();
    const saved = await db
      .selectFrom('delivery_settings')
      .selectAll()
      .where('store_id', '=', taqueria.id as string)
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('delivery_settings')
      .where('store_id', '=', taqueria.id as string)
      .execute();
    try {
      const other = await guestToken(server, 'demo-taqueria');
      const bare = await olo(server, query, {}, { token: other });
      expect(bare.body.data!.store).toEqual({
        location: null,
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      });
    } finally {
      await db.insertInto('delivery_settings').values(saved).execute();
    }
  });

  it("answers each item's image path, read without sign-in, and no other image of the store", async () => {
    const query = '{ menu { categories { items { name image_id image_url } } } }';
    const res = await olo(server, query, {}, { token });
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const items = (
      res.body.data!.menu.categories as unknown as {
        items: { name: string; image_id: string | null; image_url: string | null }[];
      }[]
    ).flatMap((c) => c.items);
    const pictured = items.find((i) => i.image_id)!;
    expect(pictured.image_url).toBe(`/order/demo-bistro/images/${pictured.image_id}`);
    expect(items.filter((i) => !i.image_id).every((i) => i.image_url === null)).toBe(true);
    const image = await fetch(`${server.url}${pictured.image_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    // Another image of the store (a customer display ad), another store's path, or no image at all.
    const db = server.database.db;
    const other = await db
      .selectFrom('media')
      .innerJoin('store', 'store.id', 'media.store_id')
      .select('media.id')
      .where('store.slug', '=', 'demo-bistro')
      .where('media.id', '!=', pictured.image_id!)
      .executeTakeFirstOrThrow();
    for (const path of [
      `/order/demo-bistro/images/${other.id as string}`,
      `/order/demo-taqueria/images/${pictured.image_id}`,
      '/order/demo-bistro/images/not-an-id',
    ]) {
      const refused = await fetch(`${server.url}${path}`, { headers: { 'accept-language': 'es' } });
      expect(refused.status, path).toBe(404);
      expect(((await refused.json()) as { message: string }).message).toBe(es.errors.notFound);
    }
  });

  it('lists the order types offered online with their prompts', async () => {
    const res = await olo(
      server,
      '{ orderTypes { id name prompts { table_number name_only customer_lookup at } } }',
      {},
      { token },
    );
    const types = res.body.data!.orderTypes;
    expect(types.map((t) => t.name)).toEqual(['Curbside', 'Delivery', 'Take out']);
    expect(types[0]!.prompts).toEqual({
      table_number: false,
      name_only: true,
      customer_lookup: false,
      at: 'end',
    });
    expect(types[1]!.prompts).toEqual({
      table_number: false,
      name_only: false,
      customer_lookup: true,
      at: 'start',
    });
  });

  it('answers the online menu with the prices and availability of the moment asked', async () => {
    const day = weekdayAhead();
    const menuAt = async (time: string) => {
      const res = await olo(server, MENU, { at: instantAt(day, time) }, { token });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      return res.body.data!.menu;
    };
    const happyHour = await menuAt('17:00');
    const noon = await menuAt('12:00');
    const breakfast = await menuAt('08:00');
    const names = noon.categories.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toContain('Breakfast');
    expect(names).not.toContain('Market');
    // The happy hour takes 20 % off the beers on weekdays from 16:00 to 18:00.
    expect(itemNamed(happyHour, 'House Lager')).toMatchObject({ price: 4.8, base_price: 6, available: true });
    expect(itemNamed(noon, 'House Lager')).toMatchObject({ price: 6, base_price: 6 });
    // Breakfast is served from 07:00 to 11:30.
    expect(itemNamed(breakfast, 'Eggs Benedict')).toMatchObject({ price: 14, available: true });
    expect(itemNamed(noon, 'Eggs Benedict')).toMatchObject({ price: 14, available: false });
    expect(noon.at).toBe(`${day}T12:00:00`);
    const burger = itemNamed(noon, 'Bistro Burger')!;
    expect(burger.modifier_groups.map((g: { name: string }) => g.name)).toEqual([
      'Steak temperature',
      'Extras',
    ]);
    expect(burger.modifier_groups[0]).toMatchObject({ min: 1, max: 1, free: 1, online_prefix: 'Add' });
    expect(burger.modifier_groups[1]).toMatchObject({ min: 0, max: 4, free: 0, online_prefix: 'Add' });
    expect(burger.modifier_groups[1]!.prefixes.map((p) => p.name)).toEqual(['Add', 'Extra', 'No', 'Side']);
    expect(burger.modifier_groups[1]!.modifiers).toContainEqual({ name: 'Bacon', price: 1.5 });
    // The office's own rules answer the same price and availability for the same moment.
    const office = await signIn(server);
    const lager = itemNamed(happyHour, 'House Lager')!;
    const same = await office.gql<{ effectivePrice: { price: number }; isAvailable: boolean }>(
      `query ($id: ID!, $at: String) { effectivePrice(item_id: $id, at: $at) { price } isAvailable(item_id: $id, at: $at) }`,
      { id: lager.id, at: instantAt(day, '17:00') },
    );
    expect(same.data).toEqual({ effectivePrice: { price: 4.8 }, isAvailable: true });
  });

  it('shows an item by its OLO name, and leaves out one not sold online', async () => {
    const office = await signIn(server);
    const menu = (await olo(server, MENU, {}, { token })).body.data!.menu;
    const stout = itemNamed(menu, 'Stout')!;
    const ipa = itemNamed(menu, 'IPA')!;
    const write = `mutation ($id: ID!, $olo: String, $sale: Boolean) { updateMenuItem(id: $id, olo_name: $olo, online_sale: $sale) { id } }`;
    expect((await office.gql(write, { id: stout.id, olo: 'Irish Stout' })).errors).toBeUndefined();
    expect((await office.gql(write, { id: ipa.id, sale: false })).errors).toBeUndefined();
    const after = (await olo(server, MENU, {}, { token })).body.data!.menu;
    expect(itemNamed(after, 'Irish Stout')?.id).toBe(stout.id);
    expect(itemNamed(after, 'Stout')).toBeUndefined();
    expect(itemNamed(after, 'IPA')).toBeUndefined();
  });

  it('refuses a moment that is no instant, an unknown field and an unknown argument', async () => {
    const bad = await olo(server, MENU, { at: '2025-06-01 18:30' }, { token, lang: 'es' });
    expect(bad.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      key: 'errors.invalidInstant',
    });
    expect(bad.body.errors![0]!.message).toBe(fill(es.errors.invalidInstant, { at: '2025-06-01 18:30' }));
    const field = await olo(server, '{ menu { categories { items { cost } } } }', {}, { token });
    expect(field.status).toBe(400);
    expect(field.body.data ?? null).toBeNull();
    const long = await olo(server, MENU, { at: `2025-06-01T18:30:00Z${' '.repeat(10_000)}` }, { token });
    expect(long.body.errors![0]!.extensions.key).toBe('errors.invalidInstant');
    expect(long.body.errors![0]!.message.length).toBeLessThan(300);
    const argument = await olo(server, '{ menu(store: "demo-taqueria") { at } }', {}, { token });
    expect(argument.status).toBe(400);
    expect(argument.body.errors![0]!.extensions).toMatchObject({ key: 'validation.unknownField' });
    const many = await olo(server, `{ ${'a: menu { at } b: menu { at } c: menu { at }'} }`, {}, { token });
    expect(many.status).toBe(400);
    expect(many.body.errors![0]!.extensions).toMatchObject({ key: 'olo.errors.tooManyMenus' });
  });

  it('quotes a delivery inside a zone, and refuses one outside every zone in both languages', async () => {
    const query = `query ($lat: Float!, $lng: Float!) { deliveryQuote(lat: $lat, lng: $lng) { zone fee distance unit } }`;
    const inside = await olo(server, query, { lat: 39.8, lng: -89.645 }, { token });
    expect(inside.body.data!.deliveryQuote).toEqual({
      zone: 'Downtown',
      fee: 2.5,
      distance: null,
      unit: null,
    });
    for (const [lang, words] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const outside = await olo(server, query, { lat: 41.9, lng: -87.6 }, { token, lang });
      expect(outside.body.data).toBeNull();
      expect(outside.body.errors![0]!.extensions.key).toBe('olo.errors.outsideDelivery');
      expect(outside.body.errors![0]!.message).toBe(words.olo.errors.outsideDelivery);
    }
    const wrong = await olo(server, query, { lat: 123, lng: 0 }, { token });
    expect(wrong.body.errors![0]!.extensions.key).toBe('deliveryZones.errors.latitude');
  });

  it("opens none of the office API's operations, nor the device API, with a guest token", async () => {
    const operations = officeOperations();
    expect(operations.length).toBeGreaterThan(100);
    for (const { kind: op, name } of operations) {
      const res = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `${op} { ${name} }` }),
      });
      expect(res.status, name).toBe(401);
      const body = (await res.json()) as Answer['body'];
      expect(body.data, name).toBeUndefined();
      expect(body.errors![0]!.extensions.code, name).toBe('UNAUTHENTICATED');
    }
    for (const path of [
      'checks',
      'time-cards',
      'paid-outs',
      'shifts',
      'customers/lookup',
      'print-jobs/next',
    ]) {
      const res = await postDevice(server, `/api/devices/${path}`, token, {});
      expect(res.status, path).toBe(401);
      expect(res.body.key, path).toBe('deviceApi.errors.token');
    }
  });

  it("answers no introspection while the office API's is off", async () => {
    const res = await olo(server, '{ __schema { types { name } } }', {}, { token });
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors!.map((e) => e.message).join(' ')).toMatch(/introspection/i);
  });
});

describe('online-ordering API limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('pglite', { oloIpLimit: 4, oloStoreLimit: 6, graphqlIntrospection: true });
  });
  afterAll(() => server?.close());

  it('answers 429 past the limit of an address, then of a store, in the guest language', async () => {
    const token = await guestToken(server, 'demo-bistro', { ip: '198.51.100.1' });
    const store = '{ store { name } }';
    for (let i = 0; i < 3; i++)
      expect((await olo(server, store, {}, { token, ip: '198.51.100.1' })).status).toBe(200);
    const refused = await olo(server, store, {}, { token, ip: '198.51.100.1', lang: 'es' });
    expect(refused.status).toBe(429);
    expect(refused.body.errors![0]).toMatchObject({
      message: es.olo.errors.tooManyFromAddress,
      extensions: { code: 'RATE_LIMITED', key: 'olo.errors.tooManyFromAddress' },
    });
    // Another address still gets in, until the store has had its share from every address.
    let status = 200;
    let last: Answer | null = null;
    for (let i = 2; status === 200 && i < 20; i++) {
      last = await olo(server, store, {}, { token, ip: `198.51.100.${i}` });
      status = last.status;
    }
    expect(status).toBe(429);
    expect(last!.body.errors![0]).toMatchObject({
      message: en.olo.errors.tooManyForStore,
      extensions: { key: 'olo.errors.tooManyForStore' },
    });
    // Another store's guests are not held back by this one's.
    const other = await guestToken(server, 'demo-taqueria', { ip: '203.0.113.1' });
    const taqueria = await olo(server, store, {}, { token: other, ip: '203.0.113.2' });
    expect(taqueria.body.data!.store.name).toBe('Demo Taqueria');
  });

  it('reads its limits from OLO_IP_LIMIT and OLO_STORE_LIMIT', () => {
    expect(configFromEnv({})).toMatchObject({ oloIpLimit: 120, oloStoreLimit: 2400 });
    expect(configFromEnv({ OLO_IP_LIMIT: '30', OLO_STORE_LIMIT: '500' })).toMatchObject({
      oloIpLimit: 30,
      oloStoreLimit: 500,
    });
    expect(() => configFromEnv({ OLO_IP_LIMIT: 'lots' })).toThrow(/OLO_IP_LIMIT/);
  });

  it("answers introspection when the office API's is on", async () => {
    const res = await olo(
      server,
      '{ __schema { queryType { fields { name } } } }',
      {},
      { ip: '203.0.113.9' },
    );
    expect(res.status).toBe(200);
    const names = res.body.data!.__schema.queryType.fields.map((f) => f.name);
    expect(names).toEqual([
      'store',
      'orderTypes',
      'menu',
      'deliveryQuote',
      'addressSearch',
      'couponQuote',
      'giftCardQuote',
      'order',
    ]);
  });
});
