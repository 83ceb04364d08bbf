import { describe, expect, it } from 'vitest';
import { DEMO } from '../helper.js';
import { connect, requester, subscribe, subscribed, tokenFor, useLiveServer } from '../live/support.js';
import { byToken, gql, makeKey, REVOKE } from './support.js';

const TASK_CHANGED = 'subscription { taskChanged { change task { title } actor { fullName } } }';

/** An API key on the GraphQL socket: sent as `accessToken` in connection_init, like an access token. */
describe('an API key on the live socket', () => {
  const server = useLiveServer();

  it('signs the socket in as the key’s owner, who receives the events the owner may read', async () => {
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const key = await makeKey(server.app, admin, 'Live', 'READ');
    const live = connect(server.url, { accessToken: key.secret });
    await live.connected;
    const before = server.app.events.subscriberCount('task');
    const tasks = subscribe<{ taskChanged: { change: string; task: { title: string }; actor: { fullName: string } } }>(live.client, TASK_CHANGED);
    await subscribed(server.app, 'task', before + 1);
    const res = await requester(server.app, admin).rest({ method: 'POST', url: '/apps/todo/add-tasks', payload: { task: { title: 'Сверка ключей', dueDate: '2026-12-05' } } });
    expect(res.statusCode).toBe(201);
    const { data } = await tasks.next();
    expect(data?.taskChanged).toEqual({ change: 'CREATED', task: { title: 'Сверка ключей' }, actor: { fullName: 'Анна Смирнова' } });
    await live.dispose();
  });

  it('closes the socket of a key revoked meanwhile with 4403, as for an ended session', async () => {
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const key = await makeKey(server.app, admin, 'Revoked live', 'READ');
    const live = connect(server.url, { accessToken: key.secret });
    await live.connected;
    expect((await gql(server.app, byToken(admin), REVOKE, { id: key.id })).errors).toBeUndefined();
    expect(await live.closed).toEqual({ code: 4403, reason: 'Session ended' });
    await live.dispose();
  });

  it('refuses a revoked or unknown key with 4403, as an invalid token', async () => {
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const key = await makeKey(server.app, admin, 'Gone', 'READ');
    expect((await gql(server.app, byToken(admin), REVOKE, { id: key.id })).errors).toBeUndefined();
    for (const accessToken of [key.secret, `ak_${'0'.repeat(43)}`]) {
      const live = connect(server.url, { accessToken });
      expect(await live.closed).toEqual({ code: 4403, reason: 'Invalid or expired access token' });
      await live.dispose();
    }
  });
});
