import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Clock } from '../common/clock.js';
import { NotFoundError } from '../common/errors.js';
import type { Db } from '../db/connection.js';
import type { BulkCounts, BulkJobRecord, BulkJobStatus, NewBulkJob } from './models.js';
import type { BulkJobRepository } from './repository.js';

/** Bulk jobs in PostgreSQL (table `bulk_jobs`: server/bulk-jobs/tables.ts); each change one conditional statement. */
export class PostgresBulkJobRepository implements BulkJobRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(job: NewBulkJob): Promise<BulkJobRecord> {
    const record: BulkJobRecord = {
      id: randomUUID(),
      ...job,
      status: 'running',
      done: 0,
      skipped: 0,
      failed: 0,
      batchId: randomUUID(),
      cancelRequested: false,
      heartbeatAt: this.clock().toISOString(),
      createdAt: this.clock().toISOString(),
      finishedAt: null,
    };
    await this.db.insertInto('bulk_jobs').values(record).execute();
    return record;
  }

  async find(id: string): Promise<BulkJobRecord> {
    const job = await this.db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!job) throw new NotFoundError(`Bulk job ${id} not found`);
    return job;
  }

  /** One round trip a chunk while the job runs; one more, to read it, when it has ended meanwhile. */
  async progress(id: string, { done, skipped, failed }: BulkCounts): Promise<BulkJobRecord> {
    const counted = await this.db
      .updateTable('bulk_jobs')
      .set({ done: sql`done + ${done}`, skipped: sql`skipped + ${skipped}`, failed: sql`failed + ${failed}`, heartbeatAt: this.clock().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .returningAll()
      .executeTakeFirst();
    return counted ?? this.find(id);
  }

  async finish(id: string, status: Exclude<BulkJobStatus, 'running'>): Promise<BulkJobRecord> {
    await this.db.updateTable('bulk_jobs').set({ status, finishedAt: this.clock().toISOString() }).where('id', '=', id).where('status', '=', 'running').execute();
    return this.find(id);
  }

  async beat(id: string): Promise<void> {
    await this.db.updateTable('bulk_jobs').set({ heartbeatAt: this.clock().toISOString() }).where('id', '=', id).where('status', '=', 'running').execute();
  }

  /** One statement: two instances sweeping at once end each job once (the second finds it no longer running). */
  async interruptStale(staleBefore: string): Promise<BulkJobRecord[]> {
    return this.db
      .updateTable('bulk_jobs')
      .set({ status: 'interrupted', finishedAt: this.clock().toISOString() })
      .where('status', '=', 'running')
      .where('heartbeatAt', '<', staleBefore)
      .returningAll()
      .execute();
  }

  async requestCancel(id: string): Promise<BulkJobRecord> {
    await this.db.updateTable('bulk_jobs').set({ cancelRequested: true }).where('id', '=', id).where('status', '=', 'running').execute();
    return this.find(id);
  }
}
