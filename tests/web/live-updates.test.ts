import { ApolloClient, ApolloLink, HttpLink, type TypedDocumentNode } from '@apollo/client';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { Topic } from '../../server/events/catalog.js';
import {
  AddPermissionDocument,
  ChatDocument,
  ChatsAndContactsDocument,
  DeletePermissionDocument,
  DeleteUserDocument,
  PermissionsDocument,
  SendMessageDocument,
  TasksDocument,
  UsersDocument,
  type PermissionFieldsFragment,
  type UserFieldsFragment,
} from '../../web/src/__generated__/graphql.js';
import { typePolicies } from '../../web/src/app/type-policies.js';
import { applyChatChanged, ChatChangedSubscription } from '../../web/src/features/chat/live/chat-changed.js';
import { addPermissionToCache, removePermissionFromCache } from '../../web/src/features/roles-permissions/api/permissions-cache.js';
import { applyPermissionChanged, PermissionChangedSubscription } from '../../web/src/features/roles-permissions/live/permission-changed.js';
import { applyTaskChanged, TaskChangedSubscription } from '../../web/src/features/todo/live/task-changed.js';
import { UserFields } from '../../web/src/features/users/api/user-fields.js';
import { removeUserFromCache } from '../../web/src/features/users/api/users-cache.js';
import { applyUserChanged, UserChangedSubscription } from '../../web/src/features/users/live/user-changed.js';
import { createAuthLink } from '../../web/src/lib/apollo/auth-link.js';
import { createCache } from '../../web/src/lib/apollo/cache.js';
import { createSplitLink } from '../../web/src/lib/apollo/live-link.js';
import { createReadsInFlightLink } from '../../web/src/lib/apollo/reads-in-flight.js';
import type { Session } from '../../web/src/lib/auth/session-types.js';
import { refreshSession } from '../../web/src/lib/auth/refresh-session.js';
import { TokenRefresher } from '../../web/src/lib/auth/token-refresher.js';
import { createConnectionStatusStore, type ConnectionState } from '../../web/src/lib/live/connection-status.js';
import { createLiveClient, reconnectDelay } from '../../web/src/lib/live/live-client.js';
import { receiveLivePayload, type LiveApply } from '../../web/src/lib/live/receive-live-payload.js';
import { memoryStore } from './support.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (a live event has no answer to await). */
async function until(check: () => boolean, what: string, timeoutMs = 4_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

const servers: FastifyInstance[] = [];
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const app of servers.splice(0)) await app.close();
});

/** Fixed secrets, so a restarted server still accepts the sessions the first one signed. */
const SECRETS = { accessSecret: 'live-web-access-secret-0123456789abcdefghij', refreshSecret: 'live-web-refresh-secret-0123456789abcdefghij' };

async function startServer(accessTtlSeconds = 600, port = 0): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({ config: { ...SECRETS, accessTtlSeconds } });
  await app.listen({ port, host: '127.0.0.1' });
  servers.push(app);
  return { app, port: (app.server.address() as AddressInfo).port };
}

