import { sql, type Kysely } from 'kysely';
import type { TwoStepRecord } from './models.js';

declare module '../db/database.js' {
  interface Database extends TwoStepTables {}
}

export interface TwoStepTables {
  /** One row per account that enrolled: its sealed secret (or one waiting for its first code) and last step used. */
  two_step: TwoStepRecord;
  /** The unspent recovery codes of the accounts with two-step sign-in on, as keyed hashes; a spent one is deleted. */
  two_step_recovery_codes: { accountId: number; codeHash: string };
  /** The open second steps of sign-ins, by their challenge's SHA-256; closed (deleted) when used, pruned when lapsed. */
  two_step_challenges: { challengeHash: string; accountId: number; expiresAt: string };
}

export const twoStepMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('two_step')
      .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
      .addColumn('secret', 'text')
      .addColumn('pending_secret', 'text')
      .addColumn('enabled_at', 'timestamptz')
      .addColumn('last_step', 'integer')
      .execute();
    await db.schema
      .createTable('two_step_recovery_codes')
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('two_step_recovery_codes_pkey', ['account_id', 'code_hash'])
      .execute();
    await db.schema
      .createTable('two_step_challenges')
      .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    // Pruning reads lapsed challenges by time; turning two-step off drops an account's.
    await sql`CREATE INDEX two_step_challenges_expires ON two_step_challenges (expires_at)`.execute(db);
    await sql`CREATE INDEX two_step_challenges_account ON two_step_challenges (account_id)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('two_step_challenges').execute();
    await db.schema.dropTable('two_step_recovery_codes').execute();
    await db.schema.dropTable('two_step').execute();
  },
};
