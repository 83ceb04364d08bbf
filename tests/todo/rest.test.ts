import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dueDateTexts } from '../../server/todo/due-date-text.js';
import { TASK_TAG_LABELS } from '../../server/todo/models.js';
import { injectAs, useApp } from '../helper.js';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';

interface Member {
  id: number;
  fullName: string;
  avatar: string | null;
}
interface Task {
  id: number;
  title: string;
  dueDate: string;
  description: string;
  assignee: Member | null;
  tags: string[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

const app = useApp();
const admin = injectAs(app, 'admin');

async function tasks(query = ''): Promise<Task[]> {
  const res = await admin({ method: 'GET', url: `/apps/todo/tasks${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Every task, deleted or not, by id. */
async function everyTask(): Promise<Task[]> {
  return [...(await tasks()), ...(await tasks('?filter=deleted'))].sort((a, b) => a.id - b.id);
}

const TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
const ru = new Intl.Collator('ru', { sensitivity: 'base' });

describe('GET /apps/todo/tasks', () => {
  it('answers the tasks not deleted, latest (id descending) first, with the assignee embedded', async () => {
    const list = await tasks();
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.every((t) => !t.isDeleted)).toBe(true);
    expect(list.map((t) => t.id)).toEqual([...list.map((t) => t.id)].sort((a, b) => b - a));
    for (const task of list) {
      expect(Object.keys(task).sort()).toEqual(
        ['assignee', 'description', 'dueDate', 'id', 'isCompleted', 'isDeleted', 'isImportant', 'tags', 'title'],
      );
      expect(Number.isNaN(Date.parse(task.dueDate))).toBe(false);
      expect(task.assignee).toMatchObject({ id: expect.any(Number), fullName: expect.any(String) });
    }
  });

  it('seeds at least 40 tasks using every tag and every flag', async () => {
    const all = await everyTask();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.flatMap((t) => t.tags))).toEqual(new Set(TAGS));
    for (const flag of ['isCompleted', 'isDeleted', 'isImportant'] as const) {
      expect(all.some((t) => t[flag])).toBe(true);
      expect(all.some((t) => !t[flag])).toBe(true);
    }
  });

  it.each([
    ['important', (t: Task) => t.isImportant && !t.isDeleted],
    ['completed', (t: Task) => t.isCompleted && !t.isDeleted],
    ['deleted', (t: Task) => t.isDeleted],
  ])('filter=%s answers exactly the matching tasks', async (filter, rule) => {
    const expected = (await everyTask()).filter(rule).map((t) => t.id).sort((a, b) => b - a);
    expect(expected.length).toBeGreaterThan(0);
    expect((await tasks(`?filter=${filter}`)).map((t) => t.id)).toEqual(expected);
  });

  it.each(TAGS)('tag=%s answers the tasks carrying that tag', async (tag) => {
    const expected = (await tasks()).filter((t) => t.tags.includes(tag)).map((t) => t.id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await tasks(`?tag=${tag}`)).map((t) => t.id)).toEqual(expected);
  });

  it('combines filter and tag', async () => {
    const expected = (await tasks('?filter=deleted')).filter((t) => t.tags.includes('medium')).map((t) => t.id);
    expect((await tasks('?filter=deleted&tag=medium')).map((t) => t.id)).toEqual(expected);
  });

  it('treats empty parameters, as legacy clients send them, as unset', async () => {
    expect(await tasks('?q=&filter=&tag=&sortBy=')).toEqual(await tasks());
  });

  /** The documented rule: title, tag key or Russian label, or a text of the due date. */
  function matches(task: Task, q: string): boolean {
    const texts = [task.title, ...task.tags, ...task.tags.map((tag) => TASK_TAG_LABELS[tag as keyof typeof TASK_TAG_LABELS]), ...dueDateTexts(task.dueDate)];
    return texts.some((text) => text.toLowerCase().includes(q.toLowerCase()));
  }

  it.each(['ОТЧЁТ', 'crm', 'ниЗ', '1', 'Dec'])('search "%s" answers exactly the tasks the rule matches', async (q) => {
    const expected = (await tasks()).filter((t) => matches(t, q)).map((t) => t.id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await tasks(`?q=${encodeURIComponent(q)}`)).map((t) => t.id)).toEqual(expected);
  });

  it.each([
    ['a tag key', 'update', (t: Task) => t.tags.includes('update')],
    ['a tag\'s Russian label', 'высокий', (t: Task) => t.tags.includes('high')],
  ])('searches by %s', async (_name, q, rule) => {
    const found = await tasks(`?q=${encodeURIComponent(q)}`);
    const expected = (await tasks()).filter(rule).map((t) => t.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((t) => t.id)).toEqual(expect.arrayContaining(expected));
  });

  it('searches the due date as "D MMM" in English and Russian and as "DD.MM"', async () => {
    const list = await tasks();
    const target = list[0];
    const due = new Date(target.dueDate);
    const months = { en: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], ru: ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'] };
    const day = due.getUTCDate();
    const month = due.getUTCMonth();
    const queries = [
      `${day} ${months.en[month].toUpperCase()}`,
      `${day} ${months.ru[month]}`,
      `${String(day).padStart(2, '0')}.${String(month + 1).padStart(2, '0')}`,
    ];
    for (const q of queries) {
      const found = await tasks(`?q=${encodeURIComponent(q)}`);
      expect(found.map((t) => t.id)).toContain(target.id);
    }
    const byMonth = await tasks(`?q=${months.ru[month]}`);
    const sameMonth = list.filter((t) => new Date(t.dueDate).getUTCMonth() === month).map((t) => t.id);
    expect(byMonth.map((t) => t.id)).toEqual(expect.arrayContaining(sameMonth));
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await tasks('?q=zzzz-nothing')).toEqual([]);
  });

  it.each([
    ['latest', (a: Task, b: Task) => b.id - a.id],
    ['title-asc', (a: Task, b: Task) => ru.compare(a.title, b.title) || b.id - a.id],
    ['title-desc', (a: Task, b: Task) => ru.compare(b.title, a.title) || b.id - a.id],
    ['assignee', (a: Task, b: Task) => ru.compare(a.assignee?.fullName ?? '', b.assignee?.fullName ?? '') || b.id - a.id],
    ['due-date', (a: Task, b: Task) => Date.parse(a.dueDate) - Date.parse(b.dueDate) || b.id - a.id],
  ])('sortBy=%s orders the list', async (sortBy, compare) => {
    const list = await tasks(`?sortBy=${sortBy}`);
    expect(list.map((t) => t.id)).toEqual([...list].sort(compare).map((t) => t.id));
    expect(new Set(list.map((t) => t.id))).toEqual(new Set((await tasks()).map((t) => t.id)));
  });

  it.each([
    ['an unknown filter', '?filter=archived'],
    ['an unknown tag', '?tag=urgent'],
    ['an unknown sort', '?sortBy=oldest'],
    ['a query over 200 characters', `?q=${'a'.repeat(201)}`],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await admin({ method: 'GET', url: `/apps/todo/tasks${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });
});

describe('GET /apps/todo/assignees', () => {
  it('answers at least 8 team members in id order, those without a photo with their initials avatar', async () => {
    const res = await admin({ method: 'GET', url: '/apps/todo/assignees' });
    expect(res.statusCode).toBe(200);
    const { assignees } = res.json() as { assignees: Member[] };
    expect(assignees.length).toBeGreaterThanOrEqual(8);
    expect(assignees.map((m) => m.id)).toEqual([...assignees.map((m) => m.id)].sort((a, b) => a - b));
    expect(assignees.some((m) => m.avatar === initialsAvatarUrl(m.fullName))).toBe(true);
    expect(assignees.every((m) => typeof m.avatar === 'string' && m.avatar !== '')).toBe(true);
    expect(assignees.every((m) => /[А-Яа-яЁё]/.test(m.fullName))).toBe(true);
  });
});

describe('POST /apps/todo/add-tasks', () => {
  const newTask = { title: 'Позвонить в «Гамму»', dueDate: '2026-12-05', description: '<p>Обсудить скидку</p>', tags: ['high', 'team'] };

  it('adds a task with id = max + 1, first in the latest order', async () => {
    const maxId = Math.max(...(await everyTask()).map((t) => t.id));
    const res = await admin({ method: 'POST', url: '/apps/todo/add-tasks', payload: { task: { ...newTask, assigneeId: 2, isImportant: true } } });
    expect(res.statusCode).toBe(201);
    const { task } = res.json() as { task: Task };
    expect(task).toMatchObject({
      id: maxId + 1,
      title: newTask.title,
      dueDate: '2026-12-05T00:00:00.000Z',
      description: newTask.description,
      tags: ['high', 'team'],
      isImportant: true,
      isCompleted: false,
      isDeleted: false,
      assignee: { id: 2, fullName: expect.any(String) },
    });
    expect((await tasks())[0]).toEqual(task);
    expect((await tasks('?filter=important')).map((t) => t.id)).toContain(task.id);
  });

  it('accepts the legacy assignee object, matched by fullName', async () => {
    const { assignees } = (await admin({ method: 'GET', url: '/apps/todo/assignees' })).json() as { assignees: Member[] };
    const member = assignees[3];
    const res = await admin({
      method: 'POST',
      url: '/apps/todo/add-tasks',
      payload: { task: { ...newTask, assignee: { fullName: member.fullName, avatar: member.avatar } } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().task.assignee).toEqual(member);
  });

  it('leaves the task unassigned without an assignee and trims the title', async () => {
    const res = await admin({ method: 'POST', url: '/apps/todo/add-tasks', payload: { task: { title: '  Задача  ', dueDate: '2026-12-05T10:30:00Z' } } });
    expect(res.statusCode).toBe(201);
    expect(res.json().task).toMatchObject({ title: 'Задача', assignee: null, tags: [], description: '', dueDate: '2026-12-05T10:30:00.000Z' });
  });

  it.each([
    ['no task wrapper', newTask],
    ['a missing title', { task: { dueDate: '2026-12-05' } }],
    ['an empty title', { task: { ...newTask, title: '' } }],
    ['a blank title', { task: { ...newTask, title: '   ' } }],
    ['a title over 200 characters', { task: { ...newTask, title: 'я'.repeat(201) } }],
    ['a missing dueDate', { task: { title: 'Задача' } }],
    ['a dueDate that is not a date', { task: { ...newTask, dueDate: 'завтра' } }],
    ['an impossible dueDate', { task: { ...newTask, dueDate: '2026-13-45' } }],
    ['an unknown tag', { task: { ...newTask, tags: ['urgent'] } }],
    ['an unknown assigneeId', { task: { ...newTask, assigneeId: 999 } }],
    ['both assigneeId and assignee', { task: { ...newTask, assigneeId: 1, assignee: { fullName: 'Кто-то', avatar: null } } }],
  ])('refuses %s with 400 and adds nothing', async (_name, payload) => {
    const before = await everyTask();
    const res = await admin({ method: 'POST', url: '/apps/todo/add-tasks', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(await everyTask()).toEqual(before);
  });
});

describe('POST /apps/todo/update-task', () => {
  it('changes only the given fields, and the list shows it', async () => {
    const [target] = await tasks();
    const res = await admin({
      method: 'POST',
      url: '/apps/todo/update-task',
      payload: { task: { id: target.id, title: 'Новое название', isCompleted: !target.isCompleted, tags: ['low'] } },
    });
    expect(res.statusCode).toBe(200);
    const expected = { ...target, title: 'Новое название', isCompleted: !target.isCompleted, tags: ['low'] };
    expect(res.json()).toEqual({ task: expected });
    expect((await tasks()).find((t) => t.id === target.id)).toEqual(expected);
  });

  it('accepts the whole task echoed back, as legacy clients send it, and can unassign', async () => {
    const [target] = await tasks();
    const res = await admin({ method: 'POST', url: '/apps/todo/update-task', payload: { task: { ...target, isImportant: true } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().task).toEqual({ ...target, isImportant: true });
    const unassigned = await admin({ method: 'POST', url: '/apps/todo/update-task', payload: { task: { id: target.id, assignee: null } } });
    expect(unassigned.json().task.assignee).toBeNull();
  });

  it('restores a deleted task with isDeleted false', async () => {
    const [deleted] = await tasks('?filter=deleted');
    const res = await admin({ method: 'POST', url: '/apps/todo/update-task', payload: { task: { id: deleted.id, isDeleted: false } } });
    expect(res.statusCode).toBe(200);
    expect((await tasks()).map((t) => t.id)).toContain(deleted.id);
  });

  it('answers 404 for an unknown id and changes nothing', async () => {
    const before = await everyTask();
    const res = await admin({ method: 'POST', url: '/apps/todo/update-task', payload: { task: { id: 9999, title: 'Нет' } } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Task 9999 not found' });
    expect(await everyTask()).toEqual(before);
  });

  it.each([
    ['a missing id', { task: { title: 'Без id' } }],
    ['an invalid id', { task: { id: 'abc', title: 'x' } }],
    ['an empty title', { task: { id: 1, title: '' } }],
    ['an unknown tag', { task: { id: 1, tags: ['urgent'] } }],
    ['a bad dueDate', { task: { id: 1, dueDate: '05.12.2026' } }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const before = await everyTask();
    const res = await admin({ method: 'POST', url: '/apps/todo/update-task', payload });
    expect(res.statusCode).toBe(400);
    expect(await everyTask()).toEqual(before);
  });
});

describe('DELETE /apps/todo/delete-task', () => {
  it.each([
    ['the query string', (id: number) => ({ url: `/apps/todo/delete-task?taskId=${id}` })],
    ['the JSON body', (id: number) => ({ url: '/apps/todo/delete-task', payload: { taskId: id } })],
  ])('soft-deletes the task named in %s', async (_name, request) => {
    const [target] = await tasks();
    const res = await admin({ method: 'DELETE', ...request(target.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ task: { ...target, isDeleted: true } });
    expect((await tasks()).map((t) => t.id)).not.toContain(target.id);
    expect((await tasks('?filter=deleted')).map((t) => t.id)).toContain(target.id);
  });

  it('answers 404 for an unknown id and changes nothing', async () => {
    const before = await everyTask();
    const res = await admin({ method: 'DELETE', url: '/apps/todo/delete-task?taskId=9999' });
    expect(res.statusCode).toBe(404);
    expect(await everyTask()).toEqual(before);
  });

  it.each([
    ['no id', '/apps/todo/delete-task'],
    ['a non-numeric id', '/apps/todo/delete-task?taskId=abc'],
    ['a zero id', '/apps/todo/delete-task?taskId=0'],
  ])('refuses %s with 400', async (_name, url) => {
    const before = await everyTask();
    const res = await admin({ method: 'DELETE', url });
    expect(res.statusCode).toBe(400);
    expect(await everyTask()).toEqual(before);
  });
});

describe('security', () => {
  const routes: InjectOptions[] = [
    { method: 'GET', url: '/apps/todo/tasks' },
    { method: 'GET', url: '/apps/todo/assignees' },
    { method: 'POST', url: '/apps/todo/add-tasks', payload: { task: { title: 'x', dueDate: '2026-12-01' } } },
    { method: 'POST', url: '/apps/todo/update-task', payload: { task: { id: 1, title: 'x' } } },
    { method: 'DELETE', url: '/apps/todo/delete-task?taskId=1' },
  ];

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    const res = await app.inject(route);
    expect(res.statusCode).toBe(401);
  });

  it.each(routes)('$method $url answers 403 to the client role and changes nothing', async (route) => {
    const before = await everyTask();
    const res = await injectAs(app, 'client')(route);
    expect(res.statusCode).toBe(403);
    expect(await everyTask()).toEqual(before);
  });
});
