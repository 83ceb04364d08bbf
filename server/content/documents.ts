import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection.js';
import type { ProfilePage } from './profile/repository.js';
import type { PricingSeed } from './pricing/models.js';
import type { AccountSettingsDefaults } from './account-settings/models.js';

/**
 * The content pages' documents that nothing writes after the seed: kept whole as jsonb, so the PostgreSQL
 * store serves them without the seed in memory.
 */
export interface ContentDocuments {
  pricing: PricingSeed;
  profile_page: ProfilePage;
  account_settings_defaults: AccountSettingsDefaults;
}

export interface DocumentTables {
  content_documents: { name: keyof ContentDocuments; document: unknown };
}

export const documentsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('content_documents')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('document', 'jsonb', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('content_documents').execute();
  },
};

/**
 * A value as a jsonb parameter (pg would send a JS array as a Postgres array). Its keys must be camelCase:
 * on the way back the camelCase plugin renames nested keys too (a `last_28_days` key would not survive).
 */
export const jsonb = <T>(value: T): RawBuilder<T> => sql<T>`${JSON.stringify(value)}::jsonb`;

export async function readDocument<K extends keyof ContentDocuments>(db: Db, name: K): Promise<ContentDocuments[K]> {
  const row = await db.selectFrom('content_documents').select('document').where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`content document '${name}' is missing: the seed was not loaded`);
  return row.document as ContentDocuments[K];
}

export async function seedDocuments(db: Db, documents: ContentDocuments): Promise<void> {
  const rows = (Object.keys(documents) as (keyof ContentDocuments)[]).map((name) => ({ name, document: jsonb(documents[name]) }));
  await db.insertInto('content_documents').values(rows).execute();
}
