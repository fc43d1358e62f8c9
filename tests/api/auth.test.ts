import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '../../locales/es.json' with { type: 'json' };
import { describeEachDb } from '../helpers/optional.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { TAQUERIA_ITEM_NAMES } from '../../src/server/seed/demo-menu.js';

const OWNER = { email: 'admin@demo.test', password: 'demo-owner-1' };
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const CASHIER = { email: 'cashier@demo.test', password: 'demo-cashier-1' };
const SUPPORT = { email: 'support@demo.test', password: 'demo-support-1' };
const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };

interface Permission {
  code: string;
  status: boolean;
}
interface Module {
  code: string;
  name: string;
  status: boolean;
  permissions: Permission[];
}
interface Store {
  id: string;
  name: string;
  slug: string;
}
interface Session {
  accessToken: string;
  sessionToken: string;
  expiresIn: number;
  userData: {
    uid: string;
    displayName: string;
    email: string;
    photoURL: string | null;
    providerId: string;
    status: string;
    userRole: string;
    support: boolean;
    job: { name: string; modules: Module[] }[];
  };
  store: Store;
  stores: Store[];
}
interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}
type Refusal = { message: string; key: string; code?: string };
interface GqlBody<T> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; key?: string } }[];
}

async function post<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  body: unknown,
  token?: string,
): Promise<Answer<T>> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}

const login = (server: TestServer, creds: { email: string; password: string }) =>
  post<{ data: Session } & Refusal>(server, '/api/auth/login', creds);

/** Signs in and returns the session; fails the test when the sign-in is refused. */
async function session(server: TestServer, creds: { email: string; password: string }): Promise<Session> {
  const res = await login(server, creds);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const gql = <T = Record<string, unknown>>(
  server: TestServer,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
) => post<GqlBody<T>>(server, '/api/graphql', { query, variables }, token);

const refresh = (server: TestServer, accessToken: string) =>
  post<{ data: Session } & Refusal>(server, '/api/auth/refresh-token', { accessToken });

/** The `exp` claim of a token, in seconds. */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    exp: number;
  };
  return payload.exp;
}

/** Waits until the clock is `seconds` past the token's expiry. */
async function waitPastExpiry(token: string, seconds: number) {
  const wait = (expiryOf(token) + seconds) * 1000 - Date.now();
  if (wait > 0) await sleep(wait + 100);
}

const MENU_QUERY = '{ allMenuItems(perPage: 100, sortField: "name") { name } }';
const TAX_QUERY = '{ _allTaxesMeta { count } }';

