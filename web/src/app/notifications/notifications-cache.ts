import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';
import type { NotificationFieldsFragment } from '../../__generated__/graphql';
import { BELL_SIZE, NotificationFields } from './documents';

/** A cached NotificationFeed: it has no id, so Apollo keeps it inline under `notifications({...args})`. */
interface CachedFeed {
  items: readonly Reference[];
  unreadCount: number;
}

function newestFirst(readField: ModifierDetails['readField']) {
  const time = (ref: Reference) => readField<string>('createdAt', ref) ?? '';
  return (a: Reference, b: Reference) => time(b).localeCompare(time(a)) || Number(readField('id', b)) - Number(readField('id', a));
}

/** The badge after a change: the root field, and the count every cached feed carries. */
export function writeUnreadCount(cache: ApolloCache, unreadCount: number): void {
  cache.modify<{ unreadNotificationCount: number; notifications: CachedFeed }>({
    fields: {
      unreadNotificationCount: () => unreadCount,
      notifications: (feed) => (isReference(feed) ? feed : { ...feed, unreadCount }),
    },
  });
}

/**
 * A notificationChanged event: each notification is written by id; a new one (or one that a further chat
 * message made newer) takes its newest-first place at the head of every cached feed, which keeps its size.
 */
export function applyNotifications(cache: ApolloCache, notifications: readonly NotificationFieldsFragment[], unreadCount: number): void {
  const refs = notifications.flatMap((notification) => {
    const ref = cache.writeFragment({ fragment: NotificationFields, data: notification });
    return ref ? [ref] : [];
  });
  cache.modify<{ notifications: CachedFeed }>({
    fields: {
      notifications(feed, { readField, storeFieldName }) {
        if (isReference(feed)) return feed;
        const unreadOnly = storeFieldName.includes('"unreadOnly":true');
        const ids = new Set(refs.map((ref) => ref.__ref));
        const kept = feed.items.filter((ref) => !ids.has(ref.__ref));
        const added = refs.filter((ref) => !unreadOnly || readField<boolean>('isRead', ref) === false);
        const items = [...added, ...kept].sort(newestFirst(readField)).slice(0, Math.max(feed.items.length, BELL_SIZE));
        return { ...feed, items };
      },
    },
  });
  writeUnreadCount(cache, unreadCount);
}

/** The optimistic answer of a mark-as-read: the same notifications read, the badge down by as many. */
export function optimisticRead(ids: readonly string[], unreadBefore: number, unreadAmong: number) {
  return {
    notifications: ids.map((id) => ({ __typename: 'Notification' as const, id, isRead: true })),
    unreadCount: Math.max(0, unreadBefore - unreadAmong),
  };
}
