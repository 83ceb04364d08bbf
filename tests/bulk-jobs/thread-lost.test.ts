import { describe, expect, it } from 'vitest';
import { abilityFor } from '../../server/access/abilities.js';
import { Revisions } from '../../server/common/revisions.js';
import { ThreadJobs } from '../../server/composition/job-thread.js';
import type { TransportLog } from '../../server/events/pg-listener.js';
import { updateTasks } from '../../server/todo/bulk.js';
import { useStore } from '../stores/support.js';

/**
 * The bulk jobs' worker thread (server/composition/job-thread.ts) gone with a job under way: here a thread that cannot
 * reach its database (nothing listens on port 1), so it ends as it starts. The app's record of the job says `failed`,
 * the app hears why, and the job counts as ended, so a closing app does not wait for it forever.
 */
describe('a bulk jobs thread that is lost', () => {
  const store = useStore('memory');

  it('ends its jobs failed, logs why, and lets the app close', async () => {
    const errors: string[] = [];
    const log: TransportLog = { info: () => undefined, warn: () => undefined, error: (_details, message) => void errors.push(message) };
    const jobs = store().stores.bulkJobs;
    const [account] = await store().stores.accounts.all();
    const principal = { accountId: account.id, sessionId: 's', role: account.role, ability: abilityFor([{ action: 'manage', subject: 'all' }]) };
    const thread = new ThreadJobs(jobs, { databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none' }, new Revisions(), log);

    const started = await thread.start({ kind: updateTasks, params: { patch: { isImportant: true }, writer: {} }, ids: [1, 2, 3], principal, face: 'system' });
    expect(started).toMatchObject({ status: 'running', total: 3 });
    await thread.settled();
    expect(await jobs.find(started.id)).toMatchObject({ status: 'failed', done: 0, finishedAt: expect.any(String) });
    expect(errors).toContain('the bulk jobs thread failed');
    await thread.close();
  }, 60_000);

});
