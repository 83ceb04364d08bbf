/** The bell's records: one feed per account. */
export const NOTIFICATION_KINDS = ['chat_message', 'task_assigned', 'event_starting'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationRecord {
  id: number;
  /** Whose feed it is in. */
  accountId: number;
  kind: NotificationKind;
  /** ISO-8601. */
  createdAt: string;
  isRead: boolean;
  /** Sender's name, task title or event title when it was raised. */
  title: string;
  /** chat_message: the latest message, shortened. */
  excerpt: string | null;
  /** chat_message: unread messages it stands for; task_assigned: tasks of one bulk change; 1 otherwise. */
  count: number;
  contactId: number | null;
  taskId: number | null;
  eventId: number | null;
  /** event_starting: ISO-8601 start it reminds of. */
  startsAt: string | null;
  /**
   * task_assigned: the bulk change (a bulk job, an import) that assigned the task. The account's unread notification
   * of that change counts the further tasks it assigns, so reassigning 300 tasks is one notification, not 300.
   */
  batchId: string | null;
}

/** A new notification, before the feed gives it an id; `count` (default 1) of the things it tells of. */
export type NewNotification = Omit<NotificationRecord, 'id' | 'isRead' | 'count' | 'batchId'> & { count?: number; batchId?: string | null };
