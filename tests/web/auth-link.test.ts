import { ApolloClient, CombinedGraphQLErrors, HttpLink } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { NavbarBookmarksDocument, NavbarSearchDocument } from '../../web/src/__generated__/graphql.js';
import { typePolicies } from '../../web/src/app/type-policies.js';
import { createAuthLink } from '../../web/src/lib/apollo/auth-link.js';
import { createCache } from '../../web/src/lib/apollo/cache.js';
import { refreshSession, SessionEndedError } from '../../web/src/lib/auth/refresh-session.js';
import { TokenRefresher } from '../../web/src/lib/auth/token-refresher.js';
import { loginSession, memoryStore, useWebServer } from './support.js';

// Ten-minute tokens, so the refreshed ones stay valid however slow the machine is; the session
// starts with an access token the server itself signed an hour ago, i.e. one that has expired.
const server = useWebServer({ config: { accessTtlSeconds: 600 } });
const app = server.app;

/** A real session of `role` whose access token has already expired (signed with the server's secret). */
async function expiredSession(role: 'admin') {
  const session = await loginSession(server.url, role);
  const payload = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString()) as { id: number; sid: string };
  const anHourAgo = Date.now() - 3_600_000;
  return { ...session, accessToken: app.jwt.access.sign({ id: payload.id, kind: 'access', sid: payload.sid }, { clockTimestamp: anHourAgo, expiresIn: 600 }) };
}

/** `onRefresh` runs as a refresh starts, before its request leaves. */
function clientFor(store: ReturnType<typeof memoryStore>, onRefresh?: () => void) {
  let expired = 0;
  let refreshes = 0;
  const reasons: Error[] = [];
  const refresher = new TokenRefresher({
    store,
    refresh: (token) => {
      refreshes += 1;
      onRefresh?.();
      return refreshSession(server.url, token);
    },
    onExpired: (reason) => {
      expired += 1;
      reasons.push(reason);
    },
  });
  const client = new ApolloClient({
    link: createAuthLink(store, refresher).concat(new HttpLink({ uri: server.url })),
    cache: createCache(typePolicies),
  });
  return { client, refresher, refreshes: () => refreshes, expired: () => expired, reasons };
}

describe('auth link (spec section 4: one refresh, queued retries)', () => {
  it('sends the bearer token: a fresh session reads its bookmarks without refreshing', async () => {
    const store = memoryStore(await loginSession(server.url, 'admin'));
    const { client, refreshes } = clientFor(store);
    const { data } = await client.query({ query: NavbarBookmarksDocument });
    expect(data?.bookmarks.length).toBeGreaterThan(0);
    expect(refreshes()).toBe(0);
  });

  it('after expiry, N concurrent operations cost exactly one refresh and all succeed with the new token', async () => {
    const session = await expiredSession('admin');
    const store = memoryStore(session);
    const { client, refreshes } = clientFor(store);

    const queries = ['а', 'о', 'е', 'и', 'Почта', 'Счета'].map((q) =>
      client.query({ query: NavbarSearchDocument, variables: { q }, fetchPolicy: 'network-only' }),
    );
    const results = await Promise.all(queries);

    for (const result of results) expect(result.data?.search.map((g) => g.groupTitle)).toEqual(['Pages', 'Files', 'Contacts']);
    expect(refreshes()).toBe(1);
    expect(server.refreshCalls()).toBe(1);
    expect(store.accessToken()).not.toBe(session.accessToken);
  });

  it('operations started while the refresh is in flight wait for it and go out with the new token', async () => {
    const session = await expiredSession('admin');
    const store = memoryStore(session);
    let started!: () => void;
    const refreshStarted = new Promise<void>((resolve) => (started = resolve));
    const { client, refresher, refreshes } = clientFor(store, () => started());

    const first = client.query({ query: NavbarSearchDocument, variables: { q: 'а' }, fetchPolicy: 'network-only' });
    // The refresh's request cannot be answered within the microtasks before this resumes: it is in flight.
    await refreshStarted;
    expect(refresher.pending).not.toBeNull();
    const queued = ['б', 'в', 'г'].map((q) => client.query({ query: NavbarSearchDocument, variables: { q }, fetchPolicy: 'network-only' }));
    const results = await Promise.all([first, ...queued]);

    expect(results.every((r) => r.data?.search.length === 3)).toBe(true);
    expect(refreshes()).toBe(1);
    expect(server.refreshCalls()).toBe(1);
  });

  it('a failed refresh ends the session once: tokens cleared, onExpired called, the operation fails', async () => {
    const session = await expiredSession('admin');
    const store = memoryStore({ ...session, refreshToken: 'not-a-refresh-token' });
    const { client, refreshes, expired } = clientFor(store);

    const outcomes = await Promise.allSettled(
      ['x', 'y', 'z'].map((q) => client.query({ query: NavbarSearchDocument, variables: { q }, fetchPolicy: 'network-only' })),
    );

    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(refreshes()).toBe(1);
    expect(expired()).toBe(1);
    expect(store.cleared).toBe(1);
    expect(store.accessToken()).toBeNull();
  });

  it('a session ended elsewhere ends here with the reason: the refresh is refused as SESSION_ENDED', async () => {
    const session = await loginSession(server.url, 'admin');
    const store = memoryStore(session);
    const { client, expired, reasons } = clientFor(store);
    // Signed out on another device: the server refuses both tokens from now on.
    await app.inject({ method: 'POST', url: '/jwt/logout', payload: { refreshToken: session.refreshToken } });
    const outcome = await client.query({ query: NavbarBookmarksDocument }).then(() => 'read', () => 'refused');
    expect(outcome).toBe('refused');
    expect(expired()).toBe(1);
    expect(reasons[0]).toBeInstanceOf(SessionEndedError);
    expect(store.accessToken()).toBeNull();
  });

  it('an anonymous operation is not retried: UNAUTHENTICATED reaches the caller without a refresh', async () => {
    const store = memoryStore(null);
    const { client, refreshes } = clientFor(store);
    const error = await client.query({ query: NavbarBookmarksDocument }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(CombinedGraphQLErrors.is(error) && error.errors[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(refreshes()).toBe(0);
  });
});
