import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { beforeEach } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type BuildOptions } from '../../server/app.js';
import type { Topic } from '../../server/events/catalog.js';
import { urlOf, useServer } from '../helper.js';
import { unwrap } from '../late-bound.js';

/** A live server on a real loopback port, with its graphql-ws URL. */
export interface LiveServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function startServer(options: BuildOptions = {}): Promise<LiveServer> {
  const app = await buildApp(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `ws://127.0.0.1:${port}/graphql`, close: () => app.close() };
}

/** What a test can leave behind on a live server: open sockets and subscriptions on the bus, per topic. */
const liveLoad = (app: FastifyInstance) =>
  [app.websocketServer.clients.size, ...Object.keys(app.events.topics).map((topic) => app.events.subscriberCount(topic as Topic))].join();

/**
 * The live server of a file or describe block: tests/helper.ts `useServer` (shared while tests leave
 * its state as seeded, rebuilt after one that changed it) with what every live test needs: its `url`,
 * `open(token)` for sockets that are closed after the test, and `token(email, password)`, one login
 * per server and account. After each test its sockets are closed and the server is given up to two
 * seconds to let go of them (sessions, presence, subscriptions) before its state is compared; a
 * server that does not is rebuilt.
 */
export function useLiveServer(options: BuildOptions = {}) {
  const sockets: LiveClient[] = [];
  let idle = '';
  const app = useServer(options, {
    settle: async (instance) => {
      await Promise.all(sockets.splice(0).map((s) => s.dispose()));
      const deadline = Date.now() + 2000;
      while (liveLoad(instance) !== idle) {
        if (Date.now() > deadline) return false;
        await sleep(10);
      }
      return true;
    },
  });
  beforeEach(() => {
    idle = liveLoad(app);
  });
  const tokens = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();
  const server = {
    app,
    get url() {
      return urlOf(app, '/graphql', 'ws');
    },
    open(token: string): LiveClient {
      const live = connect(server.url, { accessToken: token });
      sockets.push(live);
      return live;
    },
    token(email: string, password: string): Promise<string> {
      const instance = unwrap(app);
      let byEmail = tokens.get(instance);
      if (!byEmail) tokens.set(instance, (byEmail = new Map()));
      let token = byEmail.get(email);
      if (!token) byEmail.set(email, (token = tokenFor(instance, email, password)));
      return token;
    },
  };
  return server;
}

export async function tokenFor(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { accessToken: string }).accessToken;
}

/** A REST or GraphQL call with a token, as a browser session would make it. */
export function requester(app: FastifyInstance, token: string) {
  const rest = (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
  const graphql = async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => {
    const res = await rest({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query, variables } });
    return res.json() as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  };
  return { rest, graphql };
}

export interface CloseInfo {
  code: number;
  reason: string;
}

/** A graphql-ws client that connects at once and never retries, with the close it ends with. */
export interface LiveClient {
  client: Client;
  /** Settles when the socket closes. */
  closed: Promise<CloseInfo>;
  /** Settles when the server acknowledged `connection_init`. */
  connected: Promise<void>;
  dispose(): Promise<void>;
}

export function connect(url: string, connectionParams: Record<string, unknown> | undefined): LiveClient {
  let onClosed!: (info: CloseInfo) => void;
  let onConnected!: () => void;
  const closed = new Promise<CloseInfo>((resolve) => (onClosed = resolve));
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams,
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
    on: {
      connected: () => onConnected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        onClosed({ code, reason: String(reason) });
      },
    },
  });
  // Waits for the close handshake, so the server has let go of the socket's subscriptions before the next test counts them.
  const dispose = async () => {
    await client.dispose();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000))]);
  };
  return { client, closed, connected, dispose };
}

/** One subscription's results, in order, with a way to wait for the next one. */
export type Result<T> = FormattedExecutionResult<T, unknown>;

export interface Subscription<T> {
  next(timeoutMs?: number): Promise<Result<T>>;
  /** Resolves with whatever arrived within the time (to assert that nothing did). */
  collect(ms: number): Promise<Result<T>[]>;
  stop(): void;
}

export function subscribe<T = Record<string, unknown>>(client: Client, query: string, variables?: Record<string, unknown>): Subscription<T> {
  const queue: Result<T>[] = [];
  const waiters: ((result: Result<T>) => void)[] = [];
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        const waiter = waiters.shift();
        if (waiter) waiter(result);
        else queue.push(result);
      },
      error: (error) => {
        const result = { errors: Array.isArray(error) ? error : [{ message: String((error as Error)?.message ?? error) }] } as Result<T>;
        const waiter = waiters.shift();
        if (waiter) waiter(result);
        else queue.push(result);
      },
      complete: () => {},
    },
  );
  return {
    next: (timeoutMs = 3000) => {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no result within ${timeoutMs} ms for ${query.slice(0, 60)}`)), timeoutMs);
        waiters.push((result) => {
          clearTimeout(timer);
          resolve(result);
        });
      });
    },
    collect: async (ms) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    stop,
  };
}

/** Waits until the server holds `count` subscriptions to a topic, so a write made next is seen. */
export async function subscribed(app: FastifyInstance, topic: Topic, count = 1, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (app.events.subscriberCount(topic) < count) {
    if (Date.now() > deadline) throw new Error(`${count} subscription(s) to ${topic} not active after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
