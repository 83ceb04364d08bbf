import { describe, expect, it } from 'vitest';
import { ConflictError, InvalidFieldError, NotFoundError, StaleVersionError } from '../../server/common/errors.js';
import type { NewSavedView } from '../../server/saved-views/models.js';
import { VIEW_LIMITS } from '../../server/saved-views/rules.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

describe.each(STORE_NAMES)('saved views on the %s store', (name) => {
  const store = useStore(name);
  const views = () => store().stores.savedViews;
  /** Two seeded accounts: views reference their owners. */
  const people = async () => {
    const [anna, igor] = (await store().stores.accounts.all()).filter((a) => a.role === 'manager' || a.role === 'user');
    return { anna: { accountId: anna.id, role: anna.role }, igor: { accountId: igor.id, role: igor.role } };
  };
  const view = (ownerId: number, extra: Partial<NewSavedView> = {}): NewSavedView => ({
    ownerId,
    list: 'tasks',
    name: 'Мои просроченные',
    state: { filter: 'overdue', q: 'отчёт', tags: ['team', 'high'], perPage: 25 },
    ...extra,
  });

  it('adds with id = maximum + 1 at version 1, trimmed; lists a viewer their own and those shared with their role, by name', async () => {
    const { anna, igor } = await people();
    const mine = await views().add(view(anna.accountId, { name: '  Я: задачи  ' }), { actor: 'Анна' });
    expect(mine).toEqual({
      id: 1,
      ownerId: anna.accountId,
      list: 'tasks',
      name: 'Я: задачи',
      state: { filter: 'overdue', q: 'отчёт', tags: ['team', 'high'], perPage: 25 },
      sharedWith: [],
      createdAt: expect.any(String),
      version: 1,
      updatedBy: 'Анна',
      updatedAt: expect.any(String),
    });
    const shared = await views().add(view(igor.accountId, { name: 'Общий вид', sharedWith: [anna.role, anna.role, 'admin'] }));
    expect(shared.sharedWith).toEqual([anna.role, 'admin']);
    const hidden = await views().add(view(igor.accountId, { name: 'Аа, только Игорь' }));
    await views().add(view(anna.accountId, { list: 'invoices', name: 'Счета' }));
    expect((await views().visible('tasks', anna)).map((v) => v.id)).toEqual([shared.id, mine.id]);
    expect((await views().visible('tasks', igor)).map((v) => v.id)).toEqual([hidden.id, shared.id]);
    expect((await views().visible('invoices', igor)).map((v) => v.id)).toEqual([]);
    expect(await views().find(mine.id)).toEqual(mine);
    await expect(views().find(999)).rejects.toThrow(NotFoundError);
  });

  it.each([
    ['list', { list: 'orders' }],
    ['name', { name: '   ' }],
    ['name', { name: 'я'.repeat(VIEW_LIMITS.name + 1) }],
    ['state', { state: [1, 2] }],
    ['state', { state: 'q=a' }],
    ['state.page', { state: { page: { deep: 1 } } }],
    ['state.tags', { state: { tags: ['a', 2] } }],
    ['state', { state: { 'bad key': 'x' } }],
    ['state', { state: { q: 'я'.repeat(VIEW_LIMITS.value), r: 'я'.repeat(VIEW_LIMITS.value), s: 'я'.repeat(VIEW_LIMITS.value), t: 'я'.repeat(VIEW_LIMITS.value), u: 'я'.repeat(VIEW_LIMITS.value), v: 'я'.repeat(VIEW_LIMITS.value), w: 'я'.repeat(VIEW_LIMITS.value), x: 'я'.repeat(VIEW_LIMITS.value), y: 'я'.repeat(VIEW_LIMITS.value) } }],
    ['sharedWith', { sharedWith: ['owner' as never] }],
  ])('refuses a bad %s naming it, writing nothing', async (field, extra) => {
    const { anna } = await people();
    const refused = views().add(view(anna.accountId, extra as Partial<NewSavedView>));
    await expect(refused).rejects.toThrow(InvalidFieldError);
    await expect(refused).rejects.toMatchObject({ field });
    expect(await views().visible('tasks', anna)).toEqual([]);
  });

  it('updates the fields given bumping the version; a stale version or a bad field changes nothing', async () => {
    const { anna } = await people();
    const added = await views().add(view(anna.accountId));
    const renamed = await views().update(added.id, { name: 'Срочное', state: { filter: 'important' } }, { actor: 'Анна', version: 1 });
    expect(renamed).toMatchObject({ name: 'Срочное', state: { filter: 'important' }, sharedWith: [], version: 2, updatedBy: 'Анна' });
    await expect(views().update(added.id, { name: 'Поздно' }, { version: 1 })).rejects.toThrow(StaleVersionError);
    await expect(views().update(added.id, { state: null })).rejects.toThrow(InvalidFieldError);
    expect(await views().find(added.id)).toEqual(renamed);
    expect(await views().update(added.id, { sharedWith: ['user'] })).toMatchObject({ sharedWith: ['user'], version: 3 });
    await expect(views().update(999, { name: 'x' })).rejects.toThrow(NotFoundError);
  });

  it('keeps one default per person per list; removing the view removes it as a default; reinstates with its id', async () => {
    const { anna, igor } = await people();
    const first = await views().add(view(anna.accountId));
    const second = await views().add(view(anna.accountId, { name: 'Второй', sharedWith: [igor.role] }));
    const invoices = await views().add(view(anna.accountId, { list: 'invoices', name: 'Счета' }));
    expect(await views().defaultOf(anna.accountId, 'tasks')).toBeNull();
    await views().setDefault(anna.accountId, 'tasks', first.id);
    expect(await views().setDefault(anna.accountId, 'tasks', second.id)).toEqual({ accountId: anna.accountId, list: 'tasks', viewId: second.id });
    await views().setDefault(igor.accountId, 'tasks', second.id);
    await views().setDefault(anna.accountId, 'invoices', invoices.id);
    expect(await views().defaultOf(anna.accountId, 'tasks')).toBe(second.id);
    expect(await views().defaultOf(anna.accountId, 'invoices')).toBe(invoices.id);
    await expect(views().setDefault(anna.accountId, 'tasks', invoices.id)).rejects.toThrow(InvalidFieldError);
    await expect(views().setDefault(anna.accountId, 'tasks', 999)).rejects.toThrow(NotFoundError);
    expect(await views().remove(second.id)).toEqual(second);
    expect(await views().defaultOf(anna.accountId, 'tasks')).toBeNull();
    expect(await views().defaultOf(igor.accountId, 'tasks')).toBeNull();
    await expect(views().remove(second.id)).rejects.toThrow(NotFoundError);
    const back = await views().reinstate(second, { actor: 'Администратор' });
    expect(back).toMatchObject({ id: second.id, name: 'Второй', sharedWith: [igor.role], version: second.version + 1, updatedBy: 'Администратор' });
    await expect(views().reinstate(second)).rejects.toThrow(ConflictError);
    await views().setDefault(anna.accountId, 'invoices', null);
    expect(await views().defaultOf(anna.accountId, 'invoices')).toBeNull();
  });

  it(`keeps at most ${VIEW_LIMITS.perList} views of one person per list`, async () => {
    const { anna } = await people();
    for (let i = 0; i < VIEW_LIMITS.perList; i++) await views().add(view(anna.accountId, { name: `Вид ${i}` }));
    await expect(views().add(view(anna.accountId, { name: 'Лишний' }))).rejects.toMatchObject({ field: 'list' });
    expect(await views().add(view(anna.accountId, { list: 'users', name: 'Другой список' }))).toMatchObject({ id: VIEW_LIMITS.perList + 1 });
  });

  it('gives concurrent adds distinct ids', async () => {
    const { anna } = await people();
    const added = await Promise.all(Array.from({ length: 20 }, (_, i) => views().add(view(anna.accountId, { name: `Вид ${i}` }))));
    expect(new Set(added.map((v) => v.id)).size).toBe(20);
  });
});
