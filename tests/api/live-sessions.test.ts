import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeNeeding } from '../helpers/optional.js';
import { REDIS_URL } from '../helpers/parts.js';
import { freshPostgresDatabase, startServer, type TestServer } from '../helpers/server.js';

const WAIT_MS = 10_000;

const OWNER = { email: 'admin@demo.test', password: 'demo-owner-1' };
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };

interface Module {
  code: string;
  name?: string;
  status: boolean;
  permissions: { code: string; status: boolean }[];
}
interface Session {
  accessToken: string;
  sessionToken: string;
  userData: { uid: string; job: { modules: Module[] }[] };
  store: { id: string; name: string };
}

/** Signs in over HTTP at `baseUrl`. */
async function signIn(baseUrl: string, creds: { email: string; password: string }): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(creds),
  });
  const body = (await res.json()) as { data: Session };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function gql<T>(baseUrl: string, token: string, query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T | null; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** The Manager job of the caller's store with `code` switched off, through GraphQL `updateJob`. */
async function switchOff(baseUrl: string, ownerToken: string, code: string): Promise<void> {
  const { allJobs } = await gql<{ allJobs: { id: string; name: string; modules: Module[] }[] }>(
    baseUrl,
    ownerToken,
    '{ allJobs(perPage: 50) { id name modules { code name status permissions { code status } } } }',
  );
  const job = allJobs.find((j) => j.name === 'Manager')!;
  const modules = job.modules.map((m) =>
    m.code === code
      ? { ...m, status: false, permissions: m.permissions.map((p) => ({ ...p, status: false })) }
      : m,
  );
  const { updateJob } = await gql<{ updateJob: { modules: Module[] } }>(
    baseUrl,
    ownerToken,
    'mutation ($id: ID!, $modules: [JobModulesInput!]) { updateJob(id: $id, modules: $modules) { modules { code status } } }',
    { id: job.id, modules },
  );
  expect(updateJob.modules.find((m) => m.code === code)!.status).toBe(false);
}

const RESET = 'mutation ($key: String!) { resetSessions(key: $key) }';

const sockets: ClientSocket[] = [];

/** A socket as the console opens it: store id in the query, token in `auth`; no reconnection. */
function open(baseUrl: string, token: string, storeId: string): ClientSocket {
  const socket = connectClient(baseUrl, {
    path: '/socket.io/',
    forceNew: true,
    reconnection: false,
    transports: ['websocket'],
    query: { storeId },
    auth: { token },
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: ClientSocket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the connection was accepted')));
    socket.once('connect_error', resolve);
  });
}

/** A connected socket that joined its store's room. */
async function joined(baseUrl: string, session: Session): Promise<ClientSocket> {
  const socket = open(baseUrl, session.accessToken, session.store.id);
  await connected(socket);
  const ack = (await socket.timeout(WAIT_MS).emitWithAck('joinRoom', { room: session.store.id })) as {
    ok: boolean;
    userData?: Session['userData'];
  };
  expect(ack.ok).toBe(true);
  // The answer holds the user as the server has him now.
  expect(ack.userData?.uid).toBe(session.userData.uid);
  lastJoin = ack;
  return socket;
}

/** The answer to the last `joinRoom` of `joined`. */
let lastJoin: { ok: boolean; userData?: Session['userData'] } | undefined;

/** Resolves with the next `event` of `socket`; fails after WAIT_MS. */
function nextEvent<T>(socket: ClientSocket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no "${event}" within ${WAIT_MS} ms`));
    }, WAIT_MS);
    const listener = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, listener);
  });
}

const moduleStatus = (modules: Module[], code: string) => modules.find((m) => m.code === code)?.status;

afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

describe('live sessions in one process', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(() => server?.close());

  it("pushes a job's new permissions to its signed-in users, and a new session token on a reset", async () => {
    const manager = await signIn(server.url, MANAGER);
    expect(moduleStatus(manager.userData.job[0]!.modules, 'business-info')).toBe(true);
    const owner = await signIn(server.url, OWNER);
    const socket = await joined(server.url, manager);

    const permissions = nextEvent<{ userData: Session['userData'] }>(socket, 'permissions');
    await switchOff(server.url, owner.accessToken, 'business-info');
    const pushed = await permissions;
    expect(pushed.userData.uid).toBe(manager.userData.uid);
    expect(moduleStatus(pushed.userData.job[0]!.modules, 'business-info')).toBe(false);
    expect(moduleStatus(pushed.userData.job[0]!.modules, 'menu-items')).toBe(true);

    const sessionToken = nextEvent<{ sessionToken: string }>(socket, 'session-token');
    expect(await gql(server.url, owner.accessToken, RESET, { key: OWNER.password })).toEqual({
      resetSessions: true,
    });
    const reset = await sessionToken;
    expect(reset.sessionToken).toEqual(expect.any(String));
    expect(reset.sessionToken).not.toBe(manager.sessionToken);
    // The new value is the one a new sign-in answers.
    expect((await signIn(server.url, MANAGER)).sessionToken).toBe(reset.sessionToken);
  });

  it('answers a join with the rights as they are then: a change made before the socket joined is known', async () => {
    const manager = await signIn(server.url, MANAGER);
    expect(moduleStatus(manager.userData.job[0]!.modules, 'menu-items')).toBe(true);
    const owner = await signIn(server.url, OWNER);
    // Switched off after the manager signed in and before his console's channel joins.
    await switchOff(server.url, owner.accessToken, 'menu-items');
    await joined(server.url, manager);
    expect(moduleStatus(lastJoin!.userData!.job[0]!.modules, 'menu-items')).toBe(false);
    expect(lastJoin!.userData).toEqual((await signIn(server.url, MANAGER)).userData);
  });

  it("refuses a socket whose query names another store than its token's", async () => {
    const manager = await signIn(server.url, MANAGER);
    const other = await signIn(server.url, OWNER_2);
    const err = await refused(open(server.url, manager.accessToken, other.store.id));
    expect(err.message).toBe('Token invalid');
    const noToken = await refused(open(server.url, '', manager.store.id));
    expect(noToken.message).toBe('Token invalid');
  });
});

/** A port free right now on 127.0.0.1. */
async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

interface Proc {
  child: ChildProcess;
  url: string;
  output: string[];
  exited: Promise<number | null>;
}

/** `npm start`'s server (tsx src/server/main.ts) as its own OS process. */
function spawnServer(env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: resolve('.'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, url: `http://127.0.0.1:${env.PORT}`, output, exited };
}

/** Waits until the process answers GET /api/config; fails at once if it exits. */
async function ready(proc: Proc, ms = 90_000): Promise<void> {
  let exitCode: number | null | undefined;
  void proc.exited.then((code) => (exitCode = code));
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (exitCode !== undefined)
      throw new Error(`the server exited (${exitCode}) before answering:\n${proc.output.join('')}`);
    try {
      const res = await fetch(`${proc.url}/api/config`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer within ${ms} ms:\n${proc.output.join('')}`);
}

async function stop(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const done = await Promise.race([proc.exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!done) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
}

describeNeeding(['postgres', 'redis'], 'live sessions across two processes sharing Redis', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let a: Proc | undefined;
  let b: Proc | undefined;
  // A console folder of their own, newer than its sources: the processes neither build nor touch dist/.
  const webDir = mkdtempSync(join(tmpdir(), 'comanda-web-'));

  beforeAll(async () => {
    const index = join(webDir, 'index.html');
    writeFileSync(index, '<!doctype html><title>Comanda Office</title>');
    // The storefront's build beside it, as fresh.
    mkdirSync(join(webDir, 'storefront'));
    const storefront = join(webDir, 'storefront', 'index.html');
    writeFileSync(storefront, '<!doctype html><title>Order online</title>');
    const later = new Date(Date.now() + 86_400_000);
    utimesSync(index, later, later);
    utimesSync(storefront, later, later);
    database = await freshPostgresDatabase();
    const common = {
      DATABASE_URL: database.url,
      REDIS_URL,
      HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      WEB_DIR: webDir,
    };
    // Both start at once on the empty database: migrations and the demo seed run once.
    const [portA, portB] = [await freePort(), await freePort()];
    a = spawnServer({ ...common, PORT: String(portA) });
    b = spawnServer({ ...common, PORT: String(portB) });
    await Promise.all([ready(a), ready(b)]);
  });

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await database?.drop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('both processes serve the same seeded stores', async () => {
    const fromA = await signIn(a!.url, OWNER);
    const fromB = await signIn(b!.url, OWNER);
    expect(fromA.store).toEqual(fromB.store);
    // A token of one process is good on the other.
    const seen = await gql<{ _allMenuItemsMeta: { count: number } }>(
      b!.url,
      fromA.accessToken,
      '{ _allMenuItemsMeta { count } }',
    );
    expect(seen._allMenuItemsMeta.count).toBe(60);
  });

  it('a change made through one process reaches a socket of the other, and so does a session reset', async () => {
    const manager = await signIn(a!.url, MANAGER);
    const owner = await signIn(b!.url, OWNER);
    const socket = await joined(a!.url, manager);

    const permissions = nextEvent<{ userData: Session['userData'] }>(socket, 'permissions');
    await switchOff(b!.url, owner.accessToken, 'business-info');
    const pushed = await permissions;
    expect(pushed.userData.uid).toBe(manager.userData.uid);
    expect(moduleStatus(pushed.userData.job[0]!.modules, 'business-info')).toBe(false);

    const call = () =>
      fetch(`${a!.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.accessToken}` },
        body: JSON.stringify({ query: '{ _allTaxesMeta { count } }' }),
      }).then((r) => r.status);
    // Process A knows the manager (and keeps that for a few seconds) before the reset.
    expect(await call()).toBe(200);
    const sessionToken = nextEvent<{ sessionToken: string }>(socket, 'session-token');
    expect(await gql(b!.url, owner.accessToken, RESET, { key: OWNER.password })).toEqual({
      resetSessions: true,
    });
    const reset = await sessionToken;
    expect(reset.sessionToken).not.toBe(manager.sessionToken);
    // Process A refuses the manager's old token at once: B told it through Redis, well before its
    // few-second cache of principals would have lapsed.
    const until = Date.now() + 1000;
    let status = await call();
    while (status !== 401 && Date.now() < until) {
      await sleep(250);
      status = await call();
    }
    expect(status).toBe(401);
  });
});
