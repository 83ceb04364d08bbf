import type { NewNotification, NotificationRecord } from './models.js';
import type { FeedQuery } from './feed-rules.js';
import type { MethodKinds } from '../common/revisions.js';

declare module '../common/repositories.js' {
  interface Repositories {
    notifications: NotificationRepository;
  }
}

export interface RaisedNotification {
  notification: NotificationRecord;
  /** False when an unread chat notification from the same contact was brought up to date instead. */
  created: boolean;
}

/**
 * Owner of every account's notification feed (the navbar bell): raising, grouping unread chat messages per
 * contact, reminding of an event's start once, the unread count and marking read. Ids are global (max + 1).
 * Two stores implement it (memory-repository.ts, postgres-repository.ts) with the rules of feed-rules.ts;
 * tests/notifications/contract.test.ts pins that both answer alike.
 */
export interface NotificationRepository {
  /** The account's notifications, newest first (`first`: 1 to 100, default 20). */
  feed(accountId: number, query?: FeedQuery): Promise<NotificationRecord[]>;
  find(accountId: number, id: number): Promise<NotificationRecord | undefined>;
  unreadCount(accountId: number): Promise<number>;
  /**
   * A new notification; a chat message from a contact whose earlier messages are still unread updates that
   * notification (count, latest excerpt and time) instead. An event reminder already raised for the account,
   * event and start raises nothing (null), whichever instance raised it. Beyond 200 per account the oldest go.
   */
  raise(input: NewNotification): Promise<RaisedNotification | null>;
  /** Marks the account's notifications read; an id that is not theirs refuses the whole call. Answers those that changed. */
  markRead(accountId: number, ids: readonly number[]): Promise<NotificationRecord[]>;
  markAllRead(accountId: number): Promise<NotificationRecord[]>;
  /** Reading a conversation reads its message notifications. */
  markChatRead(accountId: number, contactId: number): Promise<NotificationRecord[]>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const notificationMethods = {
  feed: 'read',
  find: 'read',
  unreadCount: 'read',
  raise: 'write',
  markRead: 'write',
  markAllRead: 'write',
  markChatRead: 'write',
} as const satisfies MethodKinds<NotificationRepository>;
