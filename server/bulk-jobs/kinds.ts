import type { Action, Subject } from '../access/abilities.js';
import type { Principal } from '../access/caller.js';
import type { Face } from '../common/write-scope.js';
import type { Repositories } from '../common/repositories.js';
import type { BulkJobRecord } from './models.js';
import { bulkJobsSettled, startBulkJob, type ChunkCounts } from './runner.js';
import { stillAllowed, type AbilitySource } from './service.js';

/**
 * A kind of bulk change a list offers, told by its name and what it does to a chunk, given the repositories and its
 * plain parameters (a patch, the writer's name). Named, so that a job can also run where the closures of the request
 * that started it cannot go: a worker thread with repositories of its own (server/composition/job-thread.ts).
 */
export interface JobKind<P> {
  name: string;
  /** What the caller must be allowed: checked before anything is read, and again (their current role) for every chunk. */
  action: Action;
  subject: Subject;
  /** Records per chunk (BulkWork's `chunk`). */
  chunk?: number;
  /** Chunks under way at once (BulkWork's `lanes`). */
  lanes?: number;
  /**
   * One chunk's changes as the caller (`oneByOne` for a list written record by record). A method, so that kinds of
   * every parameter type sit in one table (server/composition/job-kinds.ts), looked up by name.
   */
  apply(repositories: Repositories, params: P, principal: Principal): (ids: readonly number[]) => Promise<ChunkCounts>;
}

/** A job to run: its kind, its parameters, the records it covers, and who started it from which face. */
export interface PlannedJob<P = unknown> {
  kind: JobKind<P>;
  params: P;
  ids: readonly number[];
  principal: Principal;
  face: Face;
}

/** Where the jobs of a running app go on after their request: in its own thread, or in a worker thread. */
export interface JobRunner {
  /** Records the job as running, answers its record at once, and runs it. */
  start<P>(job: PlannedJob<P>): Promise<BulkJobRecord>;
  /** Resolves once every job started here has ended: a closing app waits for them before its database goes. */
  settled(): Promise<void>;
  /** Stops what runs the jobs, once they have settled. */
  close(): Promise<void>;
}

/** The work of a planned job over these repositories: its chunk's changes, and the check of the caller's current role. */
export function workOf<P>(repositories: Repositories, abilities: AbilitySource, job: PlannedJob<P>) {
  const { kind, params, ids, principal } = job;
  return {
    kind: kind.name,
    ids,
    chunk: kind.chunk,
    lanes: kind.lanes,
    apply: kind.apply(repositories, params, principal),
    allowed: stillAllowed(abilities, principal.accountId, kind.action, kind.subject),
  };
}

/** Jobs run in this thread, over the app's own repositories (the memory store, whose state no other thread can reach). */
export class InProcessJobs implements JobRunner {
  constructor(
    private readonly repositories: Repositories,
    private readonly abilities: AbilitySource,
  ) {}

  start<P>(job: PlannedJob<P>): Promise<BulkJobRecord> {
    return startBulkJob(this.repositories.bulkJobs, job.principal, job.face, workOf(this.repositories, this.abilities, job));
  }

  settled(): Promise<void> {
    return bulkJobsSettled(this.repositories.bulkJobs);
  }

  async close(): Promise<void> {}
}
