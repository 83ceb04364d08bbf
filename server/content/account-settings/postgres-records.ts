import { sql } from 'kysely';
import { inTransaction } from '../../db/queries.js';
import type { Db } from '../../db/connection.js';
import { jsonb, readDocument } from '../documents.js';
import type { SettingsRecords } from './records.js';
import type { AccountSettingsDefaults, AccountSettingsRecord } from './models.js';

/** Account-settings records in PostgreSQL (table `account_settings`: tables.ts); the defaults are a document. */
export class PostgresSettingsRecords implements SettingsRecords {
  constructor(private readonly db: Db) {}

  async defaults(): Promise<AccountSettingsDefaults> {
    return readDocument(this.db, 'account_settings_defaults');
  }

  async get(accountId: number): Promise<AccountSettingsRecord | undefined> {
    const row = await this.db.selectFrom('account_settings').select('record').where('accountId', '=', accountId).executeTakeFirst();
    return row?.record;
  }

  async update(accountId: number, change: (stored: AccountSettingsRecord | undefined) => AccountSettingsRecord): Promise<AccountSettingsRecord> {
    return inTransaction(this.db, async (trx) => {
      // The account's own lock: its saves take turns (a first save has no row to lock yet); others' do not wait.
      await sql`SELECT pg_advisory_xact_lock(hashtext('aurora:account_settings'), ${accountId})`.execute(trx);
      const row = await trx.selectFrom('account_settings').select('record').where('accountId', '=', accountId).executeTakeFirst();
      const record = change(row?.record);
      await trx
        .insertInto('account_settings')
        .values({ accountId, record: jsonb(record) })
        .onConflict((oc) => oc.column('accountId').doUpdateSet({ record: jsonb(record) }))
        .execute();
      return record;
    });
  }
}
