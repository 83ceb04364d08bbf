import { describe, expect, it } from 'vitest';
import { graphqlAs, injectAs, useApp } from '../helper.js';

interface GqlTask {
  id: string;
  title: string;
  dueDate: string;
  description: string;
  assignee: { id: string; fullName: string; avatar: string | null } | null;
  tags: string[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

const TASK_FIELDS = 'id title dueDate description assignee { id fullName avatar } tags isCompleted isDeleted isImportant';
const TASKS = `query Tasks($q: String, $filter: TaskFilter, $tag: TaskTag, $sortBy: TaskSort, $page: Int, $perPage: Int) {
  tasks(q: $q, filter: $filter, tag: $tag, sortBy: $sortBy, page: $page, perPage: $perPage) { total items { ${TASK_FIELDS} } }
}`;
const TASK = `query Task($id: ID!) { task(id: $id) { ${TASK_FIELDS} } }`;
const ADD = `mutation Add($input: TaskInput!) { addTask(input: $input) { ${TASK_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: TaskUpdateInput!) { updateTask(id: $id, input: $input) { ${TASK_FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteTask(id: $id) { ${TASK_FIELDS} } }`;

const app = useApp();
const admin = graphqlAs(app, 'admin');

/** A whole list: the seed's lists fit one page of the largest size. */
async function tasks(variables: Record<string, unknown> = {}): Promise<GqlTask[]> {
  const res = await admin<{ tasks: { total: number; items: GqlTask[] } }>(TASKS, { perPage: 100, ...variables });
  expect(res.errors).toBeUndefined();
  expect(res.data!.tasks.total).toBe(res.data!.tasks.items.length);
  return res.data!.tasks.items;
}

async function everyTask(): Promise<GqlTask[]> {
  return [...(await tasks()), ...(await tasks({ filter: 'deleted' }))].sort((a, b) => Number(a.id) - Number(b.id));
}

describe('Query.tasks', () => {
  it('answers tasks not deleted, latest first, with assignees resolved', async () => {
    const list = await tasks();
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.every((t) => !t.isDeleted && t.assignee !== null)).toBe(true);
    expect(list.map((t) => Number(t.id))).toEqual(list.map((t) => Number(t.id)).sort((a, b) => b - a));
  });

  it.each([
    ['important', (t: GqlTask) => t.isImportant && !t.isDeleted],
    ['completed', (t: GqlTask) => t.isCompleted && !t.isDeleted],
    ['deleted', (t: GqlTask) => t.isDeleted],
  ])('filter %s', async (filter, rule) => {
    const expected = (await everyTask()).filter(rule).map((t) => t.id).reverse();
    expect(expected.length).toBeGreaterThan(0);
    expect((await tasks({ filter })).map((t) => t.id)).toEqual(expected);
  });

  it.each(['team', 'low', 'medium', 'high', 'update'])('tag %s', async (tag) => {
    const expected = (await tasks()).filter((t) => t.tags.includes(tag)).map((t) => t.id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await tasks({ tag })).map((t) => t.id)).toEqual(expected);
  });

  it('searches the title, tags and due date', async () => {
    const [first] = await tasks();
    const day = new Date(first.dueDate).getUTCDate();
    const month = ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'][new Date(first.dueDate).getUTCMonth()];
    expect((await tasks({ q: `${day} ${month}` })).map((t) => t.id)).toContain(first.id);
    expect((await tasks({ q: first.title.toUpperCase() })).map((t) => t.id)).toContain(first.id);
    const high = (await tasks({ q: 'high' })).map((t) => t.id);
    expect(high).toEqual(expect.arrayContaining((await tasks({ tag: 'high' })).map((t) => t.id)));
  });

  it.each([
    ['title_asc', (a: GqlTask, b: GqlTask) => a.title.localeCompare(b.title, 'ru')],
    ['title_desc', (a: GqlTask, b: GqlTask) => b.title.localeCompare(a.title, 'ru')],
    ['assignee', (a: GqlTask, b: GqlTask) => (a.assignee?.fullName ?? '').localeCompare(b.assignee?.fullName ?? '', 'ru')],
    ['due_date', (a: GqlTask, b: GqlTask) => Date.parse(a.dueDate) - Date.parse(b.dueDate)],
  ])('sortBy %s', async (sortBy, compare) => {
    const list = await tasks({ sortBy });
    for (let i = 1; i < list.length; i++) expect(compare(list[i - 1], list[i])).toBeLessThanOrEqual(0);
  });

  it('refuses an unknown enum value', async () => {
    const res = await admin(TASKS, { sortBy: 'title-asc' });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pages: 20 by default, later pages in order without overlap, the whole list as total', async () => {
    const whole = (await tasks({ sortBy: 'title_asc' })).map((t) => t.id);
    const first = await admin<{ tasks: { total: number; items: GqlTask[] } }>(TASKS, { sortBy: 'title_asc' });
    expect(first.data?.tasks.total).toBe(whole.length);
    expect(first.data?.tasks.items.map((t) => t.id)).toEqual(whole.slice(0, 20));
    const third = await admin<{ tasks: { total: number; items: GqlTask[] } }>(TASKS, { sortBy: 'title_asc', page: 3, perPage: 7 });
    expect(third.data?.tasks.items.map((t) => t.id)).toEqual(whole.slice(14, 21));
    const past = await admin<{ tasks: { total: number; items: GqlTask[] } }>(TASKS, { page: 50, perPage: 100 });
    expect(past.data?.tasks).toEqual({ total: whole.length, items: [] });
  });

  it.each([
    ['perPage above 100', { perPage: 101 }, /perPage must be an integer from 1 to 100/],
    ['perPage 0', { perPage: 0 }, /perPage must be an integer from 1 to 100/],
    ['a negative page', { page: -2 }, /page must be a positive integer/],
    ['a fractional perPage', { perPage: 2.5 }, /\$perPage/],
    ['a page as text', { page: '2' }, /\$page/],
  ])('refuses %s with BAD_USER_INPUT naming it', async (_name, variables, message) => {
    const res = await admin(TASKS, variables);
    expect(res.data?.tasks ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toMatch(message);
  });
});

describe('Query.task and Query.assignees', () => {
  it('answers one task by id', async () => {
    const [first] = await tasks();
    const res = await admin<{ task: GqlTask }>(TASK, { id: first.id });
    expect(res.data?.task).toEqual(first);
  });

  it('fails with NOT_FOUND for an unknown id', async () => {
    expect((await admin(TASK, { id: '9999' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it.each(['abc', '0', '-3'])('fails with BAD_USER_INPUT for id "%s"', async (id) => {
    expect((await admin(TASK, { id })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists the team members', async () => {
    const res = await admin<{ assignees: { id: string; fullName: string; avatar: string | null }[] }>(
      '{ assignees { id fullName avatar } }',
    );
    expect(res.data?.assignees.length).toBeGreaterThanOrEqual(8);
    expect(res.data?.assignees[0]).toMatchObject({ id: '1', fullName: expect.any(String) });
  });
});

describe('Mutation.addTask', () => {
  it('adds a task that the list then shows first', async () => {
    const maxId = Math.max(...(await everyTask()).map((t) => Number(t.id)));
    const res = await admin<{ addTask: GqlTask }>(ADD, {
      input: { title: 'Созвон с «Омегой»', dueDate: '2026-12-03T08:00:00.000Z', assigneeId: '3', tags: ['update'], isImportant: true },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.addTask).toMatchObject({
      id: String(maxId + 1),
      title: 'Созвон с «Омегой»',
      dueDate: '2026-12-03T08:00:00.000Z',
      description: '',
      assignee: { id: '3' },
      tags: ['update'],
      isImportant: true,
      isCompleted: false,
      isDeleted: false,
    });
    expect((await tasks())[0]).toEqual(res.data?.addTask);
  });

  it.each([
    ['an empty title', { title: '', dueDate: '2026-12-03T08:00:00Z' }],
    ['a title over 200 characters', { title: 'я'.repeat(201), dueDate: '2026-12-03T08:00:00Z' }],
    ['an unknown assignee', { title: 'x', dueDate: '2026-12-03T08:00:00Z', assigneeId: '999' }],
    ['a non-numeric assignee id', { title: 'x', dueDate: '2026-12-03T08:00:00Z', assigneeId: 'abc' }],
    ['a bad dueDate', { title: 'x', dueDate: 'завтра' }],
    ['an unknown tag', { title: 'x', dueDate: '2026-12-03T08:00:00Z', tags: ['urgent'] }],
  ])('refuses %s with BAD_USER_INPUT and adds nothing', async (_name, input) => {
    const before = await everyTask();
    const res = await admin(ADD, { input });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await everyTask()).toEqual(before);
  });
});

describe('Mutation.updateTask', () => {
  it('changes the given fields and the query shows it', async () => {
    const [target] = await tasks();
    const res = await admin<{ updateTask: GqlTask }>(UPDATE, {
      id: target.id,
      input: { title: 'Изменено', isCompleted: !target.isCompleted, assigneeId: null },
    });
    const expected = { ...target, title: 'Изменено', isCompleted: !target.isCompleted, assignee: null };
    expect(res.data?.updateTask).toEqual(expected);
    expect((await admin<{ task: GqlTask }>(TASK, { id: target.id })).data?.task).toEqual(expected);
  });

  it('fails with NOT_FOUND for an unknown id', async () => {
    expect((await admin(UPDATE, { id: '9999', input: { title: 'x' } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a blank title and changes nothing', async () => {
    const before = await everyTask();
    const res = await admin(UPDATE, { id: before[0].id, input: { title: '  ' } });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await everyTask()).toEqual(before);
  });
});

describe('a guest assignee (named by the legacy client, not on the team)', () => {
  it('shows as guestAssignee beside a null typed assignee, until assigneeId replaces it', async () => {
    const rest = await injectAs(app, 'admin')({
      method: 'POST',
      url: '/apps/todo/add-tasks',
      payload: { task: { title: 'От старого клиента', dueDate: '2026-12-09T09:00:00.000Z', assignee: { fullName: 'Rachel Green', avatar: null } } },
    });
    const { id } = rest.json<{ task: { id: number } }>().task;
    const GUEST = `query ($id: ID!) { task(id: $id) { assignee { id } guestAssignee { fullName avatar } } }`;
    const read = await admin<{ task: { assignee: null; guestAssignee: { fullName: string; avatar: string } } }>(GUEST, { id: String(id) });
    expect(read.data?.task).toEqual({ assignee: null, guestAssignee: { fullName: 'Rachel Green', avatar: expect.stringMatching(/^\/avatars\/\d\/RG\.svg$/) } });
    const moved = await admin<{ updateTask: { assignee: { id: string }; guestAssignee: null } }>(
      'mutation ($id: ID!) { updateTask(id: $id, input: { assigneeId: "2" }) { assignee { id } guestAssignee { fullName } } }',
      { id: String(id) },
    );
    expect(moved.data?.updateTask).toEqual({ assignee: { id: '2' }, guestAssignee: null });
  });
});

describe('Mutation.deleteTask', () => {
  it('soft-deletes: the task moves to the deleted filter', async () => {
    const [target] = await tasks();
    const res = await admin<{ deleteTask: GqlTask }>(DELETE, { id: target.id });
    expect(res.data?.deleteTask).toEqual({ ...target, isDeleted: true });
    expect((await tasks()).map((t) => t.id)).not.toContain(target.id);
    expect((await tasks({ filter: 'deleted' })).map((t) => t.id)).toContain(target.id);
  });

  it('fails with NOT_FOUND for an unknown id and changes nothing', async () => {
    const before = await everyTask();
    expect((await admin(DELETE, { id: '9999' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await everyTask()).toEqual(before);
  });
});

describe('security', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['tasks', TASKS, {}],
    ['task', TASK, { id: '1' }],
    ['assignees', '{ assignees { id } }', {}],
    ['addTask', ADD, { input: { title: 'x', dueDate: '2026-12-03T08:00:00Z' } }],
    ['updateTask', UPDATE, { id: '1', input: { title: 'x' } }],
    ['deleteTask', DELETE, { id: '1' }],
  ];

  it.each(operations)('%s fails with UNAUTHENTICATED without a token', async (_name, query, variables) => {
    expect((await graphqlAs(app)(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s fails with FORBIDDEN for the client role and changes nothing', async (_name, query, variables) => {
    const before = await everyTask();
    expect((await graphqlAs(app, 'client')(query, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await everyTask()).toEqual(before);
  });
});
