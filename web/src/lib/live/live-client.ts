import { createClient, type Client } from 'graphql-ws';
import type { TokenStore } from '../auth/session-types.js';
import type { TokenRefresher } from '../auth/token-refresher.js';
import type { ConnectionStatusStore } from './connection-status.js';

/**
 * Close codes with which the server ends a socket whose access token expired or was refused (README,
 * "Live updates"): the next connection first gets a fresh token from the shared refresher.
 */
export const SESSION_CLOSE_CODES: ReadonlySet<number> = new Set([4403]);

/** Pause before reconnect attempt `retries` (0-based): 0.5 s, 1 s, 2 s … up to 30 s, each ±25 % so tabs spread out. */
export function reconnectDelay(retries: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 500 * 2 ** retries);
  return Math.round(base * (0.75 + random() * 0.5));
}

export interface LiveClientOptions {
  /** ws(s)://<host>/graphql, resolved when a connection is made. */
  url: string | (() => string);
  store: TokenStore;
  /** The same single-flight refresher as the HTTP auth link: one refresh whoever needs it first. */
  refresher: TokenRefresher;
  status: ConnectionStatusStore;
  /** After a reconnect: events published while the socket was down are not replayed, so stale reads are caught up. */
  onReconnected?: () => void;
  /** Node tests pass `ws`; browsers use their own WebSocket. */
  webSocketImpl?: unknown;
  /** Client pings; a pong missing for `pongTimeoutMs` counts as a dropped socket. */
  keepAliveMs?: number;
  pongTimeoutMs?: number;
  delay?: (retries: number) => number;
}

export interface LiveClient {
  client: Client;
  /** Skips the pause before the next reconnect attempt (the user pressed "retry", or the browser is online again). */
  retryNow(): void;
  /** Drops the socket so the next one is made with the current session (another account signed in). */
  restart(): void;
}

function closeCode(event: unknown): number | null {
  return typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number' ? event.code : null;
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The graphql-ws client behind the WebSocket link. It connects when the first subscription starts and
 * closes after the last one ends (`lazy`); a dropped socket is retried for ever with growing pauses, and
 * graphql-ws subscribes every running operation again on the new socket. `connection_init` carries the
 * access token; after a session close code the token is refreshed first (through the shared refresher, so
 * an HTTP 401 at the same moment costs no second refresh).
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const { store, refresher, status } = options;
  const delay = options.delay ?? reconnectDelay;
  const pongTimeoutMs = options.pongTimeoutMs ?? 5_000;
  let tokenUsed: string | null = null;
  let refreshFirst = false;
  let connectedBefore = false;
  let wake: (() => void) | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let socket: WebSocket | null = null;

  const client = createClient({
    url: options.url,
    lazy: true,
    retryAttempts: Infinity,
    // Every failure to connect is worth another try (the server restarting, a network change).
    shouldRetry: () => true,
    keepAlive: options.keepAliveMs ?? 15_000,
    connectionAckWaitTimeout: 10_000,
    webSocketImpl: options.webSocketImpl,
    connectionParams: async () => {
      let token = store.accessToken();
      if (refreshFirst) {
        refreshFirst = false;
        token = await refresher.refresh(tokenUsed);
      } else if (refresher.pending) {
        token = await refresher.pending;
      }
      tokenUsed = token;
      return token ? { accessToken: token } : {};
    },
    retryWait: (retries) =>
      new Promise<void>((resolve) => {
        const pause = delay(retries);
        // The first attempt after a drop is "reconnecting"; once an attempt has failed too, the server is out of reach.
        status.set(retries === 0 && !browserOffline() ? 'reconnecting' : 'offline', Date.now() + pause);
        const done = () => {
          clearTimeout(timer);
          wake = null;
          resolve();
        };
        const timer = setTimeout(done, pause);
        wake = done;
      }),
    on: {
      connecting: () => {
        const { state } = status.get();
        status.set(!connectedBefore ? 'connecting' : state === 'offline' ? 'offline' : 'reconnecting');
      },
      opened: (opened) => {
        socket = opened as WebSocket;
      },
      connected: () => {
        const again = connectedBefore;
        connectedBefore = true;
        status.set('online');
        if (again) options.onReconnected?.();
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => {
          // A socket that no longer answers (laptop asleep, network gone) is closed so the retry starts now.
          if (socket?.readyState === 1) socket.close(4408, 'Pong timeout');
        }, pongTimeoutMs);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: (event) => {
        clearTimeout(pongTimer);
        socket = null;
        const code = closeCode(event);
        if (code !== null && SESSION_CLOSE_CODES.has(code)) refreshFirst = true;
        // 1000 is the lazy close after the last subscription ended; retryWait says otherwise if a retry follows.
        if (code === 1000) {
          connectedBefore = false;
          status.set('idle');
        } else if (status.get().state === 'online') {
          status.set('reconnecting');
        }
      },
    },
  });

  return {
    client,
    retryNow: () => wake?.(),
    restart: () => client.terminate(),
  };
}
