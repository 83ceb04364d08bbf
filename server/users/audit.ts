import { auditOf, type AuditPlan } from '../audit/plan.js';
import { recordOf, type Undoer } from '../audit/restore.js';
import type { UserRecord } from './models.js';
import type { UserRepository, userMethods } from './repository.js';

const user = auditOf('User');

/** Every listed-user write is audited (server/audit/). */
export const userAudit: AuditPlan<UserRepository, typeof userMethods> = {
  add: user.create(),
  delete: user.delete(),
  reinstate: user.reinstate(),
};

/** How a listed user's event is undone (users are never edited, so there is nothing to revert). */
export function userUndo(users: UserRepository): Undoer {
  return {
    ability: 'User',
    remove: (id) => users.delete(id),
    reinstate: (record) => users.reinstate(recordOf<UserRecord>(record)),
  };
}
