import { describe, expect, it } from 'vitest';
import { SEED_EPOCH } from '../../seed/random.js';
import { ConflictError, NotFoundError, StaleVersionError } from '../../server/common/errors.js';
import { formatCreatedDate } from '../../server/permissions/models.js';
import { graphqlAs, injectAs, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES, useStore } from '../stores/support.js';
import { PERMISSION_ROLES } from '../../server/access/roles.js';

describe.each(STORE_NAMES)('permissions on the %s store', (name) => {
  const store = useStore(name);
  const permissions = () => store().stores.permissions;

  it('lists 10 per page newest first with the total, pages never overlapping', async () => {
    const all = await permissions().all();
    const page = await permissions().list();
    expect(page).toEqual({ permissions: all.slice(0, 10), total: all.length });
    const ids = (await Promise.all([1, 2, 3].map((p) => permissions().list({ page: p })))).flatMap((r) => r.permissions.map((p) => p.id));
    expect(ids).toEqual(all.slice(0, 30).map((p) => p.id));
  });

  it('searches name and created date case-insensitively, and filters by an assigned role', async () => {
    const all = await permissions().all();
    const [first] = all;
    const part = first.name.slice(0, 5).toUpperCase();
    const found = await permissions().list({ q: part, perPage: 100 });
    expect(found.permissions.map((p) => p.id)).toEqual(
      all.filter((p) => p.name.toLowerCase().includes(part.toLowerCase()) || p.createdDate.toLowerCase().includes(part.toLowerCase())).slice(0, 100).map((p) => p.id),
    );
    expect((await permissions().list({ q: first.createdDate })).permissions.map((p) => p.id)).toContain(first.id);
    for (const role of PERMISSION_ROLES) {
      const byRole = await permissions().list({ assignedTo: role, perPage: 100 });
      expect(byRole.total, role).toBe(all.filter((p) => p.assignedTo.includes(role)).length);
    }
    expect((await permissions().list({ q: '%' })).total).toBe(0);
  });

  it('refuses bad list input naming the field', async () => {
    await expect(permissions().list({ page: 0 })).rejects.toThrow(/page/);
    await expect(permissions().list({ perPage: 101 })).rejects.toThrow(/perPage/);
    await expect(permissions().list({ assignedTo: 'root' as never })).rejects.toThrow(/assignedTo/);
  });

  it('adds first with id = maximum + 1, the administrator role, no grants, dated now, version 1', async () => {
    const before = await permissions().all();
    const added = await permissions().add({ name: '  Квазар: экспорт  ' }, { actor: 'Анна Смирнова' });
    expect(added).toMatchObject({
      id: Math.max(...before.map((p) => p.id)) + 1,
      name: 'Квазар: экспорт',
      assignedTo: ['administrator'],
      grants: [],
      createdDate: formatCreatedDate(SEED_EPOCH),
      version: 1,
      updatedBy: 'Анна Смирнова',
    });
    expect((await permissions().all())[0]).toEqual(added);
    expect(await permissions().findById(added.id)).toEqual(added);
  });

  it('refuses a name in use (any case), an empty or long one, changing nothing', async () => {
    const [first, second] = await permissions().all();
    const count = (await permissions().all()).length;
    await expect(permissions().add({ name: first.name.toUpperCase() })).rejects.toThrow(ConflictError);
    await expect(permissions().add({ name: '   ' })).rejects.toThrow(/name is required/);
    await expect(permissions().add({ name: 'x'.repeat(101) })).rejects.toThrow(/name must be/);
    await expect(permissions().update(second.id, { name: first.name.toLowerCase() })).rejects.toThrow(ConflictError);
    expect((await permissions().all()).length).toBe(count);
    expect(await permissions().findById(second.id)).toEqual(second);
    // Its own name in another case is no clash.
    expect((await permissions().update(first.id, { name: first.name.toUpperCase() })).name).toBe(first.name.toUpperCase());
  });

  it('a rename with the version it read bumps it; a stale one is refused with who renamed it and writes nothing', async () => {
    const [permission] = await permissions().all();
    const renamed = await permissions().update(permission.id, { name: 'Квазар: отчёты' }, { actor: 'Анна Смирнова', version: permission.version });
    expect(renamed).toMatchObject({ name: 'Квазар: отчёты', version: permission.version + 1, updatedBy: 'Анна Смирнова', assignedTo: permission.assignedTo });
    const stale = permissions().update(permission.id, { name: 'Квазар: потеряно' }, { actor: 'Игорь', version: permission.version });
    await expect(stale).rejects.toThrow(StaleVersionError);
    await expect(stale).rejects.toMatchObject({ current: { version: renamed.version, updatedBy: 'Анна Смирнова', updatedAt: renamed.updatedAt } });
    expect(await permissions().findById(permission.id)).toEqual(renamed);
    // Without a version (legacy REST) the last rename wins, and the version still moves.
    expect(await permissions().update(permission.id, { name: 'Квазар: итог' }, { actor: 'REST' })).toMatchObject({ name: 'Квазар: итог', version: permission.version + 2 });
    expect((await permissions().list({ q: 'квазар: итог' })).permissions.map((p) => p.id)).toEqual([permission.id]);
  });

  it('deletes and answers the permission; unknown ids are NOT_FOUND', async () => {
    const [victim] = await permissions().all();
    expect(await permissions().delete(victim.id)).toEqual(victim);
    await expect(permissions().findById(victim.id)).rejects.toThrow(NotFoundError);
    await expect(permissions().delete(victim.id)).rejects.toThrow(NotFoundError);
    await expect(permissions().update(victim.id, { name: 'Новое имя' })).rejects.toThrow(NotFoundError);
  });

  it('adds with the roles and grants asked, each once and in the catalogue’s order', async () => {
    const added = await permissions().add({
      name: 'Квазар: счета',
      assignedTo: ['support', 'manager', 'support'],
      grants: [
        { action: 'delete', subject: 'Invoice' },
        { action: 'read', subject: 'User' },
        { action: 'read', subject: 'Invoice' },
        { action: 'read', subject: 'User' },
      ],
    });
    expect(added).toMatchObject({
      assignedTo: ['manager', 'support'],
      grants: [
        { action: 'read', subject: 'User' },
        { action: 'read', subject: 'Invoice' },
        { action: 'delete', subject: 'Invoice' },
      ],
    });
    expect(await permissions().findById(added.id)).toEqual(added);
  });

  it('updates roles and grants alone or with the name, keeping what is not given, and moves the version', async () => {
    const [permission] = await permissions().all();
    const roles = await permissions().update(permission.id, { assignedTo: ['user'] });
    expect(roles).toMatchObject({ name: permission.name, assignedTo: ['user'], grants: permission.grants, version: permission.version + 1 });
    const grants = await permissions().update(permission.id, { grants: [{ action: 'manage', subject: 'AuditLog' }], name: 'Квазар: аудит' });
    expect(grants).toMatchObject({ name: 'Квазар: аудит', assignedTo: ['user'], grants: [{ action: 'manage', subject: 'AuditLog' }], version: permission.version + 2 });
    expect(await permissions().findById(permission.id)).toEqual(grants);
    // Roles and grants may be emptied: the permission then gives nobody anything.
    expect(await permissions().update(permission.id, { assignedTo: [], grants: [] })).toMatchObject({ assignedTo: [], grants: [] });
  });

  it.each([
    ['an unknown role', { assignedTo: ['owner'] }, /assignedTo\[0\] must be one of/],
    ['an unknown action', { grants: [{ action: 'approve', subject: 'Invoice' }] }, /grants\[0\]\.action must be one of/],
    ['an unknown subject', { grants: [{ action: 'read', subject: 'Invoice' }, { action: 'read', subject: 'Payroll' }] }, /grants\[1\]\.subject must be one of/],
    ['the `all` wildcard', { grants: [{ action: 'manage', subject: 'all' }] }, /grants\[0\]\.subject/],
    ['nothing to change', {}, /at least one of name, assignedTo, grants/],
  ])('refuses %s naming the field, on update and add, changing nothing', async (_case, changes, message) => {
    const [permission] = await permissions().all();
    const count = (await permissions().all()).length;
    await expect(permissions().update(permission.id, changes as never)).rejects.toThrow(message);
    if (Object.keys(changes).length > 0) await expect(permissions().add({ name: 'Квазар: плохое', ...(changes as object) })).rejects.toThrow(message);
    expect(await permissions().findById(permission.id)).toEqual(permission);
    expect((await permissions().all()).length).toBe(count);
  });

  it('grants each role the union of what its permissions grant, and follows every change', async () => {
    const all = await permissions().all();
    const before = await permissions().roleGrants();
    for (const role of PERMISSION_ROLES) {
      const expected = new Set(all.filter((p) => p.assignedTo.includes(role)).flatMap((p) => p.grants.map((g) => `${g.action} ${g.subject}`)));
      expect(new Set(before[role].map((g) => `${g.action} ${g.subject}`)), role).toEqual(expected);
    }
    expect(before.manager).toContainEqual({ action: 'read', subject: 'Invoice' });
    expect(before['restricted-user'].every((g) => g.action === 'read')).toBe(true);
    const view = all.find((p) => p.name === 'Просмотр счетов')!;
    await permissions().update(view.id, { assignedTo: view.assignedTo.filter((role) => role !== 'manager') });
    expect((await permissions().roleGrants()).manager).not.toContainEqual({ action: 'read', subject: 'Invoice' });
    await permissions().add({ name: 'Квазар: журнал', assignedTo: ['manager'], grants: [{ action: 'read', subject: 'AuditLog' }] });
    expect((await permissions().roleGrants()).manager).toContainEqual({ action: 'read', subject: 'AuditLog' });
  });

  it('gives distinct ids to concurrent adds', async () => {
    const added = await Promise.all(Array.from({ length: 50 }, (_, i) => permissions().add({ name: `Параллельное право ${i}` })));
    expect(new Set(added.map((p) => p.id)).size).toBe(50);
  });
});

