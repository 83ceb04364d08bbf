import type { MethodKinds } from '../common/revisions.js';
import type { ImportCounts, ImportJobRecord, ImportMode, ImportStatus, NewImportJob, RejectedRow } from './models.js';

declare module '../common/repositories.js' {
  interface Repositories {
    imports: ImportJobRepository;
  }
}

/**
 * Owner of the import jobs' records: the uploaded file as read, the counts as the job goes, whether its owner asked
 * to stop, how it ended, and the rows it refused. The work itself is runner.ts, in the instance that holds the file;
 * the record is what any instance answers. Two stores implement it; tests/imports/contract.test.ts pins that both
 * answer alike.
 */
export interface ImportJobRepository {
  /** A `ready` import with a new id and batch id, nothing counted. */
  create(job: NewImportJob): Promise<ImportJobRecord>;
  /** NotFoundError for an unknown id. */
  find(id: string): Promise<ImportJobRecord>;
  /** A `ready` import becomes `running` in `mode`; ConflictError when it was started already. */
  start(id: string, mode: ImportMode): Promise<ImportJobRecord>;
  /** Adds to the counts of a running import and keeps its refused rows; answers it. */
  progress(id: string, counts: ImportCounts, rejected: readonly RejectedRow[]): Promise<ImportJobRecord>;
  /** Ends a running (or never started) import; a finished one stays as it ended. */
  finish(id: string, status: Exclude<ImportStatus, 'ready' | 'running'>): Promise<ImportJobRecord>;
  /** Asks a running import to stop between batches; a ready one is cancelled at once; a finished one unchanged. */
  requestCancel(id: string): Promise<ImportJobRecord>;
  /** The refused rows in file order. */
  rejected(id: string): Promise<RejectedRow[]>;
}

export const importJobMethods = {
  create: 'write',
  find: 'read',
  start: 'write',
  progress: 'write',
  finish: 'write',
  requestCancel: 'write',
  rejected: 'read',
} as const satisfies MethodKinds<ImportJobRepository>;
