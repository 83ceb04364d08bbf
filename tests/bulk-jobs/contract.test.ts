import { describe, expect, it } from 'vitest';
import type { Principal } from '../../server/access/caller.js';
import { abilityFor } from '../../server/access/abilities.js';
import { ForbiddenError, NotFoundError, StaleVersionError } from '../../server/common/errors.js';
import type { BulkJobRecord } from '../../server/bulk-jobs/models.js';
import type { BulkJobRepository } from '../../server/bulk-jobs/repository.js';
import { checkedSelection, selectedIds } from '../../server/bulk-jobs/rules.js';
import { BULK_CHUNK, bulkJobsSettled, interruptStaleJobs, oneByOne, STALE_AFTER_MS, startBulkJob } from '../../server/bulk-jobs/runner.js';
import { SEED_EPOCH } from '../../seed/random.js';
import { foreground, PATIENCE_MS } from '../../server/common/foreground.js';
import { STORE_NAMES, useStore } from '../stores/support.js';
import { foregroundIdle } from '../foreground.js';
import { untilEnded } from './support.js';

/** A promise and what settles it: a test holds a chunk under way until it lets it go. */
function latch(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Reads the job until it has ended (the work goes on after startBulkJob answers). */
async function ended(jobs: BulkJobRepository, id: string): Promise<BulkJobRecord> {
  const job = await untilEnded(() => jobs.find(id));
  // The runner has recorded its end; the store may close once it has returned.
  await bulkJobsSettled(jobs);
  return job;
}

describe.each(STORE_NAMES)('bulk jobs on the %s store', (name) => {
  const store = useStore(name);
  const jobs = () => store().stores.bulkJobs;
  const owner = async (): Promise<Principal> => {
    const [account] = await store().stores.accounts.all();
    return { accountId: account.id, sessionId: 's', role: account.role, ability: abilityFor([{ action: 'manage', subject: 'all' }]) };
  };

  it('creates a running job with its own batch; counts add up; it ends once; cancel is asked of a running one only', async () => {
    const { accountId } = await owner();
    const job = await jobs().create({ kind: 'tasks.update', ownerId: accountId, total: 5 });
    expect(job).toMatchObject({ kind: 'tasks.update', ownerId: accountId, status: 'running', total: 5, done: 0, skipped: 0, failed: 0, cancelRequested: false, finishedAt: null });
    expect(job.batchId).not.toBe(job.id);
    await jobs().progress(job.id, { done: 2, skipped: 1, failed: 0 });
    expect(await jobs().progress(job.id, { done: 1, skipped: 0, failed: 1 })).toMatchObject({ done: 3, skipped: 1, failed: 1 });
    expect(await jobs().requestCancel(job.id)).toMatchObject({ cancelRequested: true, status: 'running' });
    const finished = await jobs().finish(job.id, 'cancelled');
    expect(finished).toMatchObject({ status: 'cancelled', finishedAt: expect.any(String) });
    expect(await jobs().finish(job.id, 'completed')).toEqual(finished);
    expect(await jobs().progress(job.id, { done: 9, skipped: 0, failed: 0 })).toEqual(finished);
    await expect(jobs().find('00000000-0000-4000-8000-000000000000')).rejects.toThrow(NotFoundError);
  });

  it('runs in chunks: forbidden records are skipped, refused ones failed, and a chunk the caller may no longer change is skipped whole', async () => {
    const principal = await owner();
    const ids = Array.from({ length: BULK_CHUNK * 2 + 10 }, (_, i) => i + 1);
    let chunks = 0;
    const job = await startBulkJob(jobs(), principal, 'system', {
      kind: 'test',
      ids,
      apply: oneByOne(async (id) => {
        if (id === 3) throw new ForbiddenError('not this one');
        if (id === 4) throw new StaleVersionError('Task 4', { version: 2, updatedBy: null, updatedAt: null });
      }),
      // The caller loses the ability after the first two chunks.
      allowed: async () => ++chunks <= 2,
    });
    expect(await ended(jobs(), job.id)).toMatchObject({ status: 'completed', total: ids.length, done: BULK_CHUNK * 2 - 2, skipped: 1 + 10, failed: 1 });
  });

  it('stops between chunks once its owner asks', async () => {
    const principal = await owner();
    const { promise: held, resolve: release } = latch();
    const { promise: first, resolve: started } = latch();
    const job = await startBulkJob(jobs(), principal, 'system', {
      kind: 'test',
      ids: Array.from({ length: BULK_CHUNK * 3 }, (_, i) => i + 1),
      apply: oneByOne(async (id) => {
        if (id !== 1) return;
        started();
        await held;
      }),
      allowed: async () => true,
    });
    // Asked while the first record is under way: the first chunk ends, the next does not start.
    await first;
    await jobs().requestCancel(job.id);
    release();
    expect(await ended(jobs(), job.id)).toMatchObject({ status: 'cancelled', done: BULK_CHUNK, skipped: 0, failed: 0 });
  });

  /** A job of chunks written two at once, each chunk's records all done once `apply` has returned. */
  const inTwoLanes = async (ids: number[], chunk: number, apply: (chunk: readonly number[]) => Promise<void>) =>
    startBulkJob(jobs(), await owner(), 'system', {
      kind: 'test',
      ids,
      chunk,
      lanes: 2,
      apply: async (records) => {
        await apply(records);
        return { done: records.length, skipped: 0, failed: 0 };
      },
      allowed: async () => true,
    });

  it('with two lanes writes two chunks at once, each chunk once; a cancel lets both finish theirs and starts no other', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => i + 1);
    const chunks: number[][] = [];
    const { promise: held, resolve: release } = latch();
    const { promise: started, resolve: bothStarted } = latch();
    const job = await inTwoLanes(ids, 2, async (chunk) => {
      chunks.push([...chunk]);
      // The first two chunks wait for each other: one lane alone would never get past the first.
      if (chunks.length === 2) bothStarted();
      if (chunks.length <= 2) await held;
    });
    await started;
    expect(chunks).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await jobs().requestCancel(job.id);
    release();
    expect(await ended(jobs(), job.id)).toMatchObject({ status: 'cancelled', done: 4, skipped: 0, failed: 0 });
    expect(chunks).toHaveLength(2);
  });

  it('with two lanes covers every record once and completes; a fault in one lane ends the job failed', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => i + 1);
    const seen: number[] = [];
    const job = await inTwoLanes(ids, 4, async (chunk) => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(...chunk);
    });
    expect(await ended(jobs(), job.id)).toMatchObject({ status: 'completed', total: 25, done: 25 });
    expect([...seen].sort((a, b) => a - b)).toEqual(ids);

    const failing = await inTwoLanes(ids, 4, async (chunk) => {
      if (chunk.includes(9)) throw new Error('store gone');
      await new Promise((resolve) => setImmediate(resolve));
    });
    const failed = await ended(jobs(), failing.id);
    expect(failed.status).toBe('failed');
    expect(failed.done).toBeLessThan(25);
  });

  it('gives way to a request under way: no chunk starts before it has ended, and a server never idle still moves the job', async () => {
    const principal = await owner();
    const ids = [1, 2, 3];
    const whileBusy: boolean[] = [];
    const job = (kind: string) =>
      startBulkJob(jobs(), principal, 'system', {
        kind,
        ids,
        chunk: 1,
        apply: async (chunk) => {
          whileBusy.push(foreground.busy);
          return { done: chunk.length, skipped: 0, failed: 0 };
        },
        allowed: async () => true,
      });
    await foregroundIdle();
    foreground.enter();
    // The request ends before the job's patience (timed from later, when the job first waits) runs out: the job
    // waits for the request, not for its timer.
    const answered = new Promise<void>((resolve) => setTimeout(() => resolve(foreground.leave()), PATIENCE_MS / 2));
    const first = await job('test');
    expect(await ended(jobs(), first.id)).toMatchObject({ status: 'completed', done: 3 });
    await answered;
    expect(whileBusy).toEqual([false, false, false]);

    // A request that never ends: the job waits PATIENCE_MS before each step, and ends.
    whileBusy.length = 0;
    foreground.enter();
    try {
      const second = await job('test');
      expect(await ended(jobs(), second.id)).toMatchObject({ status: 'completed', done: 3 });
      expect(whileBusy).toEqual([true, true, true]);
    } finally {
      foreground.leave();
    }
  });

  it('ends as interrupted only the running jobs silent past the stale period; progress then no longer counts', async () => {
    const { accountId } = await owner();
    // The store's clock stands at SEED_EPOCH: every job here beat then.
    const lost = await jobs().create({ kind: 'tasks.update', ownerId: accountId, total: 3 });
    const ended = await jobs().create({ kind: 'tasks.update', ownerId: accountId, total: 3 });
    await jobs().finish(ended.id, 'completed');
    const at = (ms: number) => () => new Date(SEED_EPOCH.getTime() + ms);
    // Another instance looking while the job's own still beats (within the stale period) leaves it.
    expect(await interruptStaleJobs(jobs(), at(STALE_AFTER_MS))).toEqual([]);
    expect((await jobs().find(lost.id)).status).toBe('running');
    const interrupted = await interruptStaleJobs(jobs(), at(STALE_AFTER_MS + 1));
    expect(interrupted.map((job) => job.id)).toEqual([lost.id]);
    expect(interrupted[0]).toMatchObject({ status: 'interrupted', finishedAt: expect.any(String) });
    expect(await jobs().find(ended.id)).toMatchObject({ status: 'completed' });
    expect(await jobs().progress(lost.id, { done: 1, skipped: 0, failed: 0 })).toMatchObject({ status: 'interrupted', done: 0 });
    // A second sweep (another instance at once) finds nothing left to end.
    expect(await interruptStaleJobs(jobs(), at(STALE_AFTER_MS + 1))).toEqual([]);
  });

  it('a beat keeps a job from being taken for lost', async () => {
    const { accountId } = await owner();
    const job = await jobs().create({ kind: 'tasks.update', ownerId: accountId, total: 1 });
    expect(await jobs().interruptStale(new Date(SEED_EPOCH.getTime() - 1).toISOString())).toEqual([]);
    await jobs().beat(job.id);
    expect((await jobs().find(job.id)).heartbeatAt).toBe(SEED_EPOCH.toISOString());
  });

  it('a running job taken for interrupted stops before its next chunk', async () => {
    const principal = await owner();
    const { promise: held, resolve: release } = latch();
    const { promise: first, resolve: started } = latch();
    const applied: number[] = [];
    const job = await startBulkJob(jobs(), principal, 'system', {
      kind: 'test',
      ids: Array.from({ length: BULK_CHUNK * 3 }, (_, i) => i + 1),
      apply: oneByOne(async (id) => {
        applied.push(id);
        if (id !== 1) return;
        started();
        await held;
      }),
      allowed: async () => true,
    });
    await first;
    await jobs().interruptStale(new Date(SEED_EPOCH.getTime() + 1).toISOString());
    release();
    expect(await ended(jobs(), job.id)).toMatchObject({ status: 'interrupted', done: 0 });
    await bulkJobsSettled(jobs());
    expect(applied).toHaveLength(BULK_CHUNK);
  });
});

describe('selections', () => {
  it.each([
    [{ ids: [1], matching: { q: 'x' } }, 'selection'],
    [{}, 'selection'],
    [{ ids: [1], exceptIds: [2] }, 'selection.exceptIds'],
  ])('%j is refused naming %s', (selection, field) => {
    expect(() => checkedSelection(selection)).toThrow(expect.objectContaining({ field }));
  });

  it('reads matching through the list’s filter and leaves the excepted out; ids stay as picked, once each', async () => {
    const matching = async (q: { q: string }) => (q.q === 'a' ? [1, 2, 3, 4] : []);
    expect(await selectedIds(checkedSelection({ matching: { q: 'a' }, exceptIds: [2, 9] }), matching)).toEqual([1, 3, 4]);
    expect(await selectedIds(checkedSelection<{ q: string }>({ ids: [5, 5, 7] }), matching)).toEqual([5, 7]);
  });
});
