import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../helper.js';
import { connect, requester, sleep, subscribe, subscribed, tokenFor, useLiveServer } from './support.js';

const TASK_CHANGED = 'subscription { taskChanged { change task { id title } actor { id fullName } } }';
const NEW_TASK = { title: 'Позвонить в «Гамму»', dueDate: '2026-12-05' };

describe('connection_init authentication', () => {
  const server = useLiveServer();
  let admin: string;
  beforeEach(async () => {
    admin = await server.token(DEMO.admin.email, DEMO.admin.password);
  });

  it.each([
    ['plain', (token: string) => token],
    ['JSON-quoted, as the legacy client stores it', (token: string) => JSON.stringify(token)],
  ])('accepts an access token %s and delivers events from a REST write', async (_name, shape) => {
    const live = connect(server.url, { accessToken: shape(admin) });
    await live.connected;
    const before = server.app.events.subscriberCount('task');
    const tasks = subscribe<{ taskChanged: { change: string; task: { id: string; title: string }; actor: { id: string } } }>(live.client, TASK_CHANGED);
    await subscribed(server.app, 'task', before + 1);
    const res = await requester(server.app, admin).rest({ method: 'POST', url: '/apps/todo/add-tasks', payload: { task: NEW_TASK } });
    expect(res.statusCode).toBe(201);
    const { data } = await tasks.next();
    expect(data?.taskChanged).toEqual({
      change: 'CREATED',
      task: { id: String(res.json().task.id), title: NEW_TASK.title },
      actor: { id: '1', fullName: 'Анна Смирнова' },
    });
    await live.dispose();
  });

  it.each([
    ['no payload', undefined, 'Missing access token'],
    ['no token', {}, 'Missing access token'],
    ['a token that is not a string', { accessToken: 42 }, 'Missing access token'],
    ['a malformed token', { accessToken: 'not-a-jwt' }, 'Invalid or expired access token'],
    ['a Bearer header value instead of the token', { accessToken: 'Bearer x.y.z' }, 'Invalid or expired access token'],
    ['a refresh token', 'refresh', 'Invalid or expired access token'],
  ])('closes with 4403 for %s', async (_name, params, reason) => {
    let payload = params as Record<string, unknown> | undefined;
    if (params === 'refresh') {
      const res = await server.app.inject({ method: 'POST', url: '/jwt/login', payload: DEMO.admin });
      payload = { accessToken: res.json().refreshToken };
    }
    const live = connect(server.url, payload);
    expect(await live.closed).toEqual({ code: 4403, reason });
    await live.dispose();
  });

  it('refuses a subscription the account may not read with FORBIDDEN, and keeps the socket', async () => {
    const client = await tokenFor(server.app, DEMO.client.email, DEMO.client.password);
    const live = connect(server.url, { accessToken: client });
    const tasks = subscribe(live.client, TASK_CHANGED);
    const result = await tasks.next();
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(result.errors?.[0]?.message).toBe('You are not allowed to read Task');
    // The socket still serves what the account may read: the subscription reaches the event bus.
    const bookmarks = subscribe(live.client, 'subscription { bookmarkChanged { page { id isBookmarked } } }');
    await subscribed(server.app, 'bookmark');
    // Bookmarks are each account's own: the admin's toggle is no news for the client.
    await requester(server.app, admin).rest({ method: 'POST', url: '/api/bookmarks/update', payload: { id: 3 } });
    expect(await bookmarks.collect(300)).toEqual([]);
    await live.dispose();
  });

  it('serves only subscriptions: queries and mutations over the socket are refused', async () => {
    const live = connect(server.url, { accessToken: admin });
    const query = subscribe(live.client, '{ me { id } }');
    expect((await query.next()).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    const mutation = subscribe(live.client, 'mutation { deletePermission(id: 1) { id } }');
    expect((await mutation.next()).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect((await requester(server.app, admin).graphql('{ permission: allPermissions { id } }')).data).toBeDefined();
    await live.dispose();
  });

  it('refuses a subscription sent over HTTP with BAD_REQUEST naming the WebSocket endpoint', async () => {
    const res = await requester(server.app, admin).graphql(TASK_CHANGED);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: 'Subscriptions are served over WebSocket (graphql-ws protocol) at /graphql',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});

describe('access-token expiry', () => {
  const server = useLiveServer({ config: { accessTtlSeconds: 1 } });

  it('closes a connected socket with 4403 "Access token expired" when its token expires', async () => {
    const token = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const live = connect(server.url, { accessToken: token });
    await live.connected;
    const started = Date.now();
    expect(await live.closed).toEqual({ code: 4403, reason: 'Access token expired' });
    // A 1 s token: it closes within its lifetime plus the sweep, long before any idle or ping timeout.
    expect(Date.now() - started).toBeLessThan(5000);
    await live.dispose();
  });

  it('refuses an already expired token at connection_init with 4403', async () => {
    const token = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    await sleep(2100);
    const live = connect(server.url, { accessToken: token });
    expect(await live.closed).toEqual({ code: 4403, reason: 'Invalid or expired access token' });
    await live.dispose();
  });
});

describe('an ended session', () => {
  const server = useLiveServer();

  it('closes its socket with 4403 "Session ended" (the sweep asks the cached credentials); a socket of another session stays', async () => {
    const ended = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const other = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const [gone, kept] = [connect(server.url, { accessToken: ended }), connect(server.url, { accessToken: other })];
    await Promise.all([gone.connected, kept.connected]);
    const res = await server.app.inject({ method: 'POST', url: '/jwt/logout', headers: { authorization: `Bearer ${ended}` } });
    expect(res.statusCode).toBe(200);
    expect(await gone.closed).toEqual({ code: 4403, reason: 'Session ended' });
    const stillOpen = await Promise.race([kept.closed.then(() => false), sleep(1500).then(() => true)]);
    expect(stillOpen).toBe(true);
    await Promise.all([gone.dispose(), kept.dispose()]);
  });
});
