import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, MEDIA_USES } from '../../src/core/media.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Customer display ads (SPEC §3 ad, §9 "Error: Dimensiones incorrectas"): images uploaded, checked
 * by content and size, stored with the store's data and read back with caching, by that store only;
 * exactly one default ad per store.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
const { width: W, height: H } = MEDIA_USES['customer-display'];
const TAQUERIA = { email: 'owner2@demo.test', password: 'demo-owner-2' };

/** An image of this size and kind drawn by sharp. */
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const AD_FIELDS = 'id name is_default image_ids duration_seconds usage menu_item_id hyperlink';

describeEachDb('customer display ads on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let token: string;
  let other: Gql;
  let otherToken: string;

  const upload = (body: Buffer, opts: { language?: string; use?: string; as?: string; type?: string } = {}) =>
    fetch(`${server.url}/api/media?use=${opts.use ?? 'customer-display'}&name=ad.png`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${opts.as ?? token}`,
        'content-type': opts.type ?? 'application/octet-stream',
        ...(opts.language ? { 'accept-language': opts.language } : {}),
      },
      body: new Uint8Array(body),
    });

  async function uploaded(body: Buffer, as?: string): Promise<{ id: string; url: string; hash: string }> {
    const res = await upload(body, { as });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; url: string; hash: string };
  }

  const ads = async () =>
    (
      await owner<{ allCustomerDisplayAds: { id: string; name: string; is_default: boolean }[] }>(
        `{ allCustomerDisplayAds(perPage: 100) { ${AD_FIELDS} } }`,
      )
    ).data!.allCustomerDisplayAds;

  async function createAd(name: string, imageId: string, extra: Record<string, unknown> = {}) {
    return owner<{ createCustomerDisplayAd: { id: string; is_default: boolean } }>(
      `mutation ($name: String!, $images: [ID!], $d: Boolean) {
        createCustomerDisplayAd(name: $name, image_ids: $images, duration_seconds: 12, usage: "check-screen",
          is_default: $d) { ${AD_FIELDS} } }`,
      { name, images: [imageId], d: false, ...extra },
    );
  }

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token } = await signIn(server));
    ({ gql: other, token: otherToken } = await signIn(server, TAQUERIA));
  });
  afterAll(() => server?.close());

  describe('uploading an image', () => {
    it('takes PNG, JPEG and WebP of the right size, whatever type the request declares', async () => {
      for (const format of ['png', 'jpeg', 'webp'] as const) {
        const res = await upload(await image(W, H, format), { type: 'text/plain' });
        expect(res.status, format).toBe(201);
        const body = (await res.json()) as {
          content_type: string;
          width: number;
          height: number;
          url: string;
        };
        expect(body.content_type).toBe(`image/${format}`);
        expect([body.width, body.height]).toEqual([W, H]);
        expect(body.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\?v=[0-9a-f]{16}$/);
      }
    });

    it('resizes a larger image of the same proportions to the display size, without its metadata', async () => {
      const big = await sharp(await image(W * 2, H * 2, 'jpeg'))
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
        .toBuffer();
      const stored = await uploaded(big);
      const res = await fetch(`${server.url}${stored.url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([W, H, 'jpeg']);
      expect(bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    });

    it("refuses wrong dimensions with the spec's words in Spanish and English, and the size wanted", async () => {
      const wrong = await image(800, 800);
      const es = await upload(wrong, { language: 'es-MX,es;q=0.9' });
      expect(es.status).toBe(400);
      const esBody = (await es.json()) as { message: string; key: string; detail: string; params: object };
      expect(esBody.message).toBe('Error: Dimensiones incorrectas');
      expect(esBody.key).toBe('media.errors.dimensions');
      expect(esBody.detail).toBe(
        `Se esperaban ${W} × ${H} píxeles (o más con las mismas proporciones); esta imagen mide 800 × 800.`,
      );
      expect(esBody.params).toEqual({ width: W, height: H, actualWidth: 800, actualHeight: 800 });
      const en = (await (await upload(await image(W - 1, H - 1), { language: 'en' })).json()) as {
        message: string;
        detail: string;
      };
      expect(en.message).toBe('Error: Wrong dimensions');
      expect(en.detail).toContain(`Expected ${W} × ${H} pixels`);
      expect(en.detail).toContain(`this image is ${W - 1} × ${H - 1}`);
    });

    it('refuses a file that is not PNG, JPEG or WebP by its content, even named and typed as one', async () => {
      const gif = await sharp(await image(W, H))
        .gif()
        .toBuffer();
      for (const body of [
        gif,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        Buffer.from('not an image'),
      ]) {
        const res = await upload(body, { type: 'image/png', language: 'es' });
        expect(res.status).toBe(415);
        const answer = (await res.json()) as { key: string; message: string };
        expect(answer.key).toBe('media.errors.type');
        expect(answer.message).toBe('Solo se aceptan imágenes PNG, JPEG o WebP');
      }
      // A PNG's signature on broken content is read and refused as unreadable.
      const broken = Buffer.concat([(await image(W, H)).subarray(0, 40), Buffer.alloc(200)]);
      const res = await upload(broken);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { key: string }).key).toBe('media.errors.unreadable');
    });

    it('refuses a file too large before storing it, and an empty one', async () => {
      const before = await server.database.db.selectFrom('media').select('id').execute();
      const res = await upload(Buffer.alloc(MEDIA_MAX_BYTES + 1, 1), { language: 'en' });
      expect(res.status).toBe(413);
      const body = (await res.json()) as { key: string; message: string };
      expect(body.key).toBe('media.errors.tooLarge');
      expect(body.message).toBe('The image is larger than 5 MB');
      const empty = await upload(Buffer.alloc(0));
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as { key: string }).key).toBe('media.errors.empty');
      expect(await server.database.db.selectFrom('media').select('id').execute()).toHaveLength(before.length);
    });

    it('refuses an unknown use, no token, and a user without the permission', async () => {
      const png = await image(W, H);
      const unknown = await upload(png, { use: 'wallpaper' });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { key: string }).key).toBe('media.errors.use');
      expect((await upload(png, { as: 'nope' })).status).toBe(401);
      const job = await owner<{ createJob: { id: string } }>(
        'mutation ($m: [JobModulesInput!]) { createJob(name: "Card seller", modules: $m) { id } }',
        { m: [{ code: 'marketing', status: true, permissions: [{ code: 'gift-cards', status: true }] }] },
      );
      const clerk = { email: 'cards@demo.test', password: 'cards-pass-1', pin: '64299' };
      const made = await owner(
        `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
          createEmployee(first_name: "Cora", last_name: "Cards", email: $email, password: $password,
            pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
        { job: job.data!.createJob.id, ...clerk },
      );
      expect(made.errors).toBeUndefined();
      const { token: clerkToken } = await signIn(server, clerk);
      const refused = await upload(png, { as: clerkToken });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { key: string }).key).toBe('errors.notAuthorized');
    });
  });

  describe('reading an image', () => {
    it('answers its bytes with an ETag and long private caching, and 304 when the browser has it', async () => {
      const stored = await uploaded(await image(W, H));
      const auth = { authorization: `Bearer ${token}` };
      const first = await fetch(`${server.url}${stored.url}`, { headers: auth });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/png');
      expect(first.headers.get('etag')).toBe(`"${stored.hash}"`);
      expect(first.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const again = await fetch(`${server.url}${stored.url}`, {
        headers: { ...auth, 'if-none-match': first.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      const changed = await fetch(`${server.url}${stored.url}`, {
        headers: { ...auth, 'if-none-match': '"x"' },
      });
      expect(changed.status).toBe(200);
    });

    it('is refused to another store and to no one signed in, as if the image did not exist', async () => {
      const stored = await uploaded(await image(W, H));
      const theirs = await fetch(`${server.url}${stored.url}`, {
        headers: { authorization: `Bearer ${otherToken}` },
      });
      expect(theirs.status).toBe(404);
      expect((await fetch(`${server.url}${stored.url}`)).status).toBe(401);
      const listed = await other<{ allMediaFiles: { id: string }[] }>(
        '{ allMediaFiles(perPage: 100) { id } }',
      );
      expect(listed.data!.allMediaFiles.map((m) => m.id)).not.toContain(stored.id);
      // Nor may another store's ad point to it.
      const ad = await other(
        `mutation ($i: [ID!]) { createCustomerDisplayAd(name: "Borrowed", image_ids: $i, duration_seconds: 5,
          usage: "screen-saver") { id } }`,
        { i: [stored.id] },
      );
      expect(ad.errors?.[0]?.extensions.key).toBe('errors.referenceMissing');
    });
  });

  describe('ads', () => {
    it('each demo store has one ad, its default, with an image it can read', async () => {
      const [demo] = await ads();
      expect(demo).toMatchObject({ name: 'Weekend brunch', is_default: true });
      const list = await other<{ allCustomerDisplayAds: { name: string; is_default: boolean }[] }>(
        '{ allCustomerDisplayAds { name is_default } }',
      );
      expect(list.data!.allCustomerDisplayAds).toEqual([{ name: 'Martes de tacos', is_default: true }]);
    });

    it('needs an image, refuses a bad link and a duration out of range', async () => {
      const none = await owner(
        'mutation { createCustomerDisplayAd(name: "Empty", image_ids: [], duration_seconds: 5, usage: "screen-saver") { id } }',
      );
      expect(none.errors?.[0]?.extensions.errors?.[0]).toMatchObject({
        field: 'image_ids',
        key: 'validation.customerDisplayAd.imagesRequired',
      });
      const img = (await uploaded(await image(W, H))).id;
      const bad = await owner(
        `mutation ($i: [ID!]) { createCustomerDisplayAd(name: "Bad", image_ids: $i, hyperlink: "not a link",
          duration_seconds: 0, usage: "screen-saver") { id } }`,
        { i: [img] },
      );
      const keys = bad.errors?.[0]?.extensions.errors?.map((e) => `${e.field}:${e.key}`);
      expect(keys).toEqual(
        expect.arrayContaining(['hyperlink:validation.url', 'duration_seconds:validation.minimum']),
      );
    });

    it('keeps exactly one default: a new default replaces the old, the default cannot be unset', async () => {
      const img = (await uploaded(await image(W, H))).id;
      const plain = await createAd('Happy hour', img);
      expect(plain.data!.createCustomerDisplayAd.is_default).toBe(false);
      const made = await createAd('Lunch menu', img, { d: true });
      expect(made.data!.createCustomerDisplayAd.is_default).toBe(true);
      const defaults = (await ads()).filter((a) => a.is_default);
      expect(defaults.map((a) => a.name)).toEqual(['Lunch menu']);
      const unset = await owner(
        'mutation ($id: ID!) { updateCustomerDisplayAd(id: $id, is_default: false) { id } }',
        { id: made.data!.createCustomerDisplayAd.id },
      );
      expect(unset.errors?.[0]?.extensions.key).toBe('errors.customerDisplayAd.defaultRequired');
      // Two ads made default at once: one of them is, never both.
      const ids = (await ads()).filter((a) => !a.is_default).map((a) => a.id);
      await Promise.all(
        ids.map((id) =>
          owner('mutation ($id: ID!) { updateCustomerDisplayAd(id: $id, is_default: true) { id } }', { id }),
        ),
      );
      expect((await ads()).filter((a) => a.is_default)).toHaveLength(1);
    });

    it('deleting the default hands it to another ad; deleting the last leaves none and images stay', async () => {
      const current = (await ads()).find((a) => a.is_default)!;
      const del = await owner('mutation ($id: ID!) { deleteCustomerDisplayAd(id: $id) { id } }', {
        id: current.id,
      });
      expect(del.errors, JSON.stringify(del.errors)).toBeUndefined();
      expect((await ads()).filter((a) => a.is_default)).toHaveLength(1);
      const rest = (await ads()).map((a) => a.id);
      const all = await owner('mutation ($ids: [ID!]!) { deleteCustomerDisplayAds(ids: $ids) { ids } }', {
        ids: rest,
      });
      expect(all.errors, JSON.stringify(all.errors)).toBeUndefined();
      expect(await ads()).toEqual([]);
      const media = await owner<{ allMediaFiles: { id: string }[] }>(
        '{ allMediaFiles(perPage: 100) { id } }',
      );
      expect(media.data!.allMediaFiles.length).toBeGreaterThan(0);
      // The next ad of the store becomes its default by itself.
      const img = (await uploaded(await image(W, H))).id;
      expect((await createAd('Fresh start', img)).data!.createCustomerDisplayAd.is_default).toBe(true);
    });
  });
});
