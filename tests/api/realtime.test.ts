import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime, type Realtime, type RealtimeScope } from '../../src/server/realtime/realtime.js';
import { connectRealtime } from '../../src/web/realtime.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WAIT_MS = 5000;

// Tokens as the server signs them: HS256, subject = user, `store` claim = store.
const key = randomBytes(32);
const otherKey = randomBytes(32);
const revoked = new Set<string>();

function sign(userId: string, storeId: string, withKey: Uint8Array = key): Promise<string> {
  return new SignJWT({ store: storeId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(withKey);
}

async function authenticate(token: string): Promise<RealtimeScope | null> {
  if (revoked.has(token)) return null;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload['store'] !== 'string') return null;
    return { userId: payload.sub, storeId: payload['store'] };
  } catch {
    return null;
  }
}

async function listen(server: HttpServer, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

function closeHttp(server: HttpServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

const plainServer = () =>
  createServer((_req, res) => {
    res.writeHead(404).end();
  });

/** Resolves with the next `event` of `socket`; fails after WAIT_MS. */
function nextEvent<T = unknown>(socket: ClientSocket, event: string, ms = WAIT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no "${event}" within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, listener);
  });
}

/** Every event a socket receives, in order. */
function recorder(socket: ClientSocket): Array<[string, unknown]> {
  const seen: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => seen.push([event, payload]));
  return seen;
}

const clients: ClientSocket[] = [];

/** A client that does not reconnect by itself: the token in the bearer header or in `auth`. */
function open(
  url: string,
  creds: { token?: string; storeId?: string; via?: 'header' | 'auth' },
): ClientSocket {
  const socket = connectClient(url, {
    path: '/socket.io/',
    forceNew: true,
    reconnection: false,
    query: creds.storeId === undefined ? {} : { storeId: creds.storeId },
    ...(creds.via === 'auth'
      ? { auth: { token: creds.token }, transports: ['websocket'] }
      : { extraHeaders: creds.token ? { Authorization: `Bearer ${creds.token}` } : {} }),
  });
  clients.push(socket);
  return socket;
}

function connected(socket: ClientSocket): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function refused(socket: ClientSocket): Promise<Error & { data?: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the connection was accepted')));
    socket.once('connect_error', resolve);
  });
}

async function join(socket: ClientSocket, room: unknown): Promise<unknown> {
  return socket.timeout(WAIT_MS).emitWithAck('joinRoom', { room });
}

/** A connected socket of `userId` in `storeId`, in its store's room unless `joinStore` is false. */
async function member(url: string, userId: string, storeId: string, joinStore = true): Promise<ClientSocket> {
  const socket = await connected(open(url, { token: await sign(userId, storeId), storeId }));
  if (joinStore) expect(await join(socket, storeId)).toEqual({ ok: true });
  return socket;
}

const id = (prefix: string) => `${prefix}-${randomUUID()}`;

