import { NotFoundError } from '../common/errors.js';
import { checkedFeedQuery, MAX_FEED_LENGTH, newestFirst, newNotification, shortExcerpt, type FeedQuery } from './feed-rules.js';
import type { NewNotification, NotificationRecord } from './models.js';
import type { NotificationRepository, RaisedNotification } from './repository.js';
import type { Clock } from '../common/clock.js';

const copy = (n: NotificationRecord): NotificationRecord => ({ ...n });

/** Every account's feed in this process's memory: the default store, empty on every start. */
export class MemoryNotificationRepository implements NotificationRepository {
  private readonly items: NotificationRecord[] = [];

  // Times come from the events that raise notifications.
  constructor(_clock: Clock) {}

  async feed(accountId: number, query?: FeedQuery): Promise<NotificationRecord[]> {
    const { first, unreadOnly } = checkedFeedQuery(query);
    return this.own(accountId)
      .filter((n) => !unreadOnly || !n.isRead)
      .sort(newestFirst)
      .slice(0, first)
      .map(copy);
  }

  async find(accountId: number, id: number): Promise<NotificationRecord | undefined> {
    const notification = this.items.find((n) => n.id === id && n.accountId === accountId);
    return notification && copy(notification);
  }

  async unreadCount(accountId: number): Promise<number> {
    return this.items.reduce((count, n) => count + (n.accountId === accountId && !n.isRead ? 1 : 0), 0);
  }

  async raise(input: NewNotification): Promise<RaisedNotification | null> {
    const mine = this.own(input.accountId);
    if (input.kind === 'event_starting' && mine.some((n) => n.kind === 'event_starting' && n.eventId === input.eventId && n.startsAt === input.startsAt)) {
      return null;
    }
    if (input.kind === 'chat_message') {
      const open = mine.find((n) => n.kind === 'chat_message' && !n.isRead && n.contactId === input.contactId);
      if (open) {
        Object.assign(open, { title: input.title, excerpt: shortExcerpt(input.excerpt), createdAt: input.createdAt, count: open.count + 1 });
        return { notification: copy(open), created: false };
      }
    }
    if (input.kind === 'task_assigned' && input.batchId) {
      const open = mine.find((n) => n.kind === 'task_assigned' && !n.isRead && n.batchId === input.batchId);
      if (open) {
        Object.assign(open, { title: input.title, taskId: input.taskId, createdAt: input.createdAt, count: open.count + (input.count ?? 1) });
        return { notification: copy(open), created: false };
      }
    }
    const notification = newNotification(this.items.reduce((max, n) => Math.max(max, n.id), 0) + 1, input);
    this.items.push(notification);
    this.trim(input.accountId);
    return { notification: copy(notification), created: true };
  }

  async markRead(accountId: number, ids: readonly number[]): Promise<NotificationRecord[]> {
    const targets = [...new Set(ids)].map((id) => {
      const notification = this.items.find((n) => n.id === id && n.accountId === accountId);
      if (!notification) throw new NotFoundError(`Notification ${id} not found`);
      return notification;
    });
    return this.markAll(targets);
  }

  async markAllRead(accountId: number): Promise<NotificationRecord[]> {
    return this.markAll(this.own(accountId));
  }

  async markChatRead(accountId: number, contactId: number): Promise<NotificationRecord[]> {
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
