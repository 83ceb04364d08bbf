import type { BrowserContext, Page, WebSocket, WebSocketRoute } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CONTACT_PASSWORD } from '../../seed/accounts.js';
import { createSeed } from '../../seed/index.js';
import { eventually, loginAs, newPage, recordGraphQL, screenshot, settled, usePage, type Credentials, type Role } from './support/browser.js';
import { startProductServer, useProductServer } from './support/server.js';
import { expectAccessible, horizontalOverflow } from './support/accessibility.js';
import { SIZES } from './support/screens.js';

/**
 * Live updates in real Chromium, two people at once: the demo admin (the file's page) and a chat
 * contact who signs in with her own account in a second context. Other clients of the same server (REST and
 * GraphQL from this process, as the admin or as a colleague with an account of their own) change what the
 * open pages show.
 */
const baseUrl = await useProductServer();
const { browser, page: admin } = usePage({ signInAs: { baseUrl, role: 'admin' } });

const seed = createSeed();
/** Ольга Киселёва: a chat contact and to-do team member 1, signing in as a client with chat and task reading. */
const olgaAccount = seed.accounts.find((a) => a.teamMemberId === 1)!;
const OLGA: Credentials = { email: olgaAccount.email, password: CONTACT_PASSWORD };
const olgaContactId = String(seed.chat.contacts.find((c) => c.fullName === olgaAccount.fullName)!.id);
const ADMIN: Credentials = { email: 'admin@demo.com', password: 'admin' };
/** A colleague with an account of their own (registered as an admin: the spec's demo rule); changes they make are someone else's. */
const COLLEAGUE: Credentials = { email: 'kollega@demo.com', password: 'kollega-pass' };

/**
 * One more session in a context of its own (its own local storage), for the current test only: it is
 * closed when the test ends, passed or failed, so a test never leaves a signed-in person behind for the next.
 */
async function secondSession(): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser);
  onTestFinished(() => session.context.close());
  return session;
}

/** A second session, signed in and showing `path`. */
async function openAs(who: Role | Credentials, path?: string): Promise<Page> {
  const { page } = await secondSession();
  await loginAs(page, baseUrl, who);
  if (path) await page.goto(`${baseUrl}${path}`);
  return page;
}

/** The admin's page shows `path` (a fresh load) with its live socket up. */
async function adminAt(path: string): Promise<Page> {
  await admin.goto(`${baseUrl}${path}`);
  await connected(admin);
  return admin;
}

async function connected(page: Page): Promise<void> {
  await page.locator('[data-testid=connection-status][data-state=online]').waitFor();
}

let colleagueRegistered: Promise<unknown> | null = null;

