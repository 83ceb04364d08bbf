import { describe, expect, it } from 'vitest';
import { graphqlAs, graphqlDataAs, useApp } from '../helper.js';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';

interface GqlUser {
  id: string;
  fullName: string;
  company: string;
  role: string;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: string;
  status: string;
  billing: string;
  avatar: string;
}

const USER_FIELDS = 'id fullName company role username country contact email currentPlan status billing avatar';
const USERS = `query Users($q: String, $role: UserRole, $currentPlan: UserPlan, $status: UserStatus, $sort: SortDirection,
  $sortColumn: UserSortColumn, $page: PositiveInt, $perPage: PositiveInt) {
  users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn, page: $page, perPage: $perPage) {
    total items { ${USER_FIELDS} }
  }
}`;
const ALL_USERS = `{ allUsers { ${USER_FIELDS} } }`;
const USER = `query User($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;
const ADD_USER = `mutation AddUser($input: AddUserInput!) { addUser(input: $input) { ${USER_FIELDS} } }`;
const DELETE_USER = `mutation DeleteUser($id: ID!) { deleteUser(id: $id) { id fullName } }`;

const input = {
  fullName: 'Тимофей Гаврилов',
  username: 'timofey.gavrilov',
  email: 'timofey.gavrilov@example.ru',
  role: 'HR',
  currentPlan: 'enterprise',
};

const app = useApp();
const admin = graphqlAs(app, 'admin');
const data = graphqlDataAs(app, 'admin');

async function allUsers(): Promise<GqlUser[]> {
  return (await data<{ allUsers: GqlUser[] }>(ALL_USERS)).allUsers;
}

async function users(variables: Record<string, unknown>): Promise<{ total: number; items: GqlUser[] }> {
  return (await data<{ users: { total: number; items: GqlUser[] } }>(USERS, variables)).users;
}

describe('Query.users', () => {
  it('defaults to 10 users ascending by full name out of all', async () => {
    const all = await allUsers();
    const page = await users({});
    expect(page.total).toBe(all.length);
    const sorted = [...all].sort((a, b) => a.fullName.localeCompare(b.fullName, 'ru') || Number(a.id) - Number(b.id));
    expect(page.items.map((u) => u.id)).toEqual(sorted.slice(0, 10).map((u) => u.id));
  });

  it.each([
    [{ role: 'HR' }, (u: GqlUser) => u.role === 'HR'],
    [{ currentPlan: 'enterprise' }, (u: GqlUser) => u.currentPlan === 'enterprise'],
    [{ status: 'inactive' }, (u: GqlUser) => u.status === 'inactive'],
    [{ q: 'paypal' }, (u: GqlUser) => u.billing === 'Manual_Paypal'],
    [{ role: 'admin', status: 'active' }, (u: GqlUser) => u.role === 'admin' && u.status === 'active'],
  ])('filters by %o', async (filter, matches) => {
    const expected = (await allUsers()).filter(matches);
    const page = await users({ ...filter, perPage: 100 });
    expect(page.total).toBe(expected.length);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every(matches)).toBe(true);
  });

  it('sorts by a chosen column in a chosen direction', async () => {
    const items = (await users({ sortColumn: 'email', sort: 'desc', perPage: 100 })).items;
    const emails = items.map((u) => u.email);
    expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a, 'ru')));
  });

  it('pages without overlap', async () => {
    const full = (await users({ sortColumn: 'id', perPage: 100 })).items;
    const third = await users({ sortColumn: 'id', page: 3, perPage: 7 });
    expect(third.items.map((u) => u.id)).toEqual(full.slice(14, 21).map((u) => u.id));
  });

  it.each([
    ['perPage above 100', { perPage: 101 }],
    ['an overlong search', { q: 'я'.repeat(201) }],
  ])('refuses %s with BAD_USER_INPUT', async (_name, variables) => {
    const res = await admin(USERS, variables);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['page 0', { page: 0 }],
    // Refused, not rounded or read as a number (graphql-scalars alone took 1.5 as 1 and "2" as 2).
    ['page 1.5', { page: 1.5 }],
    ['perPage given as the text "2"', { perPage: '2' }],
    ['an unknown role', { role: 'boss' }],
    ['a sort column outside the enum', { sortColumn: 'avatar' }],
  ])('refuses %s as invalid variables', async (_name, variables) => {
    const res = await admin(USERS, variables);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toContain(`$${Object.keys(variables)[0]}`);
  });

  it('refuses a non-integer page written in the document', async () => {
    const res = await admin('{ users(page: 1.5) { total } }', {});
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0].message).toMatch(/PositiveInt/);
  });
});

describe('Query.user', () => {
  it('answers the user with GraphQL enum spellings', async () => {
    const all = await allUsers();
    const res = await admin<{ user: GqlUser }>(USER, { id: all[2].id });
    expect(res.data?.user).toEqual(all[2]);
    expect(['Auto_Debit', 'Manual_Credit_Card', 'Manual_Paypal', 'Manual_Cash']).toContain(res.data?.user.billing);
  });

  it('fails with NOT_FOUND for an unknown id', async () => {
    const res = await admin(USER, { id: '9999' });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it.each(['abc', '0', '-1', '1.5'])('fails with BAD_USER_INPUT for id "%s"', async (id) => {
    const res = await admin(USER, { id });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('Mutation.addUser', () => {
  it('adds the user with defaults, first in allUsers and readable by id', async () => {
    const before = await allUsers();
    const res = await admin<{ addUser: GqlUser }>(ADD_USER, { input: { ...input, billing: 'Manual_Cash' } });
    expect(res.errors).toBeUndefined();
    const added = res.data!.addUser;
    expect(added).toEqual({
      ...input,
      id: String(Math.max(...before.map((u) => Number(u.id))) + 1),
      company: '',
      country: '',
      contact: '',
      billing: 'Manual_Cash',
      status: 'active',
      avatar: initialsAvatarUrl(input.fullName),
    });
    expect((await allUsers())[0]).toEqual(added);
    expect((await admin<{ user: GqlUser }>(USER, { id: added.id })).data?.user).toEqual(added);
    expect((await users({ q: input.email })).items).toEqual([added]);
  });

  it.each([
    ['e-mail', { email: 'ALENA.BELOVA@kedr-log.example' }, 'This email is already in use.'],
    ['username', { username: 'alena.belova' }, 'This username is already in use.'],
  ])('fails with CONFLICT for a %s in use and adds nothing', async (_name, clash, message) => {
    const before = await allUsers();
    const res = await admin(ADD_USER, { input: { ...input, ...clash } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    expect(await allUsers()).toEqual(before);
  });

  it.each([
    ['a blank full name', { fullName: '   ' }],
    ['a malformed e-mail', { email: 'nope' }],
    ['an unknown plan', { currentPlan: 'gold' }],
    ['a username with spaces', { username: 'a b' }],
    ['an overlong country', { country: 'я'.repeat(61) }],
  ])('refuses %s with BAD_USER_INPUT and adds nothing', async (_name, patch) => {
    const before = await allUsers();
    const res = await admin(ADD_USER, { input: { ...input, ...patch } });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await allUsers()).toEqual(before);
  });
});

describe('Mutation.deleteUser', () => {
  it('returns the removed user, which is then gone', async () => {
    const before = await allUsers();
    const target = before[7];
    const res = await admin<{ deleteUser: { id: string; fullName: string } }>(DELETE_USER, { id: target.id });
    expect(res.data?.deleteUser).toEqual({ id: target.id, fullName: target.fullName });
    expect((await admin(USER, { id: target.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await allUsers()).toEqual(before.filter((u) => u.id !== target.id));
  });

  it('fails with NOT_FOUND for an unknown id and removes nothing', async () => {
    const before = await allUsers();
    const res = await admin(DELETE_USER, { id: '9999' });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await allUsers()).toEqual(before);
  });
});

describe('access control', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['users', USERS, {}],
    ['allUsers', ALL_USERS, {}],
    ['user', USER, { id: '1' }],
    ['addUser', ADD_USER, { input }],
    ['deleteUser', DELETE_USER, { id: '1' }],
  ];

  it.each(operations)('%s fails with UNAUTHENTICATED without a token', async (_name, query, variables) => {
    const res = await graphqlAs(app)(query, variables);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s fails with FORBIDDEN for the client role', async (_name, query, variables) => {
    const res = await graphqlAs(app, 'client')(query, variables);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('changes nothing when a mutation is refused', async () => {
    const before = await allUsers();
    await graphqlAs(app, 'client')(DELETE_USER, { id: before[0].id });
    await graphqlAs(app)(ADD_USER, { input });
    expect(await allUsers()).toEqual(before);
  });
});
