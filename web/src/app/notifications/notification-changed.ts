import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../__generated__/gql';
import type { NotificationChangedSubscription as NotificationChanged } from '../../__generated__/graphql';
import { applyNotifications } from './notifications-cache';

export const NotificationChangedSubscription = graphql(`
  subscription NotificationChanged {
    notificationChanged {
      change
      notifications {
        ...NotificationFields
      }
      unreadCount
    }
  }
`);

/** The bell follows this account's feed: new entries, entries read in another session, the badge. */
export function applyNotificationChanged({ notificationChanged }: NotificationChanged, cache: ApolloCache): void {
  applyNotifications(cache, notificationChanged.notifications, notificationChanged.unreadCount);
}
