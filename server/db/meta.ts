import { sql, type Kysely } from 'kysely';

export interface MetaTables {
  /** Facts about the database itself: whether the seed was loaded, and when. */
  app_meta: { key: string; value: string };
  /** Exact row counts of large tables, kept by triggers (`countRows`): an unfiltered list's total without a scan. */
  row_counts: { tableName: string; rows: number };
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

/** Row counts kept in the same transaction as each insert and delete (statement-level, one update per statement). */
export const rowCountsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('row_counts')
      .addColumn('table_name', 'text', (c) => c.primaryKey())
      .addColumn('rows', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`
      CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE row_counts SET rows = rows + (SELECT count(*) FROM changed_rows) WHERE table_name = TG_TABLE_NAME;
        ELSE
          UPDATE row_counts SET rows = rows - (SELECT count(*) FROM changed_rows) WHERE table_name = TG_TABLE_NAME;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`DROP FUNCTION count_rows()`.execute(db);
    await db.schema.dropTable('row_counts').execute();
  },
};

/** Has `row_counts` follow a table from now on (call in the migration that creates it, before any row). */
export async function countRows(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`INSERT INTO row_counts (table_name, rows) VALUES (${table}, 0)`.execute(db);
  for (const [event, transition] of [['INSERT', 'NEW'], ['DELETE', 'OLD']] as const) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_count_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON ${sql.table(table)}
      REFERENCING ${sql.raw(transition)} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows()`.execute(db);
  }
}
