import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp, type BuildOptions } from '../server/app.js';
import { MemoryAuditLog } from '../server/audit/memory-repository.js';
import type { AuditAction, StoredAuditEvent } from '../server/audit/models.js';
import { lateBound, unwrap } from './late-bound.js';

/** The demo accounts of spec section 6's roles and of each permission role (README "Demo accounts"). */
export const DEMO = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  administrator: { email: 'administrator@demo.com', password: 'administrator' },
  manager: { email: 'manager@demo.com', password: 'manager' },
  support: { email: 'support@demo.com', password: 'support' },
  user: { email: 'user@demo.com', password: 'user' },
  restricted: { email: 'restricted@demo.com', password: 'restricted' },
} as const;
export type Role = keyof typeof DEMO;
export type Tokens = { accessToken: string; refreshToken: string };

/** A fresh app with its own freshly seeded state; closed by the caller. Most files want `useApp()`. */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp(options);
  await app.ready();
  return app;
}

/** Signs in through POST /jwt/login (a real login every call; the tests of login itself use this). */
export async function login(app: FastifyInstance, role: Role): Promise<Tokens> {
  const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: DEMO[role] });
  if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

const sessions = new WeakMap<FastifyInstance, Map<Role, Promise<Tokens>>>();

/**
 * The tokens of one login per app and role: password hashing makes a login cost tens of
 * milliseconds, and stateless tokens stay valid for the life of the app that signed them.
 */
export function tokensFor(app: FastifyInstance, role: Role): Promise<Tokens> {
  const instance = unwrap(app);
  let byRole = sessions.get(instance);
  if (!byRole) sessions.set(instance, (byRole = new Map()));
  let tokens = byRole.get(role);
  if (!tokens) {
    tokens = login(instance, role);
    // A failed login is not cached: the next call tries again and reports its own error.
    tokens.catch(() => byRole.delete(role));
    byRole.set(role, tokens);
  }
  return tokens;
}

