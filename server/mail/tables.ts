import { sql, type Generated, type Kysely } from 'kysely';
import type { LetterContent, MailKind, MailLanguage, MailStatus } from './models.js';

declare module '../db/database.js' {
  interface Database extends MailTables {}
}

export interface MailTables {
  /** The outgoing letters: the queue and its log in one table (server/mail/repository.ts). */
  mail_outbox: {
    id: Generated<number>;
    kind: MailKind;
    to: string[];
    subject: string;
    language: MailLanguage;
    status: MailStatus;
    tries: number;
    lastError: string | null;
    createdAt: string;
    updatedAt: string;
    nextAttemptAt: string;
    sentAt: string | null;
    /** Until when the worker that claimed it holds it; null unless `sending`. */
    leaseUntil: string | null;
    content: LetterContent;
  };
}

export const mailOutboxMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('to', sql`text[]`, (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('queued', 'sending', 'sent', 'failed')`))
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz')
      .addColumn('lease_until', 'timestamptz')
      .addColumn('content', 'jsonb', (c) => c.notNull())
      .execute();
    // Workers look for due letters (queued, or sending past their lease) by time; the log pages newest first.
    await sql`CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status IN ('queued', 'sending')`.execute(db);
    await sql`CREATE INDEX mail_outbox_newest ON mail_outbox (created_at DESC, id DESC)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('mail_outbox').execute();
  },
};

/**
 * The mail log's permission (0763): a database seeded before gets `read MailLog` added to its audit log permission,
 * as the seed now grants it, so those who read one log read the other.
 */
export const mailLogGrantMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`UPDATE permissions SET grants = grants || '[{"action":"read","subject":"MailLog"}]'::jsonb
      WHERE name = 'Журнал аудита' AND NOT grants @> '[{"action":"read","subject":"MailLog"}]'::jsonb`.execute(db);
  },
};
