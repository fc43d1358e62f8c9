import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

/*
 * The guests' storefront as the server sends it: the page at /order/<slug> and an order's page, with
 * no inline script and the location allowed; its hashed assets precompressed and cached for good;
 * an unknown store 404; the order tracker's screen beside it unchanged.
 */
describe('storefront pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });

  it('serves the store page and an order page, with no inline script and the location allowed', async () => {
    for (const path of ['/order/demo-bistro', '/order/Demo-Bistro/o/some.order.token']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
      const html = await res.text();
      for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) expect(tag).toMatch(/\ssrc="\/order\/assets\//);
      expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
    }
    expect((await get('/order/demo-bistro/o/any-token')).status).toBe(200);
  });

  it("answers an unknown store 404, and the console's pages still refuse the location", async () => {
    const res = await get('/order/no-such-store');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
    expect((await get('/office/')).headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it('sends its assets precompressed, cached for good, and not under the console', async () => {
    const html = await (await get('/order/demo-bistro')).text();
    const script = /<script\b[^>]*\ssrc="([^"]+)"/.exec(html)![1]!;
    const br = await get(script, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const gz = await get(script, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/order/assets/nothing-here.js')).status).toBe(404);
    expect((await get('/office/storefront/index.html')).status).toBe(404);
  });

  it("leaves the order tracker's screen and script as they were", async () => {
    const screen = await get('/order/demo-bistro/tracker');
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain('<script src="/order/tracker.js"></script>');
    expect(screen.headers.get('permissions-policy')).toContain('geolocation=()');
    const script = await get('/order/tracker.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });
});
