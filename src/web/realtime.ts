import { io, type Socket } from 'socket.io-client';

export interface RealtimeHandlers {
  onPermissions?(payload: unknown): void;
  onSessionToken?(payload: { sessionToken: string }): void;
  onLogout?(payload: unknown): void;
  /**
   * Each time the socket has (re)joined its store's room: a moment to refetch what may have changed
   * meanwhile. `userData` is the user's jobs and rights as the server has them now.
   */
  onJoined?(userData: unknown): void;
  /** Any other event sent to the store's room (a recorded check, a closed day). */
  onEvent?(event: string, payload: unknown): void;
}

export interface RealtimeConnectOptions extends RealtimeHandlers {
  storeId: string;
  /** Read on every (re)connection, so that a renewed token is the one sent. */
  token: () => string | null;
  /** The server; the page's origin when not given. */
  url?: string;
}

/** The events of the session itself, handled above; the others go to `onEvent`. */
const SESSION_EVENTS = new Set(['permissions', 'session-token', 'logout']);

/** Reconnection delay of the live-session channel (spec §9). */
export const REALTIME_RETRY_MS = 100;

/** The live-session channel of one store: it stays connected (retrying every 100 ms) until `disconnect()`. */
export function connectRealtime(opts: RealtimeConnectOptions): { disconnect(): void } {
  const { storeId } = opts;
  const headers: Record<string, string> = {};
  const refreshHeader = () => {
    const token = opts.token();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    else delete headers['Authorization'];
  };
  refreshHeader();

  const options = {
    path: '/socket.io/',
    query: { storeId },
    auth: (cb: (data: object) => void) => cb({ token: opts.token() }),
    // The same object is read by every polling request: refreshHeader keeps it current.
    transportOptions: { polling: { extraHeaders: headers } },
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: REALTIME_RETRY_MS,
    reconnectionDelayMax: REALTIME_RETRY_MS,
  };
  const socket: Socket = opts.url ? io(opts.url, options) : io(options);

  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // socket.io retries lost connections by itself, not a refused handshake nor a disconnection by the server.
  const retryLater = () => {
    if (stopped || socket.active || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped || socket.connected) return;
      refreshHeader();
      socket.connect();
    }, REALTIME_RETRY_MS);
  };

  socket.io.on('reconnect_attempt', refreshHeader);
  socket.on('connect', () => {
    socket.emit('joinRoom', { room: storeId }, (answer?: { ok?: boolean; userData?: unknown }) => {
      if (answer?.ok) opts.onJoined?.(answer.userData);
    });
  });
  socket.on('connect_error', retryLater);
  socket.on('disconnect', retryLater);
  socket.on('permissions', (payload: unknown) => opts.onPermissions?.(payload));
  socket.on('session-token', (payload: { sessionToken: string }) => opts.onSessionToken?.(payload));
  socket.on('logout', (payload: unknown) => opts.onLogout?.(payload));
  socket.onAny((event: string, payload: unknown) => {
    if (!SESSION_EVENTS.has(event)) opts.onEvent?.(event, payload);
  });

  return {
    disconnect() {
      stopped = true;
      clearTimeout(retry);
      socket.disconnect();
    },
  };
}
