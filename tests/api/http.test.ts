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

    it('is refused by default, to a signed-in user too', async () => {
      const res = await gql(INTROSPECT);
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0]?.message).toMatch(/introspection/i);
    });

    it('answers when GRAPHQL_INTROSPECTION is on', async () => {
      const open = await startServer('pglite', { graphqlIntrospection: true });
      try {
        const res = await (await signIn(open)).gql<{ __schema: { types: { name: string }[] } }>(INTROSPECT);
        expect(res.data!.__schema.types.map((t) => t.name)).toContain('Employee');
      } finally {
        await open.close();
      }
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
