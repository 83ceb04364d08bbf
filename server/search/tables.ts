import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../auth/models.js';
import type { ContactEntry, FileEntry, PageEntry, SearchSeed } from './models.js';

declare module '../db/database.js' {
  interface Database extends SearchTables {}
}

export interface SearchTables {
  /** The navbar's page entries (shared); the flag lives in `bookmarks`, per account. */
  search_pages: Omit<PageEntry, 'isBookmarked'>;
  /** Files and contacts keep the seed's order in `position`. */
  search_files: FileEntry & { position: number };
  search_contacts: ContactEntry & { position: number };
  /** Which pages each account bookmarked. */
  bookmarks: { accountId: number; pageId: number };
}

export const searchMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('search_pages')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('search_files')
      .addColumn('position', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('by', 'text', (c) => c.notNull())
      .addColumn('size', 'text', (c) => c.notNull())
      .addColumn('file', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('search_contacts')
      .addColumn('position', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('img', 'text', (c) => c.notNull())
      .addColumn('date', 'date', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('bookmarks')
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('page_id', 'integer', (c) => c.notNull().references('search_pages.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('bookmarks_pkey', ['account_id', 'page_id'])
      .execute();
    // Spec section 9's substring search, case-insensitive (Cyrillic included), on each group's fields.
    await sql`CREATE INDEX search_pages_search ON search_pages USING gin (title gin_trgm_ops, link gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX search_files_search ON search_files USING gin (title gin_trgm_ops, "by" gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX search_contacts_search ON search_contacts USING gin (title gin_trgm_ops, email gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['bookmarks', 'search_contacts', 'search_files', 'search_pages']) await db.schema.dropTable(table).execute();
  },
};

/** The catalogue in seed order; the seed's bookmarks are the demo admin's. */
export async function seedSearchTables(trx: Transaction<Database>, seed: SearchSeed): Promise<void> {
  await insertInBatches(
    seed.pages.map(({ isBookmarked: _flag, ...page }) => page),
    (batch) => trx.insertInto('search_pages').values(batch).execute(),
  );
  await insertInBatches(
    seed.files.map((file, position) => ({ ...file, position })),
    (batch) => trx.insertInto('search_files').values(batch).execute(),
  );
  await insertInBatches(
    seed.contacts.map((contact, position) => ({ ...contact, position })),
    (batch) => trx.insertInto('search_contacts').values(batch).execute(),
  );
  const marked = seed.pages.filter((p) => p.isBookmarked).map((p) => ({ accountId: DEMO_ADMIN_ACCOUNT_ID, pageId: p.id }));
  await insertInBatches(marked, (batch) => trx.insertInto('bookmarks').values(batch).execute());
}
