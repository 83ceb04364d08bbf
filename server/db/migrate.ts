import { Migrator, type Migration } from 'kysely';
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
