import type { Server as HttpServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { createAdapter } from '@socket.io/redis-adapter';
import { Server, type DefaultEventsMap, type ExtendedError, type Socket } from 'socket.io';

/** Who a socket belongs to: the user and the store of its token. */
export interface RealtimeScope {
  userId: string;
  storeId: string;
}

export interface Realtime {
  /** Every socket that joined the store's room. */
  toStore(storeId: string, event: string, payload: unknown): void;
  /** Every socket of these users in that store (each socket is auto-joined to its user room). */
  toUsers(storeId: string, userIds: readonly string[], event: string, payload: unknown): void;
  /** Disconnect the sockets of one user of a store, or of all users of the store. */
  disconnect(storeId: string, userId?: string): void;
  /** Tells the other server processes (through Redis) that a store's permissions or sessions changed. */
  toServers(storeId: string): void;
  close(): Promise<void>;
}

export interface RealtimeLog {
  info(...a: unknown[]): void;
  warn(...a: unknown[]): void;
  error(...a: unknown[]): void;
}

export interface RealtimeOptions {
  /** The scope of a valid bearer token, or null. */
  authenticate(token: string): Promise<RealtimeScope | null>;
  /**
   * What the console keeps of the user (his jobs and rights) as it stands now, given in the answer to
   * `joinRoom`: what was pushed before the socket joined is then known all the same.
   */
  userData?(userId: string, storeId: string): Promise<unknown>;
  /** Runs when another server process reports a change to a store (see `toServers`). */
  onServerChange?(storeId: string): void;
  /** With it, every server process sharing this Redis reaches every socket. */
  redisUrl?: string;
  log?: RealtimeLog;
}

export const REALTIME_PATH = '/socket.io/';

/** Joined on request (`joinRoom`): what concerns the whole store. */
const storeRoom = (storeId: string) => `store:${storeId}`;
/** Joined on connection: what concerns one user of the store. */
const userRoom = (storeId: string, userId: string) => `user:${storeId}:${userId}`;
/** Joined on connection: every socket of the store, for `disconnect(storeId)`. */
const membersRoom = (storeId: string) => `members:${storeId}`;

type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, RealtimeScope>;

interface ClosableClient {
  readonly isOpen: boolean;
  readonly isReady: boolean;
  close(): Promise<void>;
  destroy(): void;
}

const silent: RealtimeLog = { info() {}, warn() {}, error() {} };

function unauthenticated(): ExtendedError {
  return Object.assign(new Error('Token invalid'), { data: { code: 'UNAUTHENTICATED' } });
}

/** The handshake's token: `auth.token` (fresh on every reconnection) first, then the bearer header. */
function handshakeToken(socket: RealtimeSocket): string | null {
  const { auth, headers } = socket.handshake;
  const fromAuth: unknown = auth['token'];
  if (typeof fromAuth === 'string' && fromAuth !== '') return fromAuth;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Redis keeps trying forever (the default gives up after a connection time-out). */
function reconnectDelay(retries: number): number {
  return Math.min(2 ** retries * 50, 2000) + Math.floor(Math.random() * 200);
}

/** Lets what was already sent reach Redis, without waiting long for a Redis that no longer answers. */
async function shutRedis(client: ClosableClient): Promise<void> {
  if (!client.isOpen) return;
  if (!client.isReady) return client.destroy();
  await Promise.race([client.close().catch(() => {}), sleep(1000)]);
}

interface RedisLink {
  adapter: ReturnType<typeof createAdapter>;
  /** Resolves once the adapter's subscriptions are in place. */
  subscribed(): Promise<void>;
  close(): Promise<void>;
}

/** Two connected clients (publish, subscribe) and the adapter that broadcasts through them. */
async function connectRedis(url: string, log: RealtimeLog): Promise<RedisLink> {
  // Loaded only by a server that shares its sessions through Redis.
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-adapter'),
  ]);
  const pub = createClient({ url, socket: { reconnectStrategy: reconnectDelay } });
  const sub = pub.duplicate();
  pub.on('error', (err: unknown) => log.error(err, 'Realtime: Redis (publish) error'));
  sub.on('error', (err: unknown) => log.error(err, 'Realtime: Redis (subscribe) error'));
  const close = async () => {
    await Promise.all([shutRedis(pub), shutRedis(sub)]);
  };
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    await close();
    throw err;
  }
  // The adapter does not wait for its publications: a Redis failure is logged, never an unhandled rejection.
  const publish = pub.publish.bind(pub);
  Object.assign(pub, {
    publish: (...args: Parameters<typeof publish>) =>
      publish(...args).catch((err: unknown) => {
        log.warn(err, 'Realtime: a message was not published to Redis');
        return 0;
      }),
  });
  return {
    adapter: createAdapter(pub, sub),
    // The adapter subscribes without waiting; a later subscription on the same connection answers after it.
    async subscribed() {
      const probe = `comanda-realtime-probe:${process.pid}:${Math.random().toString(36).slice(2)}`;
      await sub.subscribe(probe, () => {});
      await sub.unsubscribe(probe);
    },
    close,
  };
}

