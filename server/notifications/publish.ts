import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { NotificationRecord } from './models.js';
import type { NotificationRepository } from './repository.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    notification: { change: ChangeKind; accountId: number; notificationIds: number[] };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const notificationTopics = {
  // Everyone's own feed; each notification is raised only for accounts that may read what it points to.
  notification: { subject: 'Auth', shared: false },
} as const satisfies Partial<TopicRules>;

/** Feed changes, to the feed's own account only (its other sessions update their bell too). */
export function publishNotificationChanges(
  repo: NotificationRepository,
  events: EventPublisher,
  report: ErrorReporter,
): NotificationRepository {
  const publish = (change: ChangeKind, accountId: number, changed: NotificationRecord[]) => {
    if (changed.length === 0) return;
    events.publish(liveEvent({ topic: 'notification', change, accountId, notificationIds: changed.map((n) => n.id) }, [accountId]));
  };
  return publishingWrites(
    repo,
    {
      raise: { after: (raised) => raised && publish(raised.created ? 'CREATED' : 'UPDATED', raised.notification.accountId, [raised.notification]) },
      markRead: { after: (changed, [accountId]) => publish('UPDATED', accountId, changed) },
      markAllRead: { after: (changed, [accountId]) => publish('UPDATED', accountId, changed) },
      markChatRead: { after: (changed, [accountId]) => publish('UPDATED', accountId, changed) },
    },
    report,
  );
}
