import type { AuditPlan } from '../audit/plan.js';
import type { ChatRepository, chatMethods } from './repository.js';

/** A person's chat (profile, presence, conversations, messages) is private: never audited (docs/audit-log.md). */
export const chatAudit: AuditPlan<ChatRepository, typeof chatMethods> = {
  updateProfile: 'private',
  setPresence: 'private',
  presenceHeartbeat: 'private',
  join: 'private',
  open: 'private',
  send: 'private',
};
