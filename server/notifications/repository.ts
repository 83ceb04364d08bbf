import { InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import type { NewNotification, NotificationRecord } from './models.js';

export const MAX_FEED_PAGE = 100;
/** Older notifications beyond this many per account are dropped. */
export const MAX_FEED_LENGTH = 200;
export const EXCERPT_LENGTH = 200;

export interface RaisedNotification {
  notification: NotificationRecord;
  /** False when an unread chat notification from the same contact was brought up to date instead. */
  created: boolean;
}

export interface FeedQuery {
  first?: number;
  unreadOnly?: boolean;
}

const copy = (n: NotificationRecord): NotificationRecord => ({ ...n });

/**
 * Owner of every account's notification feed (the navbar bell): raising, grouping unread chat messages
 * per contact, the unread count and marking read. Ids are global (max + 1).
 */
export class NotificationRepository {
  private readonly items: NotificationRecord[] = [];

  // Times come from the events that raise notifications.
  constructor(_clock: Clock) {}

  /** The account's notifications, newest first. */
  feed(accountId: number, { first = 20, unreadOnly = false }: FeedQuery = {}): NotificationRecord[] {
    if (!Number.isSafeInteger(first) || first < 1 || first > MAX_FEED_PAGE) {
      throw new InvalidInputError(`first must be between 1 and ${MAX_FEED_PAGE}`);
    }
    return this.own(accountId)
      .filter((n) => !unreadOnly || !n.isRead)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, first)
      .map(copy);
  }

  find(accountId: number, id: number): NotificationRecord | undefined {
    const notification = this.items.find((n) => n.id === id && n.accountId === accountId);
    return notification && copy(notification);
  }

  unreadCount(accountId: number): number {
    return this.items.reduce((count, n) => count + (n.accountId === accountId && !n.isRead ? 1 : 0), 0);
  }

  /**
   * A new notification; a chat message from a contact whose earlier messages are still unread updates that
   * notification (count, latest excerpt and time) instead of adding another.
   */
  raise(input: NewNotification): RaisedNotification {
    const excerpt = input.excerpt === null ? null : input.excerpt.slice(0, EXCERPT_LENGTH);
    if (input.kind === 'chat_message') {
      const open = this.items.find(
        (n) => n.accountId === input.accountId && n.kind === 'chat_message' && !n.isRead && n.contactId === input.contactId,
      );
      if (open) {
        Object.assign(open, { title: input.title, excerpt, createdAt: input.createdAt, count: open.count + 1 });
        return { notification: copy(open), created: false };
      }
    }
    const notification: NotificationRecord = {
      ...input,
      id: this.items.reduce((max, n) => Math.max(max, n.id), 0) + 1,
      excerpt,
      count: input.count ?? 1,
      isRead: false,
    };
    this.items.push(notification);
    this.trim(input.accountId);
    return { notification: copy(notification), created: true };
  }

  /** Marks the account's notifications read; an id that is not theirs refuses the whole call. Answers those that changed. */
  markRead(accountId: number, ids: readonly number[]): NotificationRecord[] {
    const targets = [...new Set(ids)].map((id) => {
      const notification = this.items.find((n) => n.id === id && n.accountId === accountId);
      if (!notification) throw new NotFoundError(`Notification ${id} not found`);
      return notification;
    });
    return this.markAll(targets);
  }

  markAllRead(accountId: number): NotificationRecord[] {
    return this.markAll(this.own(accountId));
  }

  /** Reading a conversation reads its message notifications. */
  markChatRead(accountId: number, contactId: number): NotificationRecord[] {
    return this.markAll(this.own(accountId).filter((n) => n.kind === 'chat_message' && n.contactId === contactId));
  }

  private markAll(targets: NotificationRecord[]): NotificationRecord[] {
    const changed = targets.filter((n) => !n.isRead);
    for (const notification of changed) notification.isRead = true;
    return changed.map(copy);
  }

  private own(accountId: number): NotificationRecord[] {
    return this.items.filter((n) => n.accountId === accountId);
  }

  private trim(accountId: number): void {
    const own = this.own(accountId);
    for (const old of own.slice(0, Math.max(0, own.length - MAX_FEED_LENGTH))) this.items.splice(this.items.indexOf(old), 1);
  }
}
