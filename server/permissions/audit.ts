import { auditOf, type AuditPlan } from '../audit/plan.js';
import { recordOf, withChangesUndone, type Undoer } from '../audit/restore.js';
import type { PermissionChanges, PermissionRecord } from './models.js';
import type { PermissionRepository, permissionMethods } from './repository.js';

const permission = auditOf('Permission');

/** Every permission write is audited (server/audit/): its name, the roles it is assigned to, its grants. */
export const permissionAudit: AuditPlan<PermissionRepository, typeof permissionMethods> = {
  add: permission.create(),
  update: permission.update(),
  delete: permission.delete(),
  reinstate: permission.reinstate(),
};

/** The fields an update may change (PermissionChanges), each put back when its event is undone. */
const UPDATABLE = ['name', 'assignedTo', 'grants'] as const satisfies readonly (keyof PermissionChanges)[];

/** How a permission event is undone, through the permissions' own rules (a name taken since is a conflict). */
export function permissionUndo(permissions: PermissionRepository): Undoer {
  return {
    ability: 'Permission',
    remove: (id) => permissions.delete(id),
    revert: async (id, changes, writer) => {
      const undone = withChangesUndone(await permissions.findById(id), changes);
      const changed = new Set(changes.map((change) => change.field.split('.')[0]));
      const fields: PermissionChanges = Object.fromEntries(UPDATABLE.filter((field) => changed.has(field)).map((field) => [field, undone[field]]));
      return permissions.update(id, fields, writer);
    },
    reinstate: (record, writer) => permissions.reinstate(recordOf<PermissionRecord>(record), writer),
  };
}
