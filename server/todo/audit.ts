import { auditOf, type AuditPlan } from '../audit/plan.js';
import { withChangesUndone, type Undoer } from '../audit/restore.js';
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

/** How a task event is undone, through the to-do's own rules. */
export function todoUndo(todo: TodoRepository): Undoer {
  return {
    ability: 'Task',
    remove: (id, writer) => todo.remove(id, writer),
    revert: async (id, changes, writer) => {
      const { title, dueDate, description, assigneeId, tags, isCompleted, isDeleted, isImportant } = withChangesUndone(await todo.find(id), changes);
      const all = { title, dueDate, description, assignee: assigneeId === null ? null : { id: assigneeId }, tags, isCompleted, isDeleted, isImportant };
      const changed = changes.map(({ field }) => (field === 'assigneeId' ? 'assignee' : field));
      return todo.update(id, Object.fromEntries(Object.entries(all).filter(([field]) => changed.includes(field))), writer);
    },
  };
}
