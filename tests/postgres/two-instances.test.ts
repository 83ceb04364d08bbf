import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, adminToken, startProductServer, type RunningServer } from '../e2e/support/server.js';
import { connect, subscribe, type LiveClient } from '../live/support.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * Two server processes on one database serve the same data, a token signed by one is
 * good on the other (explicit shared secrets), and a live event from a write on one reaches a socket on
 * the other through PostgreSQL LISTEN/NOTIFY.
 */
const schema = uniqueSchema();
const env = { DATABASE_URL: DATABASE_URL ?? '', DATABASE_SCHEMA: schema };

const get = async <T>(baseUrl: string, path: string, token: string): Promise<T> => {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

describe('two instances on one database', () => {
  let a: RunningServer;
  let b: RunningServer;
  const sockets: LiveClient[] = [];
  beforeAll(async () => {
    // Started together: migrations and the seed are applied once, under their locks.
    [a, b] = await Promise.all([startProductServer({ env, fromSource: true }), startProductServer({ env, fromSource: true })]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await Promise.all([a?.stop(), b?.stop()]);
    await dropSchema(schema);
  });

  it('serve the same data, each accepting the tokens of the other', async () => {
    const token = await adminToken(a.baseUrl);
    const before = await get<{ total: number }>(b.baseUrl, '/api/users/list/data?perPage=1', token);
    const res = await fetch(`${a.baseUrl}/apps/users/add-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ fullName: 'Двое Серверов', username: 'two.instances', email: 'two.instances@example.com', role: 'editor', currentPlan: 'team' }),
    });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: number } };
    const after = await get<{ total: number }>(b.baseUrl, '/api/users/list/data?perPage=1', token);
    expect(after.total).toBe(before.total + 1);
    expect((await get<{ user: { email: string } }>(b.baseUrl, `/api/users/user?id=${user.id}`, token)).user.email).toBe('two.instances@example.com');
  });

  it('deliver a live event from a write on one instance to a socket on the other', async () => {
    const token = await adminToken(b.baseUrl);
    const live = connect(`${b.baseUrl.replace('http', 'ws')}/graphql`, { accessToken: token });
    sockets.push(live);
    await live.connected;
    const changes = subscribe<{ userChanged: { change: string; user: { email: string } } }>(
      live.client,
      'subscription { userChanged { change user { email } } }',
    );
    // The subscription is active once the server answered nothing for a moment; then write on the other instance.
    await changes.collect(300);
    const res = await fetch(`${a.baseUrl}/apps/users/add-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ fullName: 'Живое Событие', username: 'live.across', email: 'live.across@example.com', role: 'editor', currentPlan: 'team' }),
    });
    expect(res.status).toBe(201);
    const event = await changes.next(5000);
    expect(event.data?.userChanged).toEqual({ change: 'CREATED', user: { email: 'live.across@example.com' } });
  });

  it('apply a grant taken away on one instance on the other within a second: its requests, its sockets', async () => {
    const [admin, manager] = await Promise.all([adminToken(a.baseUrl), accessTokenOf(b.baseUrl, 'manager@demo.com', 'manager')]);
    const invoices = () => fetch(`${b.baseUrl}/apps/invoice/invoices`, { headers: { authorization: `Bearer ${manager}` } }).then((res) => res.status);
    expect(await invoices()).toBe(200);
    const live = connect(`${b.baseUrl.replace('http', 'ws')}/graphql`, { accessToken: manager });
    sockets.push(live);
    await live.connected;
    const ability = subscribe<{ abilityChanged: { ability: { action: string; subject: string }[] } }>(live.client, 'subscription { abilityChanged { ability { action subject } } }');
    await ability.collect(300);
    const graphql = (query: string, variables?: object) =>
      fetch(`${a.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ query, variables }),
      }).then((res) => res.json() as Promise<{ data: { permissions: { items: { id: string }[] } } }>);
    const { id } = (await graphql('{ permissions(q: "Просмотр счетов") { items { id } } }')).data.permissions.items[0];
    await graphql('mutation ($id: ID!) { updatePermission(id: $id, assignedTo: [administrator]) { id } }', { id });
    // The other instance's socket hears of it through LISTEN/NOTIFY and reads the role's ability afresh.
    expect((await ability.next(5000)).data?.abilityChanged.ability).not.toContainEqual({ action: 'read', subject: 'Invoice' });
    const deadline = Date.now() + 1500;
    while ((await invoices()) !== 403) expect(Date.now()).toBeLessThan(deadline);
  });
});
