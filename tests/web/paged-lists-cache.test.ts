import { describe, expect, it } from 'vitest';
import {
  EmailsDocument,
  TasksDocument,
  UpdateEmailsDocument,
  UpdateTaskDocument,
  type EmailsQueryVariables,
  type TaskFieldsFragment,
  type TasksQueryVariables,
} from '../../web/src/__generated__/graphql.js';
import { cachedEmailRows, syncEmailLists } from '../../web/src/features/email/api/email-cache.js';
import { applyEmailsChanged } from '../../web/src/features/email/live/emails-changed.js';
import { placeTaskInLists } from '../../web/src/features/todo/api/tasks-cache.js';
import { applyTaskChanged } from '../../web/src/features/todo/live/task-changed.js';
import { useCountingClient } from './support.js';

const live = useCountingClient();

const PER_PAGE = 10;

/** The pages 1..`pages` of a task list, read as the web list reads them (each later page is a fetchMore: network, merged). */
async function taskPages(variables: TasksQueryVariables, pages: number) {
  for (let page = 1; page <= pages; page++) {
    await live.client.query({ query: TasksDocument, variables: { ...variables, page, perPage: PER_PAGE }, fetchPolicy: page === 1 ? 'cache-first' : 'network-only' });
  }
  return cachedTasks(variables);
}

function cachedTasks(variables: TasksQueryVariables) {
  return live.client.cache.readQuery({ query: TasksDocument, variables: { ...variables, page: 1, perPage: PER_PAGE } })!.tasks;
}

/** The server's whole list, asked past the cache. */
async function serverTasks(variables: TasksQueryVariables) {
  const { data } = await live.client.query({ query: TasksDocument, variables: { ...variables, page: 1, perPage: 100 }, fetchPolicy: 'no-cache' });
  return data!.tasks;
}

async function expectPrefixOfServer(variables: TasksQueryVariables) {
  const cached = cachedTasks(variables);
  const whole = await serverTasks(variables);
  expect(cached.total, JSON.stringify(variables)).toBe(whole.total);
  expect(cached.items.map((t) => t.id)).toEqual(whole.items.slice(0, cached.items.length).map((t) => t.id));
}

describe('task pages in the normalized cache', () => {
  it('pages merge into one list per filter, in order, without repeats', async () => {
    const list = await taskPages({}, 3);
    const whole = await serverTasks({});
    expect(list.items.map((t) => t.id)).toEqual(whole.items.slice(0, 3 * PER_PAGE).map((t) => t.id));
    expect(list.total).toBe(whole.total);
    // Asking page 1 again (a reload of the list) starts the list again.
    await live.client.query({ query: TasksDocument, variables: { page: 1, perPage: PER_PAGE }, fetchPolicy: 'network-only' });
    expect(cachedTasks({}).items).toHaveLength(PER_PAGE);
  });

  it('a task of a later page joins another cached list: total and place right, nothing re-read; its live echo changes nothing', async () => {
    const all = await taskPages({}, 2);
    await taskPages({ filter: 'important' }, 1);
    await taskPages({ filter: 'deleted' }, 1);
    const task = all.items.slice(PER_PAGE).find((t) => !t.isImportant) as TaskFieldsFragment;
    const important = cachedTasks({ filter: 'important' }).total;
    live.operations = [];

    const { data } = await live.client.mutate({
      mutation: UpdateTaskDocument,
      variables: { id: task.id, input: { isImportant: true } },
      optimisticResponse: { updateTask: { ...task, isImportant: true } },
      update: (cache, { data: answer }) => answer && placeTaskInLists(cache, answer.updateTask, task, answer.updateTask.version === task.version),
    });
    expect(live.operations).toEqual(['UpdateTask']);
    expect(cachedTasks({ filter: 'important' }).total).toBe(important + 1);
    await expectPrefixOfServer({ filter: 'important' });
    await expectPrefixOfServer({});

    // The same change arriving again over the live feed is placed once only.
    applyTaskChanged({ taskChanged: { __typename: 'TaskChanged', change: 'UPDATED', task: data!.updateTask, actor: null } } as never, live.client.cache);
    expect(cachedTasks({ filter: 'important' }).total).toBe(important + 1);
  });

  it('the last task loaded, changed in a way that leaves its sort key, keeps its place in every list sorted by it', async () => {
    for (const sortBy of [undefined, 'due_date'] as const) {
      const variables: TasksQueryVariables = sortBy ? { sortBy } : {};
      const list = await taskPages(variables, 1);
      const last = list.items[PER_PAGE - 1];
      const { data } = await live.client.mutate({
        mutation: UpdateTaskDocument,
        variables: { id: last.id, input: { isImportant: !last.isImportant } },
        update: (cache, { data: answer }) => answer && placeTaskInLists(cache, answer.updateTask, last),
      });
      expect(data!.updateTask.isImportant).toBe(!last.isImportant);
      expect(cachedTasks(variables).items.map((t) => t.id)).toEqual(list.items.map((t) => t.id));
      await expectPrefixOfServer(variables);
    }
  });

  it('a trashed task of a later page leaves every list it was in and joins the trash, totals exact', async () => {
    const all = await taskPages({}, 2);
    await taskPages({ filter: 'deleted' }, 1);
    await taskPages({ tag: 'high' }, 1);
    const task = all.items[PER_PAGE + 3];
    const { data } = await live.client.mutate({
      mutation: UpdateTaskDocument,
      variables: { id: task.id, input: { isDeleted: true } },
      update: (cache, { data: answer }) => answer && placeTaskInLists(cache, answer.updateTask, task),
    });
    expect(data!.updateTask.isDeleted).toBe(true);
    expect(cachedTasks({}).items.map((t) => t.id)).not.toContain(task.id);
    for (const variables of [{}, { filter: 'deleted' }, { tag: 'high' }] as TasksQueryVariables[]) await expectPrefixOfServer(variables);
  });
});

