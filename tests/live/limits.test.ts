import { beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO } from '../helper.js';
import { connect, requester, subscribe, subscribed, useLiveServer } from './support.js';

const PERMISSIONS = 'subscription { permissionChanged { change permission { id name } } }';

describe('socket limits', () => {
  const server = useLiveServer({ config: { live: { maxSubscriptionsPerSocket: 2, maxMessageBytes: 2048 } } });
  let admin: string;
  beforeEach(async () => {
    admin = await server.token(DEMO.admin.email, DEMO.admin.password);
  });

  it('refuses a subscription beyond the per-socket limit with SUBSCRIPTION_LIMIT; the others keep delivering', async () => {
    const live = connect(server.url, { accessToken: admin });
    const first = subscribe<{ permissionChanged: { change: string } }>(live.client, PERMISSIONS);
    const second = subscribe(live.client, 'subscription { userChanged { change user { id } } }');
    await subscribed(server.app, 'permission');
    await subscribed(server.app, 'user');
    const third = subscribe(live.client, 'subscription { invoiceChanged { change invoice { id } } }');
    expect((await third.next()).errors?.[0]).toMatchObject({
      message: 'At most 2 subscriptions per connection',
      extensions: { code: 'SUBSCRIPTION_LIMIT' },
    });
    await requester(server.app, admin).graphql('mutation { addPermission(name: "Выгрузка в 1С") { id } }');
    expect((await first.next()).data?.permissionChanged.change).toBe('CREATED');
    second.stop();
    await live.dispose();
  });

  it('frees a slot when a subscription completes', async () => {
    const live = connect(server.url, { accessToken: admin });
    // The previous test's socket has left the bus, so the counts start from zero.
    await expect.poll(() => server.app.events.subscriberCount('user') + server.app.events.subscriberCount('invoice')).toBe(0);
    const before = 0;
    const usersBefore = 0;
    subscribe(live.client, PERMISSIONS);
    const users = subscribe(live.client, 'subscription { userChanged { change } }');
    await subscribed(server.app, 'user', usersBefore + 1);
    users.stop();
    // Completing it leaves the event bus too: nothing leaks per finished subscription.
    await expect.poll(() => server.app.events.subscriberCount('user')).toBe(usersBefore);
    const invoices = subscribe<{ invoiceChanged: { change: string } }>(live.client, 'subscription { invoiceChanged { change invoice { id } } }');
    await subscribed(server.app, 'invoice', before + 1);
    await requester(server.app, admin).rest({ method: 'DELETE', url: '/apps/invoice/delete?id=4910' });
    expect((await invoices.next()).data?.invoiceChanged.change).toBe('DELETED');
    await live.dispose();
  });

  it('closes a socket whose message exceeds the size limit with 1009', async () => {
    const live = connect(server.url, { accessToken: admin });
    await live.connected;
    subscribe(live.client, `subscription { permissionChanged { change } } # ${'x'.repeat(3000)}`);
    expect((await live.closed).code).toBe(1009);
    await live.dispose();
  });

  it('applies the HTTP endpoint document limits to subscriptions (aliases)', async () => {
    const live = connect(server.url, { accessToken: admin });
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: change`).join(' ');
    const result = await subscribe(live.client, `subscription { permissionChanged { ${aliases} } }`).next();
    expect(result.errors?.[0]?.message).toMatch(/^Query refused/);
    await live.dispose();
  });
});

describe('socket timeouts', () => {
  const IDLE_MS = 600;
  const server = useLiveServer({ config: { live: { idleTimeoutMs: IDLE_MS, connectionInitTimeoutMs: 1000 } } });
  let admin: string;
  beforeEach(async () => {
    admin = await server.token(DEMO.admin.email, DEMO.admin.password);
  });

  it('closes a socket that holds no subscription for the idle timeout with 1000 "Idle timeout"', async () => {
    const idle = connect(server.url, { accessToken: admin });
    const busy = connect(server.url, { accessToken: admin });
    subscribe(busy.client, PERMISSIONS);
    await idle.connected;
    const started = Date.now();
    expect(await idle.closed).toEqual({ code: 1000, reason: 'Idle timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS - 50);
    const stillOpen = await Promise.race([busy.closed, new Promise((resolve) => setTimeout(() => resolve('open'), IDLE_MS + 300))]);
    expect(stillOpen).toBe('open');
    await busy.dispose();
    await idle.dispose();
  });

  it('closes a socket that never sends connection_init with 4408', async () => {
    const socket = new WebSocket(server.url, 'graphql-transport-ws');
    const code = await new Promise<number>((resolve) => socket.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(4408);
  });
});
