import { describe, expect, it } from 'vitest';
import { InvalidInputError, NotFoundError, StaleVersionError } from '../../server/common/errors.js';
import { MAX_PER_PAGE } from '../../server/common/schemas.js';
import type { TaskQuery, TaskRecord } from '../../server/todo/models.js';
import { TASKS_PER_PAGE } from '../../server/todo/rules.js';
import { createSeed } from '../../seed/index.js';
import { graphqlAs, injectAs, useApp } from '../helper.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

const ids = (tasks: TaskRecord[]) => tasks.map((t) => t.id);

describe.each(STORE_NAMES)('tasks on the %s store', (name) => {
  const store = useStore(name);
  const todo = () => store().stores.todo;
  const everyTask = async () => [...(await todo().list()), ...(await todo().list({ filter: 'deleted' }))];

  it('lists tasks not deleted, latest first; filters leave deleted ones out except `deleted`', async () => {
    const all = await everyTask();
    const list = await todo().list();
    expect(ids(list)).toEqual(ids(all.filter((t) => !t.isDeleted)).sort((a, b) => b - a));
    expect(ids(await todo().list({ filter: 'deleted' }))).toEqual(ids(all.filter((t) => t.isDeleted)).sort((a, b) => b - a));
    expect(ids(await todo().list({ filter: 'important' }))).toEqual(ids(list.filter((t) => t.isImportant)));
    expect(ids(await todo().list({ filter: 'completed', tag: 'high' }))).toEqual(ids(list.filter((t) => t.isCompleted && t.tags.includes('high'))));
  });

  it('sorts by title (Russian, case ignored), assignee (unassigned last) and due date, ties latest first', async () => {
    const collator = new Intl.Collator('ru', { sensitivity: 'base' });
    const list = await todo().list();
    const byTitle = [...list].sort((a, b) => collator.compare(a.title, b.title) || b.id - a.id);
    expect(ids(await todo().list({ sortBy: 'title-asc' }))).toEqual(ids(byTitle));
    const byTitleDesc = [...list].sort((a, b) => collator.compare(b.title, a.title) || b.id - a.id);
    expect(ids(await todo().list({ sortBy: 'title-desc' }))).toEqual(ids(byTitleDesc));
    const byDue = [...list].sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate) || b.id - a.id);
    expect(ids(await todo().list({ sortBy: 'due-date' }))).toEqual(ids(byDue));
    const [first] = list;
    await todo().update(first.id, { assignee: null });
    const byAssignee = await todo().list({ sortBy: 'assignee' });
    expect(byAssignee.at(-1)?.id).toBe(first.id);
    const team = await todo().members();
    const names = byAssignee.slice(0, -1).map((t) => team.find((m) => m.id === t.assigneeId)?.fullName ?? '');
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('pages every list: pages are slices of the whole list in its order, with its length as total; its ids alone in that order', async () => {
    // Reassigned and deleted first: the assignee order follows (on PostgreSQL its index is kept beside the tasks).
    const [unassigned, reassigned, removed] = await todo().list();
    await todo().updateMany([unassigned.id, reassigned.id], (task) => ({ assignee: task.id === unassigned.id ? null : { id: 1 } }));
    await todo().removeMany([removed.id]);
    const queries: TaskQuery[] = [
      {},
      { sortBy: 'assignee' },
      { filter: 'deleted', sortBy: 'assignee' },
      { filter: 'deleted' },
      { filter: 'important', sortBy: 'due-date' },
      { filter: 'completed', tag: 'high', sortBy: 'title-desc' },
      { tag: 'team', sortBy: 'assignee' },
      { q: 'ОТЧЁТ', sortBy: 'title-asc' },
    ];
    for (const query of queries) {
      const whole = await todo().list(query);
      const pages: TaskRecord[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 4) + 1; page++) {
        const { items, total } = await todo().list(query, { page, perPage: 4 });
        expect(total, JSON.stringify(query)).toBe(whole.length);
        expect(items.length).toBe(Math.max(0, Math.min(4, whole.length - (page - 1) * 4)));
        pages.push(...items);
      }
      expect(ids(pages), JSON.stringify(query)).toEqual(ids(whole));
      expect(await todo().listIds(query), JSON.stringify(query)).toEqual(ids(whole));
    }
    const first = await todo().list({}, {});
    expect(ids(first.items)).toEqual(ids((await todo().list()).slice(0, TASKS_PER_PAGE)));
    expect(await todo().list({}, { page: 1_000 })).toEqual({ items: [], total: first.total });
  });

  it('refuses page and perPage out of bounds or not integers, naming the field', async () => {
    for (const paging of [{ page: 0 }, { page: 1.5 }, { page: -1 }]) await expect(todo().list({}, paging)).rejects.toThrow(/^page must/);
    for (const perPage of [0, MAX_PER_PAGE + 1, 2.5]) await expect(todo().list({}, { perPage })).rejects.toThrow(/^perPage must/);
    expect((await todo().list({}, { perPage: MAX_PER_PAGE })).items.length).toBeLessThanOrEqual(MAX_PER_PAGE);
  });

  it('keeps every total exact through adds, changes and deletes', async () => {
    const views: TaskQuery[] = [{}, { filter: 'important' }, { filter: 'completed' }, { filter: 'deleted' }, { tag: 'high' }, { filter: 'important', tag: 'update' }];
    const expectTotals = async () => {
      for (const query of views) expect((await todo().list(query, {})).total, JSON.stringify(query)).toBe((await todo().list(query)).length);
    };
    const added = await todo().add({ title: 'Счёт за квартал', dueDate: '2030-02-02', tags: ['high', 'update'], isImportant: true });
    await expectTotals();
    await todo().update(added.id, { isCompleted: true, tags: ['update'] });
    await expectTotals();
    await todo().remove(added.id);
    await expectTotals();
    await todo().update(added.id, { isDeleted: false, isImportant: false });
    await expectTotals();
    // Many-writes: rows alike in every flag and tag move between views together (PostgreSQL counts them by group).
    const every = ids(await todo().list({}));
    await todo().updateMany(every, (task) => ({ isImportant: true, tags: task.tags.includes('high') ? ['high'] : ['update'] }));
    await expectTotals();
    await todo().updateMany(every.slice(0, 5), () => ({ isCompleted: true }));
    await todo().removeMany(every.slice(3, 9));
    await expectTotals();
  });

  it('searches title, tag keys and Russian labels, and the due date as "5 Dec", "5 дек", "05.12"', async () => {
    const added = await todo().add({ title: 'Квазар Особый', dueDate: '2031-03-07T10:00:00Z', tags: ['medium'] });
    for (const q of ['КВАЗАР ос', '7 Mar', '7 мар', '07.03']) expect(ids(await todo().list({ q })), q).toContain(added.id);
    expect((await todo().list({ q: 'средний' })).every((t) => t.tags.includes('medium'))).toBe(true);
    expect(ids(await todo().list({ q: 'Особый 7' }))).not.toContain(added.id);
    expect(await todo().list({ q: '%' })).toEqual([]);
    // The search follows each write of the text; a many-write that leaves the text keeps it found.
    await todo().update(added.id, { title: 'Пульсар Новый' });
    expect(ids(await todo().list({ q: 'пульсар' }))).toContain(added.id);
    expect(ids(await todo().list({ q: 'квазар' }))).not.toContain(added.id);
    await todo().updateMany([added.id], () => ({ assignee: { id: 2 }, isImportant: true }));
    expect(ids(await todo().list({ q: 'пульсар', filter: 'important' }))).toContain(added.id);
    await todo().updateMany([added.id], () => ({ dueDate: '2031-04-09T10:00:00Z' }));
    expect(ids(await todo().list({ q: '09.04' }))).toContain(added.id);
    expect(ids(await todo().list({ q: '07.03' }))).not.toContain(added.id);
  });

  it('adds with id = maximum + 1 at version 1, naming its writer; refuses bad input changing nothing', async () => {
    const max = Math.max(...ids(await everyTask()));
    const added = await todo().add({ title: '  Новая  ', dueDate: '2030-01-02', assignee: { id: 1 } }, { actor: 'Анна' });
    expect(added).toMatchObject({ id: max + 1, title: 'Новая', dueDate: '2030-01-02T00:00:00.000Z', assigneeId: 1, version: 1, updatedBy: 'Анна' });
    expect(await todo().find(added.id)).toEqual(added);
    await expect(todo().add({ title: ' ', dueDate: '2030-01-02' })).rejects.toThrow(InvalidInputError);
    await expect(todo().add({ title: 'x', dueDate: 'soon' })).rejects.toThrow(/dueDate/);
    await expect(todo().add({ title: 'x', dueDate: '2030-01-02', assignee: { id: 999 } })).rejects.toThrow(/assignee/);
    expect(Math.max(...ids(await everyTask()))).toBe(max + 1);
  });

  it('keeps an assignee named by someone outside the team as a guest, matched to the team by full name; sorted by name', async () => {
    const [member] = await todo().members();
    const guest = await todo().add({ title: 'Для гостя', dueDate: '2030-01-03', assignee: { fullName: ' Аарон Гость ', avatar: '/static/media/3.png' } });
    expect(guest).toMatchObject({ assigneeId: null, guestAssignee: { fullName: 'Аарон Гость', avatar: '/static/media/3.png' } });
    expect(await todo().find(guest.id)).toEqual(guest);
    // Named like a team member: that member, no guest.
    const named = await todo().add({ title: 'По имени', dueDate: '2030-01-03', assignee: { fullName: member.fullName, avatar: 'https://example.com/a.png' } });
    expect(named).toMatchObject({ assigneeId: member.id, guestAssignee: null });
    // The assignee order reads the guest's name like a member's ("Аарон" comes first).
    expect((await todo().list({ sortBy: 'assignee' }))[0].id).toBe(guest.id);
    // A team member by id, or nobody, replaces the guest; other changes leave it.
    expect((await todo().update(guest.id, { isImportant: true })).guestAssignee).toEqual(guest.guestAssignee);
    expect(await todo().update(guest.id, { assignee: { id: member.id } })).toMatchObject({ assigneeId: member.id, guestAssignee: null });
    const again = await todo().update(guest.id, { assignee: { fullName: 'Аарон Гость', avatar: null } });
    expect(again).toMatchObject({ assigneeId: null, guestAssignee: { fullName: 'Аарон Гость', avatar: null } });
    expect(await todo().update(guest.id, { assignee: null })).toMatchObject({ assigneeId: null, guestAssignee: null });
    for (const avatar of ['javascript:alert(1)', '//elsewhere.example/a.png', `data:image/png;base64,${'A'.repeat(16_400)}`]) {
      await expect(todo().update(guest.id, { assignee: { fullName: 'Кто-то', avatar } }), avatar.slice(0, 20)).rejects.toThrow(/assignee\.avatar/);
    }
    await expect(todo().update(guest.id, { assignee: { fullName: '  ' } })).rejects.toThrow(/assignee\.fullName/);
    expect((await todo().find(guest.id)).guestAssignee).toBeNull();
  });

  it('updates only the given fields, bumping the version; a stale version is refused with who changed it', async () => {
    const [task] = await todo().list();
    const first = await todo().update(task.id, { title: 'Первая правка' }, { actor: 'Анна', version: task.version });
    expect(first).toMatchObject({ ...task, title: 'Первая правка', version: task.version + 1, updatedBy: 'Анна', updatedAt: expect.any(String) });
    const stale = todo().update(task.id, { title: 'Вторая правка' }, { actor: 'Игорь', version: task.version });
    await expect(stale).rejects.toThrow(StaleVersionError);
    await expect(stale).rejects.toMatchObject({ current: { version: first.version, updatedBy: 'Анна', updatedAt: first.updatedAt } });
    expect(await todo().find(task.id)).toEqual(first);
    // Without a version (the legacy REST client) the last write wins, and still counts.
    const last = await todo().update(task.id, { isImportant: !task.isImportant }, { actor: 'Игорь' });
    expect(last).toMatchObject({ title: 'Первая правка', version: first.version + 1, updatedBy: 'Игорь' });
    await expect(todo().update(999_999, { title: 'x' })).rejects.toThrow(NotFoundError);
    await expect(todo().update(task.id, { tags: ['nope' as never] })).rejects.toThrow(/tags/);
    expect(await todo().find(task.id)).toEqual(last);
  });

  it('finds many tasks in one read, in the order asked, unknown ids left out', async () => {
    const [first, second, third] = await todo().list();
    const [deleted] = await todo().list({ filter: 'deleted' });
    expect(await todo().findMany([third.id, 999_999, first.id, deleted.id, second.id])).toEqual([third, first, deleted, second]);
    expect(await todo().findMany([])).toEqual([]);
  });

  it('soft-deletes: the task moves to the deleted filter; twice is harmless', async () => {
    const [task] = await todo().list();
    expect(await todo().remove(task.id)).toMatchObject({ id: task.id, isDeleted: true, version: task.version + 1 });
    expect(ids(await todo().list())).not.toContain(task.id);
    expect(ids(await todo().list({ filter: 'deleted' }))).toContain(task.id);
    expect((await todo().remove(task.id)).isDeleted).toBe(true);
  });

  it('changes many tasks in one write by update’s rules: an unknown id and a refused change are refused with why, the rest written', async () => {
    const [first, second, third] = await todo().list();
    const pagedBefore = await todo().list({ filter: 'deleted' }, { page: 1, perPage: 10 });
    const result = await todo().updateMany(
      [first.id, 999_999, second.id, third.id],
      (task) => (task.id === second.id ? { title: ' ' } : { tags: [...task.tags.filter((tag) => tag !== 'update'), 'update'], isImportant: true }),
      { actor: 'Массовая правка' },
    );
    expect(result.refused.map(({ at, error }) => [at, error.constructor])).toEqual([
      [999_999, NotFoundError],
      [second.id, InvalidInputError],
    ]);
    expect(result.written.map(({ before, after }) => [before, after.id])).toEqual([
      [first, first.id],
      [third, third.id],
    ]);
    for (const { before, after } of result.written) {
      expect(after).toMatchObject({ isImportant: true, tags: expect.arrayContaining(['update']), version: before!.version + 1, updatedBy: 'Массовая правка' });
      expect(await todo().find(after.id)).toEqual(after);
    }
    expect(await todo().find(second.id)).toEqual(second);
    // Every list reads the new state: the search text, the filters and their totals.
    expect(ids(await todo().list({ tag: 'update' }))).toEqual(expect.arrayContaining([first.id, third.id]));
    expect(ids(await todo().list({ q: 'обновление' }))).toEqual(expect.arrayContaining([first.id, third.id]));

    const removed = await todo().removeMany([first.id, third.id]);
    expect(removed.written.map(({ after }) => after.isDeleted)).toEqual([true, true]);
    expect((await todo().list({ filter: 'deleted' }, { page: 1, perPage: 10 })).total).toBe(pagedBefore.total + 2);
    expect(ids(await todo().list())).not.toContain(first.id);
  });

  it('gives 500 concurrent creates 500 distinct ids, the maximum plus one each', async () => {
    const max = Math.max(...ids(await everyTask()));
    const added = await Promise.all(Array.from({ length: 500 }, (_, i) => todo().add({ title: `Параллельная ${i}`, dueDate: '2030-05-05' })));
    expect(new Set(ids(added)).size).toBe(500);
    expect(ids(added).sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, i) => max + 1 + i));
  });
});

