import { mkdtemp, writeFile, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../server/access/caller.js';
import { abilityFor } from '../../server/access/abilities.js';
import { ConflictError, NotFoundError } from '../../server/common/errors.js';
import { createRepositories } from '../../server/composition/repositories.js';
import { usersImportTarget } from '../../server/users/import-target.js';
import { IMPORT_BATCH, importsSettled, startImport } from '../../server/imports/runner.js';
import type { ImportJobRecord } from '../../server/imports/models.js';
import type { ImportJobRepository } from '../../server/imports/repository.js';
import { InProcessEventBus } from '../../server/events/in-process.js';
import { topicRules } from '../../server/composition/topics.js';
import { STORE_NAMES, useStore } from '../stores/support.js';
import { csvBytes } from './support.js';
import { untilEnded } from '../bulk-jobs/support.js';

async function ended(jobs: ImportJobRepository, id: string): Promise<ImportJobRecord> {
  const job = await untilEnded(() => jobs.find(id));
  await importsSettled(jobs);
  return job;
}

describe.each(STORE_NAMES)('import jobs on the %s store', (name) => {
  const store = useStore(name);
  const jobs = () => store().stores.imports;
  const ownerId = async () => (await store().stores.accounts.all())[0].id;
  const newJob = async () => jobs().create({ list: 'users', ownerId: await ownerId(), fileName: 'a.csv', encoding: 'windows-1251', delimiter: ';', columns: ['Почта', 'ФИО'], rows: 3 });

  it('keeps the file’s shape; starts once; counts add up with the refused rows in file order; ends once', async () => {
    const job = await newJob();
    expect(job).toMatchObject({ status: 'ready', mode: null, columns: ['Почта', 'ФИО'], rows: 3, created: 0, failed: 0, cancelRequested: false, finishedAt: null });
    expect(await jobs().find(job.id)).toEqual(job);
    expect(await jobs().start(job.id, 'upsert')).toMatchObject({ status: 'running', mode: 'upsert' });
    await expect(jobs().start(job.id, 'create')).rejects.toThrow(ConflictError);
    await jobs().progress(job.id, { created: 1, updated: 0, unchanged: 0, skipped: 0, failed: 1 }, [{ row: 2, reason: 'email: must be a valid e-mail address', cells: ['x', 'Б'] }]);
    const moved = await jobs().progress(job.id, { created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 1 }, [{ row: 3, reason: 'email: the same as row 1 of the file', cells: ['a@b.c', 'В'] }]);
    expect(moved).toMatchObject({ created: 1, failed: 2 });
    expect(await jobs().rejected(job.id)).toEqual([
      { row: 2, reason: 'email: must be a valid e-mail address', cells: ['x', 'Б'] },
      { row: 3, reason: 'email: the same as row 1 of the file', cells: ['a@b.c', 'В'] },
    ]);
    expect(await jobs().requestCancel(job.id)).toMatchObject({ status: 'running', cancelRequested: true });
    const finished = await jobs().finish(job.id, 'cancelled');
    expect(finished).toMatchObject({ status: 'cancelled', finishedAt: expect.any(String) });
    expect(await jobs().finish(job.id, 'completed')).toEqual(finished);
    expect(await jobs().progress(job.id, { created: 5, updated: 0, unchanged: 0, skipped: 0, failed: 0 }, [])).toEqual(finished);
    await expect(jobs().find('00000000-0000-4000-8000-000000000000')).rejects.toThrow(NotFoundError);
  });

  it('cancels a ready import at once', async () => {
    const job = await newJob();
    expect(await jobs().requestCancel(job.id)).toMatchObject({ status: 'cancelled', finishedAt: expect.any(String) });
    await expect(jobs().start(job.id, 'create')).rejects.toThrow(ConflictError);
  });

  it('runs in batches under one audit batch, stops between batches once asked, and removes its file', async () => {
    const repositories = createRepositories(store().stores, new InProcessEventBus(topicRules, () => undefined), () => undefined);
    const accountId = await ownerId();
    const principal: Principal = { accountId, sessionId: 's', role: 'admin', ability: abilityFor([{ action: 'manage', subject: 'all' }]) };
    const rows = Array.from({ length: IMPORT_BATCH * 3 }, (_, i) => [`batch${i}@import.test`, `Batch ${i}`]);
    const dir = await mkdtemp(join(tmpdir(), 'import-contract-'));
    const path = join(dir, 'file.csv');
    await writeFile(path, csvBytes([['email', 'fullName'], ...rows]));
    const job = await repositories.imports.create({ list: 'users', ownerId: accountId, fileName: 'file.csv', encoding: 'utf-8', delimiter: ',', columns: ['email', 'fullName'], rows: rows.length });
    let release!: () => void;
    let asked!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = new Promise<void>((resolve) => (asked = resolve));
    let batches = 0;
    await startImport(repositories.imports, principal, 'system', job.id, {
      target: usersImportTarget,
      repositories,
      mapping: ['email', 'fullName'],
      mode: 'create',
      path,
      writer: {},
      allowed: async () => {
        if (++batches === 1) {
          asked();
          await held;
        }
        return true;
      },
    });
    await first;
    await repositories.imports.requestCancel(job.id);
    release();
    const done = await ended(repositories.imports, job.id);
    expect(done).toMatchObject({ status: 'cancelled', created: IMPORT_BATCH, failed: 0 });
    let recorded = 0;
    for (let after: string | undefined; ;) {
      const page = await store().stores.audit.list({ batchId: done.batchId, first: 100, after });
      recorded += page.items.length;
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    expect(recorded).toBe(IMPORT_BATCH);
    await expect(access(path)).rejects.toThrow();
  });
});
