import { sql, type ColumnType, type Kysely } from 'kysely';
import type { ImportCounts, ImportDelimiter, ImportEncoding, ImportMode, ImportStatus } from './models.js';

declare module '../db/database.js' {
  interface Database extends ImportJobTables {}
}

/** A JSON array of strings: read as one, written as its JSON text. */
type JsonStrings = ColumnType<string[], string, string>;

export interface ImportJobRow extends ImportCounts {
  id: string;
  list: string;
  ownerId: number;
  status: ImportStatus;
  fileName: string;
  encoding: ImportEncoding;
  delimiter: ImportDelimiter;
  /** The header cells. */
  columns: JsonStrings;
  rows: number;
  mode: ImportMode | null;
  batchId: string;
  cancelRequested: boolean;
  createdAt: string;
  finishedAt: string | null;
}

export interface ImportRejectionRow {
  importId: string;
  row: number;
  reason: string;
  cells: JsonStrings;
}

export interface ImportJobTables {
  /** Every import with its file's shape and counts, so any instance answers its progress. */
  import_jobs: ImportJobRow;
  /** The rows an import refused, with their reasons: what its "refused rows" CSV holds. */
  import_rejections: ImportRejectionRow;
}

export const importJobMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('import_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('encoding', 'text', (c) => c.notNull())
      .addColumn('delimiter', 'text', (c) => c.notNull())
      .addColumn('columns', 'jsonb', (c) => c.notNull())
      .addColumn('rows', 'integer', (c) => c.notNull())
      .addColumn('mode', 'text')
      .addColumn('created', 'integer', (c) => c.notNull())
      .addColumn('updated', 'integer', (c) => c.notNull())
      .addColumn('unchanged', 'integer', (c) => c.notNull())
      .addColumn('skipped', 'integer', (c) => c.notNull())
      .addColumn('failed', 'integer', (c) => c.notNull())
      .addColumn('batch_id', 'text', (c) => c.notNull().unique())
      .addColumn('cancel_requested', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await sql`CREATE INDEX import_jobs_owner ON import_jobs (owner_id, created_at DESC)`.execute(db);
    await db.schema
      .createTable('import_rejections')
      .addColumn('import_id', 'text', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
      .addColumn('row', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('cells', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('import_rejections_pk', ['import_id', 'row'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('import_rejections').execute();
    await db.schema.dropTable('import_jobs').execute();
  },
};
