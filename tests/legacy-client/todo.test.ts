import { describe, expect, it } from 'vitest';
import { useLegacyApp, expectBadRequest } from './support.js';

/**
 * The to-do store and its task sidebar. The sidebar posts its rich-text editor's state as the
 * description, `isDeleted` even for a new task, and an assignee from its own fixed list of people
 * (`{ fullName, avatar }`); a checkbox posts the whole task it was given back. Delete passes
 * `{ taskId }` as axios's config, so no id reaches us.
 */
interface Task {
  id: number;
  title: string;
  dueDate: string;
  description: string;
  /** A team member (with its id) or someone of the sidebar's own list (no id); always with a picture. */
  assignee: { id?: number; fullName: string; avatar: string } | null;
  tags: string[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

/** A serialized Draft.js EditorState, shaped as JSON.stringify leaves one (our own fixture). */
function editorState(...paragraphs: string[]) {
  const blocks = paragraphs.map((text, i) => ({
    key: `k${i}x7`,
    type: 'unstyled',
    text,
    characterList: [...text].map(() => ({ style: [], entity: null })),
    depth: 0,
    data: {},
  }));
  const selection = { anchorKey: 'k0x7', anchorOffset: 0, focusKey: 'k0x7', focusOffset: 0, isBackward: false, hasFocus: false };
  return {
    _immutable: {
      allowUndo: true,
      currentContent: { entityMap: {}, blockMap: Object.fromEntries(blocks.map((b) => [b.key, b])), selectionBefore: selection, selectionAfter: selection },
      decorator: null,
      directionMap: Object.fromEntries(blocks.map((b) => [b.key, 'LTR'])),
      forceSelection: false,
      inCompositionMode: false,
      inlineStyleOverride: null,
      lastChangeType: 'insert-characters',
      nativelyRenderedContent: null,
      redoStack: [],
      selection,
      treeMap: {},
      undoStack: [],
    },
  };
}

/** Tasks as the page first asks for them: every parameter sent, empty. */
const pageParams = { filter: '', q: '', sortBy: '', tag: '' };

function expectTask(task: Task): void {
  expect(task).toMatchObject({
    id: expect.any(Number),
    title: expect.any(String),
    description: expect.any(String),
    tags: expect.any(Array),
    isCompleted: expect.any(Boolean),
    isDeleted: expect.any(Boolean),
    isImportant: expect.any(Boolean),
  });
  expect(Number.isNaN(new Date(task.dueDate).getTime())).toBe(false);
  if (task.assignee) expect(task.assignee).toMatchObject({ fullName: expect.any(String) });
}

const ctx = useLegacyApp();

describe('reads', () => {
  it('GET /apps/todo/tasks?filter=&q=&sortBy=&tag=: every live task, newest first', async () => {
    const res = await ctx.client.get('/apps/todo/tasks', pageParams);
    expect(res.statusCode).toBe(200);
    const tasks = res.json<Task[]>();
    expect(tasks.length).toBeGreaterThan(5);
    tasks.forEach(expectTask);
    expect(tasks.every((t) => !t.isDeleted)).toBe(true);
    expect(tasks.map((t) => t.id)).toEqual([...tasks.map((t) => t.id)].sort((a, b) => b - a));
  });

  it.each([
    [{ ...pageParams, filter: 'important' }, (t: Task) => t.isImportant && !t.isDeleted],
    [{ ...pageParams, filter: 'deleted' }, (t: Task) => t.isDeleted],
    [{ ...pageParams, tag: 'team' }, (t: Task) => t.tags.includes('team')],
  ])('GET /apps/todo/tasks with %j filters as the sidebar links ask', async (params, keep) => {
    const tasks = (await ctx.client.get('/apps/todo/tasks', params)).json<Task[]>();
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every(keep)).toBe(true);
  });

  it('GET /apps/todo/tasks?…&sortBy=title-asc sorts by title', async () => {
    const titles = (await ctx.client.get('/apps/todo/tasks', { ...pageParams, sortBy: 'title-asc' })).json<Task[]>().map((t) => t.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'ru')));
  });
});

