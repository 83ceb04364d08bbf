/** A bulk change as it runs: how many records it covers and what became of each so far. */
export const BULK_JOB_STATUSES = ['running', 'completed', 'cancelled', 'failed', 'interrupted'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

export interface BulkCounts {
  /** Changed (or already as asked). */
  done: number;
  /** Left as they were: the caller may not change them. */
  skipped: number;
  /** Refused by the record's own rules (gone meanwhile, a conflict, a value it does not take). */
  failed: number;
}

export interface BulkJobRecord extends BulkCounts {
  /** A UUID. */
  id: string;
  /** What it does, e.g. `tasks.update`, `users.delete`, `audit.restore`. */
  kind: string;
  /** The account that started it: the only one that sees and cancels it. */
  ownerId: number;
  status: BulkJobStatus;
  total: number;
  /** The audit batch of its changes (every event it records carries it; `restoreAuditBatch` undoes them). */
  batchId: string;
  cancelRequested: boolean;
  /** ISO-8601: when the instance running it last said it still does; a running job silent for long lost its instance. */
  heartbeatAt: string;
  /** ISO-8601. */
  createdAt: string;
  finishedAt: string | null;
}

export type NewBulkJob = Pick<BulkJobRecord, 'kind' | 'ownerId' | 'total'>;
