import { auditOf, type AuditPlan } from '../audit/plan.js';
import { withChangesUndone, type Undoer } from '../audit/restore.js';
import type { AuditChange } from '../audit/models.js';
import type { TaskChanges, TaskRecord } from './models.js';
import type { TodoRepository, todoMethods } from './repository.js';

const task = auditOf('Task');

/** Every task write is audited (server/audit/); a delete only flags the task, so undoing it clears the flag. */
export const todoAudit: AuditPlan<TodoRepository, typeof todoMethods> = {
  add: task.create(),
  update: task.update(),
  remove: task.softDelete(),
  updateMany: task.updateEach(),
  removeMany: task.softDeleteEach(),
};

/** How a task event is undone, through the to-do's own rules; a batch's reverts as one many-write. */
export function todoUndo(todo: TodoRepository): Undoer {
  return {
    ability: 'Task',
    remove: (id, writer) => todo.remove(id, writer),
    revert: async (id, changes, writer) => todo.update(id, revertOf(await todo.find(id), changes), writer),
    revertMany: (reverts, writer) => {
      const changesOf = new Map(reverts.map(({ id, changes }) => [id, changes]));
      // Each task as the many-write read it under lock.
      return todo.updateMany([...changesOf.keys()], (current) => revertOf(current, changesOf.get(current.id) ?? []), writer);
    },
  };
}

/** The fields an event changed, put back to their values before it, as the to-do's changes of `current`. */
function revertOf(current: TaskRecord, changes: readonly AuditChange[]): TaskChanges {
  const { title, dueDate, description, assigneeId, tags, isCompleted, isDeleted, isImportant } = withChangesUndone(current, changes);
  const all = { title, dueDate, description, assignee: assigneeId === null ? null : { id: assigneeId }, tags, isCompleted, isDeleted, isImportant };
  const changed = changes.map(({ field }) => (field === 'assigneeId' ? 'assignee' : field));
  return Object.fromEntries(Object.entries(all).filter(([field]) => changed.includes(field)));
}
