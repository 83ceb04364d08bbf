import { sql, type JSONColumnType, type Kysely } from 'kysely';
import type { AccountRole } from '../access/roles.js';
import type { SavedViewRecord, ViewList, ViewState } from './models.js';

declare module '../db/database.js' {
  interface Database extends SavedViewTables {}
}

export interface SavedViewTables {
  /** Every saved view; `state` as jsonb, `shared_with` the roles that see it (empty: private). */
  saved_views: Omit<SavedViewRecord, 'state' | 'sharedWith'> & { state: JSONColumnType<ViewState>; sharedWith: AccountRole[] };
  /** Each person's default view per list; gone with the view. */
  saved_view_defaults: { accountId: number; list: ViewList; viewId: number };
}

export const savedViewMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('saved_views')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('state', 'jsonb', (c) => c.notNull())
      .addColumn('shared_with', sql`text[]`, (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'timestamptz')
      .execute();
    // A list's views are read per list: the owner's and those shared with a role.
    await sql`CREATE INDEX saved_views_by_list ON saved_views (list, owner_id)`.execute(db);
    await db.schema
      .createTable('saved_view_defaults')
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('view_id', 'integer', (c) => c.notNull().references('saved_views.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('saved_view_defaults_pkey', ['account_id', 'list'])
      .execute();
    await sql`CREATE INDEX saved_view_defaults_view ON saved_view_defaults (view_id)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('saved_view_defaults').execute();
    await db.schema.dropTable('saved_views').execute();
  },
};
