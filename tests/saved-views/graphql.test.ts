import { beforeEach, describe, expect, it } from 'vitest';
import { extensionsOf, graphqlAs, graphqlDataAs, type Role, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { auditLog, signedIn } from '../audit/support.js';

/**
 * savedViews / saveView / updateView / deleteView through GraphQL: private and shared views, one default per person
 * per list, who may change what (the owner of a private view, `manage View` for a shared one), bad input named, audit
 * and undo.
 */
interface View {
  id: string;
  list: string;
  name: string;
  state: Record<string, unknown>;
  sharedWith: string[];
  isDefault: boolean;
  isMine: boolean;
  canEdit: boolean;
  version: number;
}

const FIELDS = 'id list name state sharedWith isDefault isMine canEdit version';
const VIEWS = `query($list: String!) { savedViews(list: $list) { ${FIELDS} } }`;
const SAVE = `mutation($input: SaveViewInput!) { saveView(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateViewInput!, $version: Int) { updateView(id: $id, input: $input, version: $version) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteView(id: $id) }';
const OVERDUE = { filter: 'overdue', q: 'отчёт', sort: 'dueDate.desc' };

describe.each(STORE_NAMES)('saved views over GraphQL on the %s store', (store) => {
  const app = useApp({ config: appStoreConfig(store) });
  const data = (role: Role) => graphqlDataAs(app, role);
  /**
   * On PostgreSQL the file's tests share one database: each test reads only the views made since it began (ids are
   * the maximum plus one, so a view saved and deleted first marks where this test's start).
   */
  let mark = 0;
  beforeEach(async () => {
    const probe = (await data('admin')<{ saveView: View }>(SAVE, { input: { list: 'tasks', name: 'Отметка', state: {} } })).saveView;
    await data('admin')(DELETE, { id: probe.id });
    mark = Number(probe.id) - 1;
  });
  const views = async (role: Role, list = 'tasks') => (await data(role)<{ savedViews: View[] }>(VIEWS, { list })).savedViews.filter((v) => Number(v.id) > mark);
  const save = async (role: Role, input: object) => (await data(role)<{ saveView: View }>(SAVE, { input })).saveView;
  const errorOf = async (role: Role, query: string, variables: object) => {
    const res = await graphqlAs(app, role)(query, variables as Record<string, unknown>);
    expect(res.errors, JSON.stringify(res.data)).toBeDefined();
    return { code: res.errors![0].extensions?.code, message: res.errors![0].message, field: extensionsOf(res.errors![0])?.field };
  };

  it('a private view is its owner’s alone; one default per person per list', async () => {
    const mine = await save('user', { list: 'tasks', name: 'Мои просроченные', state: OVERDUE, isDefault: true });
    expect(mine).toMatchObject({ list: 'tasks', name: 'Мои просроченные', state: OVERDUE, sharedWith: [], isDefault: true, isMine: true, canEdit: true, version: 1 });
    const other = await save('user', { list: 'tasks', name: 'Важные', state: { filter: 'important' } });
    expect((await views('user')).map((v) => [v.name, v.isDefault])).toEqual([['Важные', false], ['Мои просроченные', true]]);
    // Another person, even one who may manage every view, neither sees nor reaches it.
    expect(await views('admin')).toEqual([]);
    expect(await views('manager')).toEqual([]);
    expect(await errorOf('admin', UPDATE, { id: mine.id, input: { name: 'Чужой' } })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf('manager', DELETE, { id: mine.id })).toMatchObject({ code: 'NOT_FOUND' });

    const moved = (await data('user')<{ updateView: View }>(UPDATE, { id: other.id, input: { isDefault: true } })).updateView;
    expect(moved).toMatchObject({ isDefault: true, version: 1 });
    expect((await views('user')).filter((v) => v.isDefault).map((v) => v.id)).toEqual([other.id]);
    await data('user')(UPDATE, { id: other.id, input: { isDefault: false } });
    expect((await views('user')).some((v) => v.isDefault)).toBe(false);
  });

  it('shares with roles only with manage View; those it is shared with see it, may make it their default, not change it', async () => {
    expect(await errorOf('user', SAVE, { input: { list: 'tasks', name: 'Для всех', state: OVERDUE, sharedWith: ['user'] } })).toMatchObject({ code: 'FORBIDDEN' });
    const own = await save('user', { list: 'tasks', name: 'Свой', state: OVERDUE });
    expect(await errorOf('user', UPDATE, { id: own.id, input: { sharedWith: ['manager'] } })).toMatchObject({ code: 'FORBIDDEN' });

    const shared = await save('admin', { list: 'tasks', name: 'Команда: просрочено', state: OVERDUE, sharedWith: ['user', 'restricted_user'] });
    expect(shared).toMatchObject({ sharedWith: ['user', 'restricted_user'], isMine: true, canEdit: true });
    const seen = (await views('user')).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ isMine: false, canEdit: false, isDefault: false });
    expect((await views('restricted')).map((v) => v.id)).toEqual([shared.id]);
    expect(await views('manager')).toEqual([]);
    expect(await errorOf('user', UPDATE, { id: shared.id, input: { name: 'Моё' } })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf('user', DELETE, { id: shared.id })).toMatchObject({ code: 'FORBIDDEN' });
    expect((await data('user')<{ updateView: View }>(UPDATE, { id: shared.id, input: { isDefault: true } })).updateView).toMatchObject({ isDefault: true, version: 1 });
    expect((await views('admin')).find((v) => v.id === shared.id)?.isDefault).toBe(false);

    // Unshared, it is gone for them, and so is their default.
    await data('admin')(UPDATE, { id: shared.id, input: { sharedWith: [] }, version: 1 });
    expect(await views('user')).toEqual([own]);
    expect(await errorOf('admin', UPDATE, { id: shared.id, input: { name: 'x' }, version: 1 })).toMatchObject({ code: 'CONFLICT' });
    expect(await data('admin')(DELETE, { id: shared.id })).toEqual({ deleteView: true });
    expect(await views('admin')).toEqual([]);
  });

  it('reading a list’s views needs reading the list', async () => {
    expect(await errorOf('support', VIEWS, { list: 'invoices' })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf('user', SAVE, { input: { list: 'users', name: 'Люди', state: {} } })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await views('support', 'users')).toEqual([]);
  });

  it.each([
    ['list', { list: 'orders', name: 'x', state: {} }],
    ['name', { list: 'tasks', name: ' ', state: {} }],
    ['state', { list: 'tasks', name: 'x', state: 'q=1' }],
    ['state.sort', { list: 'tasks', name: 'x', state: { sort: { column: 'a' } } }],
  ])('a bad %s is BAD_USER_INPUT naming it, and nothing is saved', async (field, input) => {
    expect(await errorOf('admin', SAVE, { input })).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await views('admin')).toEqual([]);
  });

  it('refuses a role that is none, and a value of the wrong type, without coercing', async () => {
    expect(await errorOf('admin', SAVE, { input: { list: 'tasks', name: 'x', state: {}, sharedWith: ['owner'] } })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await errorOf('admin', SAVE, { input: { list: 'tasks', name: 7, state: {} } })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await errorOf('admin', SAVE, { input: { list: 'tasks', name: 'x', state: {}, isDefault: 'yes' } })).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  describe('audit', () => {
    const log = auditLog(app);
    beforeEach(() => signedIn(app));

    it('records every change of a view, and a delete is undone with the view’s id', async () => {
      const mark = await log.mark();
      const view = await save('admin', { list: 'invoices', name: 'Неоплаченные > 1000', state: { status: 'Past Due', sort: 'total.desc' }, sharedWith: ['manager'] });
      await data('admin')(UPDATE, { id: view.id, input: { name: 'Неоплаченные', isDefault: true } });
      await data('admin')(DELETE, { id: view.id });
      const events = await log.since(mark, 'subject=SavedView');
      expect(events.map((e) => [e.action, e.recordId])).toEqual([['create', view.id], ['update', view.id], ['delete', view.id]]);
      expect(events[1].changes).toEqual([{ field: 'name', before: 'Неоплаченные > 1000', after: 'Неоплаченные' }]);
      const restored = await data('admin')<{ restoreAuditEvent: { action: string } }>('mutation($id: ID!) { restoreAuditEvent(id: $id) { action } }', { id: String(events[2].id) });
      expect(restored.restoreAuditEvent.action).toBe('restore');
      expect((await views('manager', 'invoices')).map((v) => [v.id, v.name])).toEqual([[view.id, 'Неоплаченные']]);
    });
  });
});
