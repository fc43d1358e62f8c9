import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

describe('HTTP surface', () => {
  let server: TestServer;
  let gql: Awaited<ReturnType<typeof signIn>>['gql'];
  let token: string;

  beforeAll(async () => {
    server = await startServer('pglite');
    ({ gql, token } = await signIn(server));
  });
  afterAll(() => server?.close());

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body,
    });

  describe('sign-in', () => {
    it('answers "Wrong Email or Password" for a wrong password or an unknown e-mail', async () => {
      for (const creds of [
        { email: 'admin@demo.test', password: 'not-the-password' },
        { email: 'nobody@demo.test', password: 'demo-owner-1' },
      ]) {
        const res = await post('/api/auth/login', JSON.stringify(creds));
        expect(res.status).toBe(401);
        expect(((await res.json()) as { message: string }).message).toBe('Wrong Email or Password');
      }
    });

    it('returns a signed token and the user data of SPEC §7', async () => {
      const res = await post(
        '/api/auth/login',
        JSON.stringify({ email: 'ADMIN@demo.test', password: 'demo-owner-1' }),
      );
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as {
        data: {
          accessToken: string;
          userData: Record<string, unknown> & { job: { modules: { code: string }[] }[] };
        };
      };
      expect(data.accessToken.split('.')).toHaveLength(3);
      expect(data.userData).toMatchObject({
        email: 'admin@demo.test',
        displayName: 'Dana Owner',
        userRole: 'admin',
      });
      expect(data.userData.job[0]!.modules.map((m) => m.code)).toContain('business-info');
    });

    it('refuses a malformed sign-in body with 400', async () => {
      const res = await post('/api/auth/login', JSON.stringify({ email: 'admin@demo.test' }));
      expect(res.status).toBe(400);
    });

    it('refuses an expired token with 401', async () => {
      const short = await startServer('pglite', { tokenTtl: 1 });
      try {
        const { token: t } = await signIn(short);
        await new Promise((r) => setTimeout(r, 2100));
        const res = await fetch(`${short.url}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
          body: JSON.stringify({ query: '{ allTaxes { id } }' }),
        });
        expect(res.status).toBe(401);
      } finally {
        await short.close();
      }
    });
  });

  describe('bad input gets a clear client error and writes nothing', () => {
    it('malformed JSON → 400', async () => {
      const res = await post('/api/graphql', '{"query": "{ allTaxes { id } }"');
      expect(res.status).toBe(400);
    });

    it('a 10 MB body → 413', async () => {
      const big = JSON.stringify({
        query: '{ allTaxes { id } }',
        variables: { pad: 'x'.repeat(10 * 1024 * 1024) },
      });
      const res = await post('/api/graphql', big);
      expect(res.status).toBe(413);
    });

    it('wrong types and unknown arguments → GraphQL errors with 400', async () => {
      const wrongType = await post(
        '/api/graphql',
        JSON.stringify({ query: 'mutation { createTax(name: "T", rate: "abc") { id } }' }),
      );
      expect(wrongType.status).toBe(400);
      const unknown = await post(
        '/api/graphql',
        JSON.stringify({ query: 'mutation { createTax(name: "T", rate: 1, owner: "x") { id } }' }),
      );
      expect(unknown.status).toBe(400);
      const body = (await unknown.json()) as { errors: { message: string }[] };
      expect(body.errors[0]!.message).toMatch(/owner/);
    });

    it('SQL meta-characters in filters are only text', async () => {
      for (const q of ["'; drop table tax; --", '%', '_', '\\', "' or '1'='1"]) {
        const res = await gql<{ allTaxes: unknown[] }>(
          'query ($q: String) { allTaxes(filter: { q: $q }) { id } }',
          { q },
        );
        expect(res.errors).toBeUndefined();
        expect(res.data!.allTaxes).toEqual([]);
      }
      const bad = await gql('{ allTaxes(filter: { ids: ["1 or 1=1"] }) { id } }');
      expect(bad.errors![0]!.extensions.key).toBe('errors.invalidId');
      const sort = await gql('{ allTaxes(sortField: "name; drop table tax") { id } }');
      expect(sort.errors![0]!.extensions.key).toBe('errors.sortField');
      const page = await gql('{ allTaxes(perPage: 100000) { id } }');
      expect(page.errors![0]!.extensions.key).toBe('errors.perPage');
      const still = await gql<{ _allTaxesMeta: { count: number } }>('{ _allTaxesMeta { count } }');
      expect(still.data!._allTaxesMeta.count).toBe(3);
    });
  });

  describe('GraphQL introspection', () => {
    const INTROSPECT = '{ __schema { types { name } } }';
    /** The query GraphiQL, Apollo tooling and ra-data-graphql send, nested deep through its TypeRef fragment. */
    const STANDARD = getIntrospectionQuery();

    it('is refused by default, to a signed-in user too, the standard query included', async () => {
      for (const query of [INTROSPECT, STANDARD]) {
        const res = await gql(query);
        expect(res.data ?? null).toBeNull();
        expect(res.errors?.map((e) => e.message).join(' ')).toMatch(/introspection/i);
      }
    });

    describe('with GRAPHQL_INTROSPECTION on', () => {
      let open: TestServer;
      let ask: typeof gql;
      beforeAll(async () => {
        open = await startServer('pglite', { graphqlIntrospection: true });
        ({ gql: ask } = await signIn(open));
      });
      afterAll(() => open?.close());

      it('answers a short introspection query', async () => {
        const res = await ask<{ __schema: { types: { name: string }[] } }>(INTROSPECT);
        expect(res.data!.__schema.types.map((t) => t.name)).toContain('Employee');
      });

      it('answers the standard introspection query, and a client can rebuild the schema from it', async () => {
        const res = await ask<IntrospectionQuery>(STANDARD);
        expect(res.errors).toBeUndefined();
        const schema = buildClientSchema(res.data!);
        expect(Object.keys(schema.getQueryType()!.getFields())).toContain('allMenuItems');
        expect(Object.keys(schema.getMutationType()!.getFields())).toContain('updateJob');
      });

      it('still refuses an operation nested deeper than the limit, through the data or the schema', async () => {
        const errorsOf = async (query: string) => (await ask(query)).errors?.map((e) => e.message) ?? [];
        const chain = (names: string[], leaf: string): string =>
          names.reduceRight((inner, name) => `${name} { ${inner} }`, leaf);
        // Fragments do not hide the depth: nine fields through them (none of them real, so also refused
        // for that, but the depth is measured first on the document as sent).
        const nine = `query Nine { ${chain(['a', 'b', 'c'], '...F')} } fragment F on Q { ${chain(['d', 'e', 'f', 'g', 'h'], 'i')} }`;
        expect(await errorsOf(nine)).toContain('Nine query depth (9) exceeds the query depth limit of 8');
        const eight = `query Eight { ${chain(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'h')} }`;
        expect((await errorsOf(eight)).filter((m) => m.includes('depth'))).toEqual([]);
        // The schema's description has its own, higher limit: forty levels of ofType are refused.
        const ofTypes = chain(Array<string>(40).fill('ofType'), 'name');
        const abuse = `query Abuse { __type(name: "Job") { fields { type { ${ofTypes} } } } }`;
        expect(await errorsOf(abuse)).toContain(
          'Abuse introspection depth (44) exceeds the introspection depth limit of 16',
        );
      });
    });
  });

  describe('console', () => {
    it('redirects / to /office/', async () => {
      const res = await fetch(`${server.url}/`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/office/');
    });

    it('serves index.html for every console route (history mode) and 404 for a missing asset', async () => {
      for (const path of [
        '/office/',
        '/office/pages/category',
        '/office/pages/menu-items/active',
        '/office/anything/else',
      ]) {
        const res = await fetch(`${server.url}${path}`);
        expect(res.status, path).toBe(200);
        expect(await res.text()).toContain('<div id="root">');
      }
      const missing = await fetch(`${server.url}/office/assets/missing-123.js`);
      expect(missing.status).toBe(404);
    });

    it('lets browsers keep hashed assets for a year and always re-check the page itself', async () => {
      const page = await fetch(`${server.url}/office/pages/login`);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const entry = /src="(\/office\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
      const asset = await fetch(`${server.url}${entry}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });
  });
});

