import { sql, type JSONColumnType, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { countRows, stopCountingRows } from '../db/meta.js';
import { insertInBatches } from '../db/seeding.js';
import { searchText } from '../db/queries.js';
import { countViews, groupedViewCountsMigration, uncountViews } from '../db/view-counts.js';
import type { EmailAttachment, EmailLabel, EmailRecipient, EmailRecord, EmailReply, EmailSender, MailboxView, EmailSeed } from './models.js';

declare module '../db/database.js' {
  interface Database extends EmailTables {}
}

export interface EmailTables {
  /** Every account's mails; nested parts (sender, recipients, attachments, thread) as jsonb, address lists as text[]. */
  emails: Omit<EmailRecord, 'from' | 'to' | 'attachments' | 'replies'> & {
    accountId: number;
    from: JSONColumnType<EmailSender>;
    to: JSONColumnType<EmailRecipient[]>;
    attachments: JSONColumnType<EmailAttachment[]>;
    replies: JSONColumnType<EmailReply[]>;
    /** The subject folded (server/db/queries.ts `searchText`). */
    search: string;
  };
}

/** A mail as its row in `accountId`'s mailbox (jsonb parts as JSON text: pg would send JS arrays as SQL arrays). */
export function emailRow(accountId: number, { from, to, attachments, replies, ...email }: EmailRecord) {
  return {
    ...email,
    accountId,
    from: JSON.stringify(from),
    to: JSON.stringify(to),
    attachments: JSON.stringify(attachments),
    replies: JSON.stringify(replies),
    search: searchText([email.subject]),
  };
}

export const emailMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('emails')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('from', 'jsonb', (c) => c.notNull())
      .addColumn('to', 'jsonb', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('cc', sql`text[]`, (c) => c.notNull())
      .addColumn('bcc', sql`text[]`, (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('attachments', 'jsonb', (c) => c.notNull())
      .addColumn('is_starred', 'boolean', (c) => c.notNull())
      .addColumn('labels', sql`text[]`, (c) => c.notNull())
      .addColumn('time', 'timestamptz', (c) => c.notNull())
      .addColumn('replies', 'jsonb', (c) => c.notNull())
      .addColumn('folder', 'text', (c) => c.notNull())
      .addColumn('is_read', 'boolean', (c) => c.notNull())
      .addColumn('search', 'text', (c) => c.notNull().modifyEnd(sql.raw('COLLATE "C"')))
      .execute();
    // A folder view (and the reader's neighbours) is a walk of its mailbox's folder, newest first.
    await sql`CREATE INDEX emails_by_folder ON emails (account_id, folder, time DESC, id DESC)`.execute(db);
    await sql`CREATE INDEX emails_newest ON emails (account_id, time DESC, id DESC)`.execute(db);
    await sql`CREATE INDEX emails_labels ON emails USING gin (labels)`.execute(db);
    await sql`CREATE INDEX emails_search ON emails USING gin (search gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('emails').execute();
  },
};

/** The `view_counts` key of a mailbox view: a folder, `starred`, or `label:<label>` (which takes precedence). */
export function emailViewKey(folder: MailboxView, label: EmailLabel | undefined): string {
  return label ? `label:${label}` : folder;
}

/** Whose mailbox a mail is in, and every view of it the mail shows in: its folder; `starred` and each label outside trash. */
const EMAIL_OWNER = sql.raw('r.account_id');
const EMAIL_VIEWS = sql.raw(
  `SELECT r.folder AS view UNION ALL SELECT 'starred' WHERE r.is_starred AND r.folder <> 'trash' ` +
    `UNION ALL SELECT 'label:' || l FROM unnest(r.labels) l WHERE r.folder <> 'trash'`,
);

/** 0800: a statement's mails counted into their views by group of the columns `EMAIL_OWNER` and `EMAIL_VIEWS` read. */
export const emailViewCountsGroupedMigration = groupedViewCountsMigration('emails', EMAIL_OWNER, EMAIL_VIEWS, ['account_id', 'folder', 'is_starred', 'labels']);

/**
 * Paged mail lists (0620): exact totals per mailbox view (server/db/view-counts.ts), the same rule as the
 * list's WHERE: its folder; `starred` and each label outside trash. Starred mails keep an index of their own.
 */
export const emailPagingMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`CREATE INDEX emails_starred ON emails (account_id, time DESC, id DESC) WHERE is_starred AND folder <> 'trash'`.execute(db);
    await countViews(db, 'emails', EMAIL_OWNER, EMAIL_VIEWS);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await uncountViews(db, 'emails');
    await sql`DROP INDEX emails_starred`.execute(db);
  },
};

/** The seed's mailbox, owned by `accountId` (the demo admin). */
export async function seedEmailTables(trx: Transaction<Database>, seed: EmailSeed, accountId: number): Promise<void> {
  const rows = seed.emails.map((email) => emailRow(accountId, email));
  await insertInBatches(rows, (batch) => trx.insertInto('emails').values(batch).execute());
}

/** The table's row count, for estimating a search's matches over a sample (server/db/queries.ts `countMatches`). */
export const emailRowCountMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await countRows(db, 'emails');
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await stopCountingRows(db, 'emails');
  },
};
