import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { resourceByName } from '../../src/core/registry.js';
import { guestToken, olo, type Answer } from '../helpers/olo.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

/*
 * Online Ordering Settings (/pages/store-settings) and the online-ordering API honouring them: the
 * settings saved with their rules (both banners while ordering is on, lead times, the closed message),
 * banners uploaded at their sizes, the store's banners and feature items' images read by guests
 * without signing in (and nothing else of the store's images), and orders refused while ordering is
 * off or under the online minimum, told when they will be ready.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Data = Record<string, Record<string, unknown>>;
const data = (res: Answer) => res.body.data as unknown as Data;
const firstError = (res: Answer) => res.body.errors![0]!;
const fill = (text: string, params: Record<string, unknown> = {}) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `%{${k}}`));

const SETTINGS = `online_ordering web_banner_id mobile_banner_id pickup_minutes delivery_minutes
  online_minimum_order closed_message`;
const STORE = `{ store { ordering_enabled closed_message banners { web_url mobile_url } pickup_minutes
  delivery_minutes online_minimum_order } }`;
const MENU = `{ menu { categories { items { id name price available } }
  feature_items { id description sequence_order menu_item_id url image_url } } }`;
const TYPES = `{ orderTypes { id name prompts { name_only customer_lookup } } }`;
/** The GraphQL type of each setting, as the update mutation takes it. */
const TYPES_OF: Record<string, string> = {
  online_ordering: 'Boolean',
  web_banner_id: 'ID',
  mobile_banner_id: 'ID',
  pickup_minutes: 'Int',
  delivery_minutes: 'Int',
  online_minimum_order: 'Float',
  closed_message: 'String',
};
const PLACE = `mutation ($order: OloOrderInput!) { placeOrder(order: $order) { number placed_at ready_at subtotal } }`;