async function login(port: number, email: string, password: string): Promise<Session> {
  const res = await fetch(`http://127.0.0.1:${port}/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = (await res.json()) as Session & { userData: Session['userData'] & { id: number } };
  return { ...body, userData: { ...body.userData, id: String(body.userData.id) } };
}

/**
 * The web client's own pieces, wired as lib/apollo/client.ts wires them: the split link over the live
 * client (graphql-ws on `ws`) and the HTTP auth link, one TokenRefresher for both. `http` lists the
 * operations that went over HTTP: the proof that live payloads cause no refetch.
 */
function webClient(port: number, session: Session, { retryDelayMs = 50 } = {}) {
  const url = `http://127.0.0.1:${port}/graphql`;
  const store = memoryStore(session);
  let refreshes = 0;
  const refresher = new TokenRefresher({
    store,
    refresh: (token) => {
      refreshes += 1;
      return refreshSession(url, token);
    },
    onExpired: () => undefined,
  });
  const status = createConnectionStatusStore();
  const states: ConnectionState[] = [];
  status.subscribe(() => states.push(status.get().state));
  let reconnects = 0;
  const live = createLiveClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    store,
    refresher,
    status,
    webSocketImpl: WebSocket,
    delay: () => retryDelayMs,
    onReconnected: () => {
      reconnects += 1;
    },
  });
  const http: string[] = [];
  /** Operation name → how long its HTTP answer is held back (to let the live echo arrive first). */
  const holdAnswer = new Map<string, number>();
  /** Operation name → the answer of its next request, held once the server has answered, until released. */
  const gates = new Map<string, { answered: boolean; release: () => void; released: Promise<void> }>();
  const holdNextAnswer = (operation: string) => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const gate = { answered: false, release, released };
    gates.set(operation, gate);
    return gate;
  };
  const countingFetch: typeof fetch = async (input, init) => {
    const operation = (JSON.parse(String(init?.body ?? '{}')) as { operationName?: string }).operationName ?? '?';
    http.push(operation);
    const response = await fetch(input, init);
    const gate = gates.get(operation);
    if (gate) {
      gates.delete(operation);
      // The server has run the read and answered: only the answer's way to the client is held.
      gate.answered = true;
      await gate.released;
    }
    await sleep(holdAnswer.get(operation) ?? 0);
    return response;
  };
  const client = new ApolloClient({
    link: createSplitLink(
      live.client,
      () => store.accessToken() !== null,
      ApolloLink.from([createReadsInFlightLink(), createAuthLink(store, refresher), new HttpLink({ uri: url, fetch: countingFetch })]),
    ),
    cache: createCache(typePolicies),
  });
  closers.push(() => live.client.dispose());
  return { client, live, store, status, states, http, holdAnswer, holdNextAnswer, refreshes: () => refreshes, reconnects: () => reconnects };
}

/**
 * Subscribes through the client's split link and receives each payload as the shell does (lib/live/use-live-subscription.ts:
 * the feature's own apply, the reads it overtook read again); answers how many payloads arrived.
 */
function follow<T>(client: ApolloClient, document: TypedDocumentNode<T, Record<string, never>>, apply: LiveApply<T>): () => number {
  let received = 0;
  const subscription = client.subscribe({ query: document, fetchPolicy: 'no-cache' }).subscribe({
    next: ({ data }) => {
      if (!data) return;
      receiveLivePayload(client.cache, data as T, apply);
      received += 1;
    },
  });
  closers.push(() => subscription.unsubscribe());
  return () => received;
}

async function subscribed(app: FastifyInstance, topic: Topic, count = 1): Promise<void> {
  await until(() => app.events.subscriberCount(topic) >= count, `${count} subscription(s) to ${topic}`);
}