/** `app.inject` as a signed-in demo user. */
export function injectAs(app: FastifyInstance, role: Role) {
  return async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const { accessToken } = await tokensFor(app, role);
    return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${accessToken}` } });
  };
}

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown }; path?: (string | number)[] }[];
}

/** Runs a GraphQL operation through the real /graphql endpoint, optionally as a demo user. */
export function graphqlAs(app: FastifyInstance, role?: Role) {
  return async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult<T>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (role) headers.authorization = `Bearer ${(await tokensFor(app, role)).accessToken}`;
    const res = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
    return res.json() as GraphQLResult<T>;
  };
}

/** A REST error answer's body without the `requestId` every error body carries (checked: its x-request-id). */
export function errorBody(res: LightMyRequestResponse): unknown {
  const { requestId, ...body } = res.json() as Record<string, unknown>;
  expect(requestId).toBe(res.headers['x-request-id']);
  return body;
}

/** A GraphQL error's extensions without the `requestId` every error carries (checked: there is one). */
export function extensionsOf(error: { extensions?: Record<string, unknown> } | undefined): Record<string, unknown> | undefined {
  if (!error?.extensions) return error?.extensions;
  const { requestId, ...extensions } = error.extensions;
  expect(requestId).toEqual(expect.any(String));
  return extensions;
}

/** A GET as a demo user that must answer 200: the parsed body (the body is shown when it does not). */
export function getJsonAs(app: FastifyInstance, role: Role) {
  const inject = injectAs(app, role);
  return async <T>(url: string): Promise<T> => {
    const res = await inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
}

/** A GraphQL operation that must succeed: its data (the errors are shown when there are any). */
export function graphqlDataAs(app: FastifyInstance, role?: Role) {
  const gql = graphqlAs(app, role);
  return async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const res = await gql<T>(query, variables);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data as T;
  };
}

/** A GraphQL operation that must fail: the first error's code. Role `null` asks anonymously. */
export function graphqlErrorCode(app: FastifyInstance) {
  return async (query: string, variables?: Record<string, unknown>, role: Role | null = 'admin'): Promise<string | undefined> => {
    const res = await graphqlAs(app, role ?? undefined)(query, variables);
    expect(res.errors?.length).toBeGreaterThan(0);
    return res.errors![0].extensions?.code;
  };
}

/**
 * Everything the app's requests can change, as text. State lives only in `app.repositories`
 * (each domain's repository is the single owner of its state); Maps and Sets are spelled out. An account's
 * last sign-in is left out: every login notes it, and a test that only signs in leaves nothing a
 * later test could trip on, so it must not cost the next test a new app.
 */
function stateOf(app: FastifyInstance): string {
  return JSON.stringify(app.repositories, function (this: unknown, key, value: unknown) {
    if (key === 'lastSignInAt') return undefined;
    // The log's indexes (events by id, each record's newest) and its shared actors are built from `events`, which is compared.
    if (this instanceof MemoryAuditLog && (key === 'byId' || key === 'newestOfRecord' || key === 'actors')) return undefined;
    if (value instanceof Map) return { Map: [...value] };
    if (value instanceof Set) return { Set: [...value] };
    // Signing in leaves an audit event, and tokensFor signs in once per app: those events, and the ids they
    // took, are no test's change. Any other event is.
    if (this instanceof MemoryAuditLog && key === 'lastId') return undefined;
    if (this instanceof MemoryAuditLog && key === 'events') return (value as StoredAuditEvent[]).filter((event) => !SESSION_ACTIONS.has(event.action));
    return value;
  });
}

const SESSION_ACTIONS = new Set<AuditAction>(['sign_in', 'sign_in_failed', 'sign_out']);

/**
 * The app of the current test, for a whole test file (or the `describe` it is called in): every
 * test starts from the freshly seeded state, as with a new app per test, but the app is built once
 * and shared while tests leave its state as they found it. After a test that changed the state
 * (a write, even a failed one), the app is closed and the next test gets a new one. So tests may
 * write freely and never see each other's changes; read-only files build a single app.
 *
 * It returns a stand-in for the current app: use it as the app (`app.inject`, `injectAs(app,
 * 'admin')`, `app.repositories`) inside tests and hooks; do not keep what it returns across tests.
 * Set-up writes go in `beforeEach` (a `beforeAll` would be lost with the first rebuild: refused).
 */
export function useApp(options: BuildOptions = {}): FastifyInstance {
  return useShared('the app of useApp()', () => build(options));
}

/**
 * `useApp()` listening on a loopback port, for clients that need a real socket (fetch, Apollo
 * Client, graphql-ws): `urlOf(app)`. `prepare` runs on every new app before it boots (where
 * Fastify still takes hooks). `settle`, when given, runs after each test before the state is
 * compared (e.g. to wait for sockets to close); `false` means the app cannot be trusted: rebuilt.
 */
export function useServer(
  options: BuildOptions = {},
  { prepare, settle }: { prepare?: (app: FastifyInstance) => void; settle?: (app: FastifyInstance) => Promise<boolean> } = {},
): FastifyInstance {
  return useShared(
    'the server of useServer()',
    async () => {
      const app = await buildApp(options);
      prepare?.(app);
      await app.listen({ host: '127.0.0.1', port: 0 });
      return app;
    },
    settle,
  );
}

/** The URL of a `useServer()` app's path (`ws` for graphql-ws clients). */
export function urlOf(app: FastifyInstance, path = '/graphql', scheme: 'http' | 'ws' = 'http'): string {
  const { port } = unwrap(app).server.address() as AddressInfo;
  return `${scheme}://127.0.0.1:${port}${path}`;
}

/** The engine of `useApp()` and `useServer()`: one app per file, rebuilt after a test that changed its state. */
function useShared(what: string, start: () => Promise<FastifyInstance>, settle?: (app: FastifyInstance) => Promise<boolean>): FastifyInstance {
  let current: { app: FastifyInstance; seeded: string; unchecked?: true } | undefined;
  const fresh = async () => {
    const app = await start();
    return { app, seeded: stateOf(app) };
  };

  beforeAll(async () => {
    current = { ...(await fresh()), unchecked: true };
  });
  beforeEach(async () => {
    if (!current) current = await fresh();
    if (current.unchecked) {
      // The file's own beforeAll hooks ran since the build: what they wrote would be lost with the first rebuild.
      if (stateOf(current.app) !== current.seeded) throw new Error(`${what}: a beforeAll hook changed the app; write set-up data in beforeEach`);
      delete current.unchecked;
    }
  });
  afterEach(async () => {
    if (!current) return;
    const settled = settle ? await settle(current.app) : true;
    if (settled && stateOf(current.app) === current.seeded) return;
    const changed = current.app;
    current = undefined;
    await changed.close();
  });
  afterAll(async () => {
    await current?.app.close();
    current = undefined;
  });

  return lateBound(what, () => current?.app);
}

/**
 * The scaffolding of a parity test (REST and GraphQL read the same repositories, so both faces
 * must agree): `useApp(options)` and both faces as the admin, raw (`rest`, `gql`) or asserting
 * success (`restJson`: a 200 GET; `gqlData`: an operation without errors).
 */
export function useParity(options: BuildOptions = {}) {
  const app = useApp(options);
  return {
    app,
    rest: injectAs(app, 'admin'),
    gql: graphqlAs(app, 'admin'),
    restJson: getJsonAs(app, 'admin'),
    gqlData: graphqlDataAs(app, 'admin'),
  };
}