describe('mail pages in the normalized cache', () => {
  const cachedMails = (variables: EmailsQueryVariables) => live.client.cache.readQuery({ query: EmailsDocument, variables: { ...variables, page: 1, perPage: PER_PAGE } })!.emails;

  it('a mail starred on a later page of the inbox joins the cached starred view once, its total right', async () => {
    for (const page of [1, 2]) await live.client.query({ query: EmailsDocument, variables: { page, perPage: PER_PAGE }, fetchPolicy: 'network-only' });
    await live.client.query({ query: EmailsDocument, variables: { folder: 'starred', page: 1, perPage: PER_PAGE } });
    const inbox = cachedMails({});
    const mail = inbox.items.slice(PER_PAGE).find((m) => !m.isStarred)!;
    const starred = cachedMails({ folder: 'starred' }).total;
    const before = cachedEmailRows(live.client.cache, [mail.id]);
    live.operations = [];

    const { data } = await live.client.mutate({
      mutation: UpdateEmailsDocument,
      variables: { ids: [mail.id], input: { isStarred: true } },
      update: (cache, { data: answer }) => answer && syncEmailLists(cache, answer.updateEmails.emails, before),
    });
    expect(live.operations).toEqual(['UpdateEmails']);
    const after = cachedMails({ folder: 'starred' });
    expect(after.total).toBe(starred + 1);
    applyEmailsChanged({ emailsChanged: { change: 'UPDATED', emails: data!.updateEmails.emails, meta: data!.updateEmails.meta, actor: null } } as never, live.client.cache);
    expect(cachedMails({ folder: 'starred' }).total).toBe(starred + 1);

    const { data: whole } = await live.client.query({ query: EmailsDocument, variables: { folder: 'starred', page: 1, perPage: 100 }, fetchPolicy: 'no-cache' });
    expect(after.items.map((m) => m.id)).toEqual(whole!.emails.items.slice(0, after.items.length).map((m) => m.id));
    expect(whole!.emails.total).toBe(after.total);
  });
});

describe('mail pages: the last mail loaded', () => {
  it('keeps its place when it is marked read or unread', async () => {
    await live.client.query({ query: EmailsDocument, variables: { page: 1, perPage: PER_PAGE }, fetchPolicy: 'network-only' });
    const inbox = () => live.client.cache.readQuery({ query: EmailsDocument, variables: { page: 1, perPage: PER_PAGE } })!.emails;
    const ids = inbox().items.map((m) => m.id);
    const last = inbox().items[PER_PAGE - 1];
    const before = cachedEmailRows(live.client.cache, [last.id]);
    await live.client.mutate({
      mutation: UpdateEmailsDocument,
      variables: { ids: [last.id], input: { isRead: !last.isRead } },
      update: (cache, { data: answer }) => answer && syncEmailLists(cache, answer.updateEmails.emails, before),
    });
    expect(inbox().items.map((m) => m.id)).toEqual(ids);
  });
});

describe('a list whose total the server estimated', () => {
  it('keeps more to load until a page comes back short, then its length is the total', async () => {
    const rows = (await serverTasks({})).items;
    const variables = { q: 'оценка', page: 1, perPage: PER_PAGE };
    const write = (page: number, items: typeof rows, total: number) => {
      // As the server answers it, typename included (the generated result types leave it out).
      const answer = { __typename: 'TaskPage' as const, items, total, totalEstimated: true };
      live.client.cache.writeQuery({ query: TasksDocument, variables: { ...variables, page }, data: { tasks: answer } });
    };
    write(1, rows.slice(0, 10), 5_000);
    expect(cachedTasks(variables)).toMatchObject({ total: 5_000, totalEstimated: true });
    // A lower estimate than the rows loaded so far still leaves one more to ask for.
    write(2, rows.slice(10, 20), 12);
    expect(cachedTasks(variables)).toMatchObject({ total: 21, totalEstimated: true });
    write(3, rows.slice(20, 23), 5_000);
    const ended = cachedTasks(variables);
    expect(ended).toMatchObject({ total: 23, totalEstimated: false });
    expect(ended.items.map((t) => t.id)).toEqual(rows.slice(0, 23).map((t) => t.id));
  });
});
