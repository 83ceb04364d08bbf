import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/connection.js';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';
import type { AccountRole } from '../access/roles.js';
import type { AccountRecord } from './models.js';

declare module '../db/database.js' {
  interface Database extends AccountTables {}
}

export interface AccountTables {
  /** Login accounts, each with a role deciding its abilities (0701). Before every per-account table (0050). */
  accounts: Omit<AccountRecord, 'teamMemberId'> & { teamMemberId: number | null };
  /** Open password resets, by the SHA-256 of their one-time token (the token itself is never stored); deleted when used. */
  password_resets: { tokenHash: string; accountId: number; expiresAt: string };
  /** Open e-mail verification links, by the SHA-256 of their token: the address each confirms; deleted when used. */
  email_verifications: { tokenHash: string; accountId: number; email: string; sentAt: string; expiresAt: string };
}

/**
 * E-mail verification (0762): whether an account's address was confirmed, and the open links. Accounts that existed
 * before count as verified (the seed's demo accounts, administrators' accounts): nothing asked them to confirm.
 */
export const emailVerificationMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE accounts ADD COLUMN email_verified boolean NOT NULL DEFAULT true`.execute(db);
    await sql`ALTER TABLE accounts ALTER COLUMN email_verified SET DEFAULT false`.execute(db);
    await db.schema
      .createTable('email_verifications')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX email_verifications_account ON email_verifications (account_id, sent_at)`.execute(db);
    await sql`CREATE INDEX email_verifications_expires ON email_verifications (expires_at)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('email_verifications').execute();
    await sql`ALTER TABLE accounts DROP COLUMN email_verified`.execute(db);
  },
};

/**
 * The account's interface language (0795), in which its letters are written: the accounts from before get ru, the
 * spec's default language.
 */
export const accountLanguageMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE accounts ADD COLUMN language text NOT NULL DEFAULT 'ru' CHECK (language IN ('ru', 'en', 'uk'))`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE accounts DROP COLUMN language`.execute(db);
  },
};

/** A new address waiting for its link (0796): the account keeps its own until the link is followed. */
export const pendingEmailMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE accounts ADD COLUMN pending_email text`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE accounts DROP COLUMN pending_email`.execute(db);
  },
};

/** Password resets by letter (0761): a row per link sent, until used, lapsed and pruned, or the password reset. */
export const passwordResetMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    // A reset drops every link of its account; a new link prunes the lapsed ones.
    await sql`CREATE INDEX password_resets_account ON password_resets (account_id)`.execute(db);
    await sql`CREATE INDEX password_resets_expires ON password_resets (expires_at)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('password_resets').execute();
  },
};

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

/**
 * An account's abilities come from its role, no longer from a list of its own; accounts can be
 * deactivated, invited (the hash of a one-time token, never the token) and show their last sign-in. A database
 * seeded before keeps what its accounts could do: the chat contacts (client plus the chat and reading tasks) get
 * the `user` role, whose seeded grants (0700) cover that, and it gets the demo accounts of the permission roles
 * (both from the seed, handed in by the composition root).
 */
export const accountRolesMigration = (seed: { contactRole: AccountRole; roleDemoAccounts: () => AccountRecord[] }) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE accounts ADD COLUMN active boolean NOT NULL DEFAULT true`.execute(db);
    await sql`ALTER TABLE accounts ADD COLUMN last_sign_in_at timestamptz`.execute(db);
    await sql`ALTER TABLE accounts ADD COLUMN invite_token_hash text`.execute(db);
    await sql`ALTER TABLE accounts ADD COLUMN invite_expires_at timestamptz`.execute(db);
    await sql`CREATE UNIQUE INDEX accounts_invite_token_hash_key ON accounts (invite_token_hash) WHERE invite_token_hash IS NOT NULL`.execute(db);
    await sql`UPDATE accounts SET role = ${seed.contactRole} WHERE role = 'client' AND ability @> '[{"subject": "Chat"}]'::jsonb`.execute(db);
    await sql`ALTER TABLE accounts DROP COLUMN ability`.execute(db);
    const seeded = await (db as unknown as Db).selectFrom('app_meta').select('key').where('key', '=', 'seeded').executeTakeFirst();
    if (!seeded) return;
    for (const account of seed.roleDemoAccounts()) {
      await sql`INSERT INTO accounts (id, full_name, username, email, avatar, role, password_hash, team_member_id)
        SELECT (SELECT coalesce(max(id), 0) + 1 FROM accounts), ${account.fullName}, ${account.username}, ${account.email}, ${account.avatar}, ${account.role}, ${account.passwordHash}, NULL
        WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE lower(email) = ${account.email} OR lower(username) = ${account.username})`.execute(db);
    }
  },
});

/** An account as a row. */
export function accountRow(account: AccountRecord): AccountTables['accounts'] {
  return { ...account, teamMemberId: account.teamMemberId ?? null };
}

/** The seed's accounts: the demo admin and client, one per chat contact, one per permission role. */
export async function seedAccountTables(trx: Transaction<Database>, seed: readonly AccountRecord[]): Promise<void> {
  await insertInBatches(seed.map(accountRow), (batch) => trx.insertInto('accounts').values(batch).execute());
}
