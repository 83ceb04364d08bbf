import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Migration } from 'kysely';
import type { Db } from './connection.js';
import { createSchemaIfMissing, withSchemaChangeLock } from './schema-change-lock.js';

/**
 * Creates the schema when missing and applies what is missing of `migrations` (by name, in name order, each
 * once, under a lock so several instances starting together migrate once); throws with the failing migration's name.
 * `schema` is where the tables live (the connection's search path): Kysely's own bookkeeping tables go there
 * too, named explicitly because its introspection looks across every schema of the database. The schema is
 * created under the same lock as the migrations: `CREATE SCHEMA IF NOT EXISTS` is not safe against a
 * concurrent one (the loser fails on pg_namespace's unique index), and instances start together.
 */
export async function applyMigrations(db: Db, migrations: Readonly<Record<string, Migration>>, schema?: string): Promise<string[]> {
  const { error, results = [] } = await withSchemaChangeLock(db, async (connection) => {
    if (schema) await createSchemaIfMissing(connection, schema);
    const provider = { getMigrations: async () => migrations };
    return new Migrator({ db: connection, provider, migrationTableSchema: schema ?? 'public' }).migrateToLatest();
  });
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** PostgreSQL's code for a table that does not exist. */
const UNDEFINED_TABLE = '42P01';

/**
 * The names of `migrations` the database has not applied (readiness): one read of Kysely's migration table, not
 * the Migrator's own check, which introspects every table of every schema.
 */
export async function unappliedMigrations(db: Db, migrations: Readonly<Record<string, Migration>>, schema?: string): Promise<string[]> {
  let applied: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(`${schema ?? 'public'}.${DEFAULT_MIGRATION_TABLE}`)}`.execute(db);
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
    applied = new Set();
  }
  return Object.keys(migrations).filter((name) => !applied.has(name));
}
