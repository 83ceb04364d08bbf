import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Clock } from '../common/clock.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import type { Db } from '../db/connection.js';
import { NO_COUNTS, type ImportCounts, type ImportJobRecord, type ImportMode, type ImportStatus, type NewImportJob, type RejectedRow } from './models.js';
import type { ImportJobRepository } from './repository.js';

/** Import jobs in PostgreSQL (tables `import_jobs`, `import_rejections`: server/imports/tables.ts); each change one conditional statement. */
export class PostgresImportJobRepository implements ImportJobRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(job: NewImportJob): Promise<ImportJobRecord> {
    const record: ImportJobRecord = {
      id: randomUUID(),
      ...job,
      columns: [...job.columns],
      ...NO_COUNTS,
      status: 'ready',
      mode: null,
      batchId: randomUUID(),
      cancelRequested: false,
      createdAt: this.clock().toISOString(),
      finishedAt: null,
    };
    await this.db.insertInto('import_jobs').values({ ...record, columns: JSON.stringify(record.columns) }).execute();
    return record;
  }

  async find(id: string): Promise<ImportJobRecord> {
    const job = await this.db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!job) throw new NotFoundError(`Import ${id} not found`);
    return job;
  }

  async start(id: string, mode: ImportMode): Promise<ImportJobRecord> {
    const started = await this.db.updateTable('import_jobs').set({ status: 'running', mode }).where('id', '=', id).where('status', '=', 'ready').executeTakeFirst();
    const job = await this.find(id);
    if (started.numUpdatedRows === 0n) throw new ConflictError(`Import ${id} was started already (${job.status})`);
    return job;
  }

  async progress(id: string, counts: ImportCounts, rejected: readonly RejectedRow[]): Promise<ImportJobRecord> {
    await this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('import_jobs')
        .set({
          created: sql`created + ${counts.created}`,
          updated: sql`updated + ${counts.updated}`,
          unchanged: sql`unchanged + ${counts.unchanged}`,
          skipped: sql`skipped + ${counts.skipped}`,
          failed: sql`failed + ${counts.failed}`,
        })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n || rejected.length === 0) return;
      await trx
        .insertInto('import_rejections')
        .values(rejected.map((row) => ({ importId: id, row: row.row, reason: row.reason, cells: JSON.stringify(row.cells) })))
        .execute();
    });
    return this.find(id);
  }

  async finish(id: string, status: Exclude<ImportStatus, 'ready' | 'running'>): Promise<ImportJobRecord> {
    await this.db
      .updateTable('import_jobs')
      .set({ status, finishedAt: this.clock().toISOString() })
      .where('id', '=', id)
      .where('status', 'in', ['ready', 'running'])
      .execute();
    return this.find(id);
  }

  async requestCancel(id: string): Promise<ImportJobRecord> {
    const job = await this.find(id);
    if (job.status === 'ready') return this.finish(id, 'cancelled');
    await this.db.updateTable('import_jobs').set({ cancelRequested: true }).where('id', '=', id).where('status', '=', 'running').execute();
    return this.find(id);
  }

  async rejected(id: string): Promise<RejectedRow[]> {
    await this.find(id);
    return this.db.selectFrom('import_rejections').select(['row', 'reason', 'cells']).where('importId', '=', id).orderBy('row').execute();
  }
}