describe('task versions through the faces (memory app)', () => {
  const app = useApp();
  const admin = graphqlAs(app, 'admin');
  const UPDATE = `mutation ($id: ID!, $input: TaskUpdateInput!) { updateTask(id: $id, input: $input) { id title version updatedBy } }`;

  it('GraphQL answers a stale version with CONFLICT naming who changed it; REST (no version) wins last', async () => {
    const read = await admin<{ task: { id: string; version: number } }>(`{ task(id: 1) { id version } }`);
    const { version } = read.data!.task;
    const ok = await admin<{ updateTask: { version: number; updatedBy: string } }>(UPDATE, { id: '1', input: { title: 'Через GraphQL', version } });
    expect(ok.data?.updateTask).toMatchObject({ version: version + 1, updatedBy: 'Анна Смирнова' });
    const stale = await admin(UPDATE, { id: '1', input: { title: 'Опоздавшая', version } });
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', currentVersion: version + 1, updatedBy: 'Анна Смирнова', updatedAt: expect.any(String) });
    const rest = await injectAs(app, 'admin')({ method: 'POST', url: '/apps/todo/update-task', payload: { task: { id: 1, title: 'Через REST' } } });
    expect(rest.statusCode).toBe(200);
    const after = await admin<{ task: { title: string; version: number } }>(`{ task(id: 1) { title version } }`);
    expect(after.data?.task).toEqual({ title: 'Через REST', version: version + 2 });
  });
});

describe.each(STORE_NAMES)('tasks past 1,000 matches on the %s store', (name) => {
  const store = useStore(name, 'once', () => createSeed({ rows: 3_000 }));
  const todo = () => store().stores.todo;

  it('counts a large search exactly in memory and flags the PostgreSQL figure as an estimate; pages stay in order', async () => {
    const whole = await todo().list({ q: 'а', sortBy: 'title-asc' });
    expect(whole.length).toBeGreaterThan(1_000);
    for (const sortBy of ['title-asc', 'due-date', 'latest'] as const) {
      const all = await todo().list({ q: 'а', sortBy });
      const page = await todo().list({ q: 'а', sortBy }, { page: 4, perPage: 25 });
      expect(page.totalEstimated ?? false, sortBy).toBe(name === 'postgres');
      // At 3,000 rows the estimate's sample is the whole table: the same figure.
      expect(page.total).toBe(all.length);
      expect(ids(page.items), sortBy).toEqual(ids(all.slice(75, 100)));
    }
  });
});
