import type { Browser, BrowserContext, Page, WebSocket, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PASSWORD } from '../../seed/accounts.js';
import { createSeed } from '../../seed/index.js';
import { launchBrowser, loginAs, newPage, recordGraphQL, screenshot, type Credentials } from './support/browser.js';
import { startProductServer, type RunningServer } from './support/server.js';

/**
 * Live updates (issue 13) in real Chromium, two people at once: the demo admin and a chat contact who
 * signs in with her own account. The file has a server of its own: it adds, deletes and finally stops it.
 */
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const seed = createSeed();
/** Ольга Киселёва: a chat contact and to-do team member 1, signing in as a client with chat and task reading. */
const olgaAccount = seed.accounts.find((a) => a.teamMemberId === 1)!;
const OLGA: Credentials = { email: olgaAccount.email, password: CONTACT_PASSWORD };
const olgaContactId = String(seed.chat.contacts.find((c) => c.fullName === olgaAccount.fullName)!.id);

const eventually = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout, interval: 50 });

async function signedIn(who: 'admin' | 'client' | Credentials, path?: string): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await loginAs(page, server.baseUrl, who);
  if (path) await page.goto(`${server.baseUrl}${path}`);
  return page;
}

async function connected(page: Page): Promise<void> {
  await page.locator('[data-testid=connection-status][data-state=online]').waitFor();
}