describe('live-session channel (one server, no Redis)', () => {
  let http: HttpServer;
  let realtime: Realtime;
  let url: string;

  beforeAll(async () => {
    http = plainServer();
    realtime = await attachRealtime(http, { authenticate });
    url = `http://127.0.0.1:${await listen(http)}`;
  });

  afterAll(async () => {
    await realtime?.close();
    if (http) await closeHttp(http);
  });

  it('refuses a handshake without a token, with a bad token, or for another store', async () => {
    const store = id('store');
    const user = id('user');
    const good = await sign(user, store);
    const forged = await sign(user, store, otherKey);
    const attempts: Array<Parameters<typeof open>[1]> = [
      { storeId: store },
      { storeId: store, via: 'auth' },
      { token: 'not-a-jwt', storeId: store },
      { token: 'not-a-jwt', storeId: store, via: 'auth' },
      { token: forged, storeId: store },
      { token: good, storeId: id('store') },
      { token: good, storeId: id('store'), via: 'auth' },
      { token: good },
    ];
    const errors = await Promise.all(attempts.map((creds) => refused(open(url, creds))));
    for (const error of errors) {
      expect(error.message).toBe('Token invalid');
      expect(error.data).toEqual({ code: 'UNAUTHENTICATED' });
    }
    // The same token is accepted for its own store, in the header or in `auth`.
    await connected(open(url, { token: good, storeId: store }));
    await connected(open(url, { token: good, storeId: store, via: 'auth' }));
  });

  it('lets a socket join its own store room only, and toStore reaches that room only', async () => {
    const store = id('store');
    const other = id('store');
    const user = id('user');
    const socket = await member(url, user, store, false);
    const seen = recorder(socket);

    // Not in the store room before joinRoom.
    let marker = nextEvent(socket, 'marker');
    realtime.toStore(store, 'news', 'before joining');
    realtime.toUsers(store, [user], 'marker', 1);
    expect(await marker).toBe(1);

    expect(await join(socket, other)).toEqual({ ok: false });
    expect(await socket.timeout(WAIT_MS).emitWithAck('joinRoom', other)).toEqual({ ok: false });
    expect(await socket.timeout(WAIT_MS).emitWithAck('joinRoom', null)).toEqual({ ok: false });
    expect(await join(socket, store)).toEqual({ ok: true });

    const news = nextEvent(socket, 'news');
    realtime.toStore(other, 'news', 'for the other store');
    realtime.toStore(store, 'news', 'for this store');
    expect(await news).toBe('for this store');
    marker = nextEvent(socket, 'marker');
    realtime.toUsers(store, [user], 'marker', 2);
    await marker;
    expect(seen).toEqual([
      ['marker', 1],
      ['news', 'for this store'],
      ['marker', 2],
    ]);
  });

  it('joinRoom without an acknowledgement callback still joins', async () => {
    const store = id('store');
    const socket = await member(url, id('user'), store, false);
    const probe = await member(url, id('user'), store);
    // Events of one server reach a socket in the order they were sent: the ack of the second joinRoom
    // comes after the first one was handled.
    socket.emit('joinRoom', { room: store });
    expect(await join(socket, store)).toEqual({ ok: true });
    const news = [nextEvent(socket, 'news'), nextEvent(probe, 'news')];
    realtime.toStore(store, 'news', 'hello');
    expect(await Promise.all(news)).toEqual(['hello', 'hello']);
  });

  it('toUsers reaches every socket of those users in that store, and no other', async () => {
    const store = id('store');
    const otherStore = id('store');
    const [u1, u2, u3] = [id('user'), id('user'), id('user')];
    const u1a = await member(url, u1, store);
    const u1b = await member(url, u1, store, false);
    const u2a = await member(url, u2, store);
    const u3a = await member(url, u3, store);
    const u1InOther = await member(url, u1, otherStore);
    const seen3 = recorder(u3a);
    const seenOther = recorder(u1InOther);

    const reached = [u1a, u1b, u2a].map((s) => nextEvent(s, 'permissions'));
    realtime.toUsers(store, [u1, u2], 'permissions', { version: 7 });
    realtime.toUsers(store, [], 'permissions', { version: 8 });
    expect(await Promise.all(reached)).toEqual([{ version: 7 }, { version: 7 }, { version: 7 }]);

    const markers = [nextEvent(u3a, 'marker'), nextEvent(u1InOther, 'marker')];
    realtime.toUsers(store, [u3], 'marker', 'u3');
    realtime.toUsers(otherStore, [u1], 'marker', 'other');
    await Promise.all(markers);
    expect(seen3).toEqual([['marker', 'u3']]);
    expect(seenOther).toEqual([['marker', 'other']]);
  });

  it('disconnect(store, user) drops that user’s sockets; disconnect(store) every socket of the store', async () => {
    const store = id('store');
    const otherStore = id('store');
    const [u1, u2] = [id('user'), id('user')];
    const u1a = await member(url, u1, store);
    const u1b = await member(url, u1, store, false);
    const u2a = await member(url, u2, store);
    const u1InOther = await member(url, u1, otherStore);

    const dropped = [nextEvent(u1a, 'disconnect'), nextEvent(u1b, 'disconnect')];
    realtime.disconnect(store, u1);
    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
    const markers = [nextEvent(u2a, 'marker'), nextEvent(u1InOther, 'marker')];
    realtime.toUsers(store, [u2], 'marker', 1);
    realtime.toUsers(otherStore, [u1], 'marker', 1);
    await Promise.all(markers);
    expect([u1a.connected, u1b.connected, u2a.connected, u1InOther.connected]).toEqual([
      false,
      false,
      true,
      true,
    ]);

    const storeDropped = nextEvent(u2a, 'disconnect');
    realtime.disconnect(store);
    expect(await storeDropped).toBe('io server disconnect');
    const marker = nextEvent(u1InOther, 'marker');
    realtime.toUsers(otherStore, [u1], 'marker', 2);
    expect(await marker).toBe(2);
    expect(u1InOther.connected).toBe(true);
  });
});

