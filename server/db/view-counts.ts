import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Db } from './connection.js';
import type { Database } from './database.js';
import { afterEachStatement, dropStatementTriggers } from './statement-triggers.js';

declare module './database.js' {
  interface Database extends ViewCountTables {}
}

export interface ViewCountTables {
  /**
   * Exact row counts per list view of a table (a folder of one mailbox, a task filter with a tag…), kept by
   * statement triggers (`countViews`): a paged list's total without counting its rows.
   */
  view_counts: { tableName: string; owner: number; view: string; rows: number };
}

export const viewCountsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('view_counts')
      .addColumn('table_name', 'text', (c) => c.notNull())
      .addColumn('owner', 'integer', (c) => c.notNull())
      .addColumn('view', 'text', (c) => c.notNull())
      .addColumn('rows', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('view_counts_pkey', ['table_name', 'owner', 'view'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('view_counts').execute();
  },
};

/**
 * (Re)writes `<table>_count_views`, the statement trigger's function: one upsert per statement, in key order, so
 * concurrent writers never deadlock on the counters; a row that changes views moves from one count to the other in
 * the same transaction. With `columns` (every column `owner` and `views` read), the statement's rows are first
 * grouped by them and each group's views counted once, times its rows: a bulk change's 500 tasks fall into some 90
 * groups, and the trigger takes less than half the time (bench/README.md, "Grouped view counts, lz4 payloads").
 */
async function writeViewCountsFunction(db: Kysely<unknown>, table: string, owner: RawBuilder<unknown>, views: RawBuilder<unknown>, columns?: readonly string[]): Promise<void> {
  const grouped = columns && sql.join(columns.map((column) => sql.id(column)));
  const changes = (rows: 'old_rows' | 'new_rows', sign: number) =>
    grouped
      ? sql`SELECT ${owner} AS owner, v.view, ${sql.lit(sign)} * r.alike AS delta
          FROM (SELECT ${grouped}, count(*) AS alike FROM ${sql.raw(rows)} GROUP BY ${grouped}) r CROSS JOIN LATERAL (${views}) v`
      : sql`SELECT ${owner} AS owner, v.view, ${sql.lit(sign)} AS delta FROM ${sql.raw(rows)} r CROSS JOIN LATERAL (${views}) v`;
  const upsert = (source: RawBuilder<unknown>) => sql`
    INSERT INTO view_counts (table_name, owner, view, rows)
    SELECT ${sql.lit(table)}, owner, view, sum(delta) FROM (${source}) c GROUP BY owner, view HAVING sum(delta) <> 0 ORDER BY owner, view
    ON CONFLICT (table_name, owner, view) DO UPDATE SET rows = view_counts.rows + excluded.rows`;
  await sql`CREATE OR REPLACE FUNCTION ${sql.id(`${table}_count_views`)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${upsert(changes('new_rows', 1))};
      ELSIF TG_OP = 'DELETE' THEN
        ${upsert(changes('old_rows', -1))};
      ELSE
        ${upsert(sql`${changes('old_rows', -1)} UNION ALL ${changes('new_rows', 1)}`)};
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

/**
 * Has `view_counts` follow a table from now on, counting the rows it already holds. `owner` is an SQL
 * expression over a row `r` (0 for a shared table), `views` a query over `r` answering one `view` per list
 * view the row shows in.
 */
export async function countViews(db: Kysely<unknown>, table: string, owner: RawBuilder<unknown>, views: RawBuilder<unknown>): Promise<void> {
  await writeViewCountsFunction(db, table, owner, views);
  await afterEachStatement(db, table, `${table}_views`, `${table}_count_views`);
  await sql`INSERT INTO view_counts (table_name, owner, view, rows)
    SELECT ${sql.lit(table)}, ${owner}, v.view, count(*) FROM ${sql.table(table)} r CROSS JOIN LATERAL (${views}) v GROUP BY 2, 3`.execute(db);
}

/**
 * A migration that has `countViews`' triggers count a statement's rows by group of the `columns` their views read
 * (see `writeViewCountsFunction`); down, row by row again. The counts themselves stay as they are.
 */
export function groupedViewCountsMigration(table: string, owner: RawBuilder<unknown>, views: RawBuilder<unknown>, columns: readonly string[]) {
  return {
    up: (db: Kysely<unknown>) => writeViewCountsFunction(db, table, owner, views, columns),
    down: (db: Kysely<unknown>) => writeViewCountsFunction(db, table, owner, views),
  };
}

/** Undoes `countViews`. */
export async function uncountViews(db: Kysely<unknown>, table: string): Promise<void> {
  await dropStatementTriggers(db, table, `${table}_views`);
  await sql`DROP FUNCTION ${sql.id(`${table}_count_views`)}()`.execute(db);
  await sql`DELETE FROM view_counts WHERE table_name = ${table}`.execute(db);
}

/** The counts of `views` of the owner's rows, by view (0 for a view no row shows in). */
export async function viewRows(db: Db | Transaction<Database>, table: keyof Database, owner: number, views: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('view_counts')
    .select(['view', 'rows'])
    .where('tableName', '=', table)
    .where('owner', '=', owner)
    .where('view', 'in', views)
    .execute();
  const counts = new Map(views.map((view) => [view, 0]));
  for (const { view, rows: count } of rows) counts.set(view, count);
  return counts;
}
