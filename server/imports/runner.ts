import { rm } from 'node:fs/promises';
import type { Principal } from '../access/caller.js';
import { outcomeOf } from '../bulk-jobs/rules.js';
import type { Repositories } from '../common/repositories.js';
import type { WriteContext } from '../common/record-versions.js';
import { runAsActor, runInScope, type Face } from '../common/write-scope.js';
import { checkedRow, reasonOf, type Mapping } from './mapping.js';
import { NO_COUNTS, type ImportCounts, type ImportJobRecord, type ImportMode, type RejectedRow } from './models.js';
import { csvRecords } from './read.js';
import type { ImportJobRepository } from './repository.js';
import type { ImportCells, ImportTarget } from './target.js';
import { WorkInFlight } from '../common/work-in-flight.js';
import { foreground } from '../common/foreground.js';

/**
 * Rows written between two progress reports (and cancel checks): bounded memory whatever the file's size. Each
 * batch's rules, audit events and live events run at once on the event loop; at 100 rows that stays short enough for
 * the requests served beside an import (bench/README.md, issue 40), at about a tenth more time for the whole import.
 */
export const IMPORT_BATCH = 100;

export interface ImportWork {
  target: ImportTarget;
  repositories: Repositories;
  mapping: Mapping;
  mode: ImportMode;
  /** The uploaded file on this instance's disk (removed once the job ends). */
  path: string;
  writer: WriteContext;
  /** Whether the caller may still write the list (read again for every batch: a role taken away skips the rest). */
  allowed: () => Promise<boolean>;
}

/** The jobs under way, by the repository that keeps their records. */
const inFlight = new WorkInFlight<ImportJobRepository>();

/** Resolves once every import started on `jobs` has ended: a closing app waits for them before its database goes. */
export async function importsSettled(jobs: ImportJobRepository): Promise<void> {
  await inFlight.settled(jobs);
}

/**
 * Starts a ready import and answers its record at once: the file is parsed again, streaming, and written in batches,
 * each through the list's repository (`ImportTarget.writeMany`) as the caller under the import's audit batch (so
 * `restoreAuditBatch` undoes it whole), the counts and refused rows reported after every batch and a cancel honoured
 * between batches.
 */
export async function startImport(jobs: ImportJobRepository, principal: Principal, face: Face, id: string, work: ImportWork): Promise<ImportJobRecord> {
  const job = await jobs.start(id, work.mode);
  const running = runAsActor(
    () => principal.accountId,
    () => runInScope({ batchId: job.batchId, background: true }, () => runJob(jobs, job, work)),
    face,
  );
  inFlight.track(jobs, running);
  return job;
}

type Pending = { row: number; record: string[] };

async function runJob(jobs: ImportJobRepository, job: ImportJobRecord, work: ImportWork): Promise<void> {
  // The request that started it answers first.
  await new Promise((resolve) => setImmediate(resolve));
  const firstRowOfKey = new Map<string, number>();
  try {
    let batch: Pending[] = [];
    let row = 0;
    let header = true;
    for await (const record of csvRecords(work.path, job.encoding, job.delimiter)) {
      if (header) {
        header = false;
        continue;
      }
      batch.push({ row: ++row, record });
      if (batch.length < IMPORT_BATCH) continue;
      if (!(await writeBatch(jobs, job, work, batch, firstRowOfKey))) return;
      batch = [];
    }
    if (batch.length > 0 && !(await writeBatch(jobs, job, work, batch, firstRowOfKey))) return;
    await jobs.finish(job.id, 'completed');
  } catch {
    // A job whose store is gone cannot record its end either; it stays `running` (jobs are not resumed).
    await jobs.finish(job.id, 'failed').catch(() => undefined);
  } finally {
    await rm(work.path, { force: true });
  }
}

/** Writes one batch and reports it; false once the job was cancelled (and recorded so). */
async function writeBatch(jobs: ImportJobRepository, job: ImportJobRecord, work: ImportWork, batch: readonly Pending[], firstRowOfKey: Map<string, number>): Promise<boolean> {
  // Requests waiting are served between two batches, and those under way end first: on the memory store nothing
  // else in a batch waits for I/O.
  await new Promise((resolve) => setImmediate(resolve));
  await foreground.clear();
  if ((await jobs.find(job.id)).cancelRequested) {
    await jobs.finish(job.id, 'cancelled');
    return false;
  }
  const counts: ImportCounts = { ...NO_COUNTS };
  const rejected: RejectedRow[] = [];
  const refuse = (pending: Pending, reason: string) => {
    counts.failed++;
    rejected.push({ row: pending.row, reason, cells: pending.record });
  };
  const allowed = await work.allowed();
  const writing: Pending[] = [];
  const cellsOf: ImportCells[] = [];
  for (const pending of batch) {
    const { cells, errors, key } = checkedRow(work.target, work.mapping, pending.record);
    const first = key === null ? undefined : firstRowOfKey.get(key);
    if (key !== null && first === undefined) firstRowOfKey.set(key, pending.row);
    if (!allowed) {
      counts.skipped++;
      rejected.push({ row: pending.row, reason: 'not allowed', cells: pending.record });
    } else if (first !== undefined) refuse(pending, `${work.target.key}: the same as row ${first} of the file`);
    else if (Object.keys(errors).length > 0) refuse(pending, reasonOf(errors));
    else {
      writing.push(pending);
      cellsOf.push(cells);
    }
  }
  const outcomes = writing.length === 0 ? [] : await work.target.writeMany(work.repositories, cellsOf, work.mode, work.writer);
  outcomes.forEach((outcome, i) => {
    if (!(outcome instanceof Error)) counts[outcome]++;
    else if (outcomeOf(outcome) === 'skipped') {
      counts.skipped++;
      rejected.push({ row: writing[i].row, reason: 'not allowed', cells: writing[i].record });
    } else refuse(writing[i], outcome.message);
  });
  await jobs.progress(job.id, counts, rejected);
  return true;
}