describe('console assets, compressed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(() => server?.close());

  /** fetch() would decompress on its own: node:http hands over the bytes as they came. */
  const raw = (path: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      httpGet(`${server.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      }).on('error', reject);
    });

  const entryScript = async () =>
    /src="(\/office\/assets\/[^"]+\.js)"/.exec((await raw('/office/')).body.toString())![1]!;

  it('sends brotli when the browser takes it, gzip when it takes only gzip, and the file itself otherwise', async () => {
    const path = await entryScript();
    const plain = await raw(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/javascript/);

    const cases = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
      ['br;q=0, gzip', 'gzip'],
    ] as const;
    for (const [accept, encoding] of cases) {
      const res = await raw(path, accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], accept).toBe(plain.headers['content-type']);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      const body =
        encoding === 'br'
          ? brotliDecompressSync(res.body)
          : encoding === 'gzip'
            ? gunzipSync(res.body)
            : res.body;
      expect(body.equals(plain.body), accept).toBe(true);
      if (encoding) expect(res.body.length, accept).toBeLessThan(plain.body.length / 2);
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
    }
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses the page of every console route too, still never cached', async () => {
    const plain = await raw('/office/');
    for (const path of ['/office/', '/office/pages/menu-items', '/office/pages/category/active']) {
      const br = await raw(path, 'br, gzip');
      expect(br.status, path).toBe(200);
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control'], path).toBe('no-cache');
      expect(br.headers.vary, path).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);

      const gz = await raw(path, 'gzip');
      expect(gz.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body), path).toBe(true);

      const identity = await raw(path);
      expect(identity.headers['content-encoding'], path).toBeUndefined();
      expect(identity.body.equals(plain.body), path).toBe(true);
    }
  });

  it('answers 404 for a missing asset whatever the encoding, and never serves the .br or .gz files by name', async () => {
    const path = await entryScript();
    for (const missing of [
      '/office/assets/missing-123.js',
      `${path}.br`,
      `${path}.gz`,
      '/office/index.html.br',
    ])
      for (const accept of [undefined, 'br, gzip', 'gzip']) {
        const res = await raw(missing, accept);
        expect(res.status, `${missing} ${accept}`).toBe(404);
      }
  });
});
