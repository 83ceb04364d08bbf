import { sql, type Kysely } from 'kysely';
import type { BulkJobRecord } from './models.js';

declare module '../db/database.js' {
  interface Database extends BulkJobTables {}
}

export interface BulkJobTables {
  /** Every bulk job with its counts, so any instance answers its progress. */
  bulk_jobs: BulkJobRecord;
}

export const bulkJobMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('bulk_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull())
      .addColumn('skipped', 'integer', (c) => c.notNull())
      .addColumn('failed', 'integer', (c) => c.notNull())
      .addColumn('batch_id', 'text', (c) => c.notNull().unique())
      .addColumn('cancel_requested', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await sql`CREATE INDEX bulk_jobs_owner ON bulk_jobs (owner_id, created_at DESC)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('bulk_jobs').execute();
  },
};

/**
 * Jobs whose instance stopped (0793): each running job's heartbeat, so another instance can tell a job still under
 * way from one left `running` by an instance that is gone. Jobs running at the upgrade start their count now.
 */
export const bulkJobHeartbeatMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('bulk_jobs').addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
    await sql`CREATE INDEX bulk_jobs_running ON bulk_jobs (heartbeat_at) WHERE status = 'running'`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('bulk_jobs').dropColumn('heartbeat_at').execute();
  },
};
