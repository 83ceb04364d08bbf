import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEventRecord } from '../../server/audit/models.js';
import { graphqlAs, injectAs, login, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { ADMIN_ACTOR, adminData, adminWrite, auditLog, changeOf, signedIn } from './support.js';

/**
 * Every audited write path of both faces records exactly one event, with its actor, face and diff;
 * refused writes and a person's private data record none; secrets never enter the log.
 */
const INVOICE = { clientId: 3, issuedDate: '2026-11-01', dueDate: '2026-11-30', service: 'Аудит договора', total: 1200, balance: 200, invoiceStatus: 'Sent' };
const GQL_INVOICE = { ...INVOICE, clientId: '3', invoiceStatus: 'Sent' };
const USER = { fullName: 'Ирина Зуева', username: 'irina.zueva', email: 'irina@example.ru', role: 'editor', currentPlan: 'team' };
const TASK = { title: 'Позвонить клиенту', dueDate: '2026-12-01T09:00:00.000Z', tags: ['team'], isCompleted: false, isImportant: false };
const EVENT = { title: 'Встреча с «Гаммой»', start: '2026-12-02T10:00:00.000Z', end: '2026-12-02T11:00:00.000Z', allDay: false, extendedProps: { calendar: 'Business', guests: ['Анна'], location: 'Офис', description: 'Договор' } };
const BLOG_EDIT = { title: 'Ритуалы команды', slug: 'team-rituals', categories: ['team'], status: 'Published', excerpt: 'Коротко.', featuredImage: '/images/blog/2.svg' };

let serial = 0;
/** Unique text per use: tests on PostgreSQL share one database for the file. */
const unique = (text: string) => `${text}-${process.pid}-${++serial}`;

interface Expected {
  action: AuditEventRecord['action'];
  subject: AuditEventRecord['subject'];
  face: 'rest' | 'graphql';
  /** The actor; the admin unless said. */
  actor?: Partial<AuditEventRecord['actor']> | null;
  /** Checks of the changes (each field listed must be there with these values). */
  changes?: Record<string, { before: unknown; after: unknown }>;
  /** Exactly these fields changed. */
  only?: string[];
}

describe.each(STORE_NAMES)('audit events on the %s store', (name) => {
  const app = useApp({ config: appStoreConfig(name) });
  const log = auditLog(app);
  const rest = adminWrite(app);
  const gql = adminData(app);
  beforeEach(() => signedIn(app));

  const newInvoice = async () => (await rest<{ invoice: { id: number } }>('POST', '/apps/invoice/add-invoice', INVOICE)).invoice.id;
  const newUser = async () => {
    const tag = unique('u');
    return (await rest<{ user: { id: number } }>('POST', '/apps/users/add-user', { ...USER, username: tag, email: `${tag}@example.ru` })).user.id;
  };
  const newTask = async () => (await rest<{ task: { id: number } }>('POST', '/apps/todo/add-tasks', { task: TASK })).task.id;
  const newEvent = async () => (await rest<{ id: number }>('POST', '/apps/calendar/add-event', { event: EVENT })).id;
  const newPermission = async () => (await rest<{ permission: { id: number } }>('POST', '/apps/permissions/add-permission', { name: unique('Экспорт') })).permission.id;

  /** [what, set-up before the mark (its result is the record id), the write, what it must record]. */
  const paths: [string, (() => Promise<number>) | null, (id: number) => Promise<number>, Expected][] = [
    ['REST add-user', null, async () => newUser(), { action: 'create', subject: 'User', face: 'rest', changes: { role: { before: null, after: 'editor' } } }],
    ['REST users/delete', newUser, async (id) => (await rest('DELETE', `/apps/users/delete?id=${id}`), id), { action: 'delete', subject: 'User', face: 'rest', changes: { role: { before: 'editor', after: null } } }],
    ['REST add-invoice', null, newInvoice, { action: 'create', subject: 'Invoice', face: 'rest', changes: { total: { before: null, after: 1200 }, service: { before: null, after: 'Аудит договора' } } }],
    [
      'REST update-invoice',
      newInvoice,
      async (id) => (await rest('POST', '/apps/invoice/update-invoice', { ...INVOICE, id, total: 1500, service: 'Аудит' }), id),
      { action: 'update', subject: 'Invoice', face: 'rest', only: ['service', 'total'], changes: { total: { before: 1200, after: 1500 }, service: { before: 'Аудит договора', after: 'Аудит' } } },
    ],
    ['REST invoice/delete', newInvoice, async (id) => (await rest('DELETE', `/apps/invoice/delete?id=${id}`), id), { action: 'delete', subject: 'Invoice', face: 'rest', changes: { balance: { before: 200, after: null } } }],
    ['REST add-tasks', null, newTask, { action: 'create', subject: 'Task', face: 'rest', changes: { title: { before: null, after: TASK.title } } }],
    ['REST update-task', newTask, async (id) => (await rest('POST', '/apps/todo/update-task', { task: { id, isCompleted: true } }), id), { action: 'update', subject: 'Task', face: 'rest', only: ['isCompleted'] }],
    ['REST delete-task', newTask, async (id) => (await rest('DELETE', `/apps/todo/delete-task?taskId=${id}`), id), { action: 'delete', subject: 'Task', face: 'rest', only: ['isDeleted'], changes: { isDeleted: { before: false, after: true } } }],
    ['REST add-event', null, newEvent, { action: 'create', subject: 'Event', face: 'rest', changes: { 'extendedProps.calendar': { before: null, after: 'Business' } } }],
    [
      'REST update-event',
      newEvent,
      async (id) => (await rest('POST', '/apps/calendar/update-event', { event: { id, title: 'Перенесено' } }), id),
      { action: 'update', subject: 'Event', face: 'rest', only: ['title'], changes: { title: { before: EVENT.title, after: 'Перенесено' } } },
    ],
    ['REST remove-event', newEvent, async (id) => (await rest('DELETE', `/apps/calendar/remove-event?id=${id}`), id), { action: 'delete', subject: 'Event', face: 'rest' }],
    ['REST add-permission', null, newPermission, { action: 'create', subject: 'Permission', face: 'rest', changes: { assignedTo: { before: null, after: ['administrator'] } } }],
    ['REST update-permission', newPermission, async (id) => (await rest('POST', '/apps/permissions/update-permission', { id, name: unique('Отчёты') }), id), { action: 'update', subject: 'Permission', face: 'rest', only: ['name'] }],
    ['REST permissions/delete', newPermission, async (id) => (await rest('DELETE', `/apps/permissions/delete?id=${id}`), id), { action: 'delete', subject: 'Permission', face: 'rest' }],
    ['GraphQL addUser', null, async () => {
      const tag = unique('g');
      return Number((await gql<{ addUser: { id: string } }>('mutation($i: AddUserInput!) { addUser(input: $i) { id } }', { i: { ...USER, username: tag, email: `${tag}@example.ru` } })).addUser.id);
    }, { action: 'create', subject: 'User', face: 'graphql' }],
    ['GraphQL deleteUser', newUser, async (id) => (await gql(`mutation { deleteUser(id: "${id}") { id } }`), id), { action: 'delete', subject: 'User', face: 'graphql' }],
    ['GraphQL addInvoice', null, async () => Number((await gql<{ addInvoice: { id: string } }>('mutation($i: InvoiceInput!) { addInvoice(input: $i) { id } }', { i: GQL_INVOICE })).addInvoice.id), { action: 'create', subject: 'Invoice', face: 'graphql' }],
    [
      'GraphQL updateInvoice',
      newInvoice,
      async (id) => (await gql(`mutation($i: InvoiceInput!) { updateInvoice(id: "${id}", input: $i, version: 1) { id } }`, { i: { ...GQL_INVOICE, balance: 0, invoiceStatus: 'Paid' } }), id),
      { action: 'update', subject: 'Invoice', face: 'graphql', only: ['balance', 'invoiceStatus'], changes: { invoiceStatus: { before: 'Sent', after: 'Paid' } } },
    ],
    ['GraphQL deleteInvoice', newInvoice, async (id) => (await gql(`mutation { deleteInvoice(id: "${id}") { id } }`), id), { action: 'delete', subject: 'Invoice', face: 'graphql' }],
    ['GraphQL addTask', null, async () => Number((await gql<{ addTask: { id: string } }>('mutation($i: TaskInput!) { addTask(input: $i) { id } }', { i: TASK })).addTask.id), { action: 'create', subject: 'Task', face: 'graphql' }],
    ['GraphQL updateTask', newTask, async (id) => (await gql(`mutation { updateTask(id: "${id}", input: { isImportant: true }) { id } }`), id), { action: 'update', subject: 'Task', face: 'graphql', only: ['isImportant'] }],
    ['GraphQL deleteTask', newTask, async (id) => (await gql(`mutation { deleteTask(id: "${id}") { id } }`), id), { action: 'delete', subject: 'Task', face: 'graphql', only: ['isDeleted'] }],
    ['GraphQL addEvent', null, async () => Number((await gql<{ addEvent: { id: string } }>('mutation($i: EventInput!) { addEvent(input: $i) { id } }', { i: EVENT })).addEvent.id), { action: 'create', subject: 'Event', face: 'graphql' }],
    ['GraphQL updateEvent', newEvent, async (id) => (await gql(`mutation { updateEvent(id: "${id}", input: { extendedProps: { location: "Зал" } }) { id } }`), id), {
      action: 'update', subject: 'Event', face: 'graphql', only: ['extendedProps.location'], changes: { 'extendedProps.location': { before: 'Офис', after: 'Зал' } },
    }],
    ['GraphQL removeEvent', newEvent, async (id) => (await gql(`mutation { removeEvent(id: "${id}") { id } }`), id), { action: 'delete', subject: 'Event', face: 'graphql' }],
    ['GraphQL addPermission', null, async () => Number((await gql<{ addPermission: { id: string } }>('mutation($n: NonEmptyString!) { addPermission(name: $n) { id } }', { n: unique('Права') })).addPermission.id), { action: 'create', subject: 'Permission', face: 'graphql' }],
    ['GraphQL updatePermission', newPermission, async (id) => (await gql('mutation($id: ID!, $n: NonEmptyString!) { updatePermission(id: $id, name: $n) { id } }', { id: String(id), n: unique('Имя') }), id), { action: 'update', subject: 'Permission', face: 'graphql', only: ['name'] }],
    ['GraphQL deletePermission', newPermission, async (id) => (await gql(`mutation { deletePermission(id: "${id}") { id } }`), id), { action: 'delete', subject: 'Permission', face: 'graphql' }],
    ['GraphQL updateBlogPost', null, async () => (await gql('mutation($i: BlogPostInput!) { updateBlogPost(id: "2", input: $i) { id } }', { i: { ...BLOG_EDIT, slug: unique('team-rituals').replace(/[^a-z0-9-]/g, '') } }), 2), {
      action: 'update', subject: 'BlogPost', face: 'graphql', changes: { title: { before: expect.any(String), after: BLOG_EDIT.title } },
    }],
  ];

  it.each(paths)('%s records one event with its actor, face and changes', async (_what, prepare, write, expected) => {
    const prepared = prepare ? await prepare() : 0;
    const mark = await log.mark();
    const id = await write(prepared);
    const events = await log.since(mark);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ action: expected.action, subject: expected.subject, recordId: String(id), face: expected.face, actor: expected.actor === undefined ? ADMIN_ACTOR : expected.actor });
    for (const [field, change] of Object.entries(expected.changes ?? {})) expect(changeOf(event, field), field).toEqual({ field, ...change });
    if (expected.only) expect(event.changes.map((c) => c.field).sort()).toEqual([...expected.only].sort());
    expect(event.changes.map((c) => c.field)).not.toContain('version');
  });

  it('a blog comment is a BlogComment of its post; the response of a write names its event', async () => {
    const mark = await log.mark();
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(await login(app, 'admin')).accessToken}` },
      payload: { query: 'mutation { addBlogComment(id: "4", text: "Отлично!") { id comments { id } } }' },
    });
    const events = await log.since(mark, 'subject=BlogComment');
    expect(events).toHaveLength(1);
    expect(events[0].changes).toEqual(expect.arrayContaining([{ field: 'postId', before: null, after: 4 }, { field: 'commentText', before: null, after: 'Отлично!' }]));
    expect(res.headers['audit-events']).toBe(String(events[0].id));
    const restRes = await injectAs(app, 'admin')({ method: 'POST', url: '/apps/invoice/add-invoice', payload: INVOICE });
    const [created] = await log.since(events[0].id, 'subject=Invoice');
    expect(restRes.headers['audit-events']).toBe(String(created.id));
  });

  it('account events: registration, sign-in, a failed sign-in, sign-out and a password change, without a secret', async () => {
    const tag = unique('acct');
    const email = `${tag}@example.ru`;
    const password = `secret-${tag}`;
    const mark = await log.mark();
    const registered = await app.inject({ method: 'POST', url: '/jwt/register', payload: { email, password, username: tag } });
    const accountId: number = registered.json().user.id;
    const signIn = await app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password } });
    const { accessToken } = signIn.json();
    await app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password: 'wrong-guess-123' } });
    await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: 'nobody@example.ru', password: 'wrong-guess-123' } });
    const newPassword = `new-${password}`;
    const changed = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      payload: { query: 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { ok } }', variables: { c: password, n: newPassword } },
    });
    expect(changed.json().errors).toBeUndefined();
    await app.inject({ method: 'POST', url: '/jwt/logout', headers: { authorization: `Bearer ${accessToken}` } });
    await app.inject({ method: 'POST', url: '/jwt/logout' });

    const events = await log.since(mark);
    const self = { id: accountId, fullName: tag, role: 'admin', viaKey: null };
    expect(events.map(({ action, recordId, face, actor }) => ({ action, recordId, face, actor }))).toEqual([
      { action: 'create', recordId: String(accountId), face: 'rest', actor: null },
      { action: 'sign_in', recordId: String(accountId), face: 'rest', actor: self },
      { action: 'sign_in_failed', recordId: String(accountId), face: 'rest', actor: null },
      { action: 'password_change', recordId: String(accountId), face: 'graphql', actor: self },
      { action: 'sign_out', recordId: String(accountId), face: 'rest', actor: self },
    ]);
    expect(events.every((event) => event.subject === 'Account')).toBe(true);
    expect(events[3].changes).toEqual([]);
    expect(events[0].changes.map((c) => c.field)).toEqual(expect.arrayContaining(['email', 'username', 'role']));
    const text = JSON.stringify(events);
    for (const secret of [password, newPassword, 'wrong-guess-123', accessToken, 'scrypt$', 'passwordHash', 'password_hash']) expect(text).not.toContain(secret);
  });

  it('refused and failed writes record nothing, and change nothing', async () => {
    const id = await newInvoice();
    const client = injectAs(app, 'client');
    const admin = injectAs(app, 'admin');
    const mark = await log.mark();
    expect((await client({ method: 'DELETE', url: `/apps/invoice/delete?id=${id}` })).statusCode).toBe(403);
    expect((await admin({ method: 'DELETE', url: '/apps/invoice/delete?id=987654' })).statusCode).toBe(404);
    expect((await admin({ method: 'POST', url: '/apps/invoice/update-invoice', payload: { ...INVOICE, id, total: '1500' } })).statusCode).toBe(400);
    expect((await admin({ method: 'POST', url: '/apps/invoice/update-invoice', payload: { ...INVOICE, id, balance: 5000 } })).statusCode).toBe(400);
    const stale = await graphqlAs(app, 'admin')(`mutation($i: InvoiceInput!) { updateInvoice(id: "${id}", input: $i, version: 7) { id } }`, { i: GQL_INVOICE });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    const refused = await graphqlAs(app, 'client')(`mutation { deleteInvoice(id: "${id}") { id } }`);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const taken = (await rest<{ permission: { name: string } }>('POST', '/apps/permissions/add-permission', { name: unique('Дубль') })).permission.name;
    const afterAdd = await log.mark();
    expect((await admin({ method: 'POST', url: '/apps/permissions/add-permission', payload: { name: taken } })).statusCode).toBe(409);
    expect(await log.since(afterAdd)).toEqual([]);
    expect((await log.since(mark)).map((e) => e.subject)).toEqual(['Permission']);
    expect(await app.repositories.invoices.get(id)).toMatchObject({ total: 1200, version: 1 });
  });

  it("a person's private data is never audited: cart, wishlist, bookmarks, mail, chat, own settings, likes", async () => {
    const mark = await log.mark();
    await rest('POST', '/apps/ecommerce/cart', { productId: 4 });
    await rest('POST', '/apps/ecommerce/wishlist', { productId: 4 });
    await rest('POST', '/api/bookmarks/update', { id: 5 });
    await rest('POST', '/apps/email/update-emails', { emailIds: [1, 2], dataToUpdate: { isRead: true } });
    await rest('POST', '/apps/chat/send-msg', { obj: { message: 'Здравствуйте!', contact: { id: 2 } } });
    await rest('POST', '/account-setting/notification', { commentOnArticle: true, answerOnForm: false, followMe: true, newAnnouncements: true, productUpdates: true, blogDigest: false });
    await gql('mutation { toggleBlogBookmark(id: "3") { id } }');
    expect(await log.since(mark)).toEqual([]);
  });

  it('200 concurrent updates of one invoice: 200 events, in the order they committed, each taking up where the last left off', async () => {
    const id = await newInvoice();
    const mark = await log.mark();
    const admin = injectAs(app, 'admin');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => admin({ method: 'POST', url: '/apps/invoice/update-invoice', payload: { ...INVOICE, id, total: 2000 + i } })),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const events = await log.since(mark, `subject=Invoice&recordId=${id}`);
    expect(events).toHaveLength(200);
    const totals = events.map((event) => changeOf(event, 'total'));
    // The first one or two may change only the total; every event names the total it found and the one it left.
    expect(totals[0]?.before).toBe(1200);
    for (let i = 1; i < totals.length; i++) expect(totals[i]?.before, `event ${i}`).toBe(totals[i - 1]?.after);
    expect(await app.repositories.invoices.get(id)).toMatchObject({ total: totals[199]?.after, version: 201 });
    expect(new Set(totals.map((t) => t?.after)).size).toBe(200);
  }, 120_000);
});
