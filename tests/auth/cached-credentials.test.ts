import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlAs, injectAs, tokensFor, useApp } from '../helper.js';

/**
 * The auth guard keeps three caches (issue 14): access tokens verified before (server/plugins/app/jwt.ts),
 * the accounts behind them (server/auth/principals.ts) and CASL abilities per
 * rule list. None may let a caller keep what it no longer has.
 */
const app = useApp({ config: { accessTtlSeconds: 60 } });

afterEach(() => {
  vi.useRealTimers();
});

describe('verified-token cache', () => {
  it('refuses a token once it has expired, although it was verified (and cached) while valid', async () => {
    const { accessToken } = await tokensFor(app, 'admin');
    const get = () => app.inject({ method: 'GET', url: '/api/users/list/data', headers: { authorization: `Bearer ${accessToken}` } });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const expired = await get();
    expect(expired.statusCode).toBe(401);
    const gql = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      payload: { query: '{ users(perPage: 1) { total } }' },
    });
    expect(gql.json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('still accepts the same token up to its expiry', async () => {
    const { accessToken } = await tokensFor(app, 'admin');
    const get = () => app.inject({ method: 'GET', url: '/api/users/list/data', headers: { authorization: `Bearer ${accessToken}` } });
    expect((await get()).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 50_000);
    expect((await get()).statusCode).toBe(200);
  });
});

describe('cached abilities', () => {
  const accountOf = async (email: string) => (await app.repositories.accounts.all()).find((account) => account.email === email)!;

  it('a role change takes effect on the next request: the demoted admin is refused, REST and GraphQL', async () => {
    const rest = injectAs(app, 'admin');
    const gql = graphqlAs(app, 'admin');
    expect((await rest({ method: 'GET', url: '/api/users/list/data' })).statusCode).toBe(200);
    expect((await gql('{ users(perPage: 1) { total } }')).errors).toBeUndefined();

    // No API changes a role yet; a future one writes the account record, as here.
    const admin = await accountOf('admin@demo.com');
    admin.role = 'client';
    admin.ability = [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ];

    expect((await rest({ method: 'GET', url: '/api/users/list/data' })).statusCode).toBe(403);
    expect((await gql('{ users(perPage: 1) { total } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a granted permission takes effect on the next request, and two accounts with the same rules stay apart', async () => {
    const client = injectAs(app, 'client');
    const admin = injectAs(app, 'admin');
    expect((await client({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(403);

    (await accountOf('client@demo.com')).ability.push({ action: 'read', subject: 'Invoice' });
    expect((await client({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(200);
    // The client may read invoices now, but still not users; the admin keeps everything.
    expect((await client({ method: 'GET', url: '/api/users/list/data' })).statusCode).toBe(403);
    expect((await admin({ method: 'GET', url: '/api/users/list/data' })).statusCode).toBe(200);
  });
});