describe('live updates in the web client (real server, graphql-ws over the split link)', () => {
  it('a task added over REST joins the cached task list through the socket, with no HTTP request', async () => {
    const { app, port } = await startServer();
    const admin = await login(port, 'admin@demo.com', 'admin');
    const web = webClient(port, admin);
    await web.client.query({ query: TasksDocument, variables: {} });
    follow(web.client, TaskChangedSubscription, applyTaskChanged);
    await subscribed(app, 'task');
    expect(web.status.get().state).toBe('online');
    web.http.length = 0;

    const res = await app.inject({ method: 'POST', url: '/apps/todo/add-tasks', headers: { authorization: `Bearer ${admin.accessToken}` }, payload: { task: { title: 'Созвон с «Гаммой»', dueDate: '2026-12-05' } } });
    expect(res.statusCode).toBe(201);

    const titles = () => web.client.readQuery({ query: TasksDocument, variables: {} })?.tasks.items.map((task) => task.title) ?? [];
    await until(() => titles().includes('Созвон с «Гаммой»'), 'the new task in the cached list');
    // Newest first (the default sort), and nothing was asked over HTTP.
    expect(titles()[0]).toBe('Созвон с «Гаммой»');
    expect(web.http).toEqual([]);
  });

  it("this session's own add and delete are applied once, whichever of the answer and its live echo arrives first", async () => {
    const { app, port } = await startServer();
    const web = webClient(port, await login(port, 'admin@demo.com', 'admin'));
    const page = () => web.client.readQuery({ query: PermissionsDocument, variables: { page: 1, perPage: 10 } })!.permissions;
    await web.client.query({ query: PermissionsDocument, variables: { page: 1, perPage: 10 } });
    const total = page().total;
    follow(web.client, PermissionChangedSubscription, applyPermissionChanged);
    await subscribed(app, 'permission');
    web.http.length = 0;

    const added = await web.client.mutate({
      mutation: AddPermissionDocument,
      variables: { name: 'Выгрузка в 1С' },
      update: (cache, { data }) => data && addPermissionToCache(cache, data.addPermission),
    });
    const permission = added.data!.addPermission as PermissionFieldsFragment;
    // Give the echo every chance to arrive (before or after the answer): still one row, one more in the total.
    await sleep(200);
    expect(page().items.filter((p) => p.id === permission.id)).toHaveLength(1);
    expect(page().items[0].id).toBe(permission.id);
    expect(page().total).toBe(total + 1);

    // __typename lets the optimistic answer normalize onto the cached Permission (as the delete alert does).
    const removed = { __typename: 'Permission' as const, id: permission.id };
    await web.client.mutate({
      mutation: DeletePermissionDocument,
      variables: { id: permission.id },
      optimisticResponse: { deletePermission: removed },
      update: (cache) => removePermissionFromCache(cache, permission),
    });
    await sleep(200);
    expect(page().items.map((p) => p.id)).not.toContain(permission.id);
    expect(page().total).toBe(total);
    expect(web.http).toEqual(['AddPermission', 'DeletePermission']);
  });

  it('a delete whose live echo arrives before its answer is applied once: the answer writing the record back removes nothing more', async () => {
    const { app, port } = await startServer();
    const web = webClient(port, await login(port, 'admin@demo.com', 'admin'));
    const page = () => web.client.readQuery({ query: UsersDocument, variables: { page: 1, perPage: 10 } })?.users;
    await web.client.query({ query: UsersDocument, variables: { page: 1, perPage: 10 } });
    const { total, items } = page()!;
    const target = items[2] as UserFieldsFragment;
    let echoed = false;
    const echoedBeforeUpdate: boolean[] = [];
    follow(web.client, UserChangedSubscription, (data, cache) => {
      echoed = true;
      return applyUserChanged(data, cache);
    });
    await subscribed(app, 'user');
    web.http.length = 0;
    web.holdAnswer.set('DeleteUser', 300);
    // __typename lets the optimistic answer normalize onto the cached User (as the delete alert does).
    const removed = { __typename: 'User' as const, id: target.id };

    await web.client.mutate({
      mutation: DeleteUserDocument,
      variables: { id: target.id },
      optimisticResponse: { deleteUser: removed },
      update: (cache) => {
        echoedBeforeUpdate.push(echoed);
        removeUserFromCache(cache, target, target.id);
      },
    });
    // The optimistic run, then the answer's: by then the echo had removed the row from the root cache.
    expect(echoedBeforeUpdate).toEqual([false, true]);
    // One row less and one less in the total, the page still cached (not dropped to be re-read), the record gone.
    expect(page()?.items.map((u) => u.id)).toEqual(items.filter((u) => u.id !== target.id).map((u) => u.id));
    expect(page()?.total).toBe(total - 1);
    expect(web.client.cache.readFragment({ id: web.client.cache.identify({ __typename: 'User', id: target.id }), fragment: UserFields, returnPartialData: true })).toBeNull();
    expect(web.http).toEqual(['DeleteUser']);
  });

  it('a message sent by one account is appended once, in server order, in the other account\'s open conversation; a new conversation joins its list', async () => {
    const { app, port } = await startServer();
    const admin = webClient(port, await login(port, 'admin@demo.com', 'admin'));
    const olga = webClient(port, await login(port, 'olga.kiseleva@demo.com', 'demo'));
    const natalya = webClient(port, await login(port, 'natalya.kiseleva@demo.com', 'demo'));
    const { data: lists } = await olga.client.query({ query: ChatsAndContactsDocument });
    const adminContact = lists!.chatsAndContacts.contacts.find((c) => c.fullName === 'Анна Смирнова')!;
    const natalyaContact = lists!.chatsAndContacts.contacts.find((c) => c.fullName === 'Наталья Киселёва')!;
    await olga.client.query({ query: ChatDocument, variables: { contactId: adminContact.id } });
    follow(olga.client, ChatChangedSubscription, applyChatChanged);
    await subscribed(app, 'chat.message');
    olga.http.length = 0;

    const conversation = () => olga.client.readQuery({ query: ChatDocument, variables: { contactId: adminContact.id } })!.chat!.messages;
    const before = conversation().length;
    const { data: admins } = await admin.client.query({ query: ChatsAndContactsDocument });
    const olgaForAdmin = admins!.chatsAndContacts.contacts.find((c) => c.fullName === 'Ольга Киселёва')!;
    for (const text of ['Первое', 'Второе', 'Третье']) {
      await admin.client.mutate({ mutation: SendMessageDocument, variables: { contactId: olgaForAdmin.id, message: text } });
    }
    await until(() => conversation().length === before + 3, 'three messages in the open conversation');
    const ids = conversation().map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(conversation().slice(-3).map((m) => m.message)).toEqual(['Первое', 'Второе', 'Третье']);
    const row = () => olga.client.readQuery({ query: ChatsAndContactsDocument })!.chatsAndContacts.chats.find((c) => c.userId === adminContact.id)!;
    expect(row().lastMessage?.message).toBe('Третье');
    expect(row().unseenMsgs).toBeGreaterThanOrEqual(3);

    // Natalya writes to Olga for the first time: the conversation appears in Olga's list, readable without a request.
    const chatsBefore = olga.client.readQuery({ query: ChatsAndContactsDocument })!.chatsAndContacts.chats.length;
    const { data: natalyas } = await natalya.client.query({ query: ChatsAndContactsDocument });
    const olgaForNatalya = natalyas!.chatsAndContacts.contacts.find((c) => c.fullName === 'Ольга Киселёва')!;
    await natalya.client.mutate({ mutation: SendMessageDocument, variables: { contactId: olgaForNatalya.id, message: 'Добрый день!' } });
    await until(() => olga.client.readQuery({ query: ChatsAndContactsDocument })!.chatsAndContacts.chats.length === chatsBefore + 1, 'the started conversation in the list');
    expect(olga.client.readQuery({ query: ChatDocument, variables: { contactId: natalyaContact.id } })?.chat?.messages.map((m) => m.message)).toEqual(['Добрый день!']);
    expect(olga.http).toEqual([]);
  });

  describe('a change committed while a list is being read is not lost', () => {
    it('a task added after the server ran the list read, before its answer arrived, is in the cached list: the overtaken read reads once more', async () => {
      const { app, port } = await startServer();
      const admin = await login(port, 'admin@demo.com', 'admin');
      const web = webClient(port, admin);
      const events = follow(web.client, TaskChangedSubscription, applyTaskChanged);
      await subscribed(app, 'task');

      const gate = web.holdNextAnswer('Tasks');
      const reading = web.client.query({ query: TasksDocument, variables: {} });
      await until(() => gate.answered, 'the server answering the list read');
      const res = await app.inject({ method: 'POST', url: '/apps/todo/add-tasks', headers: { authorization: `Bearer ${admin.accessToken}` }, payload: { task: { title: 'Письмо «Дельте»', dueDate: '2026-12-07' } } });
      expect(res.statusCode).toBe(201);
      await until(() => events() === 1, 'the live event, before the held answer');
      gate.release();

      // The held answer was read before the task existed: written alone, it would leave the task out.
      expect((await reading).data!.tasks.items.map((task) => task.title)).not.toContain('Письмо «Дельте»');
      const titles = () => web.client.readQuery({ query: TasksDocument, variables: {} })?.tasks.items.map((task) => task.title) ?? [];
      await until(() => titles()[0] === 'Письмо «Дельте»', 'the task first in the cached list');
      expect(web.http).toEqual(['Tasks', 'Tasks']);
    });

    it('a user added while a page of users is on its way: the cached page ends as the server has it', async () => {
      const { app, port } = await startServer();
      const admin = await login(port, 'admin@demo.com', 'admin');
      const web = webClient(port, admin);
      const events = follow(web.client, UserChangedSubscription, applyUserChanged);
      await subscribed(app, 'user');
      const variables = { page: 1, perPage: 10 };

      const gate = web.holdNextAnswer('Users');
      const reading = web.client.query({ query: UsersDocument, variables });
      await until(() => gate.answered, 'the server answering the page read');
      const newUser = { fullName: 'Тимофей Гаврилов', username: 'timofey.gavrilov', email: 'timofey.gavrilov@example.ru', role: 'editor', currentPlan: 'team' };
      const res = await app.inject({ method: 'POST', url: '/apps/users/add-user', headers: { authorization: `Bearer ${admin.accessToken}` }, payload: newUser });
      expect(res.statusCode).toBe(201);
      await until(() => events() === 1, 'the live event, before the held answer');
      gate.release();

      const held = (await reading).data!.users;
      const now = (await web.client.query({ query: UsersDocument, variables, fetchPolicy: 'no-cache' })).data!.users;
      expect(held.total).toBe(now.total - 1);
      const cached = () => web.client.readQuery({ query: UsersDocument, variables })?.users;
      await until(() => cached()?.total === now.total, 'the cached page read once more');
      expect(cached()!.items.map((user) => user.id)).toEqual(now.items.map((user) => user.id));
    });
  });

  it('an expired access token closes the socket (4403): the client refreshes once, reconnects and resubscribes', async () => {
    const { app, port } = await startServer(2);
    const admin = await login(port, 'admin@demo.com', 'admin');
    const web = webClient(port, admin);
    await web.client.query({ query: TasksDocument, variables: {} });
    follow(web.client, TaskChangedSubscription, applyTaskChanged);
    await subscribed(app, 'task');

    await until(() => web.refreshes() === 1 && web.status.get().state === 'online' && web.states.includes('reconnecting'), 'the reconnect after expiry', 6_000);
    expect(web.store.accessToken()).not.toBe(admin.accessToken);
    await subscribed(app, 'task');
    const token = web.store.accessToken()!;
    await app.inject({ method: 'POST', url: '/apps/todo/add-tasks', headers: { authorization: `Bearer ${token}` }, payload: { task: { title: 'После переподключения', dueDate: '2026-12-06' } } });
    const titles = () => web.client.readQuery({ query: TasksDocument, variables: {} })?.tasks.items.map((task) => task.title) ?? [];
    await until(() => titles().includes('После переподключения'), 'the task sent after the reconnect');
    expect(web.refreshes()).toBe(1);
  });

  it('the server going away: reconnecting, then offline; back online when it returns, the reconnect reported once (stale reads are caught up)', async () => {
    const first = await startServer();
    // Retries wait until woken, so none reaches the restarted server before the person has signed in again.
    const web = webClient(first.port, await login(first.port, 'admin@demo.com', 'admin'), { retryDelayMs: 60_000 });
    follow(web.client, TaskChangedSubscription, applyTaskChanged);
    await subscribed(first.app, 'task');
    expect(web.status.get().state).toBe('online');

    await first.app.close();
    servers.splice(servers.indexOf(first.app), 1);
    await until(() => web.status.get().state === 'reconnecting', 'reconnecting');
    web.live.retryNow();
    await until(() => web.status.get().state === 'offline', 'offline');

    // A restarted memory store has no sessions: the person signs in again, as the web client would.
    const second = await startServer(600, first.port);
    web.store.save(await login(second.port, 'admin@demo.com', 'admin'));
    web.live.retryNow();
    await subscribed(second.app, 'task');
    await until(() => web.status.get().state === 'online', 'online again');
    expect(web.reconnects()).toBe(1);
  });

  it('reconnect pauses grow from half a second to at most thirty, spread ±25 %', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(4_000);
    expect(reconnectDelay(20, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(375);
    expect(reconnectDelay(0, () => 1)).toBe(625);
  });
});
