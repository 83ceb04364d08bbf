import { describe, expect, it } from 'vitest';
import { DEMO, errorBody } from '../helper.js';
import { unwrap } from '../late-bound.js';
import { requester, subscribe, subscribed, tokenFor, useLiveServer } from '../live/support.js';

/**
 * "Changes apply at once": a grant taken away from a role refuses that role's next request on the same
 * token, stops its open subscription's events and tells its open pages (abilityChanged); given back, all three
 * follow again. A deactivated account's token and socket end at once.
 */
const INVOICES = 'query { invoices(perPage: 1) { total } }';
const INVOICE_CHANGED = 'subscription { invoiceChanged { change invoice { id } } }';
const ABILITY_CHANGED = 'subscription { abilityChanged { id role ability { action subject } } }';

describe('a role’s abilities change live', () => {
  const server = useLiveServer();
  const signIn = (role: keyof typeof DEMO) => server.token(DEMO[role].email, DEMO[role].password);
  const viewInvoices = async () => (await server.app.repositories.permissions.all()).find((p) => p.name === 'Просмотр счетов')!;
  const assign = async (admin: string, roles: string[], id?: number) => {
    const res = await requester(server.app, admin).graphql('mutation ($id: ID!, $roles: [PermissionRole!]) { updatePermission(id: $id, assignedTo: $roles) { id } }', {
      id: id ?? (await viewInvoices()).id,
      roles,
    });
    expect(res.errors).toBeUndefined();
  };
  const deleteInvoice = async (admin: string, id: number) =>
    expect((await requester(server.app, admin).rest({ method: 'DELETE', url: `/apps/invoice/delete?id=${id}` })).statusCode).toBe(200);

  it('a grant taken away: the next request is 403, the subscription stops, the page is told; given back: allowed again', async () => {
    const [admin, manager] = await Promise.all([signIn('admin'), signIn('manager')]);
    const asManager = requester(server.app, manager);
    expect((await asManager.rest({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(200);
    const live = server.open(manager);
    const invoices = subscribe<{ invoiceChanged: { change: string; invoice: { id: string } } }>(live.client, INVOICE_CHANGED);
    const ability = subscribe<{ abilityChanged: { id: string; role: string; ability: { action: string; subject: string }[] } }>(live.client, ABILITY_CHANGED);
    await subscribed(server.app, 'invoice');
    await subscribed(server.app, 'ability');
    await deleteInvoice(admin, 4901);
    expect((await invoices.next()).data?.invoiceChanged).toEqual({ change: 'DELETED', invoice: { id: '4901' } });

    await assign(admin, ['administrator']);
    const taken = (await ability.next()).data!.abilityChanged;
    expect(taken).toMatchObject({ role: 'manager' });
    expect(taken.ability).not.toContainEqual({ action: 'read', subject: 'Invoice' });
    expect(taken.ability).toContainEqual({ action: 'delete', subject: 'Invoice' });
    // Same token, next request: refused on both faces.
    expect((await asManager.rest({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(403);
    expect((await asManager.graphql(INVOICES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The open subscription no longer delivers invoices.
    await deleteInvoice(admin, 4902);
    expect(await invoices.collect(300)).toEqual([]);

    await assign(admin, ['administrator', 'manager']);
    expect((await ability.next()).data!.abilityChanged.ability).toContainEqual({ action: 'read', subject: 'Invoice' });
    expect((await asManager.rest({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(200);
    expect((await asManager.graphql<{ invoices: { total: number } }>(INVOICES)).data?.invoices.total).toBeGreaterThan(0);
    await deleteInvoice(admin, 4903);
    expect((await invoices.next()).data?.invoiceChanged).toEqual({ change: 'DELETED', invoice: { id: '4903' } });
  });

  it('tells only the accounts whose abilities moved: a rename tells nobody, another role is not told', async () => {
    const [admin, manager, support] = await Promise.all([signIn('admin'), signIn('manager'), signIn('support')]);
    const managerAbility = subscribe(server.open(manager).client, ABILITY_CHANGED);
    const supportAbility = subscribe(server.open(support).client, ABILITY_CHANGED);
    await subscribed(server.app, 'ability', 2);
    const { id } = await viewInvoices();
    const rename = await requester(server.app, admin).graphql('mutation ($id: ID!) { updatePermission(id: $id, name: "Счета: просмотр") { id } }', { id });
    expect(rename.errors).toBeUndefined();
    await assign(admin, ['administrator'], id);
    expect((await managerAbility.next()).data).toMatchObject({ abilityChanged: { role: 'manager' } });
    expect(await managerAbility.collect(200)).toEqual([]);
    expect(await supportAbility.collect(0)).toEqual([]);
  });

  it('a role change: the account’s page is told its new abilities and its next request counts them', async () => {
    const [admin, manager] = await Promise.all([signIn('admin'), signIn('manager')]);
    const ability = subscribe<{ abilityChanged: { role: string } }>(server.open(manager).client, ABILITY_CHANGED);
    await subscribed(server.app, 'ability');
    const managerId = (await server.app.repositories.accounts.findByEmail(DEMO.manager.email))!.id;
    const changed = await requester(server.app, admin).graphql('mutation ($id: ID!) { updateAccountRole(id: $id, role: support) { role } }', { id: managerId });
    expect(changed.data).toEqual({ updateAccountRole: { role: 'support' } });
    expect((await ability.next()).data?.abilityChanged.role).toBe('support');
    const asManager = requester(server.app, manager);
    expect((await asManager.rest({ method: 'GET', url: '/apps/invoice/invoices' })).statusCode).toBe(403);
    expect((await asManager.rest({ method: 'GET', url: '/apps/email/emails' })).statusCode).toBe(200);
  });

  it('deactivation: every request on the account’s tokens is refused at once, its sessions end and its socket closes; reactivated, it signs in again', async () => {
    const [admin, manager] = await Promise.all([signIn('admin'), signIn('manager')]);
    const asManager = requester(server.app, manager);
    const live = server.open(manager);
    subscribe(live.client, ABILITY_CHANGED);
    await subscribed(server.app, 'ability');
    const managerId = (await server.app.repositories.accounts.findByEmail(DEMO.manager.email))!.id;
    const setActive = (active: boolean) =>
      requester(server.app, admin).graphql('mutation ($id: ID!, $active: Boolean!) { setAccountActive(id: $id, active: $active) { active } }', { id: managerId, active });

    expect((await setActive(false)).data).toEqual({ setAccountActive: { active: false } });
    expect(await live.closed).toEqual({ code: 4403, reason: 'Invalid or expired access token' });
    expect((await asManager.rest({ method: 'GET', url: '/apps/todo/tasks' })).statusCode).toBe(401);
    expect((await asManager.graphql('{ me { id } }')).data).toEqual({ me: null });
    const login = await server.app.inject({ method: 'POST', url: '/jwt/login', payload: DEMO.manager });
    expect(login.statusCode).toBe(400);
    expect(errorBody(login)).toEqual({ error: { email: ['This account has been deactivated. Ask an administrator to reactivate it.'] } });

    expect((await setActive(true)).data).toEqual({ setAccountActive: { active: true } });
    // The deactivation ended the account's sessions: its old tokens stay refused, a new sign-in is let in.
    expect((await asManager.rest({ method: 'GET', url: '/apps/todo/tasks' })).statusCode).toBe(401);
    const again = await tokenFor(unwrap(server.app), DEMO.manager.email, DEMO.manager.password);
    expect((await requester(server.app, again).rest({ method: 'GET', url: '/apps/todo/tasks' })).statusCode).toBe(200);
  });

  it('accountChanged tells those who may read accounts what changed, from what, and the counts after; never a hash', async () => {
    const [admin, manager] = await Promise.all([signIn('admin'), signIn('manager')]);
    const query = 'subscription { accountChanged { change account { email role active } previous { role active } roleCounts { role count } } }';
    const changes = subscribe<{ accountChanged: { change: string; account: object; previous: object; roleCounts: { role: string; count: number }[] } }>(server.open(admin).client, query);
    const refused = subscribe(server.open(manager).client, query);
    expect((await refused.next()).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    await subscribed(server.app, 'account');
    const managerId = (await server.app.repositories.accounts.findByEmail(DEMO.manager.email))!.id;
    await requester(server.app, admin).graphql('mutation ($id: ID!) { updateAccountRole(id: $id, role: support) { id } }', { id: managerId });
    const { accountChanged } = (await changes.next()).data!;
    expect(accountChanged).toMatchObject({ change: 'UPDATED', account: { email: 'manager@demo.com', role: 'support', active: true }, previous: { role: 'manager', active: true } });
    expect(accountChanged.roleCounts).toContainEqual({ role: 'support', count: 2 });
    expect(accountChanged.roleCounts).toContainEqual({ role: 'manager', count: 0 });
    // Events carry no hash of a password or an invitation.
    const seen: unknown[] = [];
    const stop = server.app.events.subscribe(['account'], (event) => seen.push(event));
    await requester(server.app, admin).graphql('mutation { createAccount(input: { email: "zoya@firm.ru", fullName: "Зоя", role: user }) { inviteUrl } }');
    stop();
    expect(JSON.stringify(seen)).not.toMatch(/passwordHash|inviteTokenHash|invite#/);
    expect(seen).toHaveLength(1);
  });
});
