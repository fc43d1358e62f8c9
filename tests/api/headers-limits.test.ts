import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../src/core/import/protocol.js';
import { DEVICE_BODY_LIMIT } from '../../src/server/http/device-records.js';
import {
  checkLine,
  paidCheck,
  postDevice,
  recordCounts,
  storeWithDevice,
  type DeviceStore,
} from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * What every answer tells the browser (scripts from this origin only, never framed, never sniffed,
 * no referrer), and how large a body each route reads: GraphQL 1 MiB, the import of a file 20 MiB,
 * a device's record 256 KiB. A larger body is refused with 413 and a sentence, and writes nothing.
 */

const MiB = 1024 * 1024;

/** A Content-Security-Policy as its directives, each with its sources. */
function directives(csp: string | null): Map<string, string[]> {
  expect(csp, 'content-security-policy').toBeTruthy();
  return new Map(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The headers every answer carries; `framedBy` is who may frame it ('none' but for the sign-in callback). */
function expectSecurityHeaders(what: string, headers: Headers, framedBy: "'none'" | "'self'" = "'none'") {
  const csp = directives(headers.get('content-security-policy'));
  const scripts = csp.get('script-src') ?? csp.get('default-src')!;
  expect(scripts, `${what}: script-src`).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual([framedBy]);
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  expect(headers.get('x-frame-options'), `${what}: x-frame-options`).toBe(
    framedBy === "'none'" ? 'DENY' : 'SAMEORIGIN',
  );
  expect(headers.get('x-content-type-options'), `${what}: x-content-type-options`).toBe('nosniff');
  expect(headers.get('referrer-policy'), `${what}: referrer-policy`).toBe('no-referrer');
}

/** The `<script>` elements of an HTML page: their attributes and their code. */
function scripts(html: string): { attributes: string; code: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((m) => ({
    attributes: m[1]!,
    code: m[2]!.trim(),
  }));
}

describe('security headers', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer('pglite');
    ({ token } = await signIn(server));
  });
  afterAll(() => server?.close());

  it('on the console, its scripts, the API and a refusal: scripts from this origin only, never framed, never sniffed', async () => {
    const page = await fetch(`${server.url}/office/pages/category`);
    expect(page.status).toBe(200);
    expectSecurityHeaders('console page', page.headers);
    const html = await page.text();
    expect(html).toContain('<title>Comanda Office</title>');
    const src = scripts(html)
      .map((s) => /\bsrc="([^"]+)"/.exec(s.attributes)?.[1])
      .find((s) => s?.endsWith('.js'));
    expect(src, 'a script of the console').toBeDefined();
    const asset = await fetch(new URL(src!, server.url));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expectSecurityHeaders('script asset', asset.headers);

    const api = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ _allTaxesMeta { count } }' }),
    });
    expect(api.status).toBe(200);
    expectSecurityHeaders('GraphQL', api.headers);
    const refused = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ _allTaxesMeta { count } }' }),
    });
    expect(refused.status).toBe(401);
    expectSecurityHeaders('refused GraphQL', refused.headers);
    const missing = await fetch(`${server.url}/office/assets/none.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders('missing asset', missing.headers);
  });

  it('lets the console frame its sign-in callback, and nothing else', async () => {
    const callback = await fetch(`${server.url}/office/callback?code=abc&state=xyz`);
    expect(callback.status).toBe(200);
    expectSecurityHeaders('sign-in callback', callback.headers, "'self'");
    const login = await fetch(`${server.url}/office/pages/login`);
    expectSecurityHeaders('login page', login.headers);
  });

  it('serves a console without inline scripts or inline event handlers', async () => {
    const built = readFileSync(resolve('dist/index.html'), 'utf8');
    const served = await (await fetch(`${server.url}/office/`)).text();
    for (const [what, html] of [
      ['dist/index.html', built],
      ['/office/', served],
    ] as const) {
      const found = scripts(html);
      expect(found.length, `${what}: scripts`).toBeGreaterThan(0);
      for (const s of found) {
        expect(s.attributes, `${what}: a script without src`).toMatch(/\bsrc="/);
        expect(s.code, `${what}: inline code`).toBe('');
      }
      expect(html, `${what}: inline event handler`).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, `${what}: javascript: URL`).not.toMatch(/javascript:/i);
    }
  });
});

describeEachDb('body limits on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let device: DeviceStore;

  beforeAll(async () => {
    server = await startServer(kind);
    ({ token } = await signIn(server));
    device = await storeWithDevice(server, 'demo-bistro');
  });
  afterAll(() => server?.close());

  /** The store's rows that a write would add to: departments, menu items and the system log. */
  async function written() {
    const count = async (table: string) =>
      Number(
        (
          await server.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      department: await count('department'),
      menuItem: await count('menu_item'),
      log: await count('system_log'),
    };
  }

  /** A department created with a description padded so the whole body has `bytes` bytes. */
  function departmentBody(bytes: number): string {
    const query = 'mutation ($d: String) { createDepartment(name: "Oversized", description: $d) { id } }';
    const empty = JSON.stringify({ query, variables: { d: '' } });
    return JSON.stringify({ query, variables: { d: 'x'.repeat(bytes - Buffer.byteLength(empty)) } });
  }

  const graphql = (body: string) =>
    fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });

  it('GraphQL reads 1 MiB: a larger body gets 413 with a sentence, and nothing is written', async () => {
    const before = await written();
    const at = await graphql(departmentBody(MiB));
    expect(at.status).toBe(200);
    // Read in full, then refused for what it says: the description is far too long.
    const read = (await at.json()) as { errors: { extensions: { key: string } }[] };
    expect(read.errors[0]!.extensions.key).toBe('validation.maxLength');

    const over = await graphql(departmentBody(MiB + 1));
    expect(over.status).toBe(413);
    const body = (await over.json()) as { errors: { message: string; extensions: { key: string } }[] };
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'The request is too large: at most 1 MB at a time.',
        extensions: expect.objectContaining({ key: 'errors.requestTooLarge' }),
      }),
    ]);
    expect(await written()).toEqual(before);
  });

  it('the import of a file reads 20 MiB: a larger file gets 413 with a sentence, and nothing is written', async () => {
    const send = (bytes: number) => {
      // A header and one line whose cell is far too long: refused by what it says once it is read.
      const head = 'Name,Category,Department,Price 1 description,Price 1 price,Tax,Online sale\nHuge,Sides,,';
      const tail = ',1,,\n';
      const body = head + 'x'.repeat(bytes - head.length - tail.length) + tail;
      expect(Buffer.byteLength(body)).toBe(bytes);
      return fetch(`${server.url}/api/import/menu-items?mode=valid`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
        body,
      });
    };
    const before = await written();
    const beyondGraphql = await send(2 * MiB);
    expect(beyondGraphql.status).toBe(400);
    expect(((await beyondGraphql.json()) as { key: string }).key).toBe('import.errors.cellTooLong');
    const at = await send(IMPORT_LIMITS.maxBytes);
    expect(at.status).toBe(400);
    expect(((await at.json()) as { key: string }).key).toBe('import.errors.cellTooLong');

    const over = await send(IMPORT_LIMITS.maxBytes + 1);
    expect(over.status).toBe(413);
    const body = (await over.json()) as { key: string; message: string };
    expect(body.key).toBe('import.errors.tooLarge');
    expect(body.message).toMatch(/20 MB/);
    expect(await written()).toEqual(before);
  });

  it('the device API reads 256 KiB: a check of 500 lines fits, 501 lines or a larger body are refused cleanly', async () => {
    expect(DEVICE_BODY_LIMIT).toBe(256 * 1024);
    const lines = (n: number) => Array.from({ length: n }, () => checkLine(device.items[0]!, 1));
    const full = paidCheck(device, 901, { items: lines(500) });
    expect(Buffer.byteLength(JSON.stringify(full))).toBeLessThan(DEVICE_BODY_LIMIT);
    const before = await recordCounts(server, device.id);

    const tooMany = await postDevice(
      server,
      '/api/devices/checks',
      device.token,
      paidCheck(device, 902, { items: lines(501) }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.key).toBe('deviceApi.errors.invalid');
    expect(tooMany.body.errors).toEqual([expect.objectContaining({ field: 'items' })]);

    const padded = JSON.stringify(paidCheck(device, 903)) + ' '.repeat(DEVICE_BODY_LIMIT);
    const tooLarge = await postDevice(server, '/api/devices/checks', device.token, padded);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      key: 'deviceApi.errors.tooLarge',
      message: 'The request is too large: a device sends at most 256 KB at a time.',
    });
    expect(await recordCounts(server, device.id)).toEqual(before);

    const accepted = await postDevice(server, '/api/devices/checks', device.token, full);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await recordCounts(server, device.id)).check_item).toBe(before.check_item! + 500);
  });
});