describe('live-session channel across servers sharing Redis', () => {
  let app: FastifyInstance;
  let realtimeA: Realtime;
  let urlA: string;
  let httpB: HttpServer;
  let realtimeB: Realtime;
  let urlB: string;

  beforeAll(async () => {
    // Server A: a Fastify server, as in production.
    app = Fastify({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    realtimeA = await attachRealtime(app.server, { authenticate, redisUrl: REDIS_URL, log: app.log });
    app.addHook('preClose', () => realtimeA.close());
    urlA = await app.listen({ port: 0, host: '127.0.0.1' });
    // Server B: a plain node:http server.
    httpB = plainServer();
    realtimeB = await attachRealtime(httpB, { authenticate, redisUrl: REDIS_URL });
    urlB = `http://127.0.0.1:${await listen(httpB)}`;
  });

  afterAll(async () => {
    await app?.close();
    await realtimeB?.close();
    if (httpB) await closeHttp(httpB);
  });

  it('leaves every other request of the Fastify server to Fastify', async () => {
    const hello = await fetch(`${urlA}/hello`);
    expect(hello.status).toBe(200);
    expect(await hello.json()).toEqual({ hello: 'world' });
    expect((await fetch(`${urlA}/socket.iox/`)).status).toBe(404);
    const handshake = await fetch(`${urlA}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(await handshake.text()).toMatch(/^0\{"sid":/);
  });

  it('a client of server A receives toStore and toUsers emitted on server B', async () => {
    const store = id('store');
    const [u1, u2] = [id('user'), id('user')];
    const onA = await member(urlA, u1, store);
    const onB = await member(urlB, u2, store);
    const seenA = recorder(onA);

    const news = [nextEvent(onA, 'news'), nextEvent(onB, 'news')];
    realtimeB.toStore(store, 'news', { from: 'B' });
    expect(await Promise.all(news)).toEqual([{ from: 'B' }, { from: 'B' }]);

    const permissions = nextEvent(onA, 'permissions');
    realtimeB.toUsers(store, [u1], 'permissions', { for: 'u1' });
    expect(await permissions).toEqual({ for: 'u1' });

    const onBPermissions = nextEvent(onB, 'permissions');
    realtimeA.toUsers(store, [u2], 'permissions', { for: 'u2' });
    realtimeB.toUsers(store, [u1], 'marker', 1);
    expect(await onBPermissions).toEqual({ for: 'u2' });
    await nextEvent(onA, 'marker');
    expect(seenA).toEqual([
      ['news', { from: 'B' }],
      ['permissions', { for: 'u1' }],
      ['marker', 1],
    ]);
  });

  it('disconnect on server B drops the user’s socket on server A', async () => {
    const store = id('store');
    const [u1, u2] = [id('user'), id('user')];
    const onA = await member(urlA, u1, store);
    const other = await member(urlA, u2, store);
    const dropped = nextEvent(onA, 'disconnect');
    realtimeB.disconnect(store, u1);
    expect(await dropped).toBe('io server disconnect');
    const marker = nextEvent(other, 'marker');
    realtimeB.toUsers(store, [u2], 'marker', 1);
    await marker;
    expect(other.connected).toBe(true);
  });
});

describe('the console’s client (src/web/realtime.ts)', () => {
  let http: HttpServer;
  let realtime: Realtime;
  let port: number;
  const store = id('store');
  const user = id('user');
  let token: string | null = null;
  let handle: { disconnect(): void } | undefined;

  // Every handler call, queued until a test awaits it.
  const queues = new Map<string, unknown[]>();
  const waiters = new Map<string, (payload: unknown) => void>();
  const deliver = (kind: string) => (payload?: unknown) => {
    const waiter = waiters.get(kind);
    if (waiter) {
      waiters.delete(kind);
      waiter(payload);
    } else queues.set(kind, [...(queues.get(kind) ?? []), payload]);
  };
  const next = (kind: string, ms = WAIT_MS): Promise<unknown> => {
    const queued = queues.get(kind);
    if (queued?.length) return Promise.resolve(queued.shift());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(kind);
        reject(new Error(`no ${kind} within ${ms} ms`));
      }, ms);
      waiters.set(kind, (payload) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  };

  // The server's token check, reporting each refusal.
  const checkToken = async (presented: string) => {
    const scope = await authenticate(presented);
    if (!scope) deliver('refused')();
    return scope;
  };

  beforeAll(async () => {
    http = plainServer();
    realtime = await attachRealtime(http, { authenticate: checkToken });
    port = await listen(http);
    token = await sign(user, store);
    handle = connectRealtime({
      url: `http://127.0.0.1:${port}`,
      storeId: store,
      token: () => token,
      onJoined: deliver('joined'),
      onPermissions: deliver('permissions'),
      onSessionToken: deliver('session-token'),
      onLogout: deliver('logout'),
    });
    await next('joined');
  });

  afterAll(async () => {
    handle?.disconnect();
    await realtime?.close();
    if (http) await closeHttp(http);
  });

  it('joins its store room and receives permissions, session-token and logout', async () => {
    realtime.toStore(store, 'permissions', { modules: ['menu-items'] });
    expect(await next('permissions')).toEqual({ modules: ['menu-items'] });
    realtime.toUsers(store, [user], 'session-token', { sessionToken: 'session-2' });
    expect(await next('session-token')).toEqual({ sessionToken: 'session-2' });
    realtime.toUsers(store, [user], 'logout', { reason: 'test' });
    expect(await next('logout')).toEqual({ reason: 'test' });
  });

  it('comes back within a second after the server disconnects its user, with the current token', async () => {
    const previous = token!;
    token = await sign(user, store);
    revoked.add(previous);
    const started = Date.now();
    realtime.disconnect(store, user);
    await next('joined', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    realtime.toStore(store, 'permissions', { after: 'disconnect' });
    expect(await next('permissions')).toEqual({ after: 'disconnect' });
  });

  it('keeps retrying a refused handshake and joins once the token is valid again', async () => {
    const valid = token!;
    const stale = await sign(user, store);
    revoked.add(stale);
    token = stale;
    realtime.disconnect(store, user);
    // Refused, and tried again…
    await next('refused', 1000);
    await next('refused', 1000);
    token = valid;
    const started = Date.now();
    await next('joined', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('comes back within a second after the server restarts', async () => {
    await realtime.close();
    await closeHttp(http);
    http = plainServer();
    realtime = await attachRealtime(http, { authenticate: checkToken });
    await listen(http, port);
    const started = Date.now();
    await next('joined', 1500);
    expect(Date.now() - started).toBeLessThan(1500);
    realtime.toUsers(store, [user], 'session-token', { sessionToken: 'after-restart' });
    expect(await next('session-token')).toEqual({ sessionToken: 'after-restart' });
  });
});

afterAll(() => {
  for (const socket of clients) socket.disconnect();
});
