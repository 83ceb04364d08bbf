import { auditOf, type AuditPlan } from '../audit/plan.js';
import { recordOf, withChangesUndone, type Undoer } from '../audit/restore.js';
import type { AuditChange } from '../audit/models.js';
import type { UserChanges, UserRecord } from './models.js';
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

/** How a listed user's event is undone, through the users' own rules; a batch's reverts as one many-write. */
export function userUndo(users: UserRepository): Undoer {
  return {
    ability: 'User',
    remove: (id) => users.delete(id),
    revert: async (id, changes) => users.update(id, revertOf(await users.findById(id), changes)),
    revertMany: (reverts) => {
      const changesOf = new Map(reverts.map(({ id, changes }) => [id, changes]));
      // Each user as the many-write read it under lock.
      return users.updateMany([...changesOf.keys()], (current) => revertOf(current, changesOf.get(current.id) ?? []));
    },
    reinstate: (record) => users.reinstate(recordOf<UserRecord>(record)),
  };
}

/** The user's editable fields with an event's changes put back, as the users' changes of `current`. */
function revertOf(current: UserRecord, changes: readonly AuditChange[]): UserChanges {
  const { role, currentPlan, status, billing, fullName, company, country, contact } = withChangesUndone(current, changes);
  return { role, currentPlan, status, billing, fullName, company, country, contact };
}
