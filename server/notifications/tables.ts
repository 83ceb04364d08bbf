import { sql, type Kysely } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationRecord } from './models.js';

declare module '../db/database.js' {
  interface Database extends NotificationTables {}
}

export interface NotificationTables {
  notifications: NotificationRecord;
}

export const notificationMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN (${sql.join(NOTIFICATION_KINDS.map((k) => sql.lit(k)))})`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('is_read', 'boolean', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text')
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('contact_id', 'integer')
      .addColumn('task_id', 'integer')
      .addColumn('event_id', 'integer')
      .addColumn('starts_at', 'timestamptz')
      .execute();
    await sql`CREATE INDEX notifications_feed ON notifications (account_id, created_at DESC, id DESC)`.execute(db);
    await sql`CREATE INDEX notifications_unread ON notifications (account_id) WHERE NOT is_read`.execute(db);
    // An event's start is reminded of once per account, however many instances sweep the calendar.
    await sql`CREATE UNIQUE INDEX notifications_reminder_once ON notifications (account_id, event_id, starts_at) WHERE kind = 'event_starting'`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('notifications').execute();
  },
};

/** The bulk change a task_assigned notification counts the assignments of (NotificationRecord.batchId). */
export const notificationBatchMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('notifications').addColumn('batch_id', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('notifications').dropColumn('batch_id').execute();
  },
};