describeEachDb('sign-in and sessions on %s', (kind) => {
  let server: TestServer;
  let stores: Store[];
  const storeNamed = (name: string) => stores.find((s) => s.name === name)!;

  // A console of its own: the shared dist/ may be rebuilt while the tests run.
  const webDir = mkdtempSync(join(tmpdir(), 'comanda-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Comanda Office</title>');

  beforeAll(async () => {
    server = await startServer(kind, { webDir });
    const rows = await server.database.db.selectFrom('store').select(['id', 'name', 'slug']).execute();
    stores = rows as Store[];
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  describe('login', () => {
    it('answers the token, the session token, the user data of SPEC §3, the store and the stores', async () => {
      const res = await login(server, OWNER);
      expect(res.status).toBe(200);
      const { data } = res.body;
      expect(Object.keys(res.body)).toEqual(['data']);
      expect(data).toMatchObject({
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        sessionToken: expect.any(String),
        userData: {
          uid: expect.any(String),
          displayName: 'Dana Owner',
          email: 'admin@demo.test',
          photoURL: null,
          providerId: 'password',
          status: 'active',
          userRole: 'admin',
          support: false,
          job: [{ modules: expect.any(Array) }],
        },
        store: { id: storeNamed('Demo Bistro').id, name: 'Demo Bistro', slug: 'demo-bistro' },
        // Demo Bistro's owner is an owner of Demo Café and Demo Taqueria too: her stores by name.
        stores: [
          { id: storeNamed('Demo Bistro').id, name: 'Demo Bistro', slug: 'demo-bistro' },
          { id: storeNamed('Demo Café').id, name: 'Demo Café', slug: 'demo-cafe' },
          { id: storeNamed('Demo Taqueria').id, name: 'Demo Taqueria', slug: 'demo-taqueria' },
        ],
      });
      expect(data.sessionToken).not.toBe('');
      const modules = data.userData.job[0]!.modules;
      expect(modules.length).toBeGreaterThanOrEqual(12);
      for (const m of modules) {
        expect(m).toEqual({
          code: expect.any(String),
          name: expect.any(String),
          status: expect.any(Boolean),
          permissions: expect.any(Array),
        });
        for (const p of m.permissions)
          expect(p).toEqual({ code: expect.any(String), status: expect.any(Boolean) });
      }
    });

    it("turns every module of the owner on, and the manager's reports and settings off", async () => {
      const owner = await session(server, OWNER);
      for (const m of owner.userData.job[0]!.modules) {
        expect(m.status, m.code).toBe(true);
        expect(m.permissions.every((p) => p.status)).toBe(true);
      }
      const manager = await session(server, MANAGER);
      expect(manager.userData).toMatchObject({
        email: 'manager@demo.test',
        userRole: 'editor',
        support: false,
      });
      const status = Object.fromEntries(manager.userData.job[0]!.modules.map((m) => [m.code, m.status]));
      expect(status).toMatchObject({
        'reports-office': false,
        'settings-office': false,
        'business-info': true,
        'menu-items': true,
        'employees-office': true,
        'dashboard-office': true,
      });
    });

    it('answers 401 "Wrong Email or Password" for a wrong password or an unknown e-mail', async () => {
      for (const creds of [
        { email: OWNER.email, password: 'not-the-password' },
        { email: 'nobody@demo.test', password: OWNER.password },
      ]) {
        const res = await login(server, creds);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ message: 'Wrong Email or Password' });
        expect(res.body).not.toHaveProperty('data');
      }
    });

    it('refuses a user without office access with 403 and code 597-1', async () => {
      const res = await login(server, CASHIER);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: '597-1', message: 'You are not authorized!' });
      expect(res.body).not.toHaveProperty('data');
    });
  });

  describe('stores', () => {
    it('lets a support user see every store and enter Demo Taqueria, where GraphQL sees its menu', async () => {
      const support = await session(server, SUPPORT);
      expect(support.userData).toMatchObject({ support: true, email: 'support@demo.test' });
      const all = (await server.database.db.selectFrom('store').select('id').execute()).map((r) => r.id);
      expect(support.stores.map((s) => s.id).sort()).toEqual([...all].sort());
      expect(support.stores.map((s) => s.name)).toEqual(
        expect.arrayContaining(['Demo Bistro', 'Demo Taqueria']),
      );

      const taqueria = storeNamed('Demo Taqueria');
      const res = await post<{ data: Session }>(
        server,
        '/api/auth/select-store',
        { storeId: taqueria.id },
        support.accessToken,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.store).toEqual(taqueria);
      expect(res.body.data.accessToken).not.toBe(support.accessToken);
      const menu = await gql<{ allMenuItems: { name: string }[] }>(
        server,
        res.body.data.accessToken,
        MENU_QUERY,
      );
      expect(menu.status).toBe(200);
      expect(menu.body.data!.allMenuItems.map((i) => i.name)).toEqual(TAQUERIA_ITEM_NAMES);
      // The first token still sees Demo Bistro only.
      const bistro = await gql<{ _allMenuItemsMeta: { count: number } }>(
        server,
        support.accessToken,
        '{ _allMenuItemsMeta { count } }',
      );
      expect(bistro.body.data!._allMenuItemsMeta.count).toBe(60);
    });

    it('refuses a store the user does not belong to with 403 597-1', async () => {
      // The manager works at Demo Bistro only.
      const owner = await session(server, MANAGER);
      const res = await post<Refusal>(
        server,
        '/api/auth/select-store',
        { storeId: storeNamed('Demo Taqueria').id },
        owner.accessToken,
      );
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: '597-1', message: 'You are not authorized!' });
      const unknown = await post<Refusal>(
        server,
        '/api/auth/select-store',
        { storeId: '00000000-0000-7000-8000-000000000000' },
        owner.accessToken,
      );
      expect(unknown.status).toBe(403);
      expect(unknown.body.code).toBe('597-1');
    });

    it('refuses select-store without a valid token', async () => {
      const res = await post(
        server,
        '/api/auth/select-store',
        { storeId: storeNamed('Demo Bistro').id },
        'x.y.z',
      );
      expect(res.status).toBe(401);
    });
  });

  describe('register', () => {
    it('creates a trial store named after the user, whose owner can use GraphQL at once', async () => {
      const res = await post<{ data: Session }>(server, '/api/auth/register', {
        displayName: 'Rita Register',
        email: `rita.${kind}@example.test`,
        password: 'rita-password-1',
        birthDate: '1990-04-12',
        marketing: true,
      });
      expect(res.status).toBe(200);
      const { data } = res.body;
      expect(data.store.name).toBe("Rita Register's store");
      expect(data.stores).toEqual([data.store]);
      expect(data.userData).toMatchObject({ email: `rita.${kind}@example.test`, userRole: 'admin' });
      expect(data.userData.job[0]!.modules.every((m) => m.status)).toBe(true);
      const row = await server.database.db
        .selectFrom('store')
        .select(['name', 'plan', 'trial_ends_at'])
        .where('id', '=', data.store.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: "Rita Register's store", plan: 'trial' });
      const consent = await server.database.db
        .selectFrom('app_user')
        .select(['terms_accepted_at', 'marketing_opt_in'])
        .where('id', '=', data.userData.uid)
        .executeTakeFirstOrThrow();
      expect(consent.terms_accepted_at).not.toBeNull();
      expect(consent.marketing_opt_in).toBe(true);
      expect(new Date(row.trial_ends_at as string).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

      const menu = await gql<{ allMenuItems: unknown[]; allJobs: { name: string }[] }>(
        server,
        data.accessToken,
        '{ allMenuItems { id } allJobs(sortField: "name") { name } }',
      );
      expect(menu.status).toBe(200);
      expect(menu.body.errors).toBeUndefined();
      expect(menu.body.data!.allMenuItems).toEqual([]);
      expect(menu.body.data!.allJobs.map((j) => j.name).sort()).toEqual(['Cashier', 'Manager', 'Owner']);

      const again = await session(server, {
        email: `RITA.${kind}@example.test`,
        password: 'rita-password-1',
      });
      expect(again.store.id).toBe(data.store.id);
    });

    it('names the store after the business it is asked for: "Luna Steakhouse", not "Luna\'s store"', async () => {
      const res = await post<{ data: Session }>(server, '/api/auth/register', {
        displayName: 'Luna Owner',
        businessName: '  Luna Steakhouse ',
        email: `luna.${kind}@example.test`,
        password: 'luna-password-1',
        birthDate: '1990-04-12',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.store.name).toBe('Luna Steakhouse');
      const row = await server.database.db
        .selectFrom('store')
        .select(['name', 'slug'])
        .where('id', '=', res.body.data.store.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Luna Steakhouse', slug: expect.stringMatching(/^luna-steakhouse/) });
    });

    it('refuses an e-mail already taken with 409, whatever its case', async () => {
      for (const email of [OWNER.email, 'Admin@Demo.Test']) {
        const res = await post<Refusal>(server, '/api/auth/register', {
          displayName: 'Someone Else',
          email,
          password: 'long-enough-1',
          birthDate: '1990-04-12',
        });
        expect(res.status).toBe(409);
        expect(res.body.key).toBe('account.errors.emailTaken');
      }
    });

    it('refuses anyone under 18, and no birth date, in both languages, writing nothing', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const [y, m, d] = today.split('-');
      // Eighteen tomorrow: still 17 today.
      const tomorrow = new Date(Date.UTC(Number(y) - 18, Number(m) - 1, Number(d) + 1))
        .toISOString()
        .slice(0, 10);
      const cases = [
        {
          birthDate: tomorrow,
          key: 'account.errors.tooYoung',
          message: 'You must be at least 18 years old to open an account',
        },
        { birthDate: '2010-02-30', key: 'account.errors.birthDate', message: 'Enter your date of birth' },
        { birthDate: '', key: 'account.errors.birthDate', message: 'Enter your date of birth' },
      ];
      for (const c of cases) {
        const res = await post<Refusal & { message: string; params?: { age: number } }>(
          server,
          '/api/auth/register',
          {
            displayName: 'Young One',
            email: `young.${kind}@example.test`,
            password: 'long-enough-1',
            birthDate: c.birthDate,
          },
        );
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ key: c.key, message: c.message });
      }
      expect(es.account.errors.tooYoung.replace('%{age}', '18')).toBe(
        'Debe tener al menos 18 años para abrir una cuenta',
      );
      // Left out: refused by the body's schema.
      const missing = await post(server, '/api/auth/register', {
        displayName: 'Young One',
        email: `young.${kind}@example.test`,
        password: 'long-enough-1',
      });
      expect(missing.status).toBe(400);
      // Eighteen today: welcome.
      const eighteen = `${Number(y) - 18}-${m}-${d}`;
      const ok = await post(server, '/api/auth/register', {
        displayName: 'Just Eighteen',
        email: `eighteen.${kind}@example.test`,
        password: 'long-enough-1',
        birthDate: eighteen,
      });
      expect(ok.status).toBe(200);
      const nobody = await server.database.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', `young.${kind}@example.test`)
        .executeTakeFirst();
      expect(nobody).toBeUndefined();
    });

    it('refuses a password shorter than 8 characters with 400', async () => {
      const res = await post(server, '/api/auth/register', {
        displayName: 'Short Pass',
        email: `short.${kind}@example.test`,
        password: 'short',
        birthDate: '1990-04-12',
      });
      expect(res.status).toBe(400);
      const nobody = await server.database.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', `short.${kind}@example.test`)
        .executeTakeFirst();
      expect(nobody).toBeUndefined();
    });
  });

  describe('refresh-token', () => {
    it('exchanges a valid token for a new one that works', async () => {
      const { accessToken } = await session(server, MANAGER);
      const res = await refresh(server, accessToken);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        accessToken: expect.any(String),
        sessionToken: expect.any(String),
        userData: { email: 'manager@demo.test' },
        store: { name: 'Demo Bistro' },
      });
      const again = await gql<{ _allTaxesMeta: { count: number } }>(
        server,
        res.body.data.accessToken,
        TAX_QUERY,
      );
      expect(again.status).toBe(200);
      expect(again.body.data!._allTaxesMeta.count).toBe(3);
    });

    it('refuses a garbage token with 401', async () => {
      for (const token of ['garbage', 'a.b.c', `${(await session(server, OWNER)).accessToken}x`]) {
        const res = await refresh(server, token);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Token invalid');
      }
    });
  });

  describe('resetSessions', () => {
    const RESET = 'mutation ($key: String!) { resetSessions(key: $key) }';

    it('refuses a wrong key with "The key is not correct" and leaves every token valid', async () => {
      const owner = await session(server, OWNER);
      const res = await gql(server, owner.accessToken, RESET, { key: 'not-my-password' });
      expect(res.body.data).toBeNull();
      expect(res.body.errors![0]).toMatchObject({
        message: 'The key is not correct',
        extensions: { key: 'errors.keyInvalid' },
      });
      expect((await gql(server, owner.accessToken, TAX_QUERY)).status).toBe(200);
      expect((await refresh(server, owner.accessToken)).status).toBe(200);
    });

    it('refuses a caller without the settings module with 597-1', async () => {
      const manager = await session(server, MANAGER);
      const res = await gql(server, manager.accessToken, RESET, { key: MANAGER.password });
      expect(res.body.errors![0]).toMatchObject({
        message: 'You are not authorized!',
        extensions: { code: '597-1' },
      });
      expect((await gql(server, manager.accessToken, TAX_QUERY)).status).toBe(200);
    });

    it("with the caller's password, voids every older token of the store", async () => {
      const owner = await session(server, OWNER);
      const ownerAgain = await session(server, OWNER);
      const manager = await session(server, MANAGER);
      const res = await gql<{ resetSessions: boolean }>(server, owner.accessToken, RESET, {
        key: OWNER.password,
      });
      expect(res.body).toEqual({ data: { resetSessions: true } });
      for (const s of [owner, ownerAgain, manager]) {
        const call = await gql(server, s.accessToken, TAX_QUERY);
        expect(call.status).toBe(401);
        const renewed = await refresh(server, s.accessToken);
        expect(renewed.status).toBe(401);
      }
      // Signing in again gives a new session token, and a token that works.
      const fresh = await session(server, OWNER);
      expect(fresh.sessionToken).not.toBe(owner.sessionToken);
      expect((await gql(server, fresh.accessToken, TAX_QUERY)).status).toBe(200);
      // The system log says who reset the sessions.
      const log = await gql<{ allSystemLogs: { entity: string; action: string; user_name: string }[] }>(
        server,
        fresh.accessToken,
        '{ allSystemLogs(filter: { entity: "sessions" }) { entity action user_name } }',
      );
      expect(log.body.data!.allSystemLogs).toEqual([
        { entity: 'sessions', action: 'reset', user_name: 'Dana Owner' },
      ]);
      // Other stores keep their sessions.
      const other = await session(server, OWNER_2);
      expect(other.sessionToken).not.toBe(fresh.sessionToken);
      expect((await gql(server, other.accessToken, TAX_QUERY)).status).toBe(200);
    });
  });

  describe('versionStore', () => {
    const VERSION = 'query ($id: String) { versionStore(store_id: $id, module_name: "office") { url } }';

    it('answers "Id not found" without a store id', async () => {
      const owner = await session(server, OWNER);
      const res = await gql(server, owner.accessToken, VERSION, {});
      expect(res.body.errors![0]!.message).toBe('Id not found');
    });

    it("answers where the caller's store is served", async () => {
      const owner = await session(server, OWNER);
      const res = await gql<{ versionStore: { url: string } }>(server, owner.accessToken, VERSION, {
        id: owner.store.id,
      });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.versionStore.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/office$/);
    });

    it("refuses another store's id with 597-1", async () => {
      const owner = await session(server, OWNER);
      const res = await gql(server, owner.accessToken, VERSION, { id: storeNamed('Demo Taqueria').id });
      expect(res.body.errors![0]).toMatchObject({
        message: 'You are not authorized!',
        extensions: { code: '597-1' },
      });
    });
  });

  describe('change-password', () => {
    const change = (token: string, body: Record<string, string>) =>
      post<Refusal>(server, '/api/auth/change-password', body, token);

    it('checks the current password, the length and the confirmation, then changes it', async () => {
      const email = `carmen.${kind}@example.test`;
      const registered = await post<{ data: Session }>(server, '/api/auth/register', {
        displayName: 'Carmen Change',
        email,
        password: 'first-password',
        birthDate: '1990-04-12',
      });
      expect(registered.status).toBe(200);
      const token = registered.body.data.accessToken;

      const wrong = await change(token, {
        password: 'not-the-password',
        newPassword: 'second-password',
        confirmPassword: 'second-password',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Error changing password');

      const short = await change(token, {
        password: 'first-password',
        newPassword: 'short',
        confirmPassword: 'short',
      });
      expect(short.status).toBe(400);

      const differs = await change(token, {
        password: 'first-password',
        newPassword: 'second-password',
        confirmPassword: 'second-passworx',
      });
      expect(differs.status).toBe(400);
      expect(differs.body.message).toBe('Error changing password');

      expect((await login(server, { email, password: 'first-password' })).status).toBe(200);

      const ok = await change(token, {
        password: 'first-password',
        newPassword: 'second-password',
        confirmPassword: 'second-password',
      });
      expect(ok.status).toBe(200);
      expect((await login(server, { email, password: 'first-password' })).status).toBe(401);
      expect((await login(server, { email, password: 'second-password' })).status).toBe(200);

      const logged = await server.database.db
        .selectFrom('system_log')
        .select(['entity', 'action', 'user_name'])
        .where('entity', '=', 'account')
        .where('record_id', '=', registered.body.data.userData.uid)
        .execute();
      expect(logged).toEqual([{ entity: 'account', action: 'password-change', user_name: 'Carmen Change' }]);
      // Tokens issued before the change no longer work; the one the change answered with does.
      const fresh = (ok.body as unknown as { data: Session }).data.accessToken;
      const probe = (t: string) =>
        fetch(`${server.url}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
          body: JSON.stringify({ query: '{ _allJobsMeta { count } }' }),
        });
      expect((await probe(token)).status).toBe(401);
      expect((await post(server, '/api/auth/refresh-token', { accessToken: token })).status).toBe(401);
      expect((await probe(fresh)).status).toBe(200);
    });

    it('refuses without a valid token', async () => {
      const res = await change('nope', {
        password: 'first-password',
        newPassword: 'second-password',
        confirmPassword: 'second-password',
      });
      expect(res.status).toBe(401);
    });
  });

  // The security headers of every answer are checked in headers-limits.test.ts.
  describe('/api/config', () => {
    it('answers the idle time-out, 3,600,000 ms by default', async () => {
      const res = await fetch(`${server.url}/api/config`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { idleTimeoutMs: number } };
      expect(body.data.idleTimeoutMs).toBe(3_600_000);
    });
  });

  // Last: it leaves owner2@demo.test blocked for 15 minutes.
  describe('sign-in throttle', () => {
    it('refuses an e-mail after 10 failures, even with the right password, and no other e-mail', async () => {
      for (let i = 0; i < 10; i++) {
        const res = await login(server, {
          email: i % 2 ? OWNER_2.email : OWNER_2.email.toUpperCase(),
          password: `wrong-${i}`,
        });
        expect(res.status, `attempt ${i + 1}`).toBe(401);
      }
      const blocked = await login(server, OWNER_2);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/too many failed sign-ins.*try again in 15 minutes/i);
      expect(blocked.body).not.toHaveProperty('data');
      expect(Number(blocked.headers.get('retry-after'))).toBe(900);
      // Other e-mails are unaffected.
      expect((await login(server, OWNER)).status).toBe(200);
      expect((await login(server, MANAGER)).status).toBe(200);
    });
  });
});

describeEachDb('short-lived tokens on %s', (kind) => {
  describe('with a grace of 30 s', () => {
    let server: TestServer;
    beforeAll(async () => {
      // Two seconds: a token signed late in a second still lasts one more, long enough to be used first.
      server = await startServer(kind, { tokenTtl: 2, refreshGrace: 30 });
    });
    afterAll(() => server?.close());

    it('refuses an expired token on GraphQL but refreshes it', async () => {
      const { accessToken } = await session(server, OWNER);
      // Accepted while it lasts (its signature is then not checked again), refused once it has expired.
      expect((await gql(server, accessToken, TAX_QUERY)).status).toBe(200);
      await waitPastExpiry(accessToken, 0.2);
      const call = await gql(server, accessToken, TAX_QUERY);
      expect(call.status).toBe(401);
      const res = await refresh(server, accessToken);
      expect(res.status).toBe(200);
      const renewed = res.body.data.accessToken;
      expect(expiryOf(renewed)).toBeGreaterThan(expiryOf(accessToken));
      expect(res.body.data.userData.email).toBe(OWNER.email);
      // The new token is itself renewable.
      expect((await refresh(server, renewed)).status).toBe(200);
    });
  });

  describe('with a grace of 1 s', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(kind, { tokenTtl: 1, refreshGrace: 1 });
    });
    afterAll(() => server?.close());

    it('refuses to refresh a token expired for longer than the grace', async () => {
      const { accessToken } = await session(server, OWNER);
      await waitPastExpiry(accessToken, 2.2);
      const res = await refresh(server, accessToken);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Token invalid');
    });
  });
});

describeEachDb('password reset by e-mail on %s', (kind) => {
  let smtp: SMTPServer;
  let server: TestServer;
  const mails: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          mails.push({
            from: from ? from.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startServer(kind, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      publicUrl: 'http://office.test',
      idleTimeoutMs: 5000,
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  /** The reset link in a raw message, its quoted-printable soft breaks undone. */
  function linkIn(raw: string): string | undefined {
    const [head, ...rest] = raw.split(/\r?\n\r?\n/);
    let body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head!))
      body = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return /http:\/\/office\.test\/office\/pages\/reset-password\/[A-Za-z0-9_-]+/.exec(body)?.[0];
  }

  /** The e-mail goes out after the answer (so both answers take as long): wait for it to arrive. */
  async function mailsArrived(count: number) {
    const until = Date.now() + 5000;
    while (mails.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  }

  it('mails a reset link to a known e-mail; the link sets a new password once', async () => {
    const sent = await post(server, '/api/auth/forgot-password', { email: 'Admin@Demo.Test' });
    expect(sent.status).toBe(200);
    await mailsArrived(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['admin@demo.test']);
    expect(mails[0]!.raw).toMatch(/^subject: .*reset/im);
    const link = linkIn(mails[0]!.raw);
    expect(link, mails[0]!.raw).toBeDefined();
    const slug = link!.split('/').pop()!;
    expect(slug.length).toBeGreaterThanOrEqual(32);

    const reset = await post(server, '/api/auth/reset-password', { slug, password: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect((await login(server, OWNER)).status).toBe(401);
    expect((await login(server, { email: OWNER.email, password: 'brand-new-pass' })).status).toBe(200);

    const again = await post<Refusal>(server, '/api/auth/reset-password', {
      slug,
      password: 'another-pass-1',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Error reset password');
    expect((await login(server, { email: OWNER.email, password: 'brand-new-pass' })).status).toBe(200);
  });

  it('answers an unknown e-mail the same way, and sends nothing', async () => {
    const before = mails.length;
    const known = await post(server, '/api/auth/forgot-password', { email: MANAGER.email });
    const unknown = await post(server, '/api/auth/forgot-password', { email: 'nobody@demo.test' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await mailsArrived(before + 1);
    // Give a wrongly sent second e-mail time to arrive too.
    await new Promise((r) => setTimeout(r, 300));
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.to).toEqual([MANAGER.email]);
  });

  it('sends one account at most 3 reset e-mails in 15 minutes, and answers the same', async () => {
    const before = mails.filter((m) => m.to.includes('cashier@demo.test')).length;
    for (let i = 0; i < 5; i++) {
      const res = await post(server, '/api/auth/forgot-password', { email: 'cashier@demo.test' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { sent: true } });
    }
    const deadline = Date.now() + 3000;
    while (
      mails.filter((m) => m.to.includes('cashier@demo.test')).length < before + 3 &&
      Date.now() < deadline
    )
      await sleep(20);
    await sleep(300);
    expect(mails.filter((m) => m.to.includes('cashier@demo.test')).length).toBe(before + 3);
  });

  it('refuses a made-up slug with 400', async () => {
    const res = await post<Refusal>(server, '/api/auth/reset-password', {
      slug: 'made-up-slug-that-was-never-sent',
      password: 'another-pass-1',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Error reset password');
  });

  it('answers the configured idle time-out', async () => {
    const res = await fetch(`${server.url}/api/config`);
    expect(((await res.json()) as { data: { idleTimeoutMs: number } }).data.idleTimeoutMs).toBe(5000);
  });
});

describe('new accounts from one address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('opens at most 10 stores an hour from one address, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post<{ key?: string }>(server, '/api/auth/register', {
        displayName: `Busy Owner ${i}`,
        email: `busy.${i}@example.test`,
        password: 'long-enough-1',
        birthDate: '1990-04-12',
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.key).toBe('account.errors.tooManyRegistrations');
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });
});
