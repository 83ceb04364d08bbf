import { describe, expect, it } from 'vitest';
import { NotFoundError, InvalidInputError } from '../../server/common/errors.js';
import type { NewNotification } from '../../server/notifications/models.js';
import { MAX_FEED_LENGTH } from '../../server/notifications/feed-rules.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

const chat = (accountId: number, contactId: number, n: number): NewNotification => ({
  accountId,
  kind: 'chat_message',
  createdAt: new Date(Date.UTC(2030, 0, 1, 0, n)).toISOString(),
  title: `Контакт ${contactId}`,
  excerpt: `Сообщение ${n}`,
  contactId,
  taskId: null,
  eventId: null,
  startsAt: null,
});
const reminder = (accountId: number, eventId: number, startsAt: string): NewNotification => ({
  accountId,
  kind: 'event_starting',
  createdAt: '2030-01-01T00:00:00.000Z',
  title: 'Встреча',
  excerpt: null,
  contactId: null,
  taskId: null,
  eventId,
  startsAt,
});

const assigned = (accountId: number, taskId: number, batchId: string | null, count = 1): NewNotification => ({
  accountId,
  kind: 'task_assigned',
  createdAt: new Date(Date.UTC(2030, 0, 1, 0, taskId)).toISOString(),
  title: `Задача ${taskId}`,
  excerpt: null,
  contactId: null,
  taskId,
  eventId: null,
  startsAt: null,
  count,
  batchId,
});
const BATCH = '0b9d5f4e-8f1a-4c1e-9d55-5b3c1b2f7a10';

describe.each(STORE_NAMES)('notification feeds on the %s store', (name) => {
  const store = useStore(name);
  const feeds = () => store().stores.notifications;

  it('raises into the account’s own feed, newest first, with global ids = maximum + 1', async () => {
    const a = await feeds().raise(chat(1, 10, 1));
    const b = await feeds().raise(chat(2, 10, 2));
    const c = await feeds().raise(reminder(1, 5, '2030-01-01T10:00:00.000Z'));
    expect([a?.notification.id, b?.notification.id, c?.notification.id]).toEqual([1, 2, 3]);
    // Newest first: the reminder's createdAt (2030-01-01T00:00) is older than the chat message's (00:01).
    expect((await feeds().feed(1)).map((n) => n.id)).toEqual([a!.notification.id, c!.notification.id]);
    expect((await feeds().feed(2)).map((n) => n.id)).toEqual([2]);
    expect(await feeds().find(2, a!.notification.id)).toBeUndefined();
    expect(await feeds().unreadCount(1)).toBe(2);
    await expect(feeds().feed(1, { first: 0 })).rejects.toThrow(InvalidInputError);
  });

  it('groups unread chat messages per contact: count, latest excerpt and time', async () => {
    const first = await feeds().raise(chat(1, 10, 1));
    const second = await feeds().raise(chat(1, 10, 2));
    expect(second).toEqual({ created: false, notification: { ...first!.notification, count: 2, excerpt: 'Сообщение 2', createdAt: chat(1, 10, 2).createdAt } });
    await feeds().markChatRead(1, 10);
    expect((await feeds().raise(chat(1, 10, 3)))?.created).toBe(true);
  });

  it('counts a bulk change’s assignments in one unread notification per account; a single assignment stands alone', async () => {
    const first = (await feeds().raise(assigned(1, 1, BATCH, 1000)))!;
    const more = (await feeds().raise(assigned(1, 2, BATCH, 500)))!;
    expect(first).toMatchObject({ created: true, notification: { count: 1000, batchId: BATCH, taskId: 1 } });
    expect(more).toEqual({ created: false, notification: { ...first.notification, count: 1500, taskId: 2, title: 'Задача 2', createdAt: assigned(1, 2, BATCH).createdAt } });
    expect((await feeds().raise(assigned(2, 3, BATCH)))?.created).toBe(true);
    expect((await feeds().raise(assigned(1, 4, null)))?.created).toBe(true);
    expect((await feeds().raise(assigned(1, 5, null)))?.created).toBe(true);
    // Once read, the change's further assignments are news again.
    await feeds().markRead(1, [first.notification.id]);
    expect(await feeds().raise(assigned(1, 6, BATCH))).toMatchObject({ created: true, notification: { count: 1 } });
    expect((await feeds().feed(1)).map((n) => [n.taskId, n.count])).toEqual([
      [6, 1],
      [5, 1],
      [4, 1],
      [2, 1500],
    ]);
  });

  it('reminds of an event’s start once per account (a moved start again)', async () => {
    expect(await feeds().raise(reminder(1, 5, '2030-01-01T10:00:00.000Z'))).not.toBeNull();
    expect(await feeds().raise(reminder(1, 5, '2030-01-01T10:00:00.000Z'))).toBeNull();
    expect(await feeds().raise(reminder(2, 5, '2030-01-01T10:00:00.000Z'))).not.toBeNull();
    expect(await feeds().raise(reminder(1, 5, '2030-01-01T11:00:00.000Z'))).not.toBeNull();
    const raced = await Promise.all(Array.from({ length: 10 }, () => feeds().raise(reminder(3, 7, '2030-01-01T10:00:00.000Z'))));
    expect(raced.filter((r) => r !== null)).toHaveLength(1);
  });

  it('marks read: only the account’s own ids (one foreign id refuses all), all, or a chat; answers what changed', async () => {
    const a = (await feeds().raise(chat(1, 10, 1)))!.notification;
    const b = (await feeds().raise(chat(1, 11, 2)))!.notification;
    const other = (await feeds().raise(chat(2, 10, 3)))!.notification;
    await expect(feeds().markRead(1, [a.id, other.id])).rejects.toThrow(NotFoundError);
    expect(await feeds().unreadCount(1)).toBe(2);
    expect((await feeds().markRead(1, [a.id, a.id])).map((n) => n.id)).toEqual([a.id]);
    expect(await feeds().markRead(1, [a.id])).toEqual([]);
    expect((await feeds().feed(1, { unreadOnly: true })).map((n) => n.id)).toEqual([b.id]);
    expect((await feeds().markAllRead(1)).map((n) => n.id)).toEqual([b.id]);
    expect(await feeds().unreadCount(2)).toBe(1);
  });

  it('keeps the newest 200 per account', async () => {
    for (let n = 0; n < MAX_FEED_LENGTH + 5; n++) await feeds().raise(reminder(4, n, '2030-01-01T10:00:00.000Z'));
    const feed = await feeds().feed(4, { first: 100 });
    expect(feed[0].eventId).toBe(MAX_FEED_LENGTH + 4);
    expect(await feeds().unreadCount(4)).toBe(MAX_FEED_LENGTH);
  });
});
