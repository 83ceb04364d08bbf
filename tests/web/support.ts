import { ApolloClient, HttpLink } from '@apollo/client';
import type { FastifyInstance } from 'fastify';
import { beforeEach } from 'vitest';
import type { BuildOptions } from '../../server/app.js';
import { typePolicies } from '../../web/src/app/type-policies.js';
import { createAuthLink } from '../../web/src/lib/apollo/auth-link.js';
import { createCache } from '../../web/src/lib/apollo/cache.js';
import type { Session, TokenStore } from '../../web/src/lib/auth/session-types.js';
import { TokenRefresher } from '../../web/src/lib/auth/token-refresher.js';
import { DEMO, urlOf, useServer, type Role } from '../helper.js';
import { unwrap } from '../late-bound.js';

const refreshes = new WeakMap<FastifyInstance, number>();
const refreshesOf = (app: FastifyInstance) => refreshes.get(unwrap(app)) ?? 0;

/**
 * The file's real server on a loopback port (tests/helper.ts `useServer`: shared while tests leave it
 * as seeded): its GraphQL `url`, and `refreshCalls`, the refreshToken mutations it answered in this test.
 */
export function useWebServer(options: BuildOptions = {}) {
  const app = useServer(options, {
    prepare: (instance) => {
      refreshes.set(instance, 0);
      instance.addHook('preHandler', async (request) => {
        // The web client sends its refresh as a trusted document (by hash, named RefreshSession); others as text.
        const body = request.body as { query?: unknown; operationName?: unknown } | undefined;
        const refresh = body?.operationName === 'RefreshSession' || (typeof body?.query === 'string' && /\brefreshToken\s*\(/.test(body.query));
        if (request.url.startsWith('/graphql') && refresh) {
          refreshes.set(instance, refreshesOf(instance) + 1);
        }
      });
    },
  });
  let atStart = 0;
  beforeEach(() => {
    atStart = refreshesOf(app);
  });
  return {
    app,
    get url() {
      return urlOf(app);
    },
    refreshCalls: () => refreshesOf(app) - atStart,
  };
}

/**
 * A fresh Apollo Client with the web app's cache and auth link, signed in as `role`, that must never
 * refresh; `record` hears of every request that reaches the network, by operation name: the proof
 * that a mutation's cache update refetched nothing.
 */
export async function countingClient(url: string, record: (operationName: string) => void, role: Role = 'admin'): Promise<ApolloClient> {
  const store = memoryStore(await loginSession(url, role));
  const refresher = new TokenRefresher({ store, refresh: () => Promise.reject(new Error('no refresh expected')), onExpired: () => undefined });
  const countingFetch: typeof fetch = (input, init) => {
    record((JSON.parse(String(init?.body ?? '{}')) as { operationName?: string }).operationName ?? '?');
    return fetch(input, init);
  };
  return new ApolloClient({ link: createAuthLink(store, refresher).concat(new HttpLink({ uri: url, fetch: countingFetch })), cache: createCache(typePolicies) });
}

/**
 * The file's server and, for each test, a fresh counting client signed in as the admin (`countingClient`) with the
 * operations it sent so far.
 */
export function useCountingClient() {
  const server = useWebServer();
  const state = { server, operations: [] as string[], client: undefined as unknown as ApolloClient };
  beforeEach(async () => {
    state.operations = [];
    // Into the list of the moment: a test may start a new one (`live.operations = []`) before the step it counts.
    state.client = await countingClient(server.url, (name) => state.operations.push(name));
  });
  return state;
}

/** The session as the app stores it after login, fetched over the real REST login. */
export async function loginSession(url: string, role: Role): Promise<Session> {
  const res = await fetch(url.replace('/graphql', '/jwt/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO[role]),
  });
  const body = (await res.json()) as Session & { userData: Session['userData'] & { id: number } };
  return { ...body, userData: { ...body.userData, id: String(body.userData.id) } };
}

/** The web client's TokenStore, in memory instead of local storage. */
export function memoryStore(session: Session | null): TokenStore & { cleared: number } {
  let current = session;
  return {
    cleared: 0,
    accessToken: () => current?.accessToken ?? null,
    refreshToken: () => current?.refreshToken ?? null,
    save(next) {
      current = next;
    },
    clear() {
      current = null;
      this.cleared += 1;
    },
  };
}
