import { describe, expect, it } from 'vitest';
import { graphqlAs, graphqlDataAs, useApp } from '../helper.js';

interface GqlPermission {
  id: string;
  name: string;
  assignedTo: string[];
  createdDate: string;
}

const FIELDS = 'id name assignedTo createdDate';
const PERMISSIONS = `query Permissions($q: String, $assignedTo: PermissionRole, $page: PositiveInt, $perPage: PositiveInt) {
  permissions(q: $q, assignedTo: $assignedTo, page: $page, perPage: $perPage) { total items { ${FIELDS} } }
}`;
const ALL = `{ allPermissions { ${FIELDS} } }`;
const ADD = `mutation Add($name: NonEmptyString!) { addPermission(name: $name) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $name: NonEmptyString!) { updatePermission(id: $id, name: $name) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deletePermission(id: $id) { id name } }`;

const NOW = new Date(Date.UTC(2026, 0, 5, 6, 7));

const app = useApp({ clock: () => NOW });
const admin = graphqlAs(app, 'admin');
const data = graphqlDataAs(app, 'admin');

async function all(): Promise<GqlPermission[]> {
  return (await data<{ allPermissions: GqlPermission[] }>(ALL)).allPermissions;
}

async function page(variables: Record<string, unknown>): Promise<{ total: number; items: GqlPermission[] }> {
  return (await data<{ permissions: { total: number; items: GqlPermission[] } }>(PERMISSIONS, variables)).permissions;
}

describe('Query.permissions', () => {
  it('defaults to the first 10 of all, newest first', async () => {
    const everything = await all();
    const first = await page({});
    expect(first.total).toBe(everything.length);
    expect(first.items).toEqual(everything.slice(0, 10));
    expect(everything.map((p) => Number(p.id))).toEqual(everything.map((p) => Number(p.id)).sort((a, b) => b - a));
  });

  it.each(['administrator', 'manager', 'user', 'support', 'restricted_user'])('filters assignedTo = %s', async (role) => {
    const expected = (await all()).filter((p) => p.assignedTo.includes(role));
    const result = await page({ assignedTo: role, perPage: 100 });
    expect(result.total).toBeGreaterThan(0);
    expect(result.items).toEqual(expected);
  });

  it('searches name and created date case-insensitively, and pages', async () => {
    const everything = await all();
    const byName = await page({ q: 'ПРОСМОТР', perPage: 100 });
    expect(byName.items).toEqual(everything.filter((p) => p.name.toLowerCase().includes('просмотр')));
    const date = everything[9].createdDate;
    expect((await page({ q: date })).items).toEqual([everything[9]]);
    expect((await page({ page: 2, perPage: 5 })).items).toEqual(everything.slice(5, 10));
  });

  it.each([
    ['perPage above 100', { perPage: 101 }, 'BAD_USER_INPUT'],
    ['an overlong search', { q: 'я'.repeat(201) }, 'BAD_USER_INPUT'],
    ['page 0', { page: 0 }, 'BAD_USER_INPUT'],
    ['the REST spelling of a role', { assignedTo: 'restricted-user' }, 'BAD_USER_INPUT'],
  ])('refuses %s', async (_name, variables, code) => {
    const res = await admin(PERMISSIONS, variables);
    expect(res.errors?.[0].extensions?.code).toBe(code);
  });
});

describe('Mutation.addPermission', () => {
  it('adds it first, for administrators, dated now in Moscow time', async () => {
    const before = await all();
    const res = await admin<{ addPermission: GqlPermission }>(ADD, { name: 'Управление складом' });
    const expected = {
      id: String(Math.max(...before.map((p) => Number(p.id))) + 1),
      name: 'Управление складом',
      assignedTo: ['administrator'],
      createdDate: '05 янв 2026, 09:07',
    };
    expect(res.data?.addPermission).toEqual(expected);
    expect(await all()).toEqual([expected, ...before]);
  });

  it('fails with CONFLICT for a name in use and adds nothing', async () => {
    const before = await all();
    const res = await admin(ADD, { name: before[0].name.toLowerCase() });
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await all()).toEqual(before);
  });

  it.each([
    ['a blank name', '   '],
    ['an overlong name', 'я'.repeat(101)],
  ])('refuses %s with BAD_USER_INPUT', async (_name, name) => {
    const before = await all();
    const res = await admin(ADD, { name });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await all()).toEqual(before);
  });
});

describe('Mutation.updatePermission', () => {
  it('renames it; the list shows the new name', async () => {
    const before = await all();
    const res = await admin<{ updatePermission: GqlPermission }>(UPDATE, { id: before[1].id, name: 'Управление сменами' });
    const renamed = { ...before[1], name: 'Управление сменами' };
    expect(res.data?.updatePermission).toEqual(renamed);
    expect((await page({ q: 'сменами' })).items).toEqual([renamed]);
  });

  it.each([
    ['an unknown id', { id: '999', name: 'Право' }, 'NOT_FOUND'],
    ['an invalid id', { id: 'abc', name: 'Право' }, 'BAD_USER_INPUT'],
    ['a blank name', { id: '1', name: '  ' }, 'BAD_USER_INPUT'],
  ])('fails for %s and changes nothing', async (_name, variables, code) => {
    const before = await all();
    const res = await admin(UPDATE, variables);
    expect(res.errors?.[0].extensions?.code).toBe(code);
    expect(await all()).toEqual(before);
  });

  it("fails with CONFLICT for another permission's name", async () => {
    const before = await all();
    const res = await admin(UPDATE, { id: before[0].id, name: before[1].name });
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await all()).toEqual(before);
  });
});

describe('Mutation.deletePermission', () => {
  it('returns the removed permission, which is then gone', async () => {
    const before = await all();
    const res = await admin<{ deletePermission: { id: string; name: string } }>(DELETE, { id: before[3].id });
    expect(res.data?.deletePermission).toEqual({ id: before[3].id, name: before[3].name });
    expect(await all()).toEqual(before.filter((p) => p.id !== before[3].id));
    expect((await page({})).total).toBe(before.length - 1);
  });

  it('fails with NOT_FOUND for an unknown id and removes nothing', async () => {
    const before = await all();
    expect((await admin(DELETE, { id: '999' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await all()).toEqual(before);
  });
});

describe('access control', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['permissions', PERMISSIONS, {}],
    ['allPermissions', ALL, {}],
    ['addPermission', ADD, { name: 'Право' }],
    ['updatePermission', UPDATE, { id: '1', name: 'Право' }],
    ['deletePermission', DELETE, { id: '1' }],
  ];

  it.each(operations)('%s fails with UNAUTHENTICATED without a token', async (_name, query, variables) => {
    expect((await graphqlAs(app)(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s fails with FORBIDDEN for the client role', async (_name, query, variables) => {
    expect((await graphqlAs(app, 'client')(query, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('changes nothing when mutations are refused', async () => {
    const before = await all();
    for (const [, query, variables] of operations.slice(2)) {
      await graphqlAs(app, 'client')(query, variables);
      await graphqlAs(app)(query, variables);
    }
    expect(await all()).toEqual(before);
  });
});