describe('writes', () => {
  const tasks = async (params = pageParams) => (await ctx.client.get('/apps/todo/tasks', params)).json<Task[]>();

  it('POST /apps/todo/add-tasks with the sidebar body: 201; the editor text is the description, the picked assignee kept as sent', async () => {
    const newTask = {
      dueDate: '2026-12-05T09:30:00.000Z',
      title: 'Подготовить коммерческое предложение',
      tags: ['team', 'high'],
      description: editorState('Собрать цены поставщиков.', 'Согласовать скидку.'),
      isCompleted: false,
      isDeleted: false,
      isImportant: true,
      assignee: { fullName: 'Pheobe Buffay', avatar: '/static/media/1-small.3f2c1a.png' },
    };
    const res = await ctx.client.post('/apps/todo/add-tasks', { task: newTask });
    expect(res.statusCode).toBe(201);
    const { task } = res.json<{ task: Task }>();
    expect(task).toMatchObject({
      title: newTask.title,
      tags: ['team', 'high'],
      description: 'Собрать цены поставщиков.\nСогласовать скидку.',
      isImportant: true,
      isDeleted: false,
      assignee: { fullName: 'Pheobe Buffay', avatar: '/static/media/1-small.3f2c1a.png' },
    });
    // Reopened from the list (TaskSidebar reads assignee.fullName and .avatar), it still names them.
    expect((await tasks())[0]).toEqual(task);
    expect((await tasks({ ...pageParams, filter: 'important' })).map((t) => t.id)).toContain(task.id);
  });

  it('POST /apps/todo/add-tasks after the sidebar was closed once (description "") keeps a team assignee picked by name', async () => {
    const [member] = (await ctx.admin({ method: 'GET', url: '/apps/todo/assignees' })).json<{ assignees: { fullName: string; avatar: string | null }[] }>().assignees;
    const res = await ctx.client.post('/apps/todo/add-tasks', {
      task: { dueDate: '2026-12-06T09:00:00.000Z', title: 'Созвон', tags: [], description: '', isCompleted: false, isDeleted: true, isImportant: false, assignee: member },
    });
    expect(res.statusCode).toBe(201);
    const { task } = res.json<{ task: Task }>();
    // A new task is never born deleted: the key is dropped.
    expect(task).toMatchObject({ description: '', isDeleted: false, assignee: { fullName: member.fullName } });
    expect((await tasks()).map((t) => t.id)).toContain(task.id);
  });

  it('keeps an assignee the sidebar names with its picture inlined (a data:image URL), and its initials avatar when it sends none', async () => {
    const inlined = `data:image/jpeg;base64,${'/9j/4AAQSkZJRgABAQ'.repeat(400)}`;
    const posted = async (assignee: { fullName: string; avatar: string | null }) =>
      (await ctx.client.post('/apps/todo/add-tasks', { task: { dueDate: '2026-12-07T09:00:00.000Z', title: 'Встреча', tags: [], description: '', isCompleted: false, isDeleted: false, isImportant: false, assignee } })).json<{ task: Task }>().task;
    expect((await posted({ fullName: 'Ross Geller', avatar: inlined })).assignee).toEqual({ fullName: 'Ross Geller', avatar: inlined });
    expect((await posted({ fullName: 'Monica Geller', avatar: null })).assignee).toEqual({ fullName: 'Monica Geller', avatar: expect.stringMatching(/^\/avatars\/\d+\/MG\.svg$/) });
  });

  it('POST /apps/todo/update-task from the sidebar of a task assigned to someone of its own list: kept, then replaced by a team member', async () => {
    const created = (await ctx.client.post('/apps/todo/add-tasks', {
      task: { dueDate: '2026-12-08T09:00:00.000Z', title: 'Отчёт', tags: [], description: '', isCompleted: false, isDeleted: false, isImportant: false, assignee: { fullName: 'Joey Tribbiani', avatar: '/static/media/5.png' } },
    })).json<{ task: Task }>().task;
    expect(created.assignee).toEqual({ fullName: 'Joey Tribbiani', avatar: '/static/media/5.png' });
    const sidebar = (task: Task, assignee: Task['assignee']) => ({ task: { dueDate: task.dueDate, title: task.title, tags: task.tags, description: editorState('Текст'), isCompleted: false, isDeleted: false, isImportant: false, assignee, id: task.id } });
    // Reopened and saved: the sidebar sends back the assignee it was given.
    expect((await ctx.client.post('/apps/todo/update-task', sidebar(created, created.assignee))).json<{ task: Task }>().task.assignee).toEqual(created.assignee);
    const [member] = (await ctx.admin({ method: 'GET', url: '/apps/todo/assignees' })).json<{ assignees: { id: number; fullName: string; avatar: string }[] }>().assignees;
    const { fullName, avatar } = member;
    await ctx.client.post('/apps/todo/update-task', sidebar(created, { fullName, avatar }));
    expect((await tasks()).find((t) => t.id === created.id)?.assignee).toEqual(member);
  });

  it('POST /apps/todo/update-task from the checkbox: the whole task echoed back with isCompleted flipped', async () => {
    const [item] = await tasks();
    const res = await ctx.client.post('/apps/todo/update-task', { task: { ...item, isCompleted: !item.isCompleted } });
    expect(res.statusCode).toBe(200);
    expect(res.json().task).toEqual({ ...item, isCompleted: !item.isCompleted });
    expect((await tasks()).find((t) => t.id === item.id)?.isCompleted).toBe(!item.isCompleted);
  });

  it('POST /apps/todo/update-task from the sidebar: editor state, the stored assignee and date sent back', async () => {
    const [item] = (await tasks()).filter((t) => t.assignee !== null);
    const res = await ctx.client.post('/apps/todo/update-task', {
      task: {
        dueDate: item.dueDate,
        title: `${item.title} (обновлено)`,
        tags: item.tags,
        description: editorState('Новый текст'),
        isCompleted: item.isCompleted,
        isDeleted: false,
        isImportant: !item.isImportant,
        assignee: item.assignee,
        id: item.id,
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = (await tasks()).find((t) => t.id === item.id);
    expect(updated).toEqual({ ...item, title: `${item.title} (обновлено)`, description: 'Новый текст', isImportant: !item.isImportant });
  });

  it('DELETE /apps/todo/delete-task sends no taskId: 400 naming it, nothing moves to the trash', async () => {
    const before = await tasks({ ...pageParams, filter: 'deleted' });
    expectBadRequest(await ctx.client.delete('/apps/todo/delete-task'), 'taskId');
    expect(await tasks({ ...pageParams, filter: 'deleted' })).toEqual(before);
  });
});