/** An image of this size drawn by sharp. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 160, g: 60, b: 30 } } })
    .png()
    .toBuffer();

describeEachDb('online ordering settings on %s', (kind: DbKind) => {
  let server: TestServer;
  let owner: Gql;
  let ownerToken: string;
  let storeId: string;
  let token: string;
  let pickup: string;
  let delivery: string;
  let cheap: { id: string; price: number };

  const upload = (use: string, body: Buffer, language = 'en') =>
    fetch(`${server.url}/api/media?use=${use}&name=banner.png`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ownerToken}`,
        'content-type': 'application/octet-stream',
        'accept-language': language,
      },
      body: new Uint8Array(body),
    });
  const uploaded = async (use: string, width: number, height: number) => {
    const res = await upload(use, await picture(width, height));
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const save = async (values: Record<string, unknown>, language = 'en') => {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${ownerToken}`,
        'accept-language': language,
      },
      body: JSON.stringify({
        query: `mutation ($id: ID!${Object.keys(values)
          .map((k) => `, $${k}: ${TYPES_OF[k]}`)
          .join('')}) { updateOnlineOrderingSetting(id: $id${Object.keys(values)
          .map((k) => `, ${k}: $${k}`)
          .join('')}) { id } }`,
        variables: { id: storeId, ...values },
      }),
    });
    return (await res.json()) as {
      errors?: { message: string; extensions: { code: string; errors?: { field: string; key: string }[] } }[];
    };
  };
  const read = async () =>
    (
      await owner<{ OnlineOrderingSetting: Record<string, unknown> }>(
        `query ($id: ID!) { OnlineOrderingSetting(id: $id) { ${SETTINGS} } }`,
        { id: storeId },
      )
    ).data!.OnlineOrderingSetting;
  const order = (over: Record<string, unknown> = {}) => ({
    idempotency_key: randomUUID(),
    order_type_id: pickup,
    customer: { name: 'Ada', phone: '555 0100' },
    lines: [{ menu_item_id: cheap.id, quantity: 4 }],
    ...over,
  });
  const place = (o: object, lang = 'en') => olo(server, PLACE, { order: o }, { token, lang });

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token: ownerToken } = await signIn(server));
    const info = await owner<{ allStoreInfos: { id: string }[] }>('{ allStoreInfos { id } }');
    storeId = info.data!.allStoreInfos[0]!.id;
    const always = JSON.stringify({
      hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
        day,
        start: '00:00',
        end: '24:00',
      })),
    });
    await server.database.db
      .updateTable('store_info')
      .set({ pickup_hours: always, delivery_hours: always })
      .where('store_id', '=', storeId)
      .execute();
    token = await guestToken(server);
    const types = data(await olo(server, TYPES, {}, { token })).orderTypes as unknown as {
      id: string;
      prompts: { name_only: boolean; customer_lookup: boolean };
    }[];
    pickup = types.find((t) => t.prompts.name_only)!.id;
    delivery = types.find((t) => t.prompts.customer_lookup)!.id;
    const menu = data(await olo(server, MENU, {}, { token })).menu as unknown as {
      categories: { items: { id: string; price: number | null; available: boolean }[] }[];
    };
    const items = menu.categories.flatMap((c) => c.items).filter((i) => i.available && (i.price ?? 0) > 0);
    items.sort((a, b) => a.price! - b.price!);
    cheap = { id: items[0]!.id, price: items[0]!.price! };
  });
  afterAll(() => server?.close());

  describe('the settings', () => {
    it('come with the demo store: online ordering on, both banners, lead times and a minimum', async () => {
      const settings = await read();
      expect(settings).toMatchObject({
        online_ordering: true,
        pickup_minutes: 20,
        delivery_minutes: 45,
        online_minimum_order: 5,
      });
      expect(settings.web_banner_id).toEqual(expect.any(String));
      expect(settings.mobile_banner_id).toEqual(expect.any(String));
    });

    it("refuses online ordering on without both banners, in the spec's words and in Spanish", async () => {
      for (const [language, words] of [
        ['en', 'Online banner needs web and mobile images'],
        ['es', es.validation.onlineOrderingSettings.bannersRequired],
      ] as const) {
        const res = await save({ online_ordering: true, mobile_banner_id: null }, language);
        expect(res.errors).toHaveLength(1);
        expect(res.errors![0]!.message).toBe(words);
        expect(res.errors![0]!.extensions.errors?.map((e) => e.field)).toEqual(['mobile_banner_id']);
      }
      expect(en.validation.onlineOrderingSettings.bannersRequired).toBe(
        'Online banner needs web and mobile images',
      );
      expect((await read()).mobile_banner_id).toEqual(expect.any(String));
      // Off, a store may keep no banner at all.
      const off = await save({ online_ordering: false, web_banner_id: null, mobile_banner_id: null });
      expect(off.errors).toBeUndefined();
    });

    it('refuses a banner uploaded for another use, a closed message over 200 characters and lead times out of range', async () => {
      const feature = await uploaded('feature-item', 600, 400);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ web_banner_id: feature }, 'web_banner_id', 'validation.onlineOrderingSettings.bannerUse'],
        [{ closed_message: 'x'.repeat(201) }, 'closed_message', ''],
        [{ pickup_minutes: 241 }, 'pickup_minutes', ''],
        [{ delivery_minutes: 2 }, 'delivery_minutes', ''],
      ];
      for (const [values, field, key] of cases) {
        const res = await save(values);
        expect(res.errors, field).toHaveLength(1);
        expect(res.errors![0]!.extensions.code).toBe('VALIDATION');
        const [error] = res.errors![0]!.extensions.errors!;
        expect(error!.field).toBe(field);
        if (key) {
          expect(error!.key).toBe(key);
          expect(res.errors![0]!.message).toBe(en.validation.onlineOrderingSettings.bannerUse);
        }
      }
      expect((await save({ closed_message: 'x'.repeat(200) })).errors).toBeUndefined();
    });

    it('no longer keeps the delivery time on the delivery options: it has one home here', async () => {
      const res = await owner(`query ($id: ID!) { DeliveryOption(id: $id) { delivery_minutes } }`, {
        id: storeId,
      });
      expect(res.errors?.[0]?.message).toMatch(/delivery_minutes/);
    });
  });

  describe('the banners', () => {
    it('refuses a banner of the wrong size with "Error: Dimensiones incorrectas" and its English words, writing nothing', async () => {
      const count = async () =>
        Number(
          (
            await server.database.db
              .selectFrom('media')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('store_id', '=', storeId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      for (const [use, width, height] of [
        ['olo-banner-web', 750, 400],
        ['olo-banner-mobile', 1920, 480],
      ] as const) {
        const esRes = await upload(use, await picture(width, height), 'es');
        expect(esRes.status).toBe(400);
        const esBody = (await esRes.json()) as { message: string; key: string };
        expect(esBody).toMatchObject({
          message: 'Error: Dimensiones incorrectas',
          key: 'media.errors.dimensions',
        });
        const enBody = (await (await upload(use, await picture(width, height), 'en')).json()) as {
          message: string;
        };
        expect(enBody.message).toBe(en.media.errors.dimensions);
      }
      expect(await count()).toBe(before);
    });

    it('keeps banners at their sizes: 1920 × 480 for computers, 750 × 400 for phones', async () => {
      const web = await upload('olo-banner-web', await picture(3840, 960));
      expect(await web.json()).toMatchObject({ width: 1920, height: 480 });
      const mobile = await upload('olo-banner-mobile', await picture(750, 400));
      expect(await mobile.json()).toMatchObject({ width: 750, height: 400 });
    });

    it('lets a guest load the banners without signing in, cached, and refuses any other image of the store', async () => {
      const web = await uploaded('olo-banner-web', 1920, 480);
      const mobile = await uploaded('olo-banner-mobile', 750, 400);
      expect(
        (await save({ online_ordering: true, web_banner_id: web, mobile_banner_id: mobile })).errors,
      ).toBe(undefined);
      const store = data(await olo(server, STORE, {}, { token })).store as {
        banners: { web_url: string; mobile_url: string };
      };
      expect(store.banners.web_url).toContain(`/api/public/stores/demo-bistro/media/${web}`);
      expect(store.banners.mobile_url).toContain(`/api/public/stores/demo-bistro/media/${mobile}`);
      const path = new URL(store.banners.web_url).pathname + new URL(store.banners.web_url).search;
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([1920, 480]);
      const again = await fetch(`${server.url}${path}`, {
        headers: { 'if-none-match': res.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
      // An ad's image, an image not published any more, another store's slug: as if there were none.
      const ad = await uploaded('customer-display', 1280, 800);
      const replaced = await uploaded('olo-banner-web', 1920, 480);
      for (const url of [
        `/api/public/stores/demo-bistro/media/${ad}`,
        `/api/public/stores/demo-bistro/media/${replaced}`,
        `/api/public/stores/demo-taqueria/media/${web}`,
        `/api/public/stores/demo-bistro/media/not-an-id`,
      ]) {
        const refused = await fetch(`${server.url}${url}`, { headers: { 'accept-language': 'es' } });
        expect(refused.status, url).toBe(404);
        expect(((await refused.json()) as { message: string }).message).toBe(es.errors.notFound);
      }
    });
  });

  describe('the online-ordering API', () => {
    it('tells the store: ordering on, its closed message, lead times and online minimum', async () => {
      expect(
        (await save({ online_ordering: true, closed_message: 'Back at noon', pickup_minutes: 15 })).errors,
      ).toBeUndefined();
      const store = data(await olo(server, STORE, {}, { token })).store;
      expect(store).toMatchObject({
        ordering_enabled: true,
        closed_message: 'Back at noon',
        pickup_minutes: 15,
        delivery_minutes: 45,
        online_minimum_order: 5,
      });
    });

    it('lists the feature items of items on the online menu, in sequence order, their images public', async () => {
      const features = await server.database.db
        .selectFrom(resourceByName('feature-item').table)
        .select(['id', 'menu_item_id', 'sequence_order'])
        .where('store_id', '=', storeId)
        .orderBy('sequence_order')
        .execute();
      expect(features.length).toBeGreaterThan(1);
      let menu = data(await olo(server, MENU, {}, { token })).menu as unknown as {
        feature_items: { id: string; sequence_order: number; image_url: string }[];
      };
      expect(menu.feature_items.map((f) => f.id)).toEqual(features.map((f) => f.id));
      const image = await fetch(menu.feature_items[0]!.image_url.replace(/^https?:\/\/[^/]+/, server.url));
      expect(image.status).toBe(200);
      // An item taken off the online menu takes its feature item with it.
      await server.database.db
        .updateTable(resourceByName('menu-item').table)
        .set({ online_sale: false })
        .where('id', '=', features[0]!.menu_item_id as string)
        .execute();
      menu = data(await olo(server, MENU, {}, { token })).menu as typeof menu;
      expect(menu.feature_items.map((f) => f.id)).toEqual(features.slice(1).map((f) => f.id));
      await server.database.db
        .updateTable(resourceByName('menu-item').table)
        .set({ online_sale: true })
        .where('id', '=', features[0]!.menu_item_id as string)
        .execute();
    });

    it('answers when a pickup order will be ready: placed plus the pickup minutes', async () => {
      expect((await save({ pickup_minutes: 25, delivery_minutes: 50 })).errors).toBeUndefined();
      const res = await place(order());
      expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
      const placed = data(res).placeOrder as { placed_at: string; ready_at: string };
      expect(Date.parse(placed.ready_at) - Date.parse(placed.placed_at)).toBe(25 * 60_000);
    });

    it('answers when a delivery order will arrive: placed plus the delivery minutes', async () => {
      const res = await place(order({ order_type_id: delivery, location: { lat: 39.8, lng: -89.645 } }));
      expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
      const placed = data(res).placeOrder as { placed_at: string; ready_at: string };
      expect(Date.parse(placed.ready_at) - Date.parse(placed.placed_at)).toBe(50 * 60_000);
    });

    it('refuses an order under the online minimum, in English and Spanish, saying both amounts', async () => {
      const minimum = Math.ceil(cheap.price * 3) + 1;
      expect((await save({ online_minimum_order: minimum })).errors).toBeUndefined();
      const body = order({ lines: [{ menu_item_id: cheap.id, quantity: 1 }] });
      for (const [lang, words] of [
        ['en', en.olo.errors.belowMinimum],
        ['es', es.olo.errors.belowMinimum],
      ] as const) {
        const res = await place({ ...body, idempotency_key: randomUUID() }, lang);
        expect(firstError(res).extensions.key).toBe('olo.errors.belowMinimum');
        expect(firstError(res).message).toBe(
          fill(words, { minimum: `$${minimum.toFixed(2)}`, subtotal: `$${cheap.price.toFixed(2)}` }),
        );
      }
      const enough = Math.ceil(minimum / cheap.price);
      const res = await place(order({ lines: [{ menu_item_id: cheap.id, quantity: enough }] }));
      expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
      expect((await save({ online_minimum_order: 0 })).errors).toBeUndefined();
    });

    it('refuses every order while online ordering is off: the closed message when set, else the standard sentence', async () => {
      const before = await server.database.db
        .selectFrom('olo_order')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(
        (await save({ online_ordering: false, closed_message: 'Closed for a private party' })).errors,
      ).toBe(undefined);
      const store = data(await olo(server, STORE, {}, { token })).store;
      expect(store).toMatchObject({ ordering_enabled: false, closed_message: 'Closed for a private party' });
      const told = await place(order(), 'es');
      expect(firstError(told).extensions.key).toBe('olo.errors.closedMessage');
      expect(firstError(told).message).toBe('Closed for a private party');
      expect((await save({ closed_message: null })).errors).toBeUndefined();
      for (const [lang, words] of [
        ['en', en.olo.errors.orderingOff],
        ['es', es.olo.errors.orderingOff],
      ] as const) {
        const res = await place(order(), lang);
        expect(firstError(res).extensions.key).toBe('olo.errors.orderingOff');
        expect(firstError(res).message).toBe(words);
      }
      const after = await server.database.db
        .selectFrom('olo_order')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect((await save({ online_ordering: true, closed_message: 'Back at noon' })).errors).toBeUndefined();
    });
  });
});
