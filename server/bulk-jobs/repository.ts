import type { MethodKinds } from '../common/revisions.js';
import type { BulkCounts, BulkJobRecord, BulkJobStatus, NewBulkJob } from './models.js';

declare module '../common/repositories.js' {
  interface Repositories {
    bulkJobs: BulkJobRepository;
  }
}

/**
 * Owner of the bulk jobs' records: their progress, whether their owner asked to stop, how they ended. The work
 * itself is runner.ts, in the instance that started the job; the record is what any instance answers. Two stores
 * implement it; tests/bulk-jobs/contract.test.ts pins that both answer alike.
 */
export interface BulkJobRepository {
  /** A running job with a new id and batch id, nothing counted yet. */
  create(job: NewBulkJob): Promise<BulkJobRecord>;
  /** NotFoundError for an unknown id. */
  find(id: string): Promise<BulkJobRecord>;
  /** Adds to the counts of a running job; answers it. */
  progress(id: string, counts: BulkCounts): Promise<BulkJobRecord>;
  /** Ends a running job with its status (a finished one stays as it ended); answers it. */
  finish(id: string, status: Exclude<BulkJobStatus, 'running'>): Promise<BulkJobRecord>;
  /** Notes that the instance running the job still does (the heartbeat). */
  beat(id: string): Promise<void>;
  /**
   * Ends as `interrupted` every running job whose heartbeat is older than `staleBefore` (ISO-8601): its instance
   * stopped before it ended. Answers them.
   */
  interruptStale(staleBefore: string): Promise<BulkJobRecord[]>;
  /** Asks a running job to stop after the record under way; answers it (a finished one unchanged). */
  requestCancel(id: string): Promise<BulkJobRecord>;
}

export const bulkJobMethods = {
  create: 'write',
  find: 'read',
  progress: 'write',
  finish: 'write',
  requestCancel: 'write',
  beat: 'write',
  interruptStale: 'write',
} as const satisfies MethodKinds<BulkJobRepository>;
