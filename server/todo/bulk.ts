import type { Principal } from '../access/caller.js';
import type { Action } from '../access/abilities.js';
import type { Outcome } from '../bulk-jobs/rules.js';
import { checkedSelection, selectedIds, type Selection } from '../bulk-jobs/rules.js';
import { startBulkJob } from '../bulk-jobs/runner.js';
import { stillAllowed } from '../bulk-jobs/service.js';
import type { BulkJobRecord } from '../bulk-jobs/models.js';
import { InvalidFieldError } from '../common/errors.js';
import type { WriteContext } from '../common/record-versions.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { AssigneeRef, TaskChanges, TaskQuery, TaskTag } from './models.js';

/** What a bulk change does to each selected task; undefined fields stay. */
export interface TaskPatch {
  assignee?: AssigneeRef;
  addTags?: readonly TaskTag[];
  removeTags?: readonly TaskTag[];
  isCompleted?: boolean;
  isImportant?: boolean;
}

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

function startTasksJob(ctx: GraphQLContext, principal: Principal, kind: string, action: Action, ids: number[], apply: (id: number) => Promise<Outcome | void>): Promise<BulkJobRecord> {
  const source = { roleAbilities: ctx.roleAbilities, accountRole: (id: number) => ctx.repositories.accounts.findById(id) };
  return startBulkJob(ctx.repositories.bulkJobs, principal, 'graphql', { kind, ids, apply, allowed: stillAllowed(source, principal.accountId, action, 'Task') });
}

/** The selected tasks' ids: the picked ones, or those the list's own filter (`TodoRepository.list`) matches but the excepted. */
async function selectedTasks(ctx: GraphQLContext, selection: Selection<TaskQuery>): Promise<number[]> {
  return selectedIds(checkedSelection(selection), async (matching) => (await ctx.repositories.todo.list(matching)).map((task) => task.id));
}

export async function bulkUpdateTasks(ctx: GraphQLContext, selection: Selection<TaskQuery>, patch: TaskPatch, writer: WriteContext): Promise<BulkJobRecord> {
  const principal = ctx.authorize('update', 'Task');
  const checked = checkedTaskPatch(patch);
  const ids = await selectedTasks(ctx, selection);
  const todo = ctx.repositories.todo;
  return startTasksJob(ctx, principal, 'tasks.update', 'update', ids, async (id) => {
    const task = await todo.find(id);
    const changes = changesFor(checked, task.tags);
    await todo.update(id, changes, writer);
  });
}

export async function bulkDeleteTasks(ctx: GraphQLContext, selection: Selection<TaskQuery>, writer: WriteContext): Promise<BulkJobRecord> {
  const principal = ctx.authorize('delete', 'Task');
  const ids = await selectedTasks(ctx, selection);
  const todo = ctx.repositories.todo;
  return startTasksJob(ctx, principal, 'tasks.delete', 'delete', ids, async (id) => {
    await todo.remove(id, writer);
  });
}
