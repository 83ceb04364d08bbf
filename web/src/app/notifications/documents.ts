import { graphql } from '../../__generated__/gql';

/** How many entries the bell shows (the newest). */
export const BELL_SIZE = 20;

export const NotificationFields = graphql(`
  fragment NotificationFields on Notification {
    id
    kind
    createdAt
    isRead
    title
    excerpt
    count
    contactId
    contact {
      id
      fullName
      avatar
    }
    taskId
    eventId
    startsAt
  }
`);

export const NotificationFeedQuery = graphql(`
  query NotificationFeed($first: PositiveInt) {
    notifications(first: $first) {
      items {
        ...NotificationFields
      }
      unreadCount
    }
  }
`);

/** The badge alone: the navbar shows it before the panel is ever opened. */
export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      notifications {
        id
        isRead
      }
      unreadCount
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      notifications {
        id
        isRead
      }
      unreadCount
    }
  }
`);
