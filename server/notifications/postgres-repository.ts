import type { Db } from '../db/connection.js';
import { inTransaction, nextId, writeLocked } from '../db/queries.js';
import { NotFoundError } from '../common/errors.js';
import { checkedFeedQuery, MAX_FEED_LENGTH, newNotification, shortExcerpt, type FeedQuery } from './feed-rules.js';
import type { NewNotification, NotificationRecord } from './models.js';
import type { NotificationRepository, RaisedNotification } from './repository.js';
import type { Clock } from '../common/clock.js';

/** Every account's feed in PostgreSQL (table `notifications`: server/notifications/tables.ts). */
export class PostgresNotificationRepository implements NotificationRepository {
  constructor(
    private readonly db: Db,
    _clock: Clock,
  ) {}

  async feed(accountId: number, query?: FeedQuery): Promise<NotificationRecord[]> {
    const { first, unreadOnly } = checkedFeedQuery(query);
    let rows = this.db.selectFrom('notifications').selectAll().where('accountId', '=', accountId);
    if (unreadOnly) rows = rows.where('isRead', '=', false);
    return rows.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(first).execute();
  }

  async find(accountId: number, id: number): Promise<NotificationRecord | undefined> {
    return this.db.selectFrom('notifications').selectAll().where('accountId', '=', accountId).where('id', '=', id).executeTakeFirst();
  }

  async unreadCount(accountId: number): Promise<number> {
    const { count } = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('accountId', '=', accountId)
      .where('isRead', '=', false)
      .executeTakeFirstOrThrow();
    return count;
  }

  async raise(input: NewNotification): Promise<RaisedNotification | null> {
    return writeLocked(this.db, 'notifications', async (trx) => {
      const mine = trx.selectFrom('notifications').selectAll().where('accountId', '=', input.accountId).where('kind', '=', input.kind);
      if (input.kind === 'event_starting') {
        const reminded = await mine.where('eventId', '=', input.eventId).where('startsAt', '=', input.startsAt).executeTakeFirst();
        if (reminded) return null;
      }
      if (input.kind === 'chat_message') {
        const open = await mine.where('isRead', '=', false).where('contactId', '=', input.contactId).orderBy('id').executeTakeFirst();
        if (open) {
          const notification = await trx
            .updateTable('notifications')
            .set({ title: input.title, excerpt: shortExcerpt(input.excerpt), createdAt: input.createdAt, count: open.count + 1 })
            .where('id', '=', open.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { notification, created: false };
        }
      }
      if (input.kind === 'task_assigned' && input.batchId) {
        const open = await mine.where('isRead', '=', false).where('batchId', '=', input.batchId).orderBy('id').executeTakeFirst();
        if (open) {
          const notification = await trx
            .updateTable('notifications')
            .set({ title: input.title, taskId: input.taskId, createdAt: input.createdAt, count: open.count + (input.count ?? 1) })
            .where('id', '=', open.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { notification, created: false };
        }
      }
      const notification = newNotification(await nextId(trx, 'notifications'), input);
      await trx.insertInto('notifications').values(notification).execute();
      // Beyond the feed's length the oldest go (ids grow with time).
      const oldestKept = await trx
        .selectFrom('notifications')
        .select('id')
        .where('accountId', '=', input.accountId)
        .orderBy('id', 'desc')
        .offset(MAX_FEED_LENGTH - 1)
        .limit(1)
        .executeTakeFirst();
      if (oldestKept) await trx.deleteFrom('notifications').where('accountId', '=', input.accountId).where('id', '<', oldestKept.id).execute();
      return { notification, created: true };
    });
  }

  async markRead(accountId: number, ids: readonly number[]): Promise<NotificationRecord[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return inTransaction(this.db, async (trx) => {
      const own = await trx.selectFrom('notifications').select('id').where('accountId', '=', accountId).where('id', 'in', unique).forUpdate().execute();
      const have = new Set(own.map((n) => n.id));
      const missing = unique.find((id) => !have.has(id));
      if (missing !== undefined) throw new NotFoundError(`Notification ${missing} not found`);
      const changed = await trx
        .updateTable('notifications')
        .set({ isRead: true })
        .where('id', 'in', unique)
        .where('isRead', '=', false)
        .returningAll()
        .execute();
      return changed.sort((a, b) => unique.indexOf(a.id) - unique.indexOf(b.id));
    });
  }

  async markAllRead(accountId: number): Promise<NotificationRecord[]> {
    return this.markUnread(accountId);
  }

  async markChatRead(accountId: number, contactId: number): Promise<NotificationRecord[]> {
    return this.markUnread(accountId, contactId);
  }

  /** Marks the account's unread notifications read (only one contact's chat messages when given); answers them in id order. */
  private async markUnread(accountId: number, contactId?: number): Promise<NotificationRecord[]> {
    const changed = await this.db
      .updateTable('notifications')
      .set({ isRead: true })
      .where('accountId', '=', accountId)
      .where('isRead', '=', false)
      .$if(contactId !== undefined, (qb) => qb.where('kind', '=', 'chat_message').where('contactId', '=', contactId!))
      .returningAll()
      .execute();
    return changed.sort((a, b) => a.id - b.id);
  }
}
