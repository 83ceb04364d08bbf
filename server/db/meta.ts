import { sql, type Kysely } from 'kysely';

export interface MetaTables {
  /** Facts about the database itself: whether the seed was loaded, and when. */
  app_meta: { key: string; value: string };
}

/**
 * The first migration: pg_trgm for case-insensitive substring search over Cyrillic text (GIN trigram
 * indexes serve `ILIKE '%…%'`), and the store's own facts table.
 */
export const metaMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // Schemas of one database (parallel test files) migrate at once; creating the extension twice races.
    await sql`SELECT pg_advisory_xact_lock(hashtext('aurora:create-extension'))`.execute(db);
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
    await db.schema.createTable('app_meta').addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('app_meta').execute();
  },
};
