import type { AuditPlan } from '../audit/plan.js';
import type { NotificationRepository, notificationMethods } from './repository.js';

/** A person's notification feed is private: never audited (README, "Audit log"). */
export const notificationsAudit: AuditPlan<NotificationRepository, typeof notificationMethods> = {
  raise: 'private',
  markRead: 'private',
  markAllRead: 'private',
  markChatRead: 'private',
};
