import { randomUUID } from 'node:crypto';
import type { Clock } from '../common/clock.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { NO_COUNTS, type ImportCounts, type ImportJobRecord, type ImportMode, type ImportStatus, type NewImportJob, type RejectedRow } from './models.js';
import type { ImportJobRepository } from './repository.js';

/** Import jobs in this process's memory (the default store). */
export class MemoryImportJobRepository implements ImportJobRepository {
  private jobs = new Map<string, ImportJobRecord>();
  private refused = new Map<string, RejectedRow[]>();

  constructor(private readonly clock: Clock) {}

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
    this.jobs.set(record.id, record);
    return copy(record);
  }

  async find(id: string): Promise<ImportJobRecord> {
    const job = this.jobs.get(id);
    if (!job) throw new NotFoundError(`Import ${id} not found`);
    return copy(job);
  }

  async start(id: string, mode: ImportMode): Promise<ImportJobRecord> {
    const job = await this.find(id);
    if (job.status !== 'ready') throw new ConflictError(`Import ${id} was started already (${job.status})`);
    return this.put({ ...job, status: 'running', mode });
  }

  async progress(id: string, counts: ImportCounts, rejected: readonly RejectedRow[]): Promise<ImportJobRecord> {
    const job = await this.find(id);
    if (job.status !== 'running') return job;
    const kept = this.refused.get(id) ?? [];
    kept.push(...rejected.map((row) => ({ ...row, cells: [...row.cells] })));
    this.refused.set(id, kept);
    return this.put({
      ...job,
      created: job.created + counts.created,
      updated: job.updated + counts.updated,
      unchanged: job.unchanged + counts.unchanged,
      skipped: job.skipped + counts.skipped,
      failed: job.failed + counts.failed,
    });
  }

  async finish(id: string, status: Exclude<ImportStatus, 'ready' | 'running'>): Promise<ImportJobRecord> {
    const job = await this.find(id);
    if (job.status !== 'running' && job.status !== 'ready') return job;
    return this.put({ ...job, status, finishedAt: this.clock().toISOString() });
  }

  async requestCancel(id: string): Promise<ImportJobRecord> {
    const job = await this.find(id);
    if (job.status === 'ready') return this.finish(id, 'cancelled');
    if (job.status !== 'running') return job;
    return this.put({ ...job, cancelRequested: true });
  }

  async rejected(id: string): Promise<RejectedRow[]> {
    await this.find(id);
    return (this.refused.get(id) ?? []).map((row) => ({ ...row, cells: [...row.cells] }));
  }

  private put(job: ImportJobRecord): ImportJobRecord {
    this.jobs.set(job.id, job);
    return copy(job);
  }
}

const copy = (job: ImportJobRecord): ImportJobRecord => ({ ...job, columns: [...job.columns] });
