import { sql, type Kysely, type Transaction } from 'kysely';
import type { PermissionSeed } from '../../seed/permissions.js';
import { SEED_STAMP } from '../common/record-versions.js';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';
import type { PermissionRecord } from './models.js';

export interface PermissionTables {
  /** `position` keeps the list order (newest first: each addition below the least). */
  permissions: PermissionRecord & { position: number };
}

export const permissionMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('permissions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('assigned_to', sql`text[]`, (c) => c.notNull())
      .addColumn('created_date', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'timestamptz')
      .execute();
    await sql`CREATE UNIQUE INDEX permissions_name_key ON permissions (lower(name))`.execute(db);
    await sql`CREATE INDEX permissions_position ON permissions (position)`.execute(db);
    await sql`CREATE INDEX permissions_assigned_to ON permissions USING gin (assigned_to)`.execute(db);
    await sql`CREATE INDEX permissions_search ON permissions USING gin (name gin_trgm_ops, created_date gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('permissions').execute();
  },
};

/** The seed's permissions in list order, version 1. */
export async function seedPermissionTables(trx: Transaction<Database>, seed: PermissionSeed): Promise<void> {
  const rows = seed.map((permission, position) => ({ ...permission, ...SEED_STAMP, position }));
  await insertInBatches(rows, (batch) => trx.insertInto('permissions').values(batch).execute());
}