/** REST and GraphQL calls from outside the browser, as another client of the same server would make them. */
async function apiAs(email: string, password: string) {
  const res = await fetch(`${server.baseUrl}/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { accessToken } = (await res.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  const json = { authorization, 'content-type': 'application/json' };
  return {
    rest: async (method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${server.baseUrl}${path}`, body === undefined ? { method, headers: { authorization } } : { method, headers: json, body: JSON.stringify(body) });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      return answer.json() as Promise<Record<string, unknown>>;
    },
    graphql: async <T>(query: string, variables?: Record<string, unknown>) => {
      const answer = await fetch(`${server.baseUrl}/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query, variables }) });
      const body = (await answer.json()) as { data?: T; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body.data as T;
    },
  };
}

/** The subscriptions a page starts and the payloads it receives over its live socket. */
function recordSocket(page: Page) {
  const started: string[] = [];
  const received: { type: string; payload?: { data?: Record<string, unknown>; errors?: unknown } }[] = [];
  page.on('websocket', (ws: WebSocket) => {
    ws.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; payload?: { operationName?: string } };
      if (message.type === 'subscribe') started.push(message.payload?.operationName ?? '?');
    });
    ws.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as (typeof received)[number];
      if (message.type === 'next' || message.type === 'error') received.push(message);
    });
  });
  return { started, received };
}

beforeAll(async () => {
  server = await startProductServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  await server.stop();
});

describe('live updates between two sessions', () => {
  it('chat between two people: presence, typing, a message within a second without reload, the unseen badge', async () => {
    const admin = await signedIn('admin', '/apps/chat');
    await connected(admin);
    const olgaRow = admin.locator(`[data-testid=chat-list] [data-contact-id="${olgaContactId}"]`);
    await admin.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    const olga = await signedIn(OLGA, '/apps/chat');
    await connected(olga);
    // Her session is connected: the admin sees her chosen status (online), without reloading.
    await eventually(() => olgaRow.locator('.avatar__status').getAttribute('class')).toContain('avatar__status--online');

    await olga.locator('[data-testid=chat-list] .chat-item', { hasText: 'Анна Смирнова' }).click();
    const composer = olga.locator('.chat-composer__input');
    await composer.pressSequentially('Добрый вечер! Счёт получила', { delay: 20 });
    await olgaRow.locator('.chat-typing').waitFor();
    await screenshot(admin, 'live-chat-typing');

    await composer.press('Enter');
    // Within one second of sending, in the other session, without a reload.
    await olgaRow.locator('.chat-item__preview', { hasText: 'Добрый вечер! Счёт получила' }).waitFor({ timeout: 1_000 });
    expect(await olgaRow.locator('.chat-typing').count()).toBe(0);
    await eventually(() => olgaRow.locator('.chat-item__badge').textContent()).toBe('1');
    expect(await admin.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // The admin opens the conversation: the message is there, the badge goes; her answer reaches Olga just as fast.
    await olgaRow.click();
    await admin.locator('.chat-group--theirs .chat-bubble', { hasText: 'Добрый вечер! Счёт получила' }).waitFor();
    await eventually(() => olgaRow.locator('.chat-item__badge').count()).toBe(0);
    await admin.locator('.chat-composer__input').fill('Спасибо, Ольга!');
    await admin.locator('.chat-composer__input').press('Enter');
    await olga.locator('.chat-group--theirs .chat-bubble', { hasText: 'Спасибо, Ольга!' }).waitFor({ timeout: 1_000 });
    // One bubble each, whatever arrived first (the sender's answer or the live echo).
    expect(await admin.locator('.chat-bubble', { hasText: 'Спасибо, Ольга!' }).count()).toBe(1);
    expect(await olga.locator('.chat-bubble', { hasText: 'Добрый вечер! Счёт получила' }).count()).toBe(1);
    await screenshot(admin, 'live-chat-admin');
    await screenshot(olga, 'live-chat-contact');

    // Olga signs out: her dot goes grey again for the admin.
    await olga.context().close();
    contexts.splice(contexts.indexOf(olga.context()), 1);
    await eventually(() => admin.locator('.chat-header .avatar__status').getAttribute('class')).toContain('avatar__status--offline');
    await admin.context().close();
    contexts.splice(contexts.indexOf(admin.context()), 1);
  });

  it('a task added over REST appears in an open to-do list, with no refetch', async () => {
    const page = await signedIn('admin', '/apps/todo');
    await page.locator('[data-testid=task-list] [data-task-id]').first().waitFor();
    await connected(page);
    const graphql = recordGraphQL(page);
    const api = await apiAs('admin@demo.com', 'admin');
    await api.rest('POST', '/apps/todo/add-tasks', { task: { title: 'Позвонить в «Гамму» по договору', dueDate: '2026-12-05' } });
    await page.locator('[data-testid=task-list] [data-task-id]').first().filter({ hasText: 'Позвонить в «Гамму» по договору' }).waitFor();
    expect(graphql.operations).toEqual([]);
  });

  it('a permission deleted elsewhere vanishes from an open table; the total follows; no refetch', async () => {
    const page = await signedIn('admin', '/apps/permissions');
    const rows = page.locator('[data-testid=permission-row]');
    await rows.first().waitFor();
    await connected(page);
    const api = await apiAs('admin@demo.com', 'admin');
    const { permissions } = (await api.rest('GET', '/apps/permissions/data?page=1&perPage=10')) as unknown as { permissions: { id: number; name: string }[] };
    const target = permissions[2];
    await rows.filter({ hasText: target.name }).waitFor();
    const before = await rows.count();
    const graphql = recordGraphQL(page);

    await api.rest('DELETE', `/apps/permissions/delete?id=${target.id}`);
    await eventually(() => rows.filter({ hasText: target.name }).count()).toBe(0);
    expect(await rows.count()).toBe(before - 1);
    expect(graphql.operations).toEqual([]);
  });

  it('a task someone else changes while it is open in the drawer shows a notice instead of being overwritten', async () => {
    const page = await signedIn('admin', '/apps/todo');
    const row = page.locator('[data-testid=task-list] [data-task-id]').first();
    await row.waitFor();
    await connected(page);
    const taskId = await row.getAttribute('data-task-id');
    await row.click();
    await page.locator('#task-title').fill('Моя правка заголовка');

    // A colleague with an account of their own (registered as an admin: the spec's demo rule) renames it.
    await fetch(`${server.baseUrl}/jwt/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'kollega@demo.com', password: 'kollega-pass', username: 'kollega' }) });
    const colleague = await apiAs('kollega@demo.com', 'kollega-pass');
    await colleague.graphql(`mutation($id: ID!) { updateTask(id: $id, input: { title: "Заголовок коллеги" }) { id } }`, { id: taskId });

    const notice = page.locator('[data-testid=remote-change]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('kollega');
    // What the user typed is still there; the list row shows the colleague's title.
    expect(await page.locator('#task-title').inputValue()).toBe('Моя правка заголовка');
    await eventually(() => row.textContent()).toContain('Заголовок коллеги');
    await screenshot(page, 'live-edit-conflict');
    await page.locator('[data-testid=remote-change-reload]').click();
    expect(await page.locator('#task-title').inputValue()).toBe('Заголовок коллеги');
    expect(await notice.count()).toBe(0);
  });

  it('the bell counts new notifications live, marks one and then all as read', async () => {
    // Start from a read feed (the chat above may have left some unread).
    await (await apiAs(OLGA.email, OLGA.password)).graphql('mutation { markAllNotificationsRead { unreadCount } }');
    const olga = await signedIn(OLGA);
    await connected(olga);
    const count = olga.locator('[data-testid=notification-count]');
    const unread = async () => Number((await count.count()) ? await count.textContent() : 0);
    expect(await unread()).toBe(0);

    // The admin assigns her a task and writes to her: two new notifications, live.
    const admin = await apiAs('admin@demo.com', 'admin');
    await admin.graphql(`mutation { addTask(input: { title: "Сверить акты за квартал", dueDate: "2026-12-10T09:00:00.000Z", assigneeId: "1" }) { id } }`);
    await admin.graphql(`mutation($id: ID!) { sendMessage(contactId: $id, message: "Ольга, посмотрите задачу, пожалуйста") { message { id } } }`, { id: olgaContactId });
    await eventually(() => unread()).toBe(2);

    await olga.locator('[data-testid=notification-bell]').click();
    const panel = olga.locator('[data-testid=notification-panel]');
    await panel.locator('[data-kind=task_assigned]', { hasText: 'Сверить акты за квартал' }).first().waitFor();
    await panel.locator('[data-kind=chat_message]', { hasText: 'Ольга, посмотрите задачу, пожалуйста' }).first().waitFor();
    await screenshot(olga, 'live-bell-light');

    await panel.locator('[data-kind=task_assigned] [data-testid=notification-mark-read]').first().click();
    await eventually(() => unread()).toBe(1);
    await panel.locator('[data-testid=notifications-mark-all]').click();
    await eventually(() => count.count()).toBe(0);
    expect(await panel.locator('.bell-item--unread').count()).toBe(0);

    // Keyboard: Escape closes the panel, the bell is reachable and opens it again; the dark skin paints it.
    await olga.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await olga.locator('[data-testid=skin-toggle]').click();
    await admin.graphql(`mutation($id: ID!) { sendMessage(contactId: $id, message: "И ещё: завтра созвон в 11:00") { message { id } } }`, { id: olgaContactId });
    await eventually(() => unread()).toBe(1);
    await olga.locator('[data-testid=notification-bell]').focus();
    await olga.keyboard.press('Enter');
    await panel.waitFor();
    await screenshot(olga, 'live-bell-dark');
    expect(await olga.locator('[data-testid=notification-bell]').getAttribute('aria-label')).toBe('Уведомления: 1 непрочитанное');
  });

  it('a client-role session subscribes only to what it may read and receives nothing else', async () => {
    const { context, page } = await newPage(browser);
    contexts.push(context);
    const socket = recordSocket(page);
    await loginAs(page, server.baseUrl, 'client');
    await connected(page);
    await eventually(() => [...socket.started].sort()).toEqual(['BookmarkChanged', 'NotificationChanged']);

    const admin = await apiAs('admin@demo.com', 'admin');
    await admin.rest('POST', '/apps/todo/add-tasks', { task: { title: 'Не для клиента', dueDate: '2026-12-05' } });
    await admin.rest('POST', '/apps/permissions/add-permission', { name: 'Не для клиента' });
    await admin.graphql(`mutation($id: ID!) { sendMessage(contactId: $id, message: "Не для клиента") { message { id } } }`, { id: olgaContactId });
    // A change the client may read (bookmarks need read Auth) does arrive, so the socket is live.
    const { bookmarks } = (await admin.rest('GET', '/api/bookmarks/data')) as unknown as { bookmarks: { id: number }[] };
    await admin.rest('POST', '/api/bookmarks/update', { id: bookmarks[0].id });
    await eventually(() => socket.received.length).toBe(1);
    await admin.rest('POST', '/api/bookmarks/update', { id: bookmarks[0].id });
    await eventually(() => socket.received.length).toBe(2);
    expect(socket.received.map((m) => [m.type, Object.keys(m.payload?.data ?? {})])).toEqual([
      ['next', ['bookmarkChanged']],
      ['next', ['bookmarkChanged']],
    ]);
  });
});