/** REST and GraphQL calls from outside the browser, as another client of the same server would make them. */
async function apiAs({ email, password }: Credentials, server = baseUrl) {
  if (email === COLLEAGUE.email) {
    colleagueRegistered ??= fetch(`${server}/jwt/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...COLLEAGUE, username: 'kollega' }) });
    await colleagueRegistered;
  }
  const res = await fetch(`${server}/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { accessToken } = (await res.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  const json = { authorization, 'content-type': 'application/json' };
  return {
    rest: async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${server}${path}`, body === undefined ? { method, headers: { authorization } } : { method, headers: json, body: JSON.stringify(body) });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      return answer.json() as Promise<T>;
    },
    graphql: async <T>(query: string, variables?: Record<string, unknown>) => {
      const answer = await fetch(`${server}/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query, variables }) });
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

/** Marks the document, to tell later that no reload happened. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return async () => (await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)) === true;
}

/** Attempts of the chat test so far: a retry writes messages of its own, so its counts stay its own. */
let chatRound = 0;

describe('chat between two people', () => {
  it('presence, typing, a message shown in the other session without reload, the unseen badge', async () => {
    chatRound += 1;
    const hers = `Добрый вечер! Счёт №${chatRound} получила`;
    const answer = `Спасибо, Ольга! Счёт №${chatRound} оплатим завтра`;
    await adminAt('/apps/chat');
    const olgaRow = admin.locator(`[data-testid=chat-list] [data-contact-id="${olgaContactId}"]`);
    await olgaRow.waitFor();
    const badge = olgaRow.locator('.chat-item__badge');
    const unseenBefore = Number((await badge.count()) ? await badge.textContent() : 0);
    const adminNotReloaded = await markDocument(admin);

    const olga = await openAs(OLGA, '/apps/chat');
    await connected(olga);
    const olgaNotReloaded = await markDocument(olga);
    // Her session is connected: the admin sees her chosen status (online), without reloading.
    await eventually(() => olgaRow.locator('.avatar__status').getAttribute('class')).toContain('avatar__status--online');

    await olga.locator('[data-testid=chat-list] .chat-item', { hasText: 'Анна Смирнова' }).click();
    const composer = olga.locator('.chat-composer__input');
    await composer.pressSequentially(hers, { delay: 20 });
    await olgaRow.locator('.chat-typing').waitFor();
    await screenshot(admin, 'live-chat-typing');

    // Her message reaches the admin's sidebar, in the other session, without a reload (how fast is bench/fanout.ts's).
    await composer.press('Enter');
    await admin.locator(`[data-contact-id="${olgaContactId}"] .chat-item__preview`, { hasText: hers }).waitFor();
    expect(await olgaRow.locator('.chat-typing').count()).toBe(0);
    await eventually(() => badge.textContent()).toBe(String(unseenBefore + 1));

    // The admin opens the conversation: the message is there, the badge goes.
    await olgaRow.click();
    await admin.locator('.chat-group--theirs .chat-bubble', { hasText: hers }).waitFor();
    await eventually(() => badge.count()).toBe(0);

    // The demo admin types an answer: it arrives in Olga's open window.
    const adminComposer = admin.locator('.chat-composer__input');
    await adminComposer.pressSequentially(answer, { delay: 20 });
    await olga.locator('.chat-header .chat-typing').waitFor();
    await screenshot(olga, 'live-chat-contact-typing');
    await adminComposer.press('Enter');
    await olga.locator('.chat-group--theirs .chat-bubble', { hasText: answer }).waitFor();
    // One bubble each, whatever arrived first (the sender's answer or the live echo).
    expect(await admin.locator('.chat-bubble', { hasText: answer }).count()).toBe(1);
    expect(await olga.locator('.chat-bubble', { hasText: hers }).count()).toBe(1);
    expect(await adminNotReloaded()).toBe(true);
    expect(await olgaNotReloaded()).toBe(true);
    await screenshot(admin, 'live-chat-admin');
    await screenshot(olga, 'live-chat-contact');

    // Olga signs out: her dot goes grey again for the admin.
    await olga.context().close();
    await eventually(() => admin.locator('.chat-header .avatar__status').getAttribute('class')).toContain('avatar__status--offline');
  });
});

describe('shared lists follow other sessions, keeping list state, selection and open drawers', () => {
  it('a task added over REST appears in an open to-do list, with no refetch', async () => {
    await adminAt('/apps/todo?sort=latest');
    await admin.locator('[data-testid=task-list] [data-task-id]').first().waitFor();
    await settled(admin);
    const graphql = recordGraphQL(admin);
    const api = await apiAs(ADMIN);
    await api.rest('POST', '/apps/todo/add-tasks', { task: { title: 'Позвонить в «Гамму» по договору', dueDate: '2026-12-05' } });
    await admin.locator('[data-testid=task-list] [data-task-id]').first().filter({ hasText: 'Позвонить в «Гамму» по договору' }).waitFor();
    expect(graphql.operations).toEqual([]);
  });

  it('a permission deleted elsewhere vanishes from an open table; the total follows; no refetch', async () => {
    await adminAt('/apps/permissions');
    const rows = admin.locator('[data-testid=permission-row]');
    await rows.first().waitFor();
    const api = await apiAs(ADMIN);
    const { permissions } = await api.rest<{ permissions: { id: number; name: string }[] }>('GET', '/apps/permissions/data?page=1&perPage=10');
    const target = permissions[2];
    await rows.filter({ hasText: target.name }).waitFor();
    const before = await rows.count();
    await settled(admin);
    const graphql = recordGraphQL(admin);

    await api.rest('DELETE', `/apps/permissions/delete?id=${target.id}`);
    await eventually(() => rows.filter({ hasText: target.name }).count()).toBe(0);
    expect(await rows.count()).toBe(before - 1);
    expect(graphql.operations).toEqual([]);
  });

  it('a permission renamed elsewhere while its dialog is open: a notice, the typed name kept until their version is taken', async () => {
    await adminAt('/apps/permissions');
    const row = admin.locator('[data-testid=permission-row]').first();
    await row.waitFor();
    const name = await row.locator('.permissions-table__name').textContent();
    const colleague = await apiAs(COLLEAGUE);
    const { permissions } = await colleague.rest<{ permissions: { id: number; name: string }[] }>('GET', '/apps/permissions/data?page=1&perPage=10');
    const target = permissions.find((p) => p.name === name)!;
    await row.locator('[data-testid=edit-permission]').click();
    await admin.locator('#permission-name').fill('Моё название права');

    await colleague.rest('POST', '/apps/permissions/update-permission', { id: target.id, name: 'Название от коллеги' });
    const notice = admin.locator('[data-testid=remote-change]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('kollega');
    expect(await admin.locator('#permission-name').inputValue()).toBe('Моё название права');
    await eventually(() => row.locator('.permissions-table__name').textContent()).toBe('Название от коллеги');
    await admin.locator('[data-testid=remote-change-reload]').click();
    expect(await admin.locator('#permission-name').inputValue()).toBe('Название от коллеги');
    await admin.keyboard.press('Escape');
  });

  it('a task someone else changes while it is open in the drawer shows a notice instead of being overwritten', async () => {
    await adminAt('/apps/todo');
    const row = admin.locator('[data-testid=task-list] [data-task-id]').first();
    await row.waitFor();
    const taskId = await row.getAttribute('data-task-id');
    await row.click();
    await admin.locator('#task-title').fill('Моя правка заголовка');

    const colleague = await apiAs(COLLEAGUE);
    await colleague.graphql(`mutation($id: ID!) { updateTask(id: $id, input: { title: "Заголовок коллеги" }) { id } }`, { id: taskId });

    const notice = admin.locator('[data-testid=remote-change]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('kollega');
    // What the user typed is still there; the list row shows the colleague's title.
    expect(await admin.locator('#task-title').inputValue()).toBe('Моя правка заголовка');
    await eventually(() => row.textContent()).toContain('Заголовок коллеги');
    await screenshot(admin, 'live-edit-conflict');
    await admin.locator('[data-testid=remote-change-reload]').click();
    expect(await admin.locator('#task-title').inputValue()).toBe('Заголовок коллеги');
    expect(await notice.count()).toBe(0);
  });

  it('calendar: an event added elsewhere appears on the open month, the open drawer keeps its edits, a change to its event is said', async () => {
    const colleague = await apiAs(COLLEAGUE);
    const { events } = await colleague.graphql<{ events: { id: string; title: string; start: string }[] }>('{ events { id title start } }');
    const open = events.find((e) => e.title === 'Родительское собрание')!;
    const month = `/apps/calendar?view=dayGridMonth&date=${open.start.slice(0, 8)}01`;
    await adminAt(month);
    const board = admin.locator('.calendar-board .cal-event');
    await board.first().waitFor();
    await board.filter({ hasText: 'Родительское собрание' }).first().click();
    await admin.locator('#event-title').fill('Собрание: мой вариант');
    await settled(admin);
    const graphql = recordGraphQL(admin);

    // A colleague adds an event the same month: it joins the board behind the open drawer.
    const start = `${open.start.slice(0, 8)}20T10:00:00.000Z`;
    await colleague.graphql(`mutation($input: EventInput!) { addEvent(input: $input) { id } }`, {
      input: { title: 'Созвон с «Гаммой» по договору', start, end: `${open.start.slice(0, 8)}20T11:00:00.000Z`, extendedProps: { calendar: 'Business' } },
    });
    await eventually(() => board.filter({ hasText: 'Созвон с «Гаммой» по договору' }).count()).toBe(1);
    expect(await admin.locator('#event-title').inputValue()).toBe('Собрание: мой вариант');

    // Then renames the event open in the drawer: a notice, the user's text kept until they take the other version.
    await colleague.graphql(`mutation($id: ID!) { updateEvent(id: $id, input: { title: "Собрание в актовом зале" }) { id } }`, { id: open.id });
    const notice = admin.locator('[data-testid=remote-change]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('kollega');
    expect(await admin.locator('#event-title').inputValue()).toBe('Собрание: мой вариант');
    await screenshot(admin, 'live-remote-change-event-drawer');
    await admin.locator('[data-testid=remote-change-reload]').click();
    expect(await admin.locator('#event-title').inputValue()).toBe('Собрание в актовом зале');
    expect(graphql.operations).toEqual([]);
    expect(admin.url()).toBe(`${baseUrl}${month}`);
  });

  it('e-mail: a mail moved elsewhere leaves the open inbox; the selection and the scroll position stay', async () => {
    await adminAt('/apps/email');
    const rows = admin.locator('.email-row');
    await rows.nth(12).waitFor();
    const ids = await rows.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-email-id') ?? ''));
    // Two mails selected, and the list scrolled down a little.
    for (const id of [ids[8], ids[9]]) await admin.locator(`.email-row[data-email-id="${id}"] .email-row__check`).click();
    const scroller = admin.locator('.email-list-scroll');
    await scroller.evaluate((node) => node.scrollTo({ top: 120 }));
    const scrolled = await scroller.evaluate((node) => node.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    await settled(admin);
    const graphql = recordGraphQL(admin);

    const api = await apiAs(ADMIN);
    await api.rest('POST', '/apps/email/update-emails', { emailIds: [Number(ids[10])], dataToUpdate: { folder: 'trash' } });
    await admin.locator(`.email-row[data-email-id="${ids[10]}"]`).waitFor({ state: 'detached' });
    expect(await admin.locator('.email-toolbar__hint').textContent()).toBe('Выбрано: 2');
    expect(await admin.locator('.email-row.is-selected').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-email-id')))).toEqual([ids[8], ids[9]]);
    expect(await scroller.evaluate((node) => node.scrollTop)).toBe(scrolled);
    expect(graphql.operations).toEqual([]);
  });

  it('users: a user added elsewhere joins the filtered, sorted list from the URL and the counters; deleted while open, the profile says so', async () => {
    const list = '/apps/user/list?role=editor&sort=email.desc';
    await adminAt(list);
    const rows = admin.locator('[data-testid=user-row]');
    await rows.first().waitFor();
    const total = Number(await admin.locator('[data-testid=stat-total]').textContent());
    await settled(admin);
    const graphql = recordGraphQL(admin);

    const colleague = await apiAs(COLLEAGUE);
    const { addUser } = await colleague.graphql<{ addUser: { id: string } }>(`mutation { addUser(input: { fullName: "Юлия Живова", username: "zhivova", email: "zzz.zhivova@demo.com", role: editor, currentPlan: team }) { id } }`);
    // Highest e-mail under a descending e-mail sort: first row, on the page the URL asks for.
    await eventually(() => rows.first().textContent()).toContain('Юлия Живова');
    await eventually(() => admin.locator('[data-testid=stat-total]').textContent()).toBe(String(total + 1));
    expect(graphql.operations).toEqual([]);
    expect(admin.url()).toBe(`${baseUrl}${list}`);

    await adminAt(`/apps/user/view/${addUser.id}`);
    await admin.locator('[data-testid=profile-card]').waitFor();
    await colleague.graphql(`mutation($id: ID!) { deleteUser(id: $id) { id } }`, { id: addUser.id });
    const notice = admin.locator('[data-testid=remote-change]');
    await notice.waitFor();
    // Said as a page that shows the record says it: no edits are lost here.
    expect(await notice.locator('.remote-change__text').textContent()).toBe('Пользователь kollega удалил эту запись.');
    expect(await admin.locator('.page-header__title').textContent()).toBe('Юлия Живова');
    expect(await admin.locator('[data-testid=view-delete]').isDisabled()).toBe(true);
    await screenshot(admin, 'live-remote-change-user-deleted');
  });

  it('invoices: an invoice deleted elsewhere leaves the open, sorted list; the URL state stays', async () => {
    const list = '/apps/invoice/list?sort=total.desc';
    await adminAt(list);
    const rows = admin.locator('[data-testid=invoice-table] tbody tr[data-invoice-id]');
    await rows.nth(3).waitFor();
    const target = await rows.nth(2).getAttribute('data-invoice-id');
    const api = await apiAs(ADMIN);
    await api.rest('DELETE', `/apps/invoice/delete?id=${target}`);
    await admin.locator(`[data-invoice-id="${target}"]`).waitFor({ state: 'detached' });
    expect(admin.url()).toBe(`${baseUrl}${list}`);
  });

  it('invoices: one edited elsewhere while its edit page is open shows a notice; the form keeps the typed text until their version is loaded', async () => {
    const colleague = await apiAs(COLLEAGUE);
    const { invoices } = await colleague.graphql<{ invoices: { items: { id: string }[] } }>('{ invoices { items { id } } }');
    const id = invoices.items[0].id;
    await adminAt(`/apps/invoice/edit/${id}`);
    await admin.locator('#invoice-service').fill('Мой вариант услуги');

    const { invoice } = await colleague.graphql<{ invoice: { client: { id: string }; issuedDate: string; dueDate: string; total: number; balance: number; invoiceStatus: string } }>(
      `query($id: ID!) { invoice(id: $id) { client { id } issuedDate dueDate total balance invoiceStatus } }`,
      { id },
    );
    const { client, ...rest } = invoice;
    await colleague.graphql(`mutation($id: ID!, $input: InvoiceInput!) { updateInvoice(id: $id, input: $input) { id } }`, {
      id,
      input: { ...rest, clientId: client.id, service: 'Услуга от коллеги' },
    });
    const notice = admin.locator('[data-testid=remote-change]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('kollega');
    expect(await admin.locator('#invoice-service').inputValue()).toBe('Мой вариант услуги');
    await admin.locator('[data-testid=remote-change-reload]').click();
    expect(await admin.locator('#invoice-service').inputValue()).toBe('Услуга от коллеги');
    expect(await notice.count()).toBe(0);
  });

  it('bookmarks, cart and wishlist changed in another session show in this one without a refetch', async () => {
    await adminAt('/apps/ecommerce/shop');
    // A product in neither the cart nor the wishlist yet.
    const first = admin.locator('[data-testid=product-card]:has([data-testid=cart-toggle][data-in-cart=false]):has([data-testid=wishlist-toggle][aria-pressed=false])').first();
    await first.waitFor();
    const productId = await first.getAttribute('data-product-id');
    const card = admin.locator(`[data-testid=product-card][data-product-id="${productId}"]`);
    const cartCount = async () => Number((await admin.locator('[data-testid=cart-count]').count()) ? await admin.locator('[data-testid=cart-count]').textContent() : 0);
    const before = await cartCount();
    await settled(admin);
    const graphql = recordGraphQL(admin);

    const api = await apiAs(ADMIN);
    await api.rest('POST', '/apps/ecommerce/cart', { productId: Number(productId) });
    await eventually(() => card.locator('[data-testid=cart-toggle]').getAttribute('data-in-cart')).toBe('true');
    await eventually(cartCount).toBe(before + 1);
    await api.rest('POST', '/apps/ecommerce/wishlist', { productId: Number(productId) });
    await eventually(() => card.locator('[data-testid=wishlist-toggle]').getAttribute('aria-pressed')).toBe('true');

    const bookmarks = admin.locator('[data-testid=navbar-bookmarks] [data-bookmark-id]');
    const { suggestions } = await api.rest<{ suggestions: { id: number; isBookmarked: boolean }[] }>('GET', '/api/bookmarks/data');
    const page = suggestions.find((s) => !s.isBookmarked)!;
    await api.rest('POST', '/api/bookmarks/update', { id: page.id });
    await admin.locator(`[data-testid=navbar-bookmarks] [data-bookmark-id="${page.id}"]`).waitFor();
    expect(await bookmarks.count()).toBeGreaterThan(0);
    expect(graphql.operations).toEqual([]);
  });
});

describe('notifications and access', () => {
  it('the bell counts new notifications live, marks one and then all as read', async () => {
    // Start from a read feed (the chat above may have left some unread).
    await (await apiAs(OLGA)).graphql('mutation { markAllNotificationsRead { unreadCount } }');
    const olga = await openAs(OLGA);
    await connected(olga);
    const count = olga.locator('[data-testid=notification-count]');
    const unread = async () => Number((await count.count()) ? await count.textContent() : 0);
    expect(await unread()).toBe(0);

    // The admin assigns her a task and writes to her: two new notifications, live.
    const api = await apiAs(ADMIN);
    await api.graphql(`mutation { addTask(input: { title: "Сверить акты за квартал", dueDate: "2026-12-10T09:00:00.000Z", assigneeId: "1" }) { id } }`);
    await api.graphql(`mutation($id: ID!) { sendMessage(contactId: $id, message: "Ольга, посмотрите задачу, пожалуйста") { message { id } } }`, { id: olgaContactId });
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

    // A bulk reassignment is one notification, counting its tasks, that leads to the to-do.
    const { tasks } = await api.graphql<{ tasks: { items: { id: string; assignee: { id: string } | null }[] } }>('{ tasks(perPage: 30) { items { id assignee { id } } } }');
    const reassigned = tasks.items.filter((task) => task.assignee?.id !== '1').slice(0, 7);
    expect(reassigned).toHaveLength(7);
    await api.graphql('mutation($ids: [ID!]!) { bulkUpdateTasks(selection: { ids: $ids }, patch: { assigneeId: "1" }) { id } }', { ids: reassigned.map((task) => task.id) });
    await eventually(() => unread()).toBe(1);
    await panel.locator('[data-kind=task_assigned].bell-item--unread', { hasText: 'Вам назначено 7 задач' }).waitFor();
    await screenshot(olga, 'live-bell-bulk');
    await panel.locator('[data-kind=task_assigned].bell-item--unread .bell-item__open').click();
    await olga.waitForURL(`${baseUrl}/apps/todo`);
    await eventually(() => count.count()).toBe(0);

    // Keyboard: Escape closes the panel, the bell is reachable and opens it again; the dark skin paints it.
    await olga.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await olga.locator('[data-testid=skin-toggle]').click();
    await api.graphql(`mutation($id: ID!) { sendMessage(contactId: $id, message: "И ещё: завтра созвон в 11:00") { message { id } } }`, { id: olgaContactId });
    await eventually(() => unread()).toBe(1);
    await olga.locator('[data-testid=notification-bell]').focus();
    await olga.keyboard.press('Enter');
    await panel.waitFor();
    await screenshot(olga, 'live-bell-dark');
    expect(await olga.locator('[data-testid=notification-bell]').getAttribute('aria-label')).toBe('Уведомления: 1 непрочитанное');

    // The feed with the bulk notification, in the dark skin and on a phone: readable, whole, and not wider than the screen.
    await panel.locator('[data-kind=task_assigned]', { hasText: 'Вам назначено 7 задач' }).waitFor();
    await expectAccessible(olga, 'the bell in the dark skin', { include: ['[data-testid=notification-panel]'] });
    await olga.setViewportSize(SIZES.phone);
    // The layout takes the phone's shape (the menu a drawer) in the render after the resize.
    await olga.locator('[data-testid=menu-toggle]').waitFor();
    await panel.locator('[data-kind=task_assigned]', { hasText: 'Вам назначено 7 задач' }).waitFor();
    await eventually(async () => (await horizontalOverflow(olga)).overflow).toBe(0);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= SIZES.phone.width).toBe(true);
    await expectAccessible(olga, 'the bell on a phone', { include: ['[data-testid=notification-panel]'] });
    await screenshot(olga, 'live-bell-dark-phone');
  });

  it('a client-role session subscribes only to what it may read and receives nothing else', async () => {
    const { page } = await secondSession();
    const socket = recordSocket(page);
    await loginAs(page, baseUrl, 'client');
    await connected(page);
    // Its own abilities too: a role given to it later shows without a reload. Saved views are heard only for the
    // lists the account may read (none here).
    await eventually(() => [...socket.started].sort()).toEqual(['AbilityChanged', 'BookmarkChanged', 'NotificationChanged', 'SavedViewChanged']);

    const api = await apiAs(ADMIN);
    await api.rest('POST', '/apps/todo/add-tasks', { task: { title: 'Не для клиента', dueDate: '2026-12-05' } });
    await api.rest('POST', '/apps/permissions/add-permission', { name: 'Не для клиента' });
    await api.graphql(`mutation($id: ID!) { sendMessage(contactId: $id, message: "Не для клиента") { message { id } } }`, { id: olgaContactId });
    // Bookmarks belong to each account: the admin's toggle is the admin's alone.
    const { bookmarks } = await api.rest<{ bookmarks: { id: number }[] }>('GET', '/api/bookmarks/data');
    await api.rest('POST', '/api/bookmarks/update', { id: bookmarks[0].id });
    await api.rest('POST', '/api/bookmarks/update', { id: bookmarks[0].id });
    // Every write above was published before its answer; a second is ample for a socket to have got one.
    await page.waitForTimeout(1000);
    expect(socket.received).toEqual([]);
    // Still connected, subscriptions in place: nothing arrived because nothing was the client's to read.
    await connected(page);
  });
});

describe('the live connection', () => {
  it('a dropped socket shows reconnecting, then offline; once back, changes made meanwhile are shown', async () => {
    const { context, page } = await secondSession();
    // The socket goes through a proxy this test can cut: a real server behind it, a real drop in front.
    let reachable = true;
    let current: WebSocketRoute | null = null;
    await context.routeWebSocket(/\/graphql$/, (ws) => {
      if (!reachable) return ws.close({ code: 1013, reason: 'Try Again Later' });
      current = ws;
      ws.connectToServer();
    });
    await loginAs(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/apps/todo`);
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

    // Meanwhile a task is added: no event can reach this page. Its title is the attempt's own, so a retry of this
    // test finds its task and not the one an earlier attempt added.
    const title = `Добавлена, пока связи не было ${Date.now()}`;
    const api = await apiAs(ADMIN);
    await api.rest('POST', '/apps/todo/add-tasks', { task: { title, dueDate: '2026-12-05' } });

    // The button is pressed while the page's own next attempt is seconds away: were the server reachable just
    // before a scheduled attempt, that attempt would reconnect first and take the button away.
    const nextAttemptIn = async () => Number((await status.locator('.connection__hint').textContent())?.match(/\d+/)?.[0] ?? 0);
    await eventually(nextAttemptIn).toBeGreaterThanOrEqual(5);
    reachable = true;
    await page.getByRole('button', { name: 'Переподключиться сейчас' }).click();
    await connected(page);
    await page.locator('[data-testid=task-list] [data-task-id]', { hasText: title }).waitFor();
    await screenshot(page, 'live-connection-online');
  });

  it('an expired access token closes the socket: the page refreshes the token, reconnects, resubscribes and stays live', async () => {
    // Access tokens live 3 seconds on this server of the test's own, so the socket's token really expires.
    const server = await startProductServer({ env: { JWT_EXPIRES_IN: '3' } });
    try {
      const { page } = await secondSession();
      const sockets: WebSocket[] = [];
      page.on('websocket', (ws) => sockets.push(ws));
      await loginAs(page, server.baseUrl, 'admin');
      await page.goto(`${server.baseUrl}/apps/todo`);
      await page.locator('[data-testid=task-list] [data-task-id]').first().waitFor();
      await connected(page);
      const graphql = recordGraphQL(page);
      const socket = recordSocket(page);

      // The server closes the socket at expiry (4403); the next one starts with a refreshed token.
      await eventually(() => graphql.operations.includes('RefreshSession')).toBe(true);
      await eventually(() => socket.started.includes('TaskChanged')).toBe(true);
      await connected(page);
      expect(sockets.length).toBeGreaterThanOrEqual(2);

      const api = await apiAs(ADMIN, server.baseUrl);
      await api.rest('POST', '/apps/todo/add-tasks', { task: { title: 'После обновления токена', dueDate: '2026-12-05' } });
      await page.locator('[data-testid=task-list] [data-task-id]', { hasText: 'После обновления токена' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/apps/todo');
    } finally {
      await server.stop();
    }
  });

  it('when the server itself goes away the indicator says so', async () => {
    // A server of this test's own: it is stopped under the open page.
    const server = await startProductServer();
    try {
      const { page } = await secondSession();
      await loginAs(page, server.baseUrl, 'admin');
      await page.goto(`${server.baseUrl}/apps/todo`);
      await connected(page);
      await server.stop();
      await eventually(() => page.locator('[data-testid=connection-status]').getAttribute('data-state')).toMatch(/^(reconnecting|offline)$/);
      await eventually(() => page.locator('[data-testid=connection-status]').getAttribute('data-state')).toBe('offline');
    } finally {
      await server.stop();
    }
  });
});
