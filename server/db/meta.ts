import { sql, type Kysely } from 'kysely';

declare module './database.js' {
  interface Database extends MetaTables, GroupCountTables {}
}

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

/** Has `row_counts` follow a table from now on, starting from the rows it holds. */
export async function countRows(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`INSERT INTO row_counts (table_name, rows) SELECT ${table}, count(*) FROM ${sql.table(table)}`.execute(db);
  for (const [event, transition] of [['INSERT', 'NEW'], ['DELETE', 'OLD']] as const) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_count_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON ${sql.table(table)}
      REFERENCING ${sql.raw(transition)} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows()`.execute(db);
  }
}

/**
 * Exact row counts per value of a table's closed-set filter columns (users by role, plan and status;
 * invoices by status), kept by statement triggers like `row_counts`: a filtered list's total without a scan.
 * `key` holds the group's values by column name, so any subset of the filters sums the matching groups.
 */
export interface GroupCountTables {
  group_counts: { tableName: string; key: Record<string, string>; rows: number };
}

export const groupCountsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('group_counts')
      .addColumn('table_name', 'text', (c) => c.notNull())
      .addColumn('key', 'jsonb', (c) => c.notNull())
      .addColumn('rows', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('group_counts_pkey', ['table_name', 'key'])
      .execute();
    // The trigger's arguments name the counted columns; the key is built per statement from the transition tables.
    await sql`
      CREATE FUNCTION count_groups() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        key_of text := 'jsonb_build_object(' || (SELECT string_agg(format('%L, %I', c, c), ', ') FROM unnest(TG_ARGV) AS c) || ')';
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          EXECUTE format('UPDATE group_counts g SET rows = g.rows - o.n FROM (SELECT %s AS key, count(*) AS n FROM old_rows GROUP BY 1) o
            WHERE g.table_name = %L AND g.key = o.key', key_of, TG_TABLE_NAME);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          EXECUTE format('INSERT INTO group_counts (table_name, key, rows) SELECT %L, %s, count(*) FROM new_rows GROUP BY 2
            ON CONFLICT (table_name, key) DO UPDATE SET rows = group_counts.rows + excluded.rows', TG_TABLE_NAME, key_of);
        END IF;
        RETURN NULL;
      END $$`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`DROP FUNCTION count_groups()`.execute(db);
    await db.schema.dropTable('group_counts').execute();
  },
};

/** Has `group_counts` follow a table's `columns` from now on, starting from the rows it holds. */
export async function countGroups(db: Kysely<unknown>, table: string, columns: readonly string[]): Promise<void> {
  const args = sql.join(columns.map((c) => sql.lit(c)));
  const key = sql.join(columns.map((c) => sql`${sql.lit(c)}::text, ${sql.ref(c)}`));
  await sql`INSERT INTO group_counts (table_name, key, rows)
    SELECT ${table}, jsonb_build_object(${key}), count(*) FROM ${sql.table(table)} GROUP BY 2`.execute(db);
  const triggers = [
    ['INSERT', sql`NEW TABLE AS new_rows`],
    ['DELETE', sql`OLD TABLE AS old_rows`],
    ['UPDATE', sql`OLD TABLE AS old_rows NEW TABLE AS new_rows`],
  ] as const;
  for (const [event, transitions] of triggers) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_groups_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON ${sql.table(table)}
      REFERENCING ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION count_groups(${args})`.execute(db);
  }
}

/** Undoes `countRows` (a migration's `down`). */
export async function stopCountingRows(db: Kysely<unknown>, table: string): Promise<void> {
  for (const event of ['insert', 'delete']) await sql`DROP TRIGGER ${sql.id(`${table}_count_${event}`)} ON ${sql.table(table)}`.execute(db);
  await sql`DELETE FROM row_counts WHERE table_name = ${table}`.execute(db);
}

/** Undoes `countGroups` (a migration's `down`). */
export async function stopCountingGroups(db: Kysely<unknown>, table: string): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.id(`${table}_groups_${event}`)} ON ${sql.table(table)}`.execute(db);
  await sql`DELETE FROM group_counts WHERE table_name = ${table}`.execute(db);
}
