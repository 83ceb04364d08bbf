import { sql } from 'kysely';
import type { Db } from './connection.js';

/**
 * Looked up first: CREATE SCHEMA checks the right to create schemas in the database even when the schema exists
 * (IF NOT EXISTS included), and a role may own its schema without that right. Race-free under the schema-change lock.
 */
export async function createSchemaIfMissing(connection: Db, schema: string): Promise<void> {
  const { rows } = await sql`SELECT 1 FROM pg_namespace WHERE nspname = ${schema}`.execute(connection);
  if (rows.length === 0) await connection.schema.createSchema(schema).execute();
}

/**
 * The advisory lock (by its `hashtext` key) every schema change at start-up takes, in this database: schema
 * creation, migrations, schemas dropped by tests, the live events' own table (server/events/postgres.ts).
 */
export const SCHEMA_CHANGE_LOCK = 'aurora:schema-change';

/**
 * Runs `change` on one connection holding the database-wide schema-change lock. Kysely's migrator reads
 * the catalog of every schema; a schema dropped meanwhile (another product or test run in the same
 * database) would fail that read, so migrating and dropping schemas take turns.
 */
export async function withSchemaChangeLock<R>(db: Db, change: (connection: Db) => Promise<R>): Promise<R> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(hashtext(${SCHEMA_CHANGE_LOCK}))`.execute(connection);
    try {
      return await change(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${SCHEMA_CHANGE_LOCK}))`.execute(connection);
    }
  });
}
