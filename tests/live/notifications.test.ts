import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_PASSWORD, seedAccounts } from '../../seed/accounts.js';
import { contactAccountId, seedChat } from '../../seed/chat.js';
import { seedCalendar } from '../../seed/calendar.js';
import { seedTodo } from '../../seed/todo.js';
import type { BuildOptions } from '../../server/app.js';
import { DEMO } from '../helper.js';
import { connect, requester, startServer, subscribe, subscribed, tokenFor, type LiveClient, type LiveServer } from './support.js';

const seed = seedChat();
const accounts = seedAccounts(seed);
const emailOf = (contactId: number) => accounts.find((a) => a.id === contactAccountId(contactId))!.email;
const team = seedTodo().team;

const FEED = 'id kind title excerpt count isRead contactId taskId eventId startsAt contact { id } task { id title } event { id title }';
const CHANGED = `subscription { notificationChanged { change unreadCount notifications { ${FEED} } } }`;
interface Changed {
  notificationChanged: { change: string; unreadCount: number; notifications: Record<string, unknown>[] };
}

let server: LiveServer;
const sockets: LiveClient[] = [];
async function start(options: BuildOptions = {}) {
  server = await startServer(options);
  return server;
}
async function feedOf(token: string) {
  const live = connect(server.url, { accessToken: token });
  sockets.push(live);
  const before = server.app.events.subscriberCount('notification');
  const sub = subscribe<Changed>(live.client, CHANGED);
  await subscribed(server.app, 'notification', before + 1);
  return sub;
}
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.dispose()));
  await server.close();
});

describe('chat message notifications', () => {
  it('raise one notification per contact, counted, read when the conversation is opened', async () => {
    await start();
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const olga = await tokenFor(server.app, emailOf(1), CONTACT_PASSWORD);
    const feed = await feedOf(olga);
    const send = (message: string) =>
      requester(server.app, admin).rest({ method: 'POST', url: '/apps/chat/send-msg', payload: { obj: { message, contact: { id: 1 } } } });

    await send('Ольга, добрый день!');
    const first = (await feed.next()).data!.notificationChanged;
    expect(first).toMatchObject({ change: 'CREATED', unreadCount: 1 });
    expect(first.notifications[0]).toMatchObject({ kind: 'chat_message', title: 'Анна Смирнова', excerpt: 'Ольга, добрый день!', count: 1, isRead: false, contactId: '100', contact: { id: '100' } });

    await send('Жду ответа по договору.');
    const second = (await feed.next()).data!.notificationChanged;
    expect(second).toMatchObject({ change: 'UPDATED', unreadCount: 1, notifications: [{ id: first.notifications[0].id, count: 2, excerpt: 'Жду ответа по договору.' }] });

    const gql = requester(server.app, olga).graphql;
    expect((await gql('{ unreadNotificationCount }')).data).toEqual({ unreadNotificationCount: 1 });
    await requester(server.app, olga).rest({ method: 'GET', url: '/apps/chat/get-chat?id=100' });
    expect((await feed.next()).data!.notificationChanged).toMatchObject({ change: 'UPDATED', unreadCount: 0, notifications: [{ isRead: true }] });
  });

  it('reach the recipient after the message that raised them', async () => {
    await start();
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const olga = await tokenFor(server.app, emailOf(1), CONTACT_PASSWORD);
    const live = connect(server.url, { accessToken: olga });
    sockets.push(live);
    const arrived: string[] = [];
    for (const [topic, query] of [
      ['chat.message', 'subscription { chatChanged { reason } }'],
      ['notification', 'subscription { notificationChanged { change } }'],
    ] as const) {
      const before = server.app.events.subscriberCount(topic);
      live.client.subscribe({ query }, { next: ({ data }) => arrived.push(Object.keys(data ?? {})[0]), error: () => {}, complete: () => {} });
      await subscribed(server.app, topic, before + 1);
    }
    await requester(server.app, admin).graphql('mutation { sendMessage(contactId: 1, message: "Сначала сообщение") { message { id } } }');
    await vi.waitFor(() => expect(arrived).toHaveLength(2));
    expect(arrived).toEqual(['chatChanged', 'notificationChanged']);
  });

  it('are not raised when the recipient turned chat notifications off', async () => {
    await start();
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const olga = await tokenFor(server.app, emailOf(1), CONTACT_PASSWORD);
    await requester(server.app, olga).graphql('mutation { updateChatProfile(input: { settings: { isNotificationsOn: false } }) { id } }');
    const feed = await feedOf(olga);
    await requester(server.app, admin).graphql('mutation { sendMessage(contactId: 1, message: "Тишина?") { message { id } } }');
    expect(await feed.collect(250)).toEqual([]);
  });
});

