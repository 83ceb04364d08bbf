import { auditOf, type AuditPlan } from '../audit/plan.js';
import { recordOf, withChangesUndone, type Undoer } from '../audit/restore.js';
import type { PermissionRecord } from './models.js';
import type { PermissionRepository, permissionMethods } from './repository.js';

const permission = auditOf('Permission');

/** Every permission write is audited (server/audit/). */
export const permissionAudit: AuditPlan<PermissionRepository, typeof permissionMethods> = {
  add: permission.create(),
  rename: permission.update(),
  delete: permission.delete(),
  reinstate: permission.reinstate(),
};

/** How a permission event is undone, through the permissions' own rules (a name taken since is a conflict). */
export function permissionUndo(permissions: PermissionRepository): Undoer {
  return {
    ability: 'Permission',
    remove: (id) => permissions.delete(id),
    revert: async (id, changes, writer) => permissions.rename(id, withChangesUndone(await permissions.findById(id), changes).name, writer),
    reinstate: (record, writer) => permissions.reinstate(recordOf<PermissionRecord>(record), writer),
  };
}