describe('the live connection', () => {
  it('a dropped socket shows reconnecting, then offline; once back, changes made meanwhile are shown', async () => {
    const { context, page } = await newPage(browser);
    contexts.push(context);
    // The socket goes through a proxy this test can cut: a real server behind it, a real drop in front.
    let reachable = true;
    let current: WebSocketRoute | null = null;
    await context.routeWebSocket(/\/graphql$/, (ws) => {
      if (!reachable) return ws.close({ code: 1013, reason: 'Try Again Later' });
      current = ws;
      ws.connectToServer();
    });
    await loginAs(page, server.baseUrl, 'admin');
    await page.goto(`${server.baseUrl}/apps/todo`);
    await page.locator('[data-testid=task-list] [data-task-id]').first().waitFor();
    await connected(page);
    const status = page.locator('[data-testid=connection-status]');

    reachable = false;
    await (current as WebSocketRoute | null)?.close({ code: 1012, reason: 'Service Restart' });
    await eventually(() => status.getAttribute('data-state')).toBe('offline');
    expect(await status.textContent()).toContain('Нет связи');
    await screenshot(page, 'live-connection-offline-light');
    await page.locator('[data-testid=skin-toggle]').click();
    await screenshot(page, 'live-connection-offline-dark');
    await page.locator('[data-testid=skin-toggle]').click();

    // Meanwhile a task is added: no event can reach this page.
    const api = await apiAs('admin@demo.com', 'admin');
    await api.rest('POST', '/apps/todo/add-tasks', { task: { title: 'Добавлена, пока связи не было', dueDate: '2026-12-05' } });

    reachable = true;
    await page.getByRole('button', { name: 'Переподключиться сейчас' }).click();
    await connected(page);
    await page.locator('[data-testid=task-list] [data-task-id]', { hasText: 'Добавлена, пока связи не было' }).waitFor();
    await screenshot(page, 'live-connection-online');
  });

  it('when the server itself goes away the indicator says so', async () => {
    const page = await signedIn('admin', '/apps/todo');
    await connected(page);
    await server.stop();
    await eventually(() => page.locator('[data-testid=connection-status]').getAttribute('data-state')).toMatch(/^(reconnecting|offline)$/);
    await eventually(() => page.locator('[data-testid=connection-status]').getAttribute('data-state'), 20_000).toBe('offline');
  });
});
