import { checkedSelection, selectedIds, type Selection } from '../bulk-jobs/rules.js';
import { startListJob } from '../bulk-jobs/start.js';
import { countsOf } from '../bulk-jobs/runner.js';
import type { BulkJobRecord } from '../bulk-jobs/models.js';
import type { JobKind } from '../bulk-jobs/kinds.js';
import { InvalidFieldError } from '../common/errors.js';
import type { WriteContext } from '../common/record-versions.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { AssigneeRef, TaskChanges, TaskQuery, TaskTag } from './models.js';

/**
 * Tasks per chunk: each chunk is one transaction of the store (`updateMany`). 500 with two lanes: with 1,000 a list
 * read during the job waited behind the process's longer stretches of chunk work (p99 45–120 ms against 28–62).
 */
export const TASK_CHUNK = 500;

/**
 * Chunks written at once: two let the process prepare one chunk (rows read, audit diffs, JSON) while PostgreSQL
 * writes the other. Each chunk holds distinct tasks and locks its rows in id order, so the two never deadlock.
 */
export const TASK_LANES = 2;

/** What a bulk change does to each selected task; undefined fields stay. */
export interface TaskPatch {
  assignee?: AssigneeRef;
  addTags?: readonly TaskTag[];
  removeTags?: readonly TaskTag[];
  isCompleted?: boolean;
  isImportant?: boolean;
}

/** Refuses a patch that changes nothing or both adds and removes a tag. */
export function checkedTaskPatch(patch: TaskPatch): TaskPatch {
  if (Object.values(patch).every((value) => value === undefined)) throw new InvalidFieldError('patch', 'changes nothing: give at least one field');
  const both = (patch.addTags ?? []).filter((tag) => patch.removeTags?.includes(tag));
  if (both.length > 0) throw new InvalidFieldError('patch.removeTags', `${both.join(', ')} both added and removed`);
  return patch;
}

/** The task's changes for the patch, as its current state stands (tags added and removed on its own list). */
function changesFor(patch: TaskPatch, tags: readonly TaskTag[]): TaskChanges {
  const changes: TaskChanges = { assignee: patch.assignee, isCompleted: patch.isCompleted, isImportant: patch.isImportant };
  if (patch.addTags || patch.removeTags) {
    const next = [...tags, ...(patch.addTags ?? []).filter((tag) => !tags.includes(tag))].filter((tag) => !patch.removeTags?.includes(tag));
    if (next.length !== tags.length || next.some((tag, i) => tag !== tags[i])) changes.tags = next;
  }
  return changes;
}

/** The selected tasks' ids: the picked ones, or those the list's own filter (`TodoRepository.listIds`) matches but the excepted. */
async function selectedTasks(ctx: GraphQLContext, selection: Selection<TaskQuery>): Promise<number[]> {
  return selectedIds(checkedSelection(selection), (matching) => ctx.repositories.todo.listIds(matching));
}

/** What a bulk change of tasks needs besides the ids: the patch, and who writes it (the audit's actor). */
export interface TaskUpdateParams {
  patch: TaskPatch;
  writer: WriteContext;
}

export const updateTasks: JobKind<TaskUpdateParams> = {
  name: 'tasks.update',
  action: 'update',
  subject: 'Task',
  chunk: TASK_CHUNK,
  lanes: TASK_LANES,
  apply:
    ({ todo }, { patch, writer }) =>
    async (ids) =>
      countsOf(await todo.updateMany(ids, (task) => changesFor(patch, task.tags), writer)),
};

export const deleteTasks: JobKind<WriteContext> = {
  name: 'tasks.delete',
  action: 'delete',
  subject: 'Task',
  chunk: TASK_CHUNK,
  lanes: TASK_LANES,
  apply:
    ({ todo }, writer) =>
    async (ids) =>
      countsOf(await todo.removeMany(ids, writer)),
};

export function bulkUpdateTasks(ctx: GraphQLContext, selection: Selection<TaskQuery>, patch: TaskPatch, writer: WriteContext): Promise<BulkJobRecord> {
  return startListJob(ctx, {
    kind: updateTasks,
    params: { patch, writer },
    select: () => {
      checkedTaskPatch(patch);
      return selectedTasks(ctx, selection);
    },
  });
}

export function bulkDeleteTasks(ctx: GraphQLContext, selection: Selection<TaskQuery>, writer: WriteContext): Promise<BulkJobRecord> {
  return startListJob(ctx, { kind: deleteTasks, params: writer, select: () => selectedTasks(ctx, selection) });
}
