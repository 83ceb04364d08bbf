import type { Principal } from '../access/caller.js';
import { runAsActor, runInScope, type Face } from '../common/write-scope.js';
import type { BulkJobRecord } from './models.js';
import type { BulkJobRepository } from './repository.js';
import { outcomeOf, type Outcome } from './rules.js';

/** Records changed between two progress reports (and cancel checks). */
export const BULK_CHUNK = 100;

export interface BulkWork {
  kind: string;
  ids: readonly number[];
  /** One record's change, as the caller; throws ForbiddenError when the caller may not change it. */
  apply: (id: number) => Promise<Outcome | void>;
  /** Whether the caller may still make these changes (read again for every chunk: a role taken away skips the rest). */
  allowed: () => Promise<boolean>;
}

/**
 * Starts a bulk job and answers its record at once: the work goes on after the request, in chunks, each change
 * one audited write of its repository as the caller (under the job's audit batch), with the progress reported after
 * every chunk and a cancel request honoured between records. A fault ends the job `failed`.
 */
export async function startBulkJob(jobs: BulkJobRepository, principal: Principal, face: Face, work: BulkWork): Promise<BulkJobRecord> {
  const job = await jobs.create({ kind: work.kind, ownerId: principal.accountId, total: work.ids.length });
  void runAsActor(
    () => principal.accountId,
    () => runInScope({ batchId: job.batchId }, () => runJob(jobs, job, work)),
    face,
  );
  return job;
}

async function runJob(jobs: BulkJobRepository, job: BulkJobRecord, work: BulkWork): Promise<void> {
  // The request that started it answers first.
  await new Promise((resolve) => setImmediate(resolve));
  try {
    for (let start = 0; start < work.ids.length; start += BULK_CHUNK) {
      if ((await jobs.find(job.id)).cancelRequested) {
        await jobs.finish(job.id, 'cancelled');
        return;
      }
      const counts = { done: 0, skipped: 0, failed: 0 };
      const chunk = work.ids.slice(start, start + BULK_CHUNK);
      if (!(await work.allowed())) {
        await jobs.progress(job.id, { ...counts, skipped: chunk.length });
        continue;
      }
      for (const id of chunk) {
        let outcome: Outcome;
        try {
          outcome = (await work.apply(id)) ?? 'done';
        } catch (error) {
          outcome = outcomeOf(error);
        }
        counts[outcome]++;
      }
      await jobs.progress(job.id, counts);
    }
    await jobs.finish(job.id, 'completed');
  } catch {
    await jobs.finish(job.id, 'failed');
  }
}
