import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_SUPPORT } from '../../src/server/seed/demo.js';
import { startServer, type TestServer } from '../helpers/server.js';

const login = (server: TestServer, creds: { email: string; password: string }, support?: boolean) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...creds, ...(support === undefined ? {} : { support }) }),
  });

const post = (server: TestServer, path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** The answer every API gives under maintenance to anyone but support. */
async function expectMaintenance(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('300');
  expect(res.headers.get('x-maintenance')).toBe('on');
  expect(await res.json()).toMatchObject({ key: 'account.maintenance.title', code: 'MAINTENANCE' });
}

/*
 * MAINTENANCE=on: every API answers 503 to everyone but support users (their sign-in and their calls
 * go through), and the console is told before anyone signs in.
 */
describe('under maintenance', () => {
  let server: TestServer;
  let ownerToken: string;

  beforeAll(async () => {
    // A token signed before maintenance began: both servers start from the same first start (its
    // users and signing keys).
    const before = await startServer('pglite');
    const body = (await (await login(before, DEMO_OWNER)).json()) as { data: { accessToken: string } };
    ownerToken = body.data.accessToken;
    await before.close();
    server = await startServer('pglite', { maintenance: true });
  });
  afterAll(() => server?.close());

  it('says so to the console before anyone signs in', async () => {
    const res = await fetch(`${server.url}/api/config`);
    expect(((await res.json()) as { data: { maintenance: boolean } }).data.maintenance).toBe(true);
  });

  it('answers 503 to an owner signing in, and to a token signed before', async () => {
    await expectMaintenance(await login(server, DEMO_OWNER, false));
    await expectMaintenance(
      await post(server, '/api/graphql', { query: '{ _allCategoriesMeta { count } }' }, ownerToken),
    );
    await expectMaintenance(await post(server, '/api/auth/refresh-token', { accessToken: ownerToken }));
    // The online ordering and device APIs too.
    await expectMaintenance(
      await post(server, '/api/olo/graphql', {
        query: 'mutation { startGuestSession(store: "demo-bistro") { token } }',
      }),
    );
    await expectMaintenance(await post(server, '/api/devices/register', {}));
  });

  it('lets support users in, and answers their calls', async () => {
    const res = await login(server, DEMO_SUPPORT, true);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { accessToken: string } };
    const answer = await post(
      server,
      '/api/graphql',
      { query: '{ _allCategoriesMeta { count } }' },
      data.accessToken,
    );
    expect(answer.status).toBe(200);
    expect(
      ((await answer.json()) as { data: { _allCategoriesMeta: { count: number } } }).data._allCategoriesMeta
        .count,
    ).toBeGreaterThan(0);
  });
});
