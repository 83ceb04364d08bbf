import { auditOf, type AuditPlan } from '../audit/plan.js';
import { recordOf, withChangesUndone, type Undoer } from '../audit/restore.js';
import type { SavedViewRecord } from './models.js';
import type { SavedViewRepository, savedViewMethods } from './repository.js';

const view = auditOf('SavedView');

/** Every change of a view is audited (server/audit/); which view is one's default is one's own setting. */
export const savedViewAudit: AuditPlan<SavedViewRepository, typeof savedViewMethods> = {
  add: view.create(),
  update: view.update(),
  remove: view.delete(),
  reinstate: view.reinstate(),
  setDefault: 'private',
};

/** How a view's audit event is undone, through the views' own rules. */
export function savedViewUndo(views: SavedViewRepository): Undoer {
  return {
    ability: 'View',
    remove: (id) => views.remove(id),
    revert: async (id, changes, writer) => {
      const { name, state, sharedWith } = withChangesUndone(await views.find(id), changes);
      return views.update(id, { name, state, sharedWith }, writer);
    },
    reinstate: (record, writer) => views.reinstate(recordOf<SavedViewRecord>(record), writer),
  };
}
