import type { EventPublisher } from '../events/bus.js';
import type { ChangeKind } from '../events/catalog.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { NotificationRecord } from './models.js';
import type { NotificationRepository } from './repository.js';

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
