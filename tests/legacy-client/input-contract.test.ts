import { describe, expect, it } from 'vitest';
import type { injectAs } from '../helper.js';
import { useLegacyApp, expectBadRequest } from './support.js';

/**
 * JSON bodies are typed by their sender: a value of the wrong type is refused with 400 naming the
 * field, never coerced (`{"id": true}` once deleted user 1), and nothing changes. Numbers JSON.parse
 * cannot hold exactly (9007199254740993, 1e309) are refused the same way. Every REST write route
 * has its table; each table shares one app, and a read before and after each row proves nothing moved.
 */
type Admin = ReturnType<typeof injectAs>;

interface WriteRoute {
  method: 'POST' | 'DELETE';
  url: string;
  /** A body the route accepts (never sent here: each row spoils one field of it). */
  valid: Record<string, unknown>;
  /** The state the route would change, through REST reads. */
  read: (admin: Admin) => Promise<unknown>;
  /** [dotted path of the field, wrong value]; `raw:` values are written into the JSON text as they are. */
  wrong: [path: string, value: unknown][];
}

const json = async (admin: Admin, url: string) => (await admin({ method: 'GET', url })).json();
const UNSAFE = 'raw:9007199254740993';
const OVERFLOW = 'raw:1e309';

const routes: WriteRoute[] = [
  {
    method: 'POST',
    url: '/apps/users/add-user',
    valid: { fullName: 'Ирина Зуева', username: 'irina.zueva', email: 'irina@example.ru', role: 'editor', currentPlan: 'team' },
    read: (admin) => json(admin, '/api/users/list/all-data'),
    wrong: [['fullName', 1], ['email', true], ['role', 5], ['currentPlan', null], ['billing', false], ['status', []], ['avatar', 0], ['country', {}], ['company', OVERFLOW], ['contact', UNSAFE]],
  },
  {
    method: 'DELETE',
    url: '/apps/users/delete',
    valid: { id: 3 },
    read: (admin) => json(admin, '/api/users/list/all-data'),
    wrong: [['id', true], ['id', null], ['id', '3'], ['id', 3.5], ['id', [3]], ['id', {}], ['id', UNSAFE], ['id', OVERFLOW]],
  },
  ...(['wishlist', 'cart'] as const).map(
    (list): WriteRoute => ({
      method: 'POST',
      url: `/apps/ecommerce/${list}`,
      valid: { productId: 4 },
      read: (admin) => json(admin, `/apps/ecommerce/${list}`),
      wrong: [['productId', true], ['productId', null], ['productId', 4.5], ['productId', '1e3'], ['productId', ' 4'], ['productId', [4]], ['productId', UNSAFE]],
    }),
  ),
  {
    method: 'POST',
    url: '/apps/chat/send-msg',
    valid: { obj: { message: 'Здравствуйте!', contact: { id: 2 } } },
    read: (admin) => json(admin, '/apps/chat/chats-and-contacts'),
    wrong: [['obj', 'text'], ['obj.message', 1], ['obj.message', null], ['obj.contact', 2], ['obj.contact.id', '2'], ['obj.contact.id', true], ['obj.contact.id', UNSAFE]],
  },
  {
    method: 'POST',
    url: '/apps/invoice/add-invoice',
    valid: { clientId: 3, issuedDate: '2026-11-01', dueDate: '2026-11-30', service: 'Аудит', total: 1200, balance: 0, invoiceStatus: 'Sent' },
    read: (admin) => json(admin, '/apps/invoice/invoices?perPage=100'),
    wrong: [['clientId', '3'], ['issuedDate', 20261101], ['service', false], ['total', '1200'], ['balance', true], ['invoiceStatus', null], ['total', OVERFLOW]],
  },
  {
    method: 'POST',
    url: '/apps/invoice/update-invoice',
    valid: { id: 4990, clientId: 3, issuedDate: '2026-11-01', dueDate: '2026-11-30', service: 'Аудит', total: 1200, balance: 0, invoiceStatus: 'Sent' },
    read: (admin) => json(admin, '/apps/invoice/invoices?perPage=100'),
    wrong: [['id', '4990'], ['id', true], ['total', '1200'], ['balance', UNSAFE]],
  },
  {
    method: 'DELETE',
    url: '/apps/invoice/delete',
    valid: { id: 4990 },
    read: (admin) => json(admin, '/apps/invoice/invoices?perPage=100'),
    wrong: [['id', true], ['id', '4990'], ['id', null], ['id', UNSAFE]],
  },
  {
    method: 'POST',
    url: '/apps/todo/add-tasks',
    valid: { task: { title: 'Позвонить клиенту', dueDate: '2026-12-01T09:00:00.000Z', tags: ['team'], isCompleted: false, isImportant: false } },
    read: (admin) => json(admin, '/apps/todo/tasks'),
    wrong: [['task', []], ['task.title', 1], ['task.dueDate', 0], ['task.tags', 'team'], ['task.tags', [1]], ['task.isCompleted', 'false'], ['task.isImportant', 1], ['task.description', 5], ['task.assignee', 'Pheobe Buffay']],
  },
  {
    method: 'POST',
    url: '/apps/todo/update-task',
    valid: { task: { id: 1, isCompleted: true } },
    read: (admin) => json(admin, '/apps/todo/tasks'),
    wrong: [['task.id', '1'], ['task.id', true], ['task.isCompleted', 'true'], ['task.isDeleted', 0], ['task.title', null], ['task.id', UNSAFE]],
  },
  {
    method: 'DELETE',
    url: '/apps/todo/delete-task',
    valid: { taskId: 1 },
    read: (admin) => json(admin, '/apps/todo/tasks?filter=deleted'),
    wrong: [['taskId', true], ['taskId', '1'], ['taskId', null], ['taskId', OVERFLOW]],
  },
  {
    method: 'POST',
    url: '/apps/email/update-emails',
    valid: { emailIds: [1, 2], dataToUpdate: { isRead: true } },
    read: (admin) => json(admin, '/apps/email/emails?folder=inbox'),
    wrong: [['emailIds', 1], ['emailIds', [true]], ['emailIds', ['1']], ['emailIds', [UNSAFE]], ['dataToUpdate', true], ['dataToUpdate.isRead', 'true'], ['dataToUpdate.isStarred', 1], ['dataToUpdate.folder', 3]],
  },
  {
    method: 'POST',
    url: '/apps/email/update-emails-label',
    valid: { emailIds: [1], label: 'private' },
    read: (admin) => json(admin, '/apps/email/emails?folder=inbox'),
    wrong: [['label', 1], ['label', null], ['emailIds', [1.5]], ['emailIds', [null]]],
  },
  {
    method: 'POST',
    url: '/apps/calendar/add-event',
    valid: { event: { title: 'Встреча', start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T10:00:00.000Z', allDay: false, extendedProps: { calendar: 'Business' } } },
    read: (admin) => json(admin, '/apps/calendar/events'),
    wrong: [['event.title', 1], ['event.allDay', 'false'], ['event.start', 0], ['event.extendedProps.calendar', 1], ['event.extendedProps.guests', 'Donna'], ['event.extendedProps.guests', [1]], ['event.extendedProps.desc', 1], ['event.url', false]],
  },
  {
    method: 'POST',
    url: '/apps/calendar/update-event',
    valid: { event: { id: 1, title: 'Перенесено' } },
    read: (admin) => json(admin, '/apps/calendar/events'),
    wrong: [['event.id', true], ['event.id', null], ['event.id', '1e3'], ['event.id', 1.5], ['event.allDay', 1], ['event.id', UNSAFE]],
  },
  {
    method: 'DELETE',
    url: '/apps/calendar/remove-event',
    valid: { id: 1 },
    read: (admin) => json(admin, '/apps/calendar/events'),
    wrong: [['id', true], ['id', '1'], ['id', null]],
  },
  {
    method: 'POST',
    url: '/apps/permissions/add-permission',
    valid: { permission: { name: 'Экспорт отчётов' } },
    read: (admin) => json(admin, '/apps/permissions/data?perPage=100'),
    wrong: [['permission', 'Экспорт'], ['permission.name', 1], ['permission.name', null], ['name', true]],
  },
  {
    method: 'POST',
    url: '/apps/permissions/update-permission',
    valid: { id: 1, name: 'Управление' },
    read: (admin) => json(admin, '/apps/permissions/data?perPage=100'),
    wrong: [['id', '1'], ['id', true], ['name', 5], ['id', UNSAFE]],
  },
  {
    method: 'DELETE',
    url: '/apps/permissions/delete',
    valid: { id: 2 },
    read: (admin) => json(admin, '/apps/permissions/data?perPage=100'),
    wrong: [['id', true], ['id', '2'], ['id', null]],
  },
  {
    method: 'POST',
    url: '/api/bookmarks/update',
    valid: { id: 5 },
    read: (admin) => json(admin, '/api/bookmarks/data'),
    wrong: [['id', '5'], ['id', true], ['id', null], ['id', OVERFLOW]],
  },
  {
    method: 'POST',
    url: '/account-setting/general',
    valid: { username: 'anna.pm', fullName: 'Анна Петрова', email: 'anna@example.ru', company: 'ООО «Полюс»' },
    read: (admin) => json(admin, '/account-setting/data'),
    wrong: [['username', 1], ['email', false], ['company', []]],
  },
  {
    method: 'POST',
    url: '/account-setting/info',
    valid: { bio: 'О себе', dob: '1990-04-12', country: 'Россия', website: 'https://example.ru', phone: '+7 900 000-00-00' },
    read: (admin) => json(admin, '/account-setting/data'),
    wrong: [['bio', 1], ['dob', 19900412], ['phone', 79000000000]],
  },
  {
    method: 'POST',
    url: '/account-setting/social',
    valid: { socialLinks: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' } },
    read: (admin) => json(admin, '/account-setting/data'),
    wrong: [['socialLinks', 'none'], ['socialLinks.twitter', null], ['connections', {}]],
  },
  {
    method: 'POST',
    url: '/account-setting/notification',
    valid: { commentOnArticle: true, answerOnForm: true, followMe: true, newAnnouncements: true, productUpdates: true, blogDigest: true },
    read: (admin) => json(admin, '/account-setting/data'),
    wrong: [['followMe', 'true'], ['blogDigest', 1], ['commentOnArticle', null]],
  },
  {
    method: 'POST',
    url: '/account-setting/password',
    valid: { currentPassword: 'admin', newPassword: 'new-secret-42' },
    // The password is unchanged while the old one still signs in.
    read: async (admin) => (await admin({ method: 'POST', url: '/jwt/login', payload: { email: 'admin@demo.com', password: 'admin' } })).statusCode,
    wrong: [['currentPassword', 1], ['newPassword', true]],
  },
];

/** `valid` with the field at `path` replaced; `raw:` values go into the JSON text unquoted. */
function spoil(valid: Record<string, unknown>, path: string, value: unknown): string {
  const body = structuredClone(valid);
  const keys = path.split('.');
  let node = body as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
  return JSON.stringify(body).replace(/"raw:([^"]+)"/g, '$1');
}

/** What the 400 must name: Ajv's path for a type error, the same path for an inexact number. */
const fieldPath = (path: string) => `body/${path.replace(/\./g, '/')}`;

const ctx = useLegacyApp();

describe.each(routes)('$method $url refuses wrongly typed bodies', ({ method, url, valid, read, wrong }) => {
  it.each(wrong)('%s = %j: 400 naming the field, nothing changed', async (path, value) => {
    const before = await read(ctx.admin);
    const res = await ctx.admin({ method, url, headers: { 'content-type': 'application/json' }, payload: spoil(valid, path, value) });
    expectBadRequest(res, fieldPath(path));
    expect(await read(ctx.admin)).toEqual(before);
  });
});

describe('the GraphQL face reads JSON bodies the same way', () => {
  it.each([
    ['9007199254740993', 'body/variables/id must be a safe integer'],
    ['1e309', 'body/variables/id must be a finite number'],
  ])('refuses a variable of %s with 400 before anything runs', async (literal, message) => {
    const before = await ctx.admin({ method: 'GET', url: '/api/users/list/all-data' });
    const res = await ctx.admin({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: `{"query":"mutation ($id: ID!) { deleteUser(id: $id) { id } }","variables":{"id":${literal}}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const after = await ctx.admin({ method: 'GET', url: '/api/users/list/all-data' });
    expect(after.json()).toEqual(before.json());
  });

  it('does not turn a boolean id into user 1', async () => {
    const gql = ctx.admin;
    const res = await gql({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'mutation ($id: ID!) { deleteUser(id: $id) { id } }', variables: { id: true } },
    });
    expect(res.json().errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql({ method: 'GET', url: '/api/users/user?id=1' })).statusCode).toBe(200);
  });
});
