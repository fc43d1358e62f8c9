import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_USES } from '../../src/core/media.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Feature items (SPEC §3 feature item, §9 "Max 9 feature items. Feature item needs menu item, valid
 * URL and image"): created with their menu item, URL and image, listed in sequence order, at most 9
 * a store however many are created at once, and keeping their menu item from being deleted.
 */

const { width: W, height: H } = MEDIA_USES['feature-item'];
const FIELDS = 'id description sequence_order menu_item_id url image_id status';

interface Answer<T> {
  data: T | null;
  errors?: { message: string; extensions: { code: string; key: string; errors?: { field: string }[] } }[];
}

interface FeatureItem {
  id: string;
  description: string;
  sequence_order: number;
}

const CREATE = `mutation ($description: String, $order: Int, $item: ID, $url: String, $image: ID) {
  createFeatureItem(description: $description, sequence_order: $order, menu_item_id: $item, url: $url,
    image_id: $image) { ${FIELDS} } }`;

describeEachDb('feature items on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let menuItemId: string;

  /** A GraphQL request of the demo owner, in a language. */
  async function gql<T>(query: string, variables: Record<string, unknown> = {}, language = 'en') {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': language,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Answer<T>;
  }

  /** An image uploaded for feature items (or for another use), by its id. */
  async function uploaded(use = 'feature-item', [width, height] = [W, H]): Promise<string> {
    const body = await sharp({
      create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const res = await fetch(`${server.url}/api/media?use=${use}&name=feature.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(body),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  const featureItems = async () =>
    (await gql<{ allFeatureItems: FeatureItem[] }>(`{ allFeatureItems(perPage: 50) { ${FIELDS} } }`)).data!
      .allFeatureItems;

  const count = async () =>
    (await gql<{ _allFeatureItemsMeta: { count: number } }>('{ _allFeatureItemsMeta { count } }')).data!
      ._allFeatureItemsMeta.count;

  async function create(values: Record<string, unknown>, language = 'en') {
    return gql<{ createFeatureItem: FeatureItem & Record<string, unknown> }>(CREATE, values, language);
  }

  const complete = async (description: string, order: number) => ({
    description,
    order,
    item: menuItemId,
    url: 'https://bistro.example.com/featured',
    image: await uploaded(),
  });

  beforeAll(async () => {
    server = await startServer(kind);
    ({ token } = await signIn(server));
    const items = await gql<{ allMenuItems: { id: string }[] }>(
      '{ allMenuItems(perPage: 1, filter: { q: "Cobb Salad" }) { id } }',
    );
    menuItemId = items.data!.allMenuItems[0]!.id;
  });
  afterAll(() => server?.close());

  it('comes with the demo store, listed in sequence order', async () => {
    const list = await featureItems();
    expect(list.length).toBeGreaterThan(0);
    const orders = list.map((f) => f.sequence_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('creates a feature item with its description, order, menu item, URL and image', async () => {
    const values = await complete('Cobb salad, fresh every morning', 5);
    const answer = await create(values);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createFeatureItem).toMatchObject({
      description: values.description,
      sequence_order: 5,
      menu_item_id: menuItemId,
      url: values.url,
      image_id: values.image,
      status: 'active',
    });
  });

  it('lists the feature items by sequence order, lowest first', async () => {
    const list = await featureItems();
    expect(list[0]!.description).toBe('Cobb salad, fresh every morning');
    const orders = list.map((f) => f.sequence_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  describe('refuses a feature item without what it needs, in English and Spanish', () => {
    const cases: [string, (v: Record<string, unknown>) => Record<string, unknown>, string, string][] = [
      [
        'menu_item_id',
        ({ item: _, ...v }) => v,
        'A feature item needs a menu item',
        'Un artículo destacado necesita un artículo del menú',
      ],
      [
        'url',
        (v) => ({ ...v, url: 'not a web address' }),
        'The website must be a valid URL',
        'El sitio web debe ser una URL válida',
      ],
      [
        'image_id',
        ({ image: _, ...v }) => v,
        'A feature item needs an image',
        'Un artículo destacado necesita una imagen',
      ],
    ];
    for (const [field, spoil, english, spanish] of cases)
      it(`${field}: "${english}"`, async () => {
        const before = await count();
        const values = spoil(await complete('Incomplete', 1));
        for (const [language, message] of [
          ['en', english],
          ['es-MX,es;q=0.9', spanish],
        ] as const) {
          const answer = await create(values, language);
          expect(answer.data).toBeNull();
          expect(answer.errors![0]!.message).toBe(message);
          expect(answer.errors![0]!.extensions.code).toBe('VALIDATION');
          expect(answer.errors![0]!.extensions.errors![0]!.field).toBe(field);
        }
        expect(await count()).toBe(before);
      });

    it('an image uploaded for another use', async () => {
      const values = { ...(await complete('Logo as a feature', 1)), image: await uploaded('store-logo') };
      const answer = await create(values);
      expect(answer.errors![0]!.message).toBe('Choose an image uploaded for feature items');
    });
  });

  it('lets two creates at 8 feature items leave 9, refusing the other with the limit', async () => {
    while ((await count()) < 8)
      expect((await create(await complete(`Filler ${await count()}`, 50))).errors).toBeUndefined();
    const both = await Promise.all([
      create(await complete('Ninth, first try', 60)),
      create(await complete('Ninth, second try', 60)),
    ]);
    const refused = both.filter((a) => a.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors![0]!.extensions.code).toBe('LIMIT_REACHED');
    expect(await count()).toBe(9);
  });

  it('refuses the 10th with the limit message, in English and Spanish, writing nothing', async () => {
    expect(await count()).toBe(9);
    const values = await complete('Tenth', 70);
    const en = await create(values);
    expect(en.data).toBeNull();
    expect(en.errors![0]!.message).toBe('A store can have at most 9 feature items');
    const es = await create(values, 'es');
    expect(es.errors![0]!.message).toBe('Una tienda puede tener como máximo 9 artículos destacados');
    expect(await count()).toBe(9);
    const list = await featureItems();
    expect(list.some((f) => f.description === 'Tenth')).toBe(false);
  });

  it('keeps a menu item that a feature item shows from being deleted', async () => {
    const answer = await gql('mutation ($id: ID!) { deleteMenuItem(id: $id) { id } }', { id: menuItemId });
    expect(answer.errors![0]!.extensions.code).toBe('DELETE_GUARDED');
    expect(answer.errors![0]!.message).toBe(
      'This menu item is shown as a feature item: change or delete the feature item first',
    );
    const still = await gql<{ MenuItem: { id: string } | null }>(
      'query ($id: ID!) { MenuItem(id: $id) { id } }',
      {
        id: menuItemId,
      },
    );
    expect(still.data!.MenuItem?.id).toBe(menuItemId);
  });
});