/**
 * The live-session channel on `server` (its other requests are left to their handler): sockets
 * authenticate with their bearer token and the store id of that token, and join their user room; a
 * socket joins its store room by `joinRoom {room: storeId}`.
 */
export async function attachRealtime(server: HttpServer, opts: RealtimeOptions): Promise<Realtime> {
  const log = opts.log ?? silent;
  let closed = false;
  const redis = opts.redisUrl ? await connectRedis(opts.redisUrl, log) : undefined;

  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, RealtimeScope>(server, {
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    allowRequest: (_req, answer) => answer(closed ? 'Server closing' : null, !closed),
    ...(redis ? { adapter: redis.adapter } : {}),
  });

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    const storeId = socket.handshake.query['storeId'];
    if (!token || typeof storeId !== 'string' || storeId === '') return next(unauthenticated());
    opts.authenticate(token).then(
      (scope) => {
        if (!scope || scope.storeId !== storeId) return next(unauthenticated());
        socket.data = { userId: scope.userId, storeId: scope.storeId };
        next();
      },
      (err: unknown) => {
        log.error(err, 'Realtime: token check failed');
        next(unauthenticated());
      },
    );
  });

  // Only other processes hear this: each forgets what it keeps of the store.
  io.on('store-changed', (storeId: unknown) => {
    if (typeof storeId === 'string') opts.onServerChange?.(storeId);
  });

  io.on('connection', (socket) => {
    const { userId, storeId } = socket.data;
    void socket.join([userRoom(storeId, userId), membersRoom(storeId)]);
    socket.on('joinRoom', (payload: unknown, ack?: unknown) => {
      const room =
        typeof payload === 'object' && payload !== null ? (payload as { room?: unknown }).room : null;
      const ok = room === storeId;
      if (ok) void socket.join(storeRoom(storeId));
      if (typeof ack !== 'function') return;
      if (!ok || !opts.userData) return void ack({ ok });
      opts.userData(userId, storeId).then(
        (userData) => ack({ ok, userData }),
        (err: unknown) => {
          log.error(err, 'Realtime: reading the user on join failed');
          ack({ ok });
        },
      );
    });
  });

  await redis?.subscribed();

  return {
    toStore(storeId, event, payload) {
      if (!closed) io.to(storeRoom(storeId)).emit(event, payload);
    },
    toUsers(storeId, userIds, event, payload) {
      if (closed || userIds.length === 0) return;
      io.to(userIds.map((userId) => userRoom(storeId, userId))).emit(event, payload);
    },
    disconnect(storeId, userId) {
      if (closed) return;
      io.in(userId === undefined ? membersRoom(storeId) : userRoom(storeId, userId)).disconnectSockets(true);
    },
    toServers(storeId) {
      if (!closed && redis) io.serverSideEmit('store-changed', storeId);
    },
    async close() {
      if (closed) return;
      closed = true;
      // Drops every connection (clients reconnect, to another process or to this one restarted) and
      // leaves the http server, owned by the caller, running.
      io.engine.close();
      await redis?.close();
    },
  };
}
