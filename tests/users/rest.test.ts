import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  USER_BILLINGS,
  USER_PLANS,
  USER_ROLES,
  USER_SORT_COLUMNS,
  USER_STATUSES,
  type UserRecord,
} from '../../server/users/models.js';
import { injectAs, useApp } from '../helper.js';

const app = useApp();
const admin = injectAs(app, 'admin');

async function allUsers(): Promise<UserRecord[]> {
  const res = await admin({ method: 'GET', url: '/api/users/list/all-data' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function list(query: Record<string, string | number>): Promise<{ users: UserRecord[]; total: number }> {
  const res = await admin({ method: 'GET', url: '/api/users/list/data', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const byFullName = (a: UserRecord, b: UserRecord) => a.fullName.localeCompare(b.fullName, 'ru') || a.id - b.id;

const newUser = {
  fullName: 'Тимофей Гаврилов',
  username: 'timofey.gavrilov',
  email: 'timofey.gavrilov@example.ru',
  role: 'editor',
  currentPlan: 'team',
} as const;

describe('GET /api/users/list/all-data', () => {
  it('lists at least 60 users covering every value of every closed field', async () => {
    const users = await allUsers();
    expect(users.length).toBeGreaterThanOrEqual(60);
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(USER_ROLES));
    expect(new Set(users.map((u) => u.currentPlan))).toEqual(new Set(USER_PLANS));
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(USER_STATUSES));
    expect(new Set(users.map((u) => u.billing))).toEqual(new Set(USER_BILLINGS));
    // The legacy list measures avatar.length, so REST answers '' (never null) for a user without one.
    expect(users.some((u) => u.avatar === '')).toBe(true);
    expect(users.every((u) => typeof u.avatar === 'string')).toBe(true);
    for (const key of ['id', 'email', 'username'] as const) {
      expect(new Set(users.map((u) => u[key])).size).toBe(users.length);
    }
  });

  it('answers every listed field of a user, with Russian names', async () => {
    const [user] = await allUsers();
    expect(Object.keys(user).sort()).toEqual(
      ['avatar', 'billing', 'company', 'contact', 'country', 'currentPlan', 'email', 'fullName', 'id', 'role', 'status', 'username'],
    );
    expect(user.fullName).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/);
    expect(user.contact).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
  });
});

describe('GET /api/users/list/data', () => {
  it('defaults to page 1 of 10, ascending by full name, with the total of all users', async () => {
    const users = await allUsers();
    const page = await list({});
    expect(page.total).toBe(users.length);
    expect(page.users.map((u) => u.id)).toEqual([...users].sort(byFullName).slice(0, 10).map((u) => u.id));
  });

  it('treats the empty filters legacy clients send as "no filter"', async () => {
    const page = await list({ q: '', role: '', currentPlan: '', status: '', sort: '', sortColumn: '' });
    expect(page).toEqual(await list({}));
  });

  it.each([
    ...USER_ROLES.map((value) => ['role', value] as const),
    ...USER_PLANS.map((value) => ['currentPlan', value] as const),
    ...USER_STATUSES.map((value) => ['status', value] as const),
  ])('filters %s = %s exactly', async (field, value) => {
    const expected = (await allUsers()).filter((u) => u[field] === value);
    const page = await list({ [field]: value, perPage: 100 });
    expect(page.total).toBe(expected.length);
    expect(page.users.map((u) => u.id).sort((a, b) => a - b)).toEqual(expected.map((u) => u.id).sort((a, b) => a - b));
  });

  it('combines filters', async () => {
    const expected = (await allUsers()).filter((u) => u.role === 'editor' && u.status === 'active');
    const page = await list({ role: 'editor', status: 'active', perPage: 100 });
    expect(page.total).toBe(expected.length);
    expect(page.users.every((u) => u.role === 'editor' && u.status === 'active')).toBe(true);
  });

  it('searches e-mail, full name and billing case-insensitively', async () => {
    const users = await allUsers();
    const sample = users[5];
    const cases: [string, (u: UserRecord) => boolean][] = [
      [sample.email.toUpperCase(), (u) => u.email.toLowerCase().includes(sample.email.toLowerCase())],
      [sample.fullName.split(' ')[1].toLowerCase(), (u) => u.fullName.toLowerCase().includes(sample.fullName.split(' ')[1].toLowerCase())],
      ['PAYPAL', (u) => u.billing === 'Manual - Paypal'],
    ];
    for (const [q, matches] of cases) {
      const page = await list({ q, perPage: 100 });
      expect(page.total).toBeGreaterThan(0);
      expect(page.total).toBe(users.filter(matches).length);
    }
  });

  it('does not search fields outside e-mail, full name and billing', async () => {
    const page = await list({ q: 'СтройИнвест' });
    expect((await allUsers()).some((u) => u.company.includes('СтройИнвест'))).toBe(true);
    expect(page).toEqual({ users: [], total: 0 });
  });

  it.each(USER_SORT_COLUMNS)('sorts by %s both ways', async (column) => {
    const asc = (await list({ sortColumn: column, sort: 'asc', perPage: 100 })).users;
    const desc = (await list({ sortColumn: column, sort: 'desc', perPage: 100 })).users;
    const compare = (a: UserRecord, b: UserRecord) =>
      typeof a[column] === 'number' ? Number(a[column]) - Number(b[column]) : String(a[column]).localeCompare(String(b[column]), 'ru');
    for (let i = 1; i < asc.length; i++) {
      expect(compare(asc[i - 1], asc[i])).toBeLessThanOrEqual(0);
      expect(compare(desc[i - 1], desc[i])).toBeGreaterThanOrEqual(0);
    }
  });

  it('pages through the sorted list without overlap', async () => {
    const full = (await list({ perPage: 100 })).users;
    const second = await list({ page: 2, perPage: 5 });
    expect(second.users.map((u) => u.id)).toEqual(full.slice(5, 10).map((u) => u.id));
    expect(await list({ page: 50 })).toEqual({ users: [], total: full.length });
  });

  it.each([
    ['perPage above 100', { perPage: '101' }],
    ['page 0', { page: '0' }],
    ['a non-numeric page', { page: 'two' }],
    ['an unknown role', { role: 'boss' }],
    ['an unknown plan', { currentPlan: 'gold' }],
    ['an unknown status', { status: 'banned' }],
    ['an unknown sort direction', { sort: 'up' }],
    ['a column outside the listed fields', { sortColumn: 'avatar' }],
    ['an overlong search', { q: 'а'.repeat(201) }],
  ])('answers %s with 400', async (_name, query) => {
    const res = await admin({ method: 'GET', url: '/api/users/list/data', query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('GET /api/users/user', () => {
  it('answers { user } for a known id', async () => {
    const [, second] = await allUsers();
    const res = await admin({ method: 'GET', url: `/api/users/user?id=${second.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: second });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await admin({ method: 'GET', url: '/api/users/user?id=9999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'User 9999 not found' });
  });

  it.each(['', '?id=', '?id=abc', '?id=0', '?id=-3'])('answers 400 for id query "%s"', async (query) => {
    const res = await admin({ method: 'GET', url: `/api/users/user${query}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /apps/users/add-user', () => {
  it('creates the user with id max + 1 and defaults, first in all-data and readable by id', async () => {
    const before = await allUsers();
    const res = await admin({ method: 'POST', url: '/apps/users/add-user', payload: newUser });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toEqual({
      ...newUser,
      id: Math.max(...before.map((u) => u.id)) + 1,
      company: '',
      country: '',
      contact: '',
      billing: 'Auto Debit',
      status: 'active',
      avatar: '',
    });
    const after = await allUsers();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual(user);
    expect((await admin({ method: 'GET', url: `/api/users/user?id=${user.id}` })).json()).toEqual({ user });
    expect((await list({ q: newUser.email })).users).toEqual([user]);
  });

  it('keeps every optional field it is given, trimmed', async () => {
    const payload = {
      ...newUser,
      fullName: '  Тимофей Гаврилов ',
      company: 'ООО «Ромашка»',
      country: 'Россия',
      contact: '+7 (900) 000-00-00',
      billing: 'Manual - Cash',
      status: 'pending',
      avatar: '/images/avatars/3.svg',
    };
    const res = await admin({ method: 'POST', url: '/apps/users/add-user', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ ...payload, fullName: 'Тимофей Гаврилов' });
  });

  it.each([
    ['e-mail', { email: 'ALENA.BELOVA@KEDR-LOG.EXAMPLE' }, 'This email is already in use.'],
    ['username', { username: 'Alena.Belova' }, 'This username is already in use.'],
  ])('refuses a %s already in use with 409 and adds nothing', async (_name, clash, message) => {
    const before = await allUsers();
    expect(before.some((u) => u.email === 'alena.belova@kedr-log.example' && u.username === 'alena.belova')).toBe(true);
    const res = await admin({ method: 'POST', url: '/apps/users/add-user', payload: { ...newUser, ...clash } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message });
    expect(await allUsers()).toEqual(before);
  });

  const { fullName: _fullName, ...withoutFullName } = newUser;
  it.each([
    ['no body', undefined],
    ['a missing fullName', withoutFullName],
    ['a blank fullName', { ...newUser, fullName: '   ' }],
    ['a malformed e-mail', { ...newUser, email: 'not-an-email' }],
    ['a username with spaces', { ...newUser, username: 'timofey gavrilov' }],
    ['an unknown role', { ...newUser, role: 'boss' }],
    ['a role label instead of its value', { ...newUser, role: 'Редактор' }],
    ['an unknown plan', { ...newUser, currentPlan: 'gold' }],
    ['an unknown billing', { ...newUser, billing: 'Barter' }],
    ['an unknown status', { ...newUser, status: 'banned' }],
    ['an overlong company', { ...newUser, company: 'я'.repeat(101) }],
  ])('answers %s with 400 and adds nothing', async (_name, payload) => {
    const before = await allUsers();
    const res = await admin({ method: 'POST', url: '/apps/users/add-user', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await allUsers()).toEqual(before);
  });
});

describe('DELETE /apps/users/delete', () => {
  it.each([
    ['the query string', (id: number): InjectOptions => ({ method: 'DELETE', url: `/apps/users/delete?id=${id}` })],
    ['a JSON body', (id: number): InjectOptions => ({ method: 'DELETE', url: '/apps/users/delete', payload: { id } })],
  ])('removes the user whose id comes in %s', async (_name, request) => {
    const before = await allUsers();
    const target = before[3];
    const res = await admin(request(target.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: target });
    const after = await allUsers();
    expect(after).toEqual(before.filter((u) => u.id !== target.id));
    expect((await admin({ method: 'GET', url: `/api/users/user?id=${target.id}` })).statusCode).toBe(404);
    expect((await list({})).total).toBe(before.length - 1);
  });

  it('answers 404 for an unknown id and removes nothing', async () => {
    const before = await allUsers();
    const res = await admin({ method: 'DELETE', url: '/apps/users/delete?id=9999' });
    expect(res.statusCode).toBe(404);
    expect(await allUsers()).toEqual(before);
  });

  it.each([
    ['no id', { method: 'DELETE', url: '/apps/users/delete' }],
    ['a non-numeric id', { method: 'DELETE', url: '/apps/users/delete?id=abc' }],
    ['a negative id in the body', { method: 'DELETE', url: '/apps/users/delete', payload: { id: -1 } }],
  ] as [string, InjectOptions][])('answers %s with 400 and removes nothing', async (_name, request) => {
    const before = await allUsers();
    const res = await admin(request);
    expect(res.statusCode).toBe(400);
    expect(await allUsers()).toEqual(before);
  });
});

describe('access control', () => {
  const routes: InjectOptions[] = [
    { method: 'GET', url: '/api/users/list/all-data' },
    { method: 'GET', url: '/api/users/list/data' },
    { method: 'GET', url: '/api/users/user?id=1' },
    { method: 'POST', url: '/apps/users/add-user', payload: newUser },
    { method: 'DELETE', url: '/apps/users/delete?id=1' },
  ];

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s answers 401 without a token', async (_name, request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(401);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s answers 403 to the client role', async (_name, request) => {
    const res = await injectAs(app, 'client')(request);
    expect(res.statusCode).toBe(403);
  });

  it('leaves the users untouched after a refused mutation', async () => {
    const before = await allUsers();
    await injectAs(app, 'client')({ method: 'DELETE', url: '/apps/users/delete?id=1' });
    await app.inject({ method: 'POST', url: '/apps/users/add-user', payload: newUser });
    expect(await allUsers()).toEqual(before);
  });
});
