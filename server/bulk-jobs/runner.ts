import type { Principal } from '../access/caller.js';
import { runAsActor, runInScope, type Face } from '../common/write-scope.js';
import type { Clock } from '../common/clock.js';
import type { BulkJobRecord } from './models.js';
import type { BulkJobRepository } from './repository.js';
import { outcomeOf, type Outcome } from './rules.js';
import type { ManyWritten } from '../common/many-writes.js';
import { WorkInFlight } from '../common/work-in-flight.js';
import { foreground } from '../common/foreground.js';

/** Records changed between two progress reports (and cancel checks). */
export const BULK_CHUNK = 100;

/** How often a running job's instance says it still runs it (besides every chunk's progress). */
export const HEARTBEAT_MS = 30_000;

/** A running job whose heartbeat is older than this lost its instance (four heartbeats missed). */
export const STALE_AFTER_MS = 4 * HEARTBEAT_MS;

export interface BulkWork {
  kind: string;
  ids: readonly number[];
  /** Records per chunk (default BULK_CHUNK): a set-based write takes larger ones. */
  chunk?: number;
  /**
   * Chunks under way at once (default 1). Two let one chunk's work in the process (rows read, audit diffs, JSON)
   * run while the database writes the other's; only for chunks of distinct records whose order does not matter.
   */
  lanes?: number;
  /** One chunk's changes, as the caller: what became of its records (oneByOne for a list written record by record). */
  apply: (ids: readonly number[]) => Promise<ChunkCounts>;
  /** Whether the caller may still make these changes (read again for every chunk: a role taken away skips the rest). */
  allowed: () => Promise<boolean>;
}

export type ChunkCounts = Record<Outcome, number>;

/** A chunk written one record at a time: `apply` changes one record as the caller (ForbiddenError when they may not). */
export function oneByOne(apply: (id: number) => Promise<unknown>): (ids: readonly number[]) => Promise<ChunkCounts> {
  return async (ids) => {
    const counts = { done: 0, skipped: 0, failed: 0 };
    for (const id of ids) {
      let outcome: Outcome = 'done';
      try {
        await apply(id);
      } catch (error) {
        outcome = outcomeOf(error);
      }
      counts[outcome]++;
    }
    return counts;
  };
}

/** A chunk written at once (server/common/many-writes.ts): the records written are done, the refused ones skipped or failed. */
export function countsOf({ written, refused }: ManyWritten<unknown>): ChunkCounts {
  const counts = { done: written.length, skipped: 0, failed: 0 };
  for (const { error } of refused) counts[outcomeOf(error)]++;
  return counts;
}

/**
 * Starts a bulk job and answers its record at once: the work goes on after the request, in chunks, each chunk
 * audited writes of its repository as the caller (under the job's audit batch), with the progress reported after
 * every chunk and a cancel request honoured between chunks. A fault ends the job `failed`.
 */
export async function startBulkJob(jobs: BulkJobRepository, principal: Principal, face: Face, work: BulkWork): Promise<BulkJobRecord> {
  const job = await jobs.create({ kind: work.kind, ownerId: principal.accountId, total: work.ids.length });
  void runBulkJob(jobs, job, principal, face, work);
  return job;
}

/** Runs a job already recorded as running (`startBulkJob`, or a worker thread given the record): resolves once it has ended. */
export function runBulkJob(jobs: BulkJobRepository, job: BulkJobRecord, principal: Principal, face: Face, work: BulkWork): Promise<void> {
  const running = runAsActor(
    () => principal.accountId,
    () => runInScope({ batchId: job.batchId, background: true }, () => runJob(jobs, job, work)),
    face,
  );
  inFlight.track(jobs, running);
  return running;
}

/** The jobs under way, by the repository that keeps their records. */
const inFlight = new WorkInFlight<BulkJobRepository>();

/** Resolves once every job started on `jobs` has ended: a closing app waits for them before its database goes. */
export async function bulkJobsSettled(jobs: BulkJobRepository): Promise<void> {
  await inFlight.settled(jobs);
}

/**
 * Ends as `interrupted` the running jobs whose instance is gone (silent for STALE_AFTER_MS): run when an instance
 * starts and then now and again, so a job left by a stopped instance does not stay `running`. A job of a live
 * instance beats far more often, so another instance never ends it.
 */
export function interruptStaleJobs(jobs: BulkJobRepository, clock: Clock): Promise<BulkJobRecord[]> {
  return jobs.interruptStale(new Date(clock().getTime() - STALE_AFTER_MS).toISOString());
}

async function runJob(jobs: BulkJobRepository, job: BulkJobRecord, work: BulkWork): Promise<void> {
  // The request that started it answers first.
  await new Promise((resolve) => setImmediate(resolve));
  // A chunk waiting long on a lock still counts as running.
  const heartbeat = setInterval(() => void jobs.beat(job.id).catch(() => undefined), HEARTBEAT_MS);
  heartbeat.unref();
  const size = work.chunk ?? BULK_CHUNK;
  let next = 0;
  /** Why the lanes stop taking chunks: the job ended elsewhere, its owner cancelled it, or a fault. */
  let stop: 'gone' | 'cancelled' | 'failed' | undefined;
  const lane = async (): Promise<void> => {
    try {
      while (stop === undefined && next < work.ids.length) {
        // Requests first (on the memory store nothing else in a chunk waits for I/O).
        await foreground.clear();
        const now = await jobs.find(job.id);
        // Ended elsewhere (taken for interrupted after a long pause): its record no longer counts, so it stops.
        if (now.status !== 'running') stop ??= 'gone';
        else if (now.cancelRequested) stop ??= 'cancelled';
        // The other lane may have taken the last chunk meanwhile.
        if (stop !== undefined || next >= work.ids.length) return;
        const chunk = work.ids.slice(next, (next += size));
        const counts = (await work.allowed()) ? await work.apply(chunk) : { done: 0, skipped: chunk.length, failed: 0 };
        await jobs.progress(job.id, counts);
      }
    } catch {
      stop = 'failed';
    }
  };
  try {
    await Promise.all(Array.from({ length: work.lanes ?? 1 }, lane));
    if (stop === 'gone') return;
    // A job whose store is gone cannot record its end either: it stays `running` until an instance finds it stale.
    await jobs.finish(job.id, stop ?? 'completed').catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
  }
}
