import { sql, type Kysely, type Transaction } from 'kysely';
import type { AccountRecord } from '../../seed/accounts.js';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';

export interface AccountTables {
  /** Login accounts; `ability` is the CASL rule list as jsonb. Before every per-account table (0050). */
  accounts: Omit<AccountRecord, 'teamMemberId'> & { teamMemberId: number | null };
}

export const accountMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('ability', 'jsonb', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('team_member_id', 'integer')
      .execute();
    // Sign-in and registration look accounts up by these, case-insensitively; unique as the spec asks.
    await sql`CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email))`.execute(db);
    await sql`CREATE UNIQUE INDEX accounts_username_key ON accounts (lower(username))`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('accounts').execute();
  },
};

/** An account as a row: pg sends a JS array as a Postgres array, so the jsonb list goes as JSON text. */
export function accountRow(account: AccountRecord) {
  return { ...account, teamMemberId: account.teamMemberId ?? null, ability: sql<AccountRecord['ability']>`${JSON.stringify(account.ability)}::jsonb` };
}

/** The seed's accounts: the demo admin and client, and one per chat contact. */
export async function seedAccountTables(trx: Transaction<Database>, seed: readonly AccountRecord[]): Promise<void> {
  await insertInBatches(seed.map(accountRow), (batch) => trx.insertInto('accounts').values(batch).execute());
}
