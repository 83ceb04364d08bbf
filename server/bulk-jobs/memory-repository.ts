import { randomUUID } from 'node:crypto';
import type { Clock } from '../common/clock.js';
import { NotFoundError } from '../common/errors.js';
import type { BulkCounts, BulkJobRecord, BulkJobStatus, NewBulkJob } from './models.js';
import type { BulkJobRepository } from './repository.js';

/** Bulk jobs in this process's memory (the default store). */
export class MemoryBulkJobRepository implements BulkJobRepository {
  private jobs = new Map<string, BulkJobRecord>();

  constructor(private readonly clock: Clock) {}

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
    this.jobs.set(record.id, record);
    return { ...record };
  }

  async find(id: string): Promise<BulkJobRecord> {
    return { ...this.current(id) };
  }

  async progress(id: string, { done, skipped, failed }: BulkCounts): Promise<BulkJobRecord> {
    const job = this.current(id);
    if (job.status !== 'running') return job;
    return this.put({ ...job, done: job.done + done, skipped: job.skipped + skipped, failed: job.failed + failed, heartbeatAt: this.clock().toISOString() });
  }

  async finish(id: string, status: Exclude<BulkJobStatus, 'running'>): Promise<BulkJobRecord> {
    const job = this.current(id);
    if (job.status !== 'running') return job;
    return this.put({ ...job, status, finishedAt: this.clock().toISOString() });
  }

  async beat(id: string): Promise<void> {
    const job = this.current(id);
    if (job.status === 'running') this.put({ ...job, heartbeatAt: this.clock().toISOString() });
  }

  async interruptStale(staleBefore: string): Promise<BulkJobRecord[]> {
    const before = Date.parse(staleBefore);
    const stale = [...this.jobs.values()].filter((job) => job.status === 'running' && Date.parse(job.heartbeatAt) < before);
    return stale.map((job) => this.put({ ...job, status: 'interrupted', finishedAt: this.clock().toISOString() }));
  }

  async requestCancel(id: string): Promise<BulkJobRecord> {
    const job = this.current(id);
    if (job.status !== 'running') return job;
    return this.put({ ...job, cancelRequested: true });
  }

  /** The job as kept, read and changed in one turn: two lanes of a job reporting at once must not lose a count. */
  private current(id: string): BulkJobRecord {
    const job = this.jobs.get(id);
    if (!job) throw new NotFoundError(`Bulk job ${id} not found`);
    return job;
  }

  private put(job: BulkJobRecord): BulkJobRecord {
    this.jobs.set(job.id, job);
    return { ...job };
  }
}
