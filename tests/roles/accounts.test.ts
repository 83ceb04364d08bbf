import { describe, expect, it } from 'vitest';
import { inviteTokenHash } from '../../server/auth/rules.js';
import { configFromEnv } from '../../server/config.js';
import { build, DEMO, errorBody, graphqlAs, graphqlDataAs, injectAs, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { storedState } from './support.js';

/**
 * Account administration through the front door, on both stores: accounts are listed, created with a
 * password or a one-time invitation, given roles, deactivated and reactivated; nobody changes their own account
 * or leaves no active admin; bad input is refused naming the field and changes nothing.
 */
const FIELDS = 'id email fullName username role active lastSignInAt invitedUntil';
const CREATE = `mutation ($input: CreateAccountInput!) { createAccount(input: $input) { account { ${FIELDS} } inviteUrl } }`;
const ACCEPT = 'mutation ($token: NonEmptyString!, $password: String!) { acceptInvitation(token: $token, password: $password) { accessToken userData { email role ability { action subject } } } }';

interface Account {
  id: string;
  email: string;
  fullName: string;
  username: string;
  role: string;
  active: boolean;
  lastSignInAt: string | null;
  invitedUntil: string | null;
}

describe.each(STORE_NAMES)('accounts on the %s store', (store) => {
  const app = useApp({ config: appStoreConfig(store) });
  const admin = graphqlDataAs(app, 'admin');
  const asAdmin = graphqlAs(app, 'admin');
  const idOf = async (email: string) => String((await app.repositories.accounts.findByEmail(email))!.id);

  it('lists accounts with their role, activity and last sign-in, searched and filtered; only for read Account', async () => {
    await injectAs(app, 'manager')({ method: 'GET', url: '/api/bookmarks/data' });
    const { accounts } = await admin<{ accounts: { total: number; items: Account[] } }>(`{ accounts(q: "demo.com", role: manager) { total items { ${FIELDS} } } }`);
    expect(accounts.total).toBe(1);
    expect(accounts.items[0]).toMatchObject({ email: 'manager@demo.com', role: 'manager', active: true, invitedUntil: null });
    expect(Date.parse(accounts.items[0].lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);
    const restricted = await admin<{ accounts: { items: Account[] } }>(`{ accounts(role: restricted_user) { items { email role } } }`);
    expect(restricted.accounts.items).toEqual([{ email: 'restricted@demo.com', role: 'restricted_user' }]);
    const counts = await admin<{ accountRoleCounts: { role: string; count: number }[] }>('{ accountRoleCounts { role count } }');
    expect(counts.accountRoleCounts.map((c) => c.role)).toEqual(['admin', 'client', 'administrator', 'manager', 'user', 'support', 'restricted_user']);
    expect(counts.accountRoleCounts.find((c) => c.role === 'user')?.count).toBe(15);
    for (const role of ['manager', 'support', 'user', 'restricted', 'client'] as const) {
      expect((await graphqlAs(app, role)('{ accounts { total } }')).errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    expect((await graphqlAs(app, 'administrator')('{ accounts { total } }')).errors).toBeUndefined();
  });

  it('creates an account with a first password: it signs in with its role', async () => {
    const { createAccount } = await admin<{ createAccount: { account: Account; inviteUrl: string | null } }>(CREATE, {
      input: { email: 'irina@firm.ru', fullName: 'Ирина Зуева', role: 'support', password: 'Support-pass-1' },
    });
    expect(createAccount).toMatchObject({ inviteUrl: null, account: { email: 'irina@firm.ru', fullName: 'Ирина Зуева', username: 'irina', role: 'support', active: true, lastSignInAt: null } });
    const login = await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: 'irina@firm.ru', password: 'Support-pass-1' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().userData).toMatchObject({ role: 'support' });
    expect(login.json().userData.ability).toContainEqual({ action: 'manage', subject: 'Chat' });
  });

  it('creates an invited account: a one-time link, only its hash stored; the person chooses a password and is signed in', async () => {
    const { createAccount } = await admin<{ createAccount: { account: Account; inviteUrl: string } }>(CREATE, {
      input: { email: 'pavel@firm.ru', fullName: 'Павел Ким', role: 'manager' },
    });
    const token = /^\/invite#([A-Za-z0-9_-]{43})$/.exec(createAccount.inviteUrl)?.[1];
    expect(token).toBeDefined();
    expect(Date.parse(createAccount.account.invitedUntil!) - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
    const stored = (await app.repositories.accounts.findByEmail('pavel@firm.ru'))!;
    expect(stored.inviteTokenHash).toBe(inviteTokenHash(token!));
    expect(JSON.stringify(stored)).not.toContain(token);
    // No password signs in before the invitation is accepted.
    expect((await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: 'pavel@firm.ru', password: '' } })).statusCode).toBe(400);

    const weak = await graphqlAs(app)(ACCEPT, { token, password: 'pavel@firm.ru' });
    expect(weak.errors?.[0]).toMatchObject({
      message: 'password: password must not be the same as the e-mail or username',
      extensions: { code: 'BAD_USER_INPUT', field: 'password', problem: 'same_as_login' },
    });
    const accepted = await graphqlAs(app)<{ acceptInvitation: { accessToken: string; userData: { email: string; role: string; ability: unknown[] } } }>(ACCEPT, { token, password: 'Chosen-pass-9' });
    expect(accepted.data?.acceptInvitation.userData).toMatchObject({ email: 'pavel@firm.ru', role: 'manager' });
    expect(accepted.data?.acceptInvitation.userData.ability).toContainEqual({ action: 'read', subject: 'Invoice' });
    const again = await graphqlAs(app)(ACCEPT, { token, password: 'Another-pass-9' });
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(again.errors?.[0].message).toMatch(/^token is not a valid invitation/);
    expect((await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: 'pavel@firm.ru', password: 'Chosen-pass-9' } })).statusCode).toBe(200);
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    await asAdmin('{ me { id } }'); // signed in (an audited sign-in) before the state is read
    const before = await storedState(app);
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      [CREATE, { input: { email: 'x@firm.ru', fullName: 'X', role: 'owner' } }, 'BAD_USER_INPUT', /role/],
      [CREATE, { input: { email: 'x@firm.ru', fullName: 'X', role: 'user', password: 'short' } }, 'BAD_USER_INPUT', /password must be at least 8 characters/],
      [CREATE, { input: { email: 'MANAGER@demo.com', fullName: 'X', role: 'user' } }, 'CONFLICT', /email is already in use/],
      [CREATE, { input: { email: 'x@firm.ru', fullName: '   ', role: 'user' } }, 'BAD_USER_INPUT', /fullName/],
      ['mutation ($id: ID!) { updateAccountRole(id: $id, role: root) { id } }', { id: '18' }, 'GRAPHQL_VALIDATION_FAILED', /root/],
      ['mutation ($role: AccountRole!) { updateAccountRole(id: "18", role: $role) { id } }', { role: 'root' }, 'BAD_USER_INPUT', /role/],
      ['mutation { updateAccountRole(id: "abc", role: user) { id } }', {}, 'BAD_USER_INPUT', /account id/],
      ['mutation ($g: [GrantInput!]) { updatePermission(id: "1", grants: $g) { id } }', { g: [{ action: 'approve', subject: 'Invoice' }] }, 'BAD_USER_INPUT', /action/],
      ['mutation ($g: [GrantInput!]) { updatePermission(id: "1", grants: $g) { id } }', { g: [{ action: 'read', subject: 'all' }] }, 'BAD_USER_INPUT', /subject/],
      ['mutation { updatePermission(id: "1") { id } }', {}, 'BAD_USER_INPUT', /at least one of name, assignedTo, grants/],
    ];
    for (const [query, variables, code, message] of cases) {
      const res = await asAdmin(query, variables);
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe(code);
      expect(res.errors?.[0]?.message, JSON.stringify(variables)).toMatch(message);
    }
    const rest = injectAs(app, 'admin');
    const unknownRole = await rest({ method: 'POST', url: '/apps/permissions/update-permission', payload: { id: 1, assignedTo: ['owner'] } });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().message).toMatch(/assignedTo\/0/);
    expect(await storedState(app)).toBe(before);
  });

  it('never one’s own account, never the last active admin: refused, nothing changed', async () => {
    await graphqlAs(app, 'administrator')('{ me { id } }'); // signed in (and in the chat) before the state is read
    const before = await storedState(app);
    const adminId = await idOf(DEMO.admin.email);
    const own = await asAdmin('mutation ($id: ID!) { setAccountActive(id: $id, active: false) { id } }', { id: adminId });
    expect(own.errors?.[0]).toMatchObject({ message: 'You cannot change the role or the activity of your own account', extensions: { code: 'FORBIDDEN' } });
    const demote = await graphqlAs(app, 'administrator')('mutation ($id: ID!) { updateAccountRole(id: $id, role: manager) { id } }', { id: adminId });
    expect(demote.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(demote.errors?.[0].message).toMatch(/active admin/);
    const deactivate = await graphqlAs(app, 'administrator')('mutation ($id: ID!) { setAccountActive(id: $id, active: false) { id } }', { id: adminId });
    expect(deactivate.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(await storedState(app)).toBe(before);
  });

  it('a deactivated account is told so at sign-in (both faces), only with the right password', async () => {
    await admin('mutation ($id: ID!) { setAccountActive(id: $id, active: false) { active } }', { id: await idOf(DEMO.support.email) });
    const rest = await app.inject({ method: 'POST', url: '/jwt/login', payload: DEMO.support });
    expect(errorBody(rest)).toEqual({ error: { email: ['This account has been deactivated. Ask an administrator to reactivate it.'] } });
    const wrong = await app.inject({ method: 'POST', url: '/jwt/login', payload: { ...DEMO.support, password: 'wrong' } });
    expect(errorBody(wrong)).toEqual({ error: { email: ['Email or Password is Invalid'] } });
    const gql = await graphqlAs(app)('mutation ($email: EmailAddress!, $password: String!) { login(email: $email, password: $password) { accessToken } }', DEMO.support);
    expect(gql.errors?.[0]).toMatchObject({ message: 'This account has been deactivated. Ask an administrator to reactivate it.', extensions: { code: 'FORBIDDEN' } });
  });

  it('shows a listed user’s account by e-mail: none until one is created for them', async () => {
    const user = (await app.repositories.users.all())[0];
    const account = () => admin<{ user: { account: { role: string; active: boolean } | null } }>('query ($id: ID!) { user(id: $id) { account { role active } } }', { id: String(user.id) });
    expect((await account()).user.account).toBeNull();
    await admin(CREATE, { input: { email: user.email.toUpperCase(), fullName: user.fullName, role: 'user' } });
    expect((await account()).user.account).toEqual({ role: 'user', active: true });
    const forbidden = await graphqlAs(app, 'manager')('query ($id: ID!) { user(id: $id) { account { role } } }', { id: String(user.id) });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the legacy update-permission still renames with {id, name}, and takes assignedTo', async () => {
    const rest = injectAs(app, 'admin');
    const renamed = await rest({ method: 'POST', url: '/apps/permissions/update-permission', payload: { id: 2, name: 'Пользователи: просмотр' } });
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json().permission).toMatchObject({ id: 2, name: 'Пользователи: просмотр' });
    expect(Object.keys(renamed.json().permission).sort()).toEqual(['assignedTo', 'createdDate', 'id', 'name']);
    const assigned = await rest({ method: 'POST', url: '/apps/permissions/update-permission', payload: { id: 2, assignedTo: ['support', 'manager'] } });
    expect(assigned.json().permission).toMatchObject({ name: 'Пользователи: просмотр', assignedTo: ['manager', 'support'] });
    expect((await injectAs(app, 'restricted')({ method: 'GET', url: '/api/users/list/data' })).statusCode).toBe(403);
  });
});

