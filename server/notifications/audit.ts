import type { AuditPlan } from '../audit/plan.js';
import type { NotificationRepository, notificationMethods } from './repository.js';

/** A person's notification feed is private: never audited (docs/audit-log.md). */
export const notificationsAudit: AuditPlan<NotificationRepository, typeof notificationMethods> = {
  raise: 'private',
  markRead: 'private',
  markAllRead: 'private',
  markChatRead: 'private',
};
