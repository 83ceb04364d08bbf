import { sql, type Kysely } from 'kysely';
import type { SessionRecord } from './repository.js';

declare module '../db/database.js' {
  interface Database extends SessionTables {}
}

export interface SessionTables {
  /** Server-side sessions: one row per sign-in, ended or expired rows pruned after a day. */
  sessions: SessionRecord;
  /**
   * Failed sign-ins per account and address, and per address, counted by rate-limiter-flexible's PostgreSQL
   * store (server/auth/sign-in-throttle.ts) in the shape it expects: shared by every instance.
   */
  sign_in_failures: { key: string; points: number; expire: number | null };
}

export const sessionMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('refresh_id', 'text', (c) => c.notNull())
      .addColumn('previous_refresh_id', 'text')
      .addColumn('rotated_at', 'timestamptz')
      .addColumn('ended_at', 'timestamptz')
      .addColumn('end_reason', 'text')
      .execute();
    // The session list and "end every other session" read an account's sessions; pruning reads by time.
    await sql`CREATE INDEX sessions_account ON sessions (account_id)`.execute(db);
    await sql`CREATE INDEX sessions_expires ON sessions (expires_at)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('sessions').execute();
  },
};

/** The table rate-limiter-flexible's RateLimiterPostgres would create itself; created here, under the migration lock. */
export const signInFailureMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('sign_in_failures').execute();
  },
};
