import { sql, type Kysely, type Transaction } from 'kysely';
import { SEED_STAMP } from '../common/record-versions.js';
import type { Db } from '../db/connection.js';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';
import type { Grant } from '../access/abilities.js';
import type { PermissionRole } from '../access/roles.js';
import type { PermissionRecord, PermissionSeed } from './models.js';

declare module '../db/database.js' {
  interface Database extends PermissionTables {}
}

export interface PermissionTables {
  /** `position` keeps the list order (newest first: each addition below the least); `grants` is jsonb (0700). */
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

/**
 * What each permission grants. A partial index keeps the roles' grants one short read however many
 * permissions grant nothing (SEED_ROWS' extra rows). A database seeded before grants existed gets the seed's
 * grants and deliberate assignments for the permissions it still holds under their seeded names, so its
 * accounts keep their abilities (0701 gives the chat contacts the `user` role). The seed's grants and assignments
 * are handed in by the composition root.
 */
export const permissionGrantsMigration = (seed: {
  grants: ReadonlyMap<string, readonly Grant[]>;
  assignment: (name: string) => PermissionRole[];
}) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE permissions ADD COLUMN grants jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
    await sql`CREATE INDEX permissions_granting ON permissions (id) WHERE grants <> '[]'::jsonb`.execute(db);
    const seeded = await (db as unknown as Db).selectFrom('app_meta').select('key').where('key', '=', 'seeded').executeTakeFirst();
    if (!seeded) return;
    for (const [name, grants] of seed.grants) {
      await sql`UPDATE permissions SET grants = ${JSON.stringify(grants)}::jsonb, assigned_to = ${seed.assignment(name)}::text[] WHERE name = ${name}`.execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE permissions DROP COLUMN grants`.execute(db);
  },
});

/** A permission's grants as a jsonb value: pg would send a JS array as a Postgres array. */
export const grantsValue = (grants: PermissionRecord['grants']) => sql<PermissionRecord['grants']>`${JSON.stringify(grants)}::jsonb`;

/** The seed's permissions in list order, version 1. */
export async function seedPermissionTables(trx: Transaction<Database>, seed: PermissionSeed): Promise<void> {
  const rows = seed.map((permission, position) => ({ ...permission, grants: grantsValue(permission.grants), ...SEED_STAMP, position }));
  await insertInBatches(rows, (batch) => trx.insertInto('permissions').values(batch).execute());
}
