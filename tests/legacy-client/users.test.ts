import { describe, expect, it } from 'vitest';
import { useLegacyApp, expectBadRequest } from './support.js';

/**
 * The users store (list, add-user sidebar, user view) and the roles page, which lists users through
 * the same store. Its list thunk hands its filters to axios as the *config*, so nothing but the path
 * reaches the wire; the user view and the delete action pass `{ id }` the same way.
 */
interface ListedUser {
  id: number;
  fullName: string;
  username: string;
  email: string;
  role: string;
  currentPlan: string;
  billing: string;
  status: string;
  avatar: string;
  company: string;
  country: string;
  contact: string;
}

/** What the add-user sidebar posts: its own role and plan menus, billing in lowercase, avatar ''. */
const sidebarUser = {
  role: 'maintainer',
  avatar: '',
  status: 'active',
  email: 'oleg.sidorov@example.ru',
  currentPlan: 'enterprise',
  billing: 'auto debit',
  company: 'ООО «Север»',
  contact: '+7 (912) 000-11-22',
  fullName: 'Олег Сидоров',
  username: 'oleg.sidorov',
  country: 'Russia',
};

function expectListedUser(user: ListedUser): void {
  expect(user).toMatchObject({
    id: expect.any(Number),
    fullName: expect.any(String),
    username: expect.any(String),
    email: expect.any(String),
    role: expect.any(String),
    currentPlan: expect.any(String),
    billing: expect.any(String),
    status: expect.any(String),
  });
  // columns.js measures `row.avatar.length` before choosing a picture or initials.
  expect(typeof user.avatar).toBe('string');
}

const ctx = useLegacyApp();

describe('reads', () => {
  it('GET /api/users/list/all-data: every user, each with a string avatar', async () => {
    const res = await ctx.client.get('/api/users/list/all-data');
    expect(res.statusCode).toBe(200);
    const users = res.json<ListedUser[]>();
    expect(users.length).toBeGreaterThan(10);
    users.forEach(expectListedUser);
    expect(users.some((u) => u.avatar === '')).toBe(true);
  });

  it('GET /api/users/list/data with nothing on the wire: the first page of 10 by full name, and the total', async () => {
    const res = await ctx.client.get('/api/users/list/data');
    expect(res.statusCode).toBe(200);
    const { users, total } = res.json<{ users: ListedUser[]; total: number }>();
    const all = (await ctx.client.get('/api/users/list/all-data')).json<ListedUser[]>();
    expect(total).toBe(all.length);
    expect(users).toHaveLength(10);
    users.forEach(expectListedUser);
    const names = users.map((u) => u.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  it('GET /api/users/user sends no id: 400 naming it', async () => {
    expectBadRequest(await ctx.client.get('/api/users/user'), 'id');
  });
});

describe('writes', () => {
  it('POST /apps/users/add-user with the sidebar body: 201, and the list shows the user in our terms', async () => {
    const res = await ctx.client.post('/apps/users/add-user', sidebarUser);
    expect(res.statusCode).toBe(201);
    const { user } = res.json<{ user: ListedUser }>();
    expect(user).toMatchObject({ ...sidebarUser, id: expect.any(Number), role: 'operator', billing: 'Auto Debit', avatar: '' });
    const all = (await ctx.admin({ method: 'GET', url: '/api/users/list/all-data' })).json<ListedUser[]>();
    expect(all.find((u) => u.id === user.id)).toEqual(user);
  });

  it.each([
    ['author', 'editor'],
    ['subscriber', 'subscriber'],
    ['admin', 'admin'],
  ])('maps the sidebar role %s to %s', async (role, ours) => {
    const res = await ctx.client.post('/apps/users/add-user', { ...sidebarUser, role });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe(ours);
  });

  it('DELETE /apps/users/delete sends no id: 400 naming it, nobody removed', async () => {
    const before = (await ctx.admin({ method: 'GET', url: '/api/users/list/all-data' })).json();
    expectBadRequest(await ctx.client.delete('/apps/users/delete'), 'id');
    expect((await ctx.admin({ method: 'GET', url: '/api/users/list/all-data' })).json()).toEqual(before);
  });

  it('DELETE /apps/users/delete with {"id": true} deletes nobody (it once deleted user 1)', async () => {
    const res = await ctx.admin({ method: 'DELETE', url: '/apps/users/delete', payload: { id: true } });
    expectBadRequest(res, 'body/id');
    expect((await ctx.admin({ method: 'GET', url: '/api/users/user?id=1' })).statusCode).toBe(200);
  });

  it('refuses a billing or role it cannot map, with 400 and no user added', async () => {
    const before = (await ctx.admin({ method: 'GET', url: '/api/users/list/all-data' })).json();
    expectBadRequest(await ctx.client.post('/apps/users/add-user', { ...sidebarUser, billing: 'barter' }), 'body/billing');
    expectBadRequest(await ctx.client.post('/apps/users/add-user', { ...sidebarUser, role: 'owner' }), 'body/role');
    expect((await ctx.admin({ method: 'GET', url: '/api/users/list/all-data' })).json()).toEqual(before);
  });

  it('drops keys it does not keep: the user has no such field and nothing else changes', async () => {
    const res = await ctx.client.post('/apps/users/add-user', { ...sidebarUser, id: 1, isAdmin: true });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user.id).not.toBe(1);
    expect(user).not.toHaveProperty('isAdmin');
    expect((await ctx.admin({ method: 'GET', url: '/api/users/user?id=1' })).json().user.email).not.toBe(sidebarUser.email);
  });
});
