import type { Kysely } from 'kysely';
import type { AccountSettingsRecord } from './models.js';

export interface AccountSettingsTables {
  /** Each account's saved settings (all sections as one jsonb document); no row until the first save. */
  account_settings: { accountId: number; record: AccountSettingsRecord };
}

export const accountSettingsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('account_settings')
      .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
      .addColumn('record', 'jsonb', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('account_settings').execute();
  },
};
