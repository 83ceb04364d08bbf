import { auditOf, type AuditPlan } from '../audit/plan.js';
import { withChangesUndone, type Undoer } from '../audit/restore.js';
import type { DatatableRepository, datatableMethods } from './repository.js';

const employee = auditOf('Employee', { omit: ['responsive_id'] });

/**
 * Every employee write is audited (server/audit/). A new row is not undone from the log: the staff list has no
 * delete (a person who left changes status).
 */
export const datatableAudit: AuditPlan<DatatableRepository, typeof datatableMethods> = {
  update: employee.update(),
  create: employee.create(undefined, { undoable: false }),
};

/** How an employee edit is undone: its fields put back through the table's own rules. */
export function datatableUndo(employees: DatatableRepository): Undoer {
  return {
    ability: 'Employee',
    revert: async (id, changes, writer) => {
      const undone = withChangesUndone(await employees.find(id), changes);
      const fields = ['full_name', 'post', 'email', 'city', 'status'] as const;
      const changed = new Set(changes.map(({ field }) => field));
      return employees.update(id, Object.fromEntries(fields.filter((field) => changed.has(field)).map((field) => [field, undone[field]])), writer);
    },
  };
}