describe('configuration', () => {
  const secrets = { JWT_SECRET: 'x'.repeat(32), JWT_REFRESH_SECRET: 'y'.repeat(32) };

  it('REGISTRATION_ROLE names any role; PUBLIC_URL makes invitation links absolute; others are refused', () => {
    expect(configFromEnv({ ...secrets, REGISTRATION_ROLE: 'restricted-user' }).config.registrationRole).toBe('restricted-user');
    expect(() => configFromEnv({ ...secrets, REGISTRATION_ROLE: 'owner' })).toThrow(/REGISTRATION_ROLE must be one of admin, client, administrator/);
    expect(configFromEnv({ ...secrets, PUBLIC_URL: 'https://crm.example.ru/app/' }).config.publicUrl).toBe('https://crm.example.ru/app');
    expect(() => configFromEnv({ ...secrets, PUBLIC_URL: 'ftp://crm.example.ru' })).toThrow(/PUBLIC_URL/);
  });

  it('a registration gets the configured role and its abilities; an invitation link starts with PUBLIC_URL', async () => {
    const app = await build({ config: { registrationRole: 'user', publicUrl: 'https://crm.example.ru' } });
    try {
      const res = await app.inject({ method: 'POST', url: '/jwt/register', payload: { email: 'new@firm.ru', password: 'Long-pass-1', username: 'newbie' } });
      expect(res.json().user).toMatchObject({ role: 'user' });
      expect(res.json().user.ability).toContainEqual({ action: 'manage', subject: 'Task' });
      const created = await graphqlDataAs(app, 'admin')<{ createAccount: { inviteUrl: string } }>(CREATE, { input: { email: 'x@firm.ru', fullName: 'X', role: 'user' } });
      expect(created.createAccount.inviteUrl).toMatch(/^https:\/\/crm\.example\.ru\/invite#/);
    } finally {
      await app.close();
    }
  });
});