describe('task assigned to me', () => {
  it('notifies the account of the newly assigned team member, once, and nobody else', async () => {
    await start();
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const natalya = await tokenFor(server.app, emailOf(2), CONTACT_PASSWORD);
    const olga = await tokenFor(server.app, emailOf(1), CONTACT_PASSWORD);
    const natalyaFeed = await feedOf(natalya);
    const olgaFeed = await feedOf(olga);
    const member = team.find((m) => m.id === 2)!;
    const task = seedTodo().tasks.find((t) => t.assigneeId !== member.id && !t.isDeleted)!;

    const res = await requester(server.app, admin).rest({
      method: 'POST',
      url: '/apps/todo/update-task',
      payload: { task: { id: task.id, assignee: { fullName: member.fullName } } },
    });
    expect(res.statusCode).toBe(200);
    expect((await natalyaFeed.next()).data!.notificationChanged).toMatchObject({
      change: 'CREATED',
      unreadCount: 1,
      notifications: [{ kind: 'task_assigned', title: task.title, count: 1, taskId: String(task.id), task: { id: String(task.id) } }],
    });
    // Changing something else of the task does not notify again.
    await requester(server.app, admin).graphql(`mutation { updateTask(id: ${task.id}, input: { isImportant: true }) { id } }`);
    expect(await natalyaFeed.collect(200)).toEqual([]);
    expect(await olgaFeed.collect(0)).toEqual([]);
  });

  it('tells of a bulk reassignment once, counting the tasks, whatever their number', async () => {
    await start();
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const natalya = await tokenFor(server.app, emailOf(2), CONTACT_PASSWORD);
    const natalyaFeed = await feedOf(natalya);
    const tasks = seedTodo().tasks.filter((t) => t.assigneeId !== 2 && !t.isDeleted).slice(0, 12);

    const started = await requester(server.app, admin).graphql<{ bulkUpdateTasks: { id: string } }>(
      'mutation($selection: TaskSelection!, $patch: TaskPatch!) { bulkUpdateTasks(selection: $selection, patch: $patch) { id } }',
      { selection: { ids: tasks.map((t) => t.id) }, patch: { assigneeId: 2 } },
    );
    expect(started.errors).toBeUndefined();
    expect((await natalyaFeed.next()).data!.notificationChanged).toMatchObject({
      change: 'CREATED',
      unreadCount: 1,
      notifications: [{ kind: 'task_assigned', count: tasks.length, isRead: false }],
    });
    expect(await natalyaFeed.collect(300)).toEqual([]);
    const feed = await requester(server.app, natalya).graphql<{ notifications: { items: { kind: string; count: number }[] } }>('{ notifications { items { kind count } } }');
    expect(feed.data!.notifications.items).toEqual([{ kind: 'task_assigned', count: tasks.length }]);
  });
});