describe.each(STORE_NAMES)('permission versions over GraphQL and REST on the %s store', (name) => {
  const app = useApp({ config: appStoreConfig(name) });

  it('a stale version answers CONFLICT with who renamed it; REST without a version wins and moves the version', async () => {
    const gql = graphqlAs(app, 'admin');
    const [first] = (await gql<{ allPermissions: { id: string; version: number }[] }>('{ allPermissions { id version } }')).data!.allPermissions;
    const rename = (title: string, version: number) =>
      gql<{ updatePermission: { version: number; updatedBy: string } }>(
        'mutation($id: ID!, $name: NonEmptyString!, $version: Int) { updatePermission(id: $id, name: $name, version: $version) { name version updatedBy } }',
        { id: first.id, name: title, version },
      );
    const ok = await rename('Право из диалога', first.version);
    expect(ok.data?.updatePermission).toMatchObject({ version: first.version + 1, updatedBy: 'Анна Смирнова' });
    const stale = await rename('Потерянное право', first.version);
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', currentVersion: first.version + 1, updatedBy: 'Анна Смирнова' });
    const rest = await injectAs(app, 'admin')({ method: 'POST', url: '/apps/permissions/update-permission', payload: { id: Number(first.id), name: 'Право из REST' } });
    expect(rest.statusCode, rest.body).toBe(201);
    const after = (await gql<{ allPermissions: { id: string; name: string; version: number }[] }>('{ allPermissions { id name version } }')).data!.allPermissions;
    expect(after.find((p) => p.id === first.id)).toEqual({ id: first.id, name: 'Право из REST', version: first.version + 2 });
  });
});
