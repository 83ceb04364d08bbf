import type { AuditPlan } from '../audit/plan.js';
import type { EmailRepository, emailMethods } from './repository.js';

/** A person's mailbox is private: never audited (docs/audit-log.md). */
export const emailAudit: AuditPlan<EmailRepository, typeof emailMethods> = {
  update: 'private',
  toggleLabel: 'private',
  compose: 'private',
};
