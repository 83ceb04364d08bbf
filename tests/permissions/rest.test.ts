import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type PermissionRecord } from '../../server/permissions/models.js';
import { injectAs, useApp } from '../helper.js';
import { PERMISSION_ROLES } from '../../server/access/roles.js';

interface ListAnswer {
  permissions: PermissionRecord[];
  total: number;
  params: Record<string, unknown>;
  allData: PermissionRecord[];
}

// 17:43 UTC is 20:43 in Moscow, the time zone createdDate is written in.
const NOW = new Date(Date.UTC(2026, 3, 14, 17, 43, 12));
const CREATED_DATE = /^\d{2} (янв|фев|мар|апр|мая|июн|июл|авг|сен|окт|ноя|дек) \d{4}, \d{2}:\d{2}$/;

const app = useApp({ clock: () => NOW });
const admin = injectAs(app, 'admin');

async function list(query: Record<string, string | number> = {}): Promise<ListAnswer> {
  const res = await admin({
    method: 'GET',
    url: '/apps/permissions/data',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const allData = async () => (await list()).allData;

describe('GET /apps/permissions/data', () => {
  it('holds at least 25 uniquely named permissions, newest first, every role assigned somewhere', async () => {
    const all = await allData();
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort((a, b) => b - a));
    expect(new Set(all.flatMap((p) => p.assignedTo))).toEqual(new Set(PERMISSION_ROLES));
    for (const permission of all) {
      expect(Object.keys(permission).sort()).toEqual(['assignedTo', 'createdDate', 'id', 'name']);
      expect(permission.createdDate).toMatch(CREATED_DATE);
      expect(permission.assignedTo.length).toBeGreaterThan(0);
      expect(permission.name).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('defaults to the first 10, with total, the params it used and all data', async () => {
    const answer = await list();
    expect(answer.total).toBe(answer.allData.length);
    expect(answer.permissions).toEqual(answer.allData.slice(0, 10));
    expect(answer.params).toEqual({ q: '', assignedTo: '', page: 1, perPage: 10 });
  });

  it('echoes the params it was given', async () => {
    const answer = await list({ q: 'управ', assignedTo: 'manager', page: 2, perPage: 3 });
    expect(answer.params).toEqual({ q: 'управ', assignedTo: 'manager', page: 2, perPage: 3 });
  });

  it.each(PERMISSION_ROLES)('filters assignedTo = %s exactly', async (role) => {
    const all = await allData();
    const answer = await list({ assignedTo: role, perPage: 100 });
    const expected = all.filter((p) => p.assignedTo.includes(role));
    expect(answer.total).toBe(expected.length);
    expect(answer.permissions).toEqual(expected);
    expect(answer.allData).toEqual(all);
  });

  it('searches the name case-insensitively', async () => {
    const all = await allData();
    const answer = await list({ q: 'УПРАВЛЕНИЕ', perPage: 100 });
    expect(answer.total).toBeGreaterThan(1);
    expect(answer.permissions).toEqual(all.filter((p) => p.name.toLowerCase().includes('управление')));
  });

  it('searches the created date', async () => {
    const all = await allData();
    const day = all[4].createdDate.slice(0, 6);
    const answer = await list({ q: day, perPage: 100 });
    expect(answer.permissions.map((p) => p.id)).toContain(all[4].id);
    expect(answer.permissions).toEqual(all.filter((p) => p.createdDate.includes(day) || p.name.includes(day)));
  });

  it('combines search and role, and finds nothing for an unknown text', async () => {
    const all = await allData();
    const answer = await list({ q: 'просмотр', assignedTo: 'support', perPage: 100 });
    expect(answer.permissions).toEqual(
      all.filter((p) => p.name.toLowerCase().includes('просмотр') && p.assignedTo.includes('support')),
    );
    expect((await list({ q: 'нет такого права' })).total).toBe(0);
  });

  it('pages the list', async () => {
    const all = await allData();
    expect((await list({ page: 2, perPage: 4 })).permissions).toEqual(all.slice(4, 8));
    expect((await list({ page: 3 })).permissions).toEqual(all.slice(20, 30));
    expect((await list({ page: 99 })).permissions).toEqual([]);
  });

  it.each([
    ['perPage above 100', { perPage: '101' }],
    ['page 0', { page: '0' }],
    ['a role label instead of its key', { assignedTo: 'restricted user' }],
    ['an unknown role', { assignedTo: 'owner' }],
    ['an overlong search', { q: 'я'.repeat(201) }],
  ])('answers %s with 400', async (_name, query) => {
    const res = await admin({ method: 'GET', url: '/apps/permissions/data', query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('POST /apps/permissions/add-permission', () => {
  it('adds the permission first, for administrators, dated now', async () => {
    const before = await allData();
    const res = await admin({ method: 'POST', url: '/apps/permissions/add-permission', payload: { name: '  Управление складом ' } });
    expect(res.statusCode).toBe(201);
    const expected = {
      id: Math.max(...before.map((p) => p.id)) + 1,
      name: 'Управление складом',
      assignedTo: ['administrator'],
      createdDate: '14 апр 2026, 20:43',
    };
    expect(res.json()).toEqual({ permission: expected });
    const after = await list();
    expect(after.permissions[0]).toEqual(expected);
    expect(after.allData).toEqual([expected, ...before]);
    expect((await list({ q: '20:43' })).permissions).toEqual([expected]);
  });

  it('refuses a name in use (case-insensitive) with 409 and adds nothing', async () => {
    const before = await allData();
    const res = await admin({
      method: 'POST',
      url: '/apps/permissions/add-permission',
      payload: { name: before[3].name.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: expect.stringContaining('already exists') });
    expect(await allData()).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['no name', {}],
    ['a blank name', { name: '   ' }],
    ['a non-string name', { name: { ru: 'x' } }],
    ['an overlong name', { name: 'я'.repeat(101) }],
  ])('answers %s with 400 and adds nothing', async (_name, payload) => {
    const before = await allData();
    const res = await admin({ method: 'POST', url: '/apps/permissions/add-permission', payload });
    expect(res.statusCode).toBe(400);
    expect(await allData()).toEqual(before);
  });
});

describe('POST /apps/permissions/update-permission', () => {
  it('renames the permission in place, keeping its roles and date', async () => {
    const before = await allData();
    const target = before[2];
    const res = await admin({
      method: 'POST',
      url: '/apps/permissions/update-permission',
      payload: { id: target.id, name: 'Управление отпусками' },
    });
    expect(res.statusCode).toBe(201);
    const renamed = { ...target, name: 'Управление отпусками' };
    expect(res.json()).toEqual({ permission: renamed });
    expect(await allData()).toEqual(before.map((p) => (p.id === target.id ? renamed : p)));
  });

  it('accepts a change of case of its own name', async () => {
    const [first] = await allData();
    const res = await admin({
      method: 'POST',
      url: '/apps/permissions/update-permission',
      payload: { id: first.id, name: first.name.toUpperCase() },
    });
    expect(res.statusCode).toBe(201);
    expect((await allData())[0].name).toBe(first.name.toUpperCase());
  });

  it('answers 404 for an unknown id', async () => {
    const before = await allData();
    const res = await admin({ method: 'POST', url: '/apps/permissions/update-permission', payload: { id: 999, name: 'Х' } });
    expect(res.statusCode).toBe(404);
    expect(await allData()).toEqual(before);
  });

  it("answers 409 for another permission's name", async () => {
    const before = await allData();
    const res = await admin({
      method: 'POST',
      url: '/apps/permissions/update-permission',
      payload: { id: before[0].id, name: before[1].name },
    });
    expect(res.statusCode).toBe(409);
    expect(await allData()).toEqual(before);
  });

  it.each([
    ['no id', { name: 'Право' }],
    ['a non-numeric id', { id: 'abc', name: 'Право' }],
    ['no name', { id: 1 }],
    ['a blank name', { id: 1, name: ' ' }],
  ])('answers %s with 400 and changes nothing', async (_name, payload) => {
    const before = await allData();
    const res = await admin({ method: 'POST', url: '/apps/permissions/update-permission', payload });
    expect(res.statusCode).toBe(400);
    expect(await allData()).toEqual(before);
  });
});

describe('DELETE /apps/permissions/delete', () => {
  it.each([
    ['the query string', (id: number): InjectOptions => ({ method: 'DELETE', url: `/apps/permissions/delete?id=${id}` })],
    ['a JSON body', (id: number): InjectOptions => ({ method: 'DELETE', url: '/apps/permissions/delete', payload: { id } })],
  ])('removes the permission whose id comes in %s', async (_name, request) => {
    const before = await allData();
    const target = before[5];
    const res = await admin(request(target.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ permission: target });
    const after = await list();
    expect(after.allData).toEqual(before.filter((p) => p.id !== target.id));
    expect(after.total).toBe(before.length - 1);
  });

  it('answers 404 for an unknown id and removes nothing', async () => {
    const before = await allData();
    const res = await admin({ method: 'DELETE', url: '/apps/permissions/delete?id=999' });
    expect(res.statusCode).toBe(404);
    expect(await allData()).toEqual(before);
  });

  it.each([
    ['no id', { method: 'DELETE', url: '/apps/permissions/delete' }],
    ['a non-numeric id', { method: 'DELETE', url: '/apps/permissions/delete?id=x' }],
    ['a zero id in the body', { method: 'DELETE', url: '/apps/permissions/delete', payload: { id: 0 } }],
  ] as [string, InjectOptions][])('answers %s with 400 and removes nothing', async (_name, request) => {
    const before = await allData();
    expect((await admin(request)).statusCode).toBe(400);
    expect(await allData()).toEqual(before);
  });
});

describe('access control', () => {
  const routes: InjectOptions[] = [
    { method: 'GET', url: '/apps/permissions/data' },
    { method: 'POST', url: '/apps/permissions/add-permission', payload: { name: 'Право' } },
    { method: 'POST', url: '/apps/permissions/update-permission', payload: { id: 1, name: 'Право' } },
    { method: 'DELETE', url: '/apps/permissions/delete?id=1' },
  ];
  const named = routes.map((r) => [`${r.method} ${r.url}`, r] as const);

  it.each(named)('%s answers 401 without a token', async (_name, request) => {
    expect((await app.inject(request)).statusCode).toBe(401);
  });

  it.each(named)('%s answers 403 to the client role', async (_name, request) => {
    expect((await injectAs(app, 'client')(request)).statusCode).toBe(403);
  });

  it('leaves the permissions untouched after refused mutations', async () => {
    const before = await allData();
    for (const request of routes.slice(1)) {
      await injectAs(app, 'client')(request);
      await app.inject(request);
    }
    expect(await allData()).toEqual(before);
  });
});
