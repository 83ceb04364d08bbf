import { sql, type Kysely } from 'kysely';
import type { ApiKeyRecord } from './models.js';

declare module '../db/database.js' {
  interface Database extends ApiKeyTables {}
}

export interface ApiKeyTables {
  /** One row per key, revoked ones kept (the owner's list shows them); the secret only as its SHA-256. */
  api_keys: ApiKeyRecord;
}

/** What the seeded permissions about the API grant from now on, unless an administrator gave them grants already. */
const KEY_GRANTS = [
  { name: 'Доступ к API', grants: [{ action: 'create', subject: 'ApiKey' }] },
  { name: 'Управление API-ключами', grants: [{ action: 'manage', subject: 'ApiKey' }] },
] as const;

/**
 * Seeded permissions that governed nothing the product has (no integrations, no backups it makes: PostgreSQL's
 * own tools do that), retired. One an administrator has since given grants is kept: it now means something.
 */
export const RETIRED_PERMISSIONS = ['Управление интеграциями', 'Резервное копирование'] as const;

/**
 * The keys' table (0780); the API permissions' grants and the retired ones; the audit's column naming the key a
 * write was made with. Only the permissions still granting nothing change, so an administrator's edits stand and
 * no role loses an ability it has.
 */
export const apiKeyMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('access', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz')
      .addColumn('last_used_at', 'timestamptz')
      .addColumn('last_used_from', 'text')
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    // The owner's list; every instance reads the unrevoked ones into its index.
    await sql`CREATE INDEX api_keys_account ON api_keys (account_id, created_at DESC)`.execute(db);
    await sql`CREATE INDEX api_keys_unrevoked ON api_keys (id) WHERE revoked_at IS NULL`.execute(db);
    await sql`ALTER TABLE audit_events ADD COLUMN actor_via_key text`.execute(db);
    for (const { name, grants } of KEY_GRANTS) {
      await sql`UPDATE permissions SET grants = ${JSON.stringify(grants)}::jsonb WHERE name = ${name} AND grants = '[]'::jsonb`.execute(db);
    }
    await sql`DELETE FROM permissions WHERE name IN (${sql.join(RETIRED_PERMISSIONS)}) AND grants = '[]'::jsonb`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE audit_events DROP COLUMN actor_via_key`.execute(db);
    await db.schema.dropTable('api_keys').execute();
  },
};
