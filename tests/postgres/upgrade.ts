import { Migrator } from 'kysely';
import { afterAll } from 'vitest';
import { migrations } from '../../server/composition/migrations.js';
import { connect, type Db } from '../../server/db/connection.js';
import { withSchemaChangeLock } from '../../server/db/schema-change-lock.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * An upgrade test's database: a schema of its own, dropped after the file, and `migrateTo(name)`, which creates it
 * with the migrations up to `name` applied, as an older instance left it. The migrations run under the lock
 * migrateToLatest takes: parallel test files migrate and drop schemas meanwhile.
 */
export function useUpgradedSchema(): { schema: string; db: Db; migrateTo: (name: string) => Promise<void> } {
  const schema = uniqueSchema();
  const db = connect(DATABASE_URL as string, { schema, max: 2 });
  afterAll(async () => {
    await db.destroy();
    await dropSchema(schema);
  });
  const migrateTo = async (name: string) => {
    await db.schema.createSchema(schema).execute();
    const { error } = await withSchemaChangeLock(db, (connection) =>
      new Migrator({ db: connection, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema }).migrateTo(name),
    );
    if (error) throw error;
  };
  return { schema, db, migrateTo };
}
