import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * The store's logo: uploaded for store info (PNG, JPEG or WebP up to 2 MB, refused otherwise in the
 * caller's language before anything is written), kept as a PNG at most 512 pixels wide, served to
 * anyone at one address per store with caching, removable; the e-mail editor's block keeps it
 * through the server's compile and sanitise.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
const TAQUERIA = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const MB = 1024 * 1024;

/** An image of this size and kind drawn by sharp. */
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

/** A PNG of noise, so that it stays large once compressed: `bytes` long at least. */
async function largePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.length).toBeGreaterThan(bytes);
  return png;
}

describeEachDb('the store logo on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let token: string;
  let otherToken: string;
  let storeId: string;

  const upload = (body: Buffer, opts: { language?: string; as?: string } = {}) =>
    fetch(`${server.url}/api/media?use=store-logo&name=logo.png`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${opts.as ?? token}`,
        'content-type': 'application/octet-stream',
        ...(opts.language ? { 'accept-language': opts.language } : {}),
      },
      body: new Uint8Array(body),
    });

  const mediaCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const setLogo = (logoId: string | null) =>
    owner<{ updateStoreInfo: { logo_id: string | null } }>(
      `mutation ($id: ID!, $logo: ID) { updateStoreInfo(id: $id, business_name: "Demo Bistro",
        slug: "demo-bistro", time_zone: "America/New_York", logo_id: $logo) { logo_id } }`,
      { id: storeId, logo: logoId },
    );

  const publicLogo = (headers: Record<string, string> = {}, id = storeId) =>
    fetch(`${server.url}/api/public/stores/${id}/logo`, { headers });

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token } = await signIn(server));
    ({ token: otherToken } = await signIn(server, TAQUERIA));
    const info = await owner<{ allStoreInfos: { id: string; slug: string }[] }>(
      '{ allStoreInfos { id slug } }',
    );
    storeId = info.data!.allStoreInfos[0]!.id;
    // The demo store comes with a logo: these tests start from a store without one.
    await setLogo(null);
  });
  afterAll(() => server?.close());

  describe('uploading', () => {
    it('refuses a file that is no PNG, JPEG or WebP, in Spanish and English, writing nothing', async () => {
      const before = await mediaCount();
      const es = await upload(await image(200, 100, 'gif'), { language: 'es' });
      expect(es.status).toBe(415);
      expect(((await es.json()) as { message: string }).message).toBe(
        'Solo se aceptan imágenes PNG, JPEG o WebP',
      );
      const en = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { language: 'en' });
      expect(en.status).toBe(415);
      expect(((await en.json()) as { key: string }).key).toBe('media.errors.type');
      expect(await mediaCount()).toBe(before);
    });

    it('refuses a file over 2 MB for the logo (a customer display image may be larger), writing nothing', async () => {
      const before = await mediaCount();
      const big = await largePng(2 * MB + 1);
      const res = await upload(big, { language: 'en' });
      expect(res.status).toBe(413);
      const body = (await res.json()) as { message: string; params: { megabytes: number } };
      expect(body.message).toBe('The image is larger than 2 MB');
      expect(body.params.megabytes).toBe(2);
      const es = await upload(big, { language: 'es' });
      expect(((await es.json()) as { message: string }).message).toBe('La imagen pesa más de 2 MB');
      expect(await mediaCount()).toBe(before);
    });

    it('refuses an upload without a signed-in user', async () => {
      const res = await fetch(`${server.url}/api/media?use=store-logo`, {
        method: 'POST',
        body: new Uint8Array(await image(100, 100)),
      });
      expect(res.status).toBe(401);
    });

    it('keeps a large JPEG as a PNG at most 512 pixels wide, its proportions kept', async () => {
      const res = await upload(await image(2000, 1000, 'jpeg'));
      expect(res.status).toBe(201);
      const body = (await res.json()) as { content_type: string; width: number; height: number };
      expect(body).toMatchObject({ content_type: 'image/png', width: 512, height: 256 });
      const small = (await (await upload(await image(120, 60, 'webp'))).json()) as {
        width: number;
        height: number;
        content_type: string;
      };
      expect(small).toMatchObject({ content_type: 'image/png', width: 120, height: 60 });
    });
  });

  describe('the public address', () => {
    it('answers 404 while the store has no logo, and for no such store', async () => {
      expect((await publicLogo()).status).toBe(404);
      expect((await publicLogo({}, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await publicLogo({}, 'not-an-id')).status).toBe(404);
    });

    it('serves the saved logo without signing in, cached with an ETag, and 404 again once removed', async () => {
      const stored = (await (await upload(await image(900, 300, 'webp'))).json()) as { id: string };
      const saved = await setLogo(stored.id);
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateStoreInfo.logo_id).toBe(stored.id);

      const res = await publicLogo();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=3600/);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const etag = res.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 171]);
      expect((await publicLogo({ 'if-none-match': etag })).status).toBe(304);

      const logo = await owner<{
        storeLogo: { url: string; path: string; width: number; height: number } | null;
      }>('{ storeLogo { url path width height } }');
      expect(logo.data!.storeLogo).toEqual({
        url: `http://localhost:3000/api/public/stores/${storeId}/logo`,
        path: `/api/public/stores/${storeId}/logo`,
        width: 512,
        height: 171,
      });

      const removed = await setLogo(null);
      expect(removed.data!.updateStoreInfo.logo_id).toBeNull();
      expect((await publicLogo()).status).toBe(404);
      const none = await owner<{ storeLogo: null }>('{ storeLogo { url } }');
      expect(none.data!.storeLogo).toBeNull();
    });

    it("refuses another store's image, or an image uploaded for another use, as the logo", async () => {
      const theirs = await fetch(`${server.url}/api/media?use=store-logo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${otherToken}` },
        body: new Uint8Array(await image(100, 100)),
      });
      const theirId = ((await theirs.json()) as { id: string }).id;
      const foreign = await setLogo(theirId);
      expect(foreign.errors?.[0]?.extensions.key).toBe('errors.referenceMissing');
      const ad = await fetch(`${server.url}/api/media?use=customer-display`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: new Uint8Array(await image(1280, 800)),
      });
      const adId = ((await ad.json()) as { id: string }).id;
      const wrongUse = await setLogo(adId);
      expect(wrongUse.errors?.[0]?.extensions.key).toBe('validation.storeInfo.logoUse');
      expect((await publicLogo()).status).toBe(404);
    });
  });

  it("keeps the Store logo block's image through the e-mail template's compile and sanitise", async () => {
    const url = `http://localhost:3000/api/public/stores/${storeId}/logo`;
    const design = `<mjml><mj-body><mj-section><mj-column>
      <mj-image src="${url}" alt="Demo Bistro" width="512px" align="center" />
      </mj-column></mj-section></mj-body></mjml>`;
    const res = await owner<{ createEmailTemplate: { html: string } }>(
      'mutation ($m: String!) { createEmailTemplate(description: "With the logo", design: $m) { html } }',
      { m: design },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createEmailTemplate.html).toMatch(
      new RegExp(`<img[^>]*alt="Demo Bistro"[^>]*src="${url.replace(/[.?]/g, '\\$&')}"`),
    );
  });
});
