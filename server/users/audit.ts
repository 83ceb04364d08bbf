import { auditOf, type AuditPlan } from '../audit/plan.js';
import { recordOf, withChangesUndone, type Undoer } from '../audit/restore.js';
import type { UserRecord } from './models.js';
import type { UserRepository, userMethods } from './repository.js';

const user = auditOf('User');

/** Every listed-user write is audited (server/audit/). */
export const userAudit: AuditPlan<UserRepository, typeof userMethods> = {
  add: user.create(),
  update: user.update(),
  delete: user.delete(),
  reinstate: user.reinstate(),
  addMany: user.createEach(),
  updateMany: user.updateEach(),
};

/** How a listed user's event is undone, through the users' own rules. */
export function userUndo(users: UserRepository): Undoer {
  return {
    ability: 'User',
    remove: (id) => users.delete(id),
    revert: async (id, changes) => {
      const { role, currentPlan, status, billing, fullName, company, country, contact } = withChangesUndone(await users.findById(id), changes);
      return users.update(id, { role, currentPlan, status, billing, fullName, company, country, contact });
    },
    reinstate: (record) => users.reinstate(recordOf<UserRecord>(record)),
  };
}
