import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../server/events/catalog.js';
import type { EventOrigin } from '../../server/events/bus.js';
import { foreground } from '../../server/common/foreground.js';
import { abilityFor } from '../../server/access/abilities.js';
import { updateTasks } from '../../server/todo/bulk.js';
import { graphqlDataAs, injectAs, useApp } from '../helper.js';
import { appStoreConfig } from '../stores/support.js';
import { foregroundIdle } from '../foreground.js';

interface Job {
  id: string;
  status: string;
  total: number;
  done: number;
}
interface ListedUser {
  id: number;
  currentPlan: string;
}

const JOB = 'id status total done';
const UPDATE = `mutation($selection: UserSelection!, $patch: UserPatch!) { bulkUpdateUsers(selection: $selection, patch: $patch) { ${JOB} } }`;
const EDITORS = '/api/users/list/data?role=editor&perPage=100';

/**
 * On PostgreSQL the bulk jobs run in a worker thread of the app's (server/composition/job-thread.ts): repositories,
 * pool and event bus of its own over the same database. The app still sees its jobs' effects as its own writes'.
 */
describe('bulk jobs in their worker thread', () => {
  // Answers kept a minute: only the thread's writes telling the app can make the list read again.
  const app = useApp({ config: { ...appStoreConfig('postgres'), answerCacheMs: 60_000 } });
  const admin = () => injectAs(app, 'admin');
  const editors = async () => (await admin()({ method: 'GET', url: EDITORS })).json<{ users: ListedUser[]; total: number }>();

  const start = async (patch: Record<string, string>): Promise<Job> =>
    (await graphqlDataAs(app, 'admin')<{ bulkUpdateUsers: Job }>(UPDATE, { selection: { matching: { role: 'editor' } }, patch })).bulkUpdateUsers;
  /** The job once the app has heard it ended. */
  const ended = async (job: Job): Promise<Job> => {
    await app.contextServices.bulkJobs.settled();
    return (await graphqlDataAs(app, 'admin')<{ bulkJob: Job }>(`query($id: ID!) { bulkJob(id: $id) { ${JOB} } }`, { id: job.id })).bulkJob;
  };

  it('its writes end the answers the app keeps, and reach the app’s subscribers as another instance’s', async () => {
    const heard: Array<{ event: LiveEvent; origin: EventOrigin }> = [];
    app.events.observeDeliveries((event, origin) => heard.push({ event, origin }));
    const stop = app.events.subscribe(['user', 'bulkJob'], () => undefined);
    // A request under way holds the job back (20 ms a step): the list is read and kept before the job's first write.
    await foregroundIdle();
    foreground.enter();
    let started: Job;
    let kept: { users: ListedUser[]; total: number };
    try {
      started = await start({ currentPlan: 'team' });
      kept = await editors();
    } finally {
      foreground.leave();
    }
    try {
      expect(kept.users.some((user) => user.currentPlan !== 'team')).toBe(true);
      await app.contextServices.bulkJobs.settled();
      // Read again at once, no other write of the app's in between: only the thread's writes ended the kept answer.
      expect((await editors()).users.map((user) => user.currentPlan)).toEqual(kept.users.map(() => 'team'));
      const job = await ended(started);
      expect(job).toMatchObject({ status: 'completed', total: kept.total, done: kept.total });
      // The thread's 'ended' message comes straight to the app; its events come through PostgreSQL's NOTIFY, later.
      await vi.waitFor(
        () => {
          const changed = heard.filter(({ event }) => event.topic === 'user');
          expect(new Set(changed.map(({ event }) => event.topic === 'user' && event.user.id))).toEqual(new Set(kept.users.map((user) => user.id)));
          expect(new Set(changed.map(({ origin }) => origin))).toEqual(new Set(['other_instance']));
          expect(heard.some(({ event, origin }) => event.topic === 'bulkJob' && event.job.id === job.id && event.job.status === 'completed' && origin === 'other_instance')).toBe(true);
        },
        { timeout: 5_000, interval: 20 },
      );
    } finally {
      stop();
    }
  });

  it('ends at once a job whose parameters cannot be copied to the thread, and says so to its caller', async () => {
    const [admin] = (await app.repositories.accounts.all()).filter((account) => account.role === 'admin');
    const principal = { accountId: admin.id, sessionId: 's', role: admin.role, ability: abilityFor([{ action: 'manage', subject: 'all' }]) };
    // A function is no plain data: structured clone refuses it.
    const params = Object.assign({ patch: { isImportant: true }, writer: {} }, { later: () => undefined });
    await expect(app.contextServices.bulkJobs.start({ kind: updateTasks, params, ids: [1], principal, face: 'system' })).rejects.toThrow(/could not be cloned/);
    // Not counted as under way (a closing app would wait for it forever), nor left `running` in the store.
    await app.contextServices.bulkJobs.settled();
    expect(await app.repositories.bulkJobs.interruptStale(new Date(Date.now() + 86_400_000).toISOString())).toEqual([]);
  });

  it('gives way to the app’s requests: a job under a request that never ends waits out its patience at every step, and completes', async () => {
    await foregroundIdle();
    const waits: boolean[] = [];
    const stopObserving = foreground.observeWaits((_ms, patienceRanOut) => waits.push(patienceRanOut));
    foreground.enter();
    let job: Job;
    try {
      job = await ended(await start({ currentPlan: 'company' }));
    } finally {
      foreground.leave();
      stopObserving();
    }
    expect(job).toMatchObject({ status: 'completed', done: job.total });
    // The thread's waits, told to the app's observers (its metrics): at least one per record written, and every one ran
    // out, the request never having ended.
    expect(waits.length).toBeGreaterThanOrEqual(job.total);
    expect(waits.every(Boolean)).toBe(true);
  });
});
