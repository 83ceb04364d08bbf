import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlAs, graphqlDataAs, injectAs, tokensFor, useApp } from '../helper.js';

/**
 * The auth guard keeps three caches: access tokens verified before (server/plugins/app/jwt.ts),
 * the accounts behind them (server/auth/principals.ts) and each role's abilities (server/access/role-abilities.ts).
 * None may let a caller keep what it no longer has.
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
  const accountOf = async (email: string) => (await app.repositories.accounts.findByEmail(email))!;
  const asAdmin = graphqlDataAs(app, 'admin');

  it('a role change takes effect on the next request on the same token: the demoted manager is refused, REST and GraphQL', async () => {
    const rest = injectAs(app, 'manager');
    const gql = graphqlAs(app, 'manager');
    expect((await rest({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(200);
    expect((await gql('{ invoices(perPage: 1) { total } }')).errors).toBeUndefined();

    const { id } = await accountOf('manager@demo.com');
    await asAdmin('mutation ($id: ID!) { updateAccountRole(id: $id, role: restricted_user) { role } }', { id });

    expect((await rest({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(403);
    expect((await gql('{ invoices(perPage: 1) { total } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a permission granted to a role takes effect on the next request, and only for that role', async () => {
    const restricted = injectAs(app, 'restricted');
    const support = injectAs(app, 'support');
    expect((await restricted({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(403);

    const viewInvoices = (await app.repositories.permissions.all()).find((p) => p.name === 'Просмотр счетов')!;
    await asAdmin('mutation ($id: ID!, $roles: [PermissionRole!]) { updatePermission(id: $id, assignedTo: $roles) { id } }', {
      id: viewInvoices.id,
      roles: [...viewInvoices.assignedTo.map((role) => role.replace('-', '_')), 'restricted_user'],
    });
    expect((await restricted({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(200);
    // The restricted user may read invoices now, but still not delete them; support, untouched, still may not read them.
    expect((await restricted({ method: 'DELETE', url: '/apps/invoice/delete?id=4901' })).statusCode).toBe(403);
    expect((await support({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(403);
  });
});
