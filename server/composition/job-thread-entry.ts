import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createMongoAbility } from '@casl/ability';
import type { AppAbility } from '../access/abilities.js';
import type { Principal } from '../access/caller.js';
import { RoleAbilities } from '../access/role-abilities.js';
import type { AccountRole } from '../access/roles.js';
import { ACCOUNT_RECHECK_MS } from '../auth/principals.js';
import { workOf } from '../bulk-jobs/kinds.js';
import { runBulkJob } from '../bulk-jobs/runner.js';
import { foreground } from '../common/foreground.js';
import { Revisions } from '../common/revisions.js';
import { connect } from '../db/connection.js';
import { PostgresEventBus } from '../events/postgres.js';
import type { TransportLog } from '../events/pg-listener.js';
import { NotificationRules } from '../notifications/rules.js';
import { jobKinds } from './job-kinds.js';
import type { FromThread, JobThreadData, ToThread } from './job-thread.js';
import { createRepositories } from './repositories.js';
import { postgresStores } from './stores.js';
import { topicReferences, topicRules } from './topics.js';

/**
 * The bulk jobs' worker thread (./job-thread.ts): the app's repositories composed again over the same database, with a
 * pool and an event bus of their own, running the jobs the app hands it.
 */
const port = parentPort!;
const { databaseUrl, schema, channel, foreground: shared } = workerData as JobThreadData;
const tell = (message: FromThread) => port.postMessage(message);

// Below the requests' thread: on Linux a thread has a priority of its own, and the scheduler hands a core to the
// thread answering a request first (elsewhere the call would lower the whole process).
if (process.platform === 'linux') setPriority(19);
foreground.follow(shared);
foreground.observeWaits((ms, patienceRanOut) => tell({ type: 'waited', ms, patienceRanOut }));

const log: TransportLog = {
  info: (details, message) => tell({ type: 'log', level: 'info', details, message }),
  warn: (details, message) => tell({ type: 'log', level: 'warn', details, message }),
  error: (details, message) => tell({ type: 'log', level: 'error', details, message }),
};

/** The thread's revisions, each write also told to the app (its answers kept between requests end there). */
class ToldRevisions extends Revisions {
  override changed(domain: string): void {
    super.changed(domain);
    tell({ type: 'changed', domain });
  }
}

// The server's clock: each write stamps the time it was made. Two connections per lane of the largest job.
const clock = () => new Date();
const db = connect(databaseUrl, { schema, max: 4 });
const bus = await PostgresEventBus.connect({
  connectionString: databaseUrl,
  schema,
  channel,
  topics: topicRules,
  report: (err, event) => log.error({ err, topic: event.topic }, 'a live event listener failed'),
  log,
});
const revisions = new ToldRevisions();
const rulesOfRole = async (role: AccountRole) => (await roleAbilities.current()).rulesOf(role);
const repositories = createRepositories(postgresStores(db, clock), bus, (err) => log.error({ err }, 'publishing a live event failed'), revisions, rulesOfRole);
bus.tellByReference(topicReferences(repositories));
const roleAbilities = new RoleAbilities(() => repositories.permissions.roleGrants(), revisions, ACCOUNT_RECHECK_MS);
const abilities = { roleAbilities, accountRole: (id: number) => repositories.accounts.findById(id) };
// The notifications a job's writes raise (a task given to someone) are raised where they were published: here.
const rules = new NotificationRules(repositories, roleAbilities, clock, (err) => log.error({ err }, 'raising a notification failed'));
rules.listen(bus);

port.on('message', (message: ToThread) => {
  if (message.type === 'close') {
    void close();
    return;
  }
  const { job, kind: name, params, ids, principal: plain, face } = message;
  const { rules: abilityRules, ...rest } = plain;
  const principal: Principal = { ...rest, ability: createMongoAbility<AppAbility>(abilityRules) };
  const kind = jobKinds.get(name);
  const running = kind
    ? runBulkJob(repositories.bulkJobs, job, principal, face, workOf(repositories, abilities, { kind, params, ids, principal, face }))
    : repositories.bulkJobs.finish(job.id, 'failed').then(() => log.error({ job: job.id, kind: name }, 'no such kind of bulk job'));
  void running
    .catch((err: unknown) => log.error({ err, job: job.id }, 'a bulk job could not record its end'))
    // Ended once the notifications its writes raise are too.
    .then(() => rules.settled())
    .finally(() => tell({ type: 'ended', jobId: job.id }));
});

async function close(): Promise<void> {
  await rules.settled();
  await bus.close();
  await db.destroy();
  process.exit(0);
}