describe('event starting within 15 minutes', () => {
  const event = seedCalendar().events.find((e) => !e.allDay)!;
  const now = new Date(Date.parse(event.start) - 10 * 60_000);

  it('reminds every account that may read the calendar, once, from the periodic check', async () => {
    // The clock reaches the window only once both feeds are listening.
    let current = new Date(now.getTime() - 3_600_000);
    await start({ clock: () => current, config: { live: { reminderIntervalMs: 50 } } });
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const olga = await tokenFor(server.app, emailOf(1), CONTACT_PASSWORD);
    const adminFeed = await feedOf(admin);
    const olgaFeed = await feedOf(olga);
    current = now;
    const reminder = (await adminFeed.next()).data!.notificationChanged;
    expect(reminder).toMatchObject({
      change: 'CREATED',
      notifications: [{ kind: 'event_starting', title: event.title, eventId: String(event.id), startsAt: event.start, event: { id: String(event.id) } }],
    });
    expect(await adminFeed.collect(200)).toEqual([]);
    // A contact account has the `user` role, which may read the calendar: reminded too, once.
    expect((await olgaFeed.next()).data!.notificationChanged.notifications[0]).toMatchObject({ kind: 'event_starting', eventId: String(event.id) });
    expect(await olgaFeed.collect(200)).toEqual([]);
  });

  it('reminds at once of an event added to start within the window', async () => {
    await start({ clock: () => now, config: { live: { reminderIntervalMs: 3_600_000 } } });
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const feed = await feedOf(admin);
    const start5 = new Date(now.getTime() + 5 * 60_000).toISOString();
    const end = new Date(now.getTime() + 65 * 60_000).toISOString();
    await requester(server.app, admin).graphql(
      'mutation ($input: EventInput!) { addEvent(input: $input) { id } }',
      { input: { title: 'Срочный созвон', start: start5, end, extendedProps: { calendar: 'Business' } } },
    );
    expect((await feed.next()).data!.notificationChanged.notifications[0]).toMatchObject({ kind: 'event_starting', title: 'Срочный созвон', startsAt: start5 });
  });
});

describe('the feed', () => {
  it('lists newest first, counts unread, marks read (one, all), refuses another account’s ids', async () => {
    await start();
    const admin = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const olga = await tokenFor(server.app, emailOf(1), CONTACT_PASSWORD);
    for (const [to, text] of [[100, 'Первое'], [100, 'Второе']] as const) {
      await requester(server.app, olga).graphql(`mutation { sendMessage(contactId: ${to}, message: "${text}") { message { id } } }`);
    }
    const natalya = await tokenFor(server.app, emailOf(2), CONTACT_PASSWORD);
    await requester(server.app, natalya).graphql('mutation { sendMessage(contactId: 100, message: "От Натальи") { message { id } } }');
    const gql = requester(server.app, admin).graphql;
    const feed = await gql<{ notifications: { items: { id: string; title: string; count: number }[]; unreadCount: number } }>(
      '{ notifications { unreadCount items { id title count } } }',
    );
    expect(feed.data!.notifications.unreadCount).toBe(2);
    expect(feed.data!.notifications.items.map((n) => [n.title, n.count])).toEqual([
      [seed.contacts[1].fullName, 1],
      [seed.contacts[0].fullName, 2],
    ]);
    const [latest, older] = feed.data!.notifications.items;

    const adminFeed = await feedOf(admin);
    const one = await gql('mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) { unreadCount notifications { id isRead } } }', { ids: [latest.id] });
    expect(one.data).toEqual({ markNotificationsRead: { unreadCount: 1, notifications: [{ id: latest.id, isRead: true }] } });
    expect((await adminFeed.next()).data!.notificationChanged).toMatchObject({ change: 'UPDATED', unreadCount: 1 });

    const notMine = await requester(server.app, olga).graphql('mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) { unreadCount } }', { ids: [older.id] });
    expect(notMine.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const all = await gql('mutation { markAllNotificationsRead { unreadCount notifications { id } } }');
    expect(all.data).toEqual({ markAllNotificationsRead: { unreadCount: 0, notifications: [{ id: older.id }] } });
    expect((await gql('{ notifications(unreadOnly: true) { items { id } } }')).data).toEqual({ notifications: { items: [] } });
    expect((await gql('{ notifications(first: 101) { unreadCount } }')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
