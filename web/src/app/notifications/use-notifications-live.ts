import { useLiveSubscription } from '../../lib/live/use-live-subscription';
import { NotificationChangedSubscription } from './documents';
import { applyNotifications } from './notifications-cache';

/** The bell follows this account's feed: new entries, entries read in another session, the badge. */
export function useNotificationsLive(): void {
  useLiveSubscription(NotificationChangedSubscription, ({ notificationChanged }, cache) => {
    applyNotifications(cache, notificationChanged.notifications, notificationChanged.unreadCount);
  });
}
