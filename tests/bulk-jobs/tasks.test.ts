import { describe, expect, it } from 'vitest';
import { extensionsOf, graphqlAs, graphqlDataAs, type Role, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { TASK_CHUNK, TASK_LANES } from '../../server/todo/bulk.js';
import { untilEnded } from './support.js';

/**
 * bulkUpdateTasks / bulkDeleteTasks through GraphQL: a selection of picked ids or of everything the list's filter
 * matches but some, the job's progress, every change audited under its batch, and the batch undone with the single
 * restore's conflict rule.
 */
interface Job {
  id: string;
  status: string;
  total: number;
  done: number;
  skipped: number;
  failed: number;
  batchId: string;
}
interface Task {
  id: string;
  tags: string[];
  isCompleted: boolean;
  isImportant: boolean;
  isDeleted: boolean;
}

const JOB = 'id kind status total done skipped failed batchId';
const UPDATE = `mutation($selection: TaskSelection!, $patch: TaskPatch!) { bulkUpdateTasks(selection: $selection, patch: $patch) { ${JOB} } }`;
const DELETE = `mutation($selection: TaskSelection!) { bulkDeleteTasks(selection: $selection) { ${JOB} } }`;
const READ_JOB = `query($id: ID!) { bulkJob(id: $id) { ${JOB} } }`;
const TASKS = 'query($filter: TaskFilter, $q: String) { tasks(filter: $filter, q: $q, perPage: 100) { total items { id tags isCompleted isImportant isDeleted } } }';
const RESTORE_BATCH = `mutation($batchId: ID!) { restoreAuditBatch(batchId: $batchId) { ${JOB} } }`;
const BATCH_EVENTS = 'query($batchId: ID!) { auditEvents(batchId: $batchId, first: 100) { items { id action subject recordId batchId } } }';

describe.each(STORE_NAMES)('bulk changes of tasks on the %s store', (store) => {
  const app = useApp({ config: appStoreConfig(store) });
  const data = (role: Role = 'admin') => graphqlDataAs(app, role);
  const tasks = async (filter?: string) => (await data()<{ tasks: { total: number; items: Task[] } }>(TASKS, { filter })).tasks;
  /** The job once it has ended (it goes on after the mutation answers). */
  const ended = (job: Job, role: Role = 'admin'): Promise<Job> => untilEnded(async () => (await data(role)<{ bulkJob: Job }>(READ_JOB, { id: job.id })).bulkJob);
  const errorOf = async (query: string, variables: object, role: Role = 'admin') => {
    const res = await graphqlAs(app, role)(query, variables as Record<string, unknown>);
    expect(res.errors, JSON.stringify(res.data)).toBeDefined();
    return { code: res.errors![0].extensions?.code, field: extensionsOf(res.errors![0])?.field, message: res.errors![0].message };
  };

  it('changes everything the list’s filter matches but the excepted, as one audited batch', async () => {
    const important = (await tasks('important')).items;
    expect(important.length).toBeGreaterThan(2);
    const [kept, ...changed] = important;
    const started = (await data()<{ bulkUpdateTasks: Job }>(UPDATE, { selection: { matching: { filter: 'important' }, exceptIds: [kept.id] }, patch: { addTags: ['high'], isCompleted: true } })).bulkUpdateTasks;
    expect(started).toMatchObject({ status: 'running', total: changed.length });
    expect(await ended(started)).toMatchObject({ status: 'completed', total: changed.length, done: changed.length, skipped: 0, failed: 0 });

    const after = new Map((await tasks()).items.concat((await tasks('completed')).items).map((t) => [t.id, t]));
    for (const task of changed) expect(after.get(task.id)).toMatchObject({ isCompleted: true, tags: expect.arrayContaining(['high']) });
    expect((await tasks('important')).items.find((t) => t.id === kept.id)).toEqual(kept);

    const events = (await data()<{ auditEvents: { items: { recordId: string; action: string; batchId: string }[] } }>(BATCH_EVENTS, { batchId: started.batchId })).auditEvents.items;
    expect(events.map((e) => e.recordId).sort()).toEqual(changed.map((t) => t.id).sort());
    expect(new Set(events.map((e) => `${e.action} ${e.batchId}`))).toEqual(new Set([`update ${started.batchId}`]));
  });

  it('undoes a batch as one job; a task changed since is left as it is and counted failed', async () => {
    const picked = (await tasks()).items.filter((t) => !t.isImportant).slice(0, 3);
    const job = await ended((await data()<{ bulkUpdateTasks: Job }>(UPDATE, { selection: { ids: picked.map((t) => t.id) }, patch: { isImportant: true } })).bulkUpdateTasks);
    expect(job).toMatchObject({ status: 'completed', done: 3 });
    // Someone changes one of them afterwards: its undo would overwrite that.
    await data()('mutation($id: ID!) { updateTask(id: $id, input: { title: "Позже" }) { id } }', { id: picked[0].id });

    const undo = await ended((await data()<{ restoreAuditBatch: Job }>(RESTORE_BATCH, { batchId: job.batchId })).restoreAuditBatch);
    expect(undo).toMatchObject({ status: 'completed', total: 3, done: 2, failed: 1, skipped: 0 });
    expect(undo.batchId).not.toBe(job.batchId);
    const now = new Map((await tasks()).items.map((t) => [t.id, t]));
    expect(now.get(picked[0].id)?.isImportant).toBe(true);
    expect([now.get(picked[1].id)?.isImportant, now.get(picked[2].id)?.isImportant]).toEqual([false, false]);

    // Each undone event names its restore, and each restore the event it undid, as single restores do.
    const EVENTS = 'query($batchId: ID!) { auditEvents(batchId: $batchId) { items { id action recordId restoredById restores { id } } } }';
    type Event = { id: string; action: string; recordId: string; restoredById: string | null; restores: { id: string } | null };
    const events = async (batchId: string) => (await data()<{ auditEvents: { items: Event[] } }>(EVENTS, { batchId })).auditEvents.items;
    const undone = new Map((await events(job.batchId)).map((event) => [event.recordId, event]));
    const restores = await events(undo.batchId);
    expect(restores.map((event) => [event.action, event.recordId]).sort()).toEqual([['restore', picked[1].id], ['restore', picked[2].id]].sort());
    for (const restore of restores) {
      expect(restore.restores?.id).toBe(undone.get(restore.recordId)?.id);
      expect(undone.get(restore.recordId)?.restoredById).toBe(restore.id);
    }
    expect(undone.get(picked[0].id)?.restoredById).toBeNull();
    // Undone once, a batch's events are not undone again.
    const again = await ended((await data()<{ restoreAuditBatch: Job }>(RESTORE_BATCH, { batchId: job.batchId })).restoreAuditBatch);
    expect(again).toMatchObject({ status: 'completed', total: 3, done: 0, failed: 3 });
  });

  it('moves picked tasks to the trash; the job is its owner’s alone', async () => {
    const picked = (await tasks()).items.slice(0, 2);
    const job = await ended((await data()<{ bulkDeleteTasks: Job }>(DELETE, { selection: { ids: picked.map((t) => t.id) } })).bulkDeleteTasks);
    expect(job).toMatchObject({ status: 'completed', done: 2 });
    expect((await tasks('deleted')).items.map((t) => t.id)).toEqual(expect.arrayContaining(picked.map((t) => t.id)));
    expect(await errorOf(READ_JOB, { id: job.id }, 'manager')).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    ['selection', { selection: { ids: ['1'], matching: { filter: 'important' } }, patch: { isImportant: true } }],
    ['selection', { selection: {}, patch: { isImportant: true } }],
    ['patch', { selection: { ids: ['1'] }, patch: {} }],
    ['patch.removeTags', { selection: { ids: ['1'] }, patch: { addTags: ['team'], removeTags: ['team'] } }],
  ])('refuses a bad %s naming it, and starts nothing', async (field, variables) => {
    const before = await tasks();
    expect(await errorOf(UPDATE, variables)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await tasks()).toEqual(before);
  });

  it('refuses a patch value of the wrong type, and a caller who may not change tasks', async () => {
    expect(await errorOf(UPDATE, { selection: { ids: ['1'] }, patch: { isCompleted: 'yes' } })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await errorOf(UPDATE, { selection: { ids: ['1'] }, patch: { isCompleted: true } }, 'client')).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf(DELETE, { selection: { ids: ['1'] } }, 'client')).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe.each(STORE_NAMES)('a bulk change of more tasks than two chunks on the %s store', (store) => {
  const app = useApp({ config: { ...appStoreConfig(store), seedRows: 3 * TASK_CHUNK } });
  const data = graphqlDataAs(app, 'admin');
  const total = async (filter?: string) => (await data<{ tasks: { total: number } }>('query($filter: TaskFilter) { tasks(filter: $filter, perPage: 1) { total } }', { filter })).tasks.total;
  const ended = (job: Job): Promise<Job> => untilEnded(async () => (await data<{ bulkJob: Job }>(READ_JOB, { id: job.id })).bulkJob);

  it('writes its chunks two at a time: every task once, audited, and the batch undone whole', async () => {
    const listed = await total();
    const important = await total('important');
    expect(listed).toBeGreaterThan(2 * TASK_CHUNK);
    expect(TASK_LANES).toBe(2);
    const job = await ended((await data<{ bulkUpdateTasks: Job }>(UPDATE, { selection: { matching: {} }, patch: { isImportant: true } })).bulkUpdateTasks);
    expect(job).toMatchObject({ status: 'completed', total: listed, done: listed, skipped: 0, failed: 0 });
    expect(await total('important')).toBe(listed);
    // One event per task the job changed (those already important were left as they were).
    const undo = await ended((await data<{ restoreAuditBatch: Job }>(RESTORE_BATCH, { batchId: job.batchId })).restoreAuditBatch);
    expect(undo).toMatchObject({ status: 'completed', total: listed - important, done: listed - important, failed: 0 });
    expect(await total('important')).toBe(important);
  }, 120_000);
});
