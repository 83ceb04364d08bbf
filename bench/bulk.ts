import { sql } from 'kysely';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { abilityFor } from '../server/access/abilities.js';
import type { BulkJobRecord } from '../server/bulk-jobs/models.js';
import { migrateToLatest } from '../server/composition/migrations.js';
import { createRepositories } from '../server/composition/repositories.js';
import { seedDatabase } from '../server/composition/seeding.js';
import { postgresStores } from '../server/composition/stores.js';
import { topicReferences, topicRules } from '../server/composition/topics.js';
import { connect } from '../server/db/connection.js';
import { PostgresEventBus } from '../server/events/postgres.js';
import type { TransportLog } from '../server/events/pg-listener.js';
import { RoleAbilities } from '../server/access/role-abilities.js';
import { foreground } from '../server/common/foreground.js';
import { Revisions } from '../server/common/revisions.js';
import { NotificationRules } from '../server/notifications/rules.js';
import { createSeed } from '../seed/index.js';
import { seedTodo } from '../seed/todo.js';
import { idleReads, readsDuring, type LoopDelay, type ReadLatency } from './reads-during.js';
import { updateTasks, type TaskPatch } from '../server/todo/bulk.js';
import { ThreadJobs } from '../server/composition/job-thread.js';
import { batchEvents, RESTORE_CHUNK } from '../server/audit-log/restore-batch.js';

const silentLog: TransportLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What the job changes on every task: the important flag (set), or the assignee (moved from one member to another). */
export type BulkPatch = 'isImportant' | 'assignee';

/** Events of the job undone to time an undo, in `restoreAuditBatch`'s chunks (`restoreMany`). */
const UNDO_SAMPLE = 1000;

export interface BulkMeasurement {
  rows: number;
  patch: BulkPatch;
  /** The notifications the job raised: a reassignment tells the new assignee's account once per job. */
  notifications: { count: number; tasks: number };
  /** Undoing the job's first UNDO_SAMPLE events as `restoreAuditBatch` does: ms per event. */
  undoMsPerEvent: number;
  /** Reading the ids the list's filter matches (`TodoRepository.listIds`), ms. */
  selectMs: number;
  /** From the job's start to its end, ms. */
  jobMs: number;
  job: BulkJobRecord;
  /** A page of the task list read (through the repository) with nothing running, and while the job ran. */
  idle: ReadLatency;
  during: ReadLatency;
  /** The process's event loop delay while the job ran. */
  loop: LoopDelay;
  /** CPU time while the job ran, in core-seconds. */
  cpu: JobCpu;
}

/**
 * The CPU time spent while a job ran: this process's (the job's thread and the reads), and the whole machine's
 * busy and available core-seconds. A machine busy nearly all of it is bound by its cores: only less work, in the
 * process or in PostgreSQL on the same cores, shortens the job (bench/README.md, "Grouped view counts, lz4 payloads").
 */
export interface JobCpu {
  process: number;
  machineBusy: number;
  machine: number;
}

/** The machine's busy and total core-milliseconds so far, over every core (`os.cpus()`). */
function machineTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** Measures the CPU time spent from now until the returned function is called. */
function cpuFromNow(): () => JobCpu {
  const process0 = process.cpuUsage();
  const machine0 = machineTimes();
  return () => {
    const used = process.cpuUsage(process0);
    const machine = machineTimes();
    return { process: (used.user + used.system) / 1e6, machineBusy: (machine.busy - machine0.busy) / 1000, machine: (machine.total - machine0.total) / 1000 };
  };
}

/**
 * A bulk update of every task (`isImportant`, or the assignee) on PostgreSQL as `bulkUpdateTasks` makes it: the ids read through the
 * list's filter, then the job in the bulk jobs' worker thread, one audited write of the repository (`updateMany`) per
 * chunk of TASK_CHUNK tasks, with the job's progress recorded after each. A page of the task list is read before the job
 * (idle) and all through it: its p99 while the job runs is compared with idle; then the job's first UNDO_SAMPLE events
 * are undone, timed. The rows live in a schema of their own (`bench_bulk_<rows>`), seeded once and kept; each run first
 * clears every task's flag (gives every task to the first team member) in one statement, and the job sets it (gives
 * them all to the second), so every task is written.
 * The notification rules listen as on the server: a reassignment raises the new assignee's account a notification.
 */
export async function measureBulkUpdate(url: string, rows: number, patch: BulkPatch = 'isImportant'): Promise<BulkMeasurement> {
  const schema = `bench_bulk_${rows}`;
  // The server's pool (server/plugins/app/database.ts): its default size.
  const db = connect(url, { schema });
  let bus: PostgresEventBus | undefined;
  let jobs: ThreadJobs | undefined;
  try {
    await migrateToLatest(db, schema);
    await seedDatabase(db, { ...createSeed(), todo: seedTodo(rows) });
    // Runs start alike. The audit log starts as seeded (empty): every run adds some 180,000 events, and a log grown by
    // thirty runs made the jobs' audit inserts the largest part of their time (bench/README.md, "Bulk jobs in a worker
    // thread"). Each run rewrites every task: the dead rows of the last run are vacuumed first (autovacuum would
    // otherwise reach them in the middle of one).
    await sql`TRUNCATE audit_events`.execute(db);
    await sql`VACUUM ANALYZE tasks, audit_events`.execute(db);
    const fail = (error: unknown) => {
      throw error;
    };
    // Composed as the server composes them on PostgreSQL (server/plugins/app/events.ts, live.ts): the live events go out
    // by LISTEN/NOTIFY, and the notification rules take this instance's task events.
    bus = await PostgresEventBus.connect({ connectionString: url, schema, topics: topicRules, report: fail, log: silentLog });
    const revisions = new Revisions();
    // The server's clock: each write stamps the time it was made.
    const clock = () => new Date();
    const repositories = createRepositories(postgresStores(db, clock), bus, fail, revisions);
    bus.tellByReference(topicReferences(repositories));
    const rules = new NotificationRules(repositories, new RoleAbilities(() => repositories.permissions.roleGrants(), revisions), clock, fail);
    rules.listen(bus);
    const [admin] = (await repositories.accounts.all()).filter((account) => account.role === 'admin');
    const principal = { accountId: admin.id, sessionId: 'bench', role: admin.role, ability: abilityFor([{ action: 'manage', subject: 'all' }]) };

    const [first, second] = (await repositories.accounts.all()).filter((account) => account.teamMemberId !== null).map((account) => account.teamMemberId as number);
    // Every task is written: the flag cleared (or every task given to the first member) beforehand, then the job
    // sets it (gives them all to the second), as `bulkUpdateTasks` would with that patch.
    if (patch === 'isImportant') await sql`UPDATE tasks SET is_important = false WHERE NOT is_deleted`.execute(db);
    else await sql`UPDATE tasks SET assignee_id = ${first}, guest_assignee = NULL, assignee_name = (SELECT full_name FROM team_members WHERE id = ${first}) WHERE NOT is_deleted`.execute(db);
    // The statement rewrote every task, and for a reassignment every row of the assignee order (its trigger): both are
    // vacuumed now, not by autovacuum during the job.
    await sql`VACUUM ANALYZE tasks, task_assignee_order`.execute(db);
    const taskPatch: TaskPatch = patch === 'isImportant' ? { isImportant: true } : { assignee: { id: second } };

    const selecting = performance.now();
    const ids = await repositories.todo.listIds({});
    const selectMs = performance.now() - selecting;

    let page = 0;
    // A person's read, as a request is on the server: foreground, which the job gives way to.
    const readPage = () => foreground.track(() => repositories.todo.list({}, { page: 1 + (page++ % 100), perPage: 10 }));
    const idle = await idleReads(readPage);

    // The server's path on PostgreSQL: the job in the bulk jobs' worker thread (server/composition/job-thread.ts).
    // The thread starts with its first job; it is started beforehand (an empty job), so its start is not timed.
    jobs = new ThreadJobs(repositories.bulkJobs, { databaseUrl: url, schema }, revisions, silentLog);
    await jobs.start({ kind: updateTasks, params: { patch: taskPatch, writer: { actor: admin.fullName } }, ids: [], principal, face: 'system' });
    await jobs.settled();
    const started = performance.now();
    const cpuSpent = cpuFromNow();
    const job = await jobs.start({ kind: updateTasks, params: { patch: taskPatch, writer: { actor: admin.fullName } }, ids, principal, face: 'system' });
    const { latency: during, loop } = await readsDuring(readPage, jobs.settled());
    const jobMs = performance.now() - started;
    const cpu = cpuSpent();
    await rules.settled();
    const [notifications] = (
      await sql<{ count: number; tasks: number }>`SELECT count(*)::int AS count, coalesce(sum(count), 0)::int AS tasks FROM notifications WHERE batch_id = ${job.batchId}`.execute(db)
    ).rows;
    const sample = (await batchEvents(repositories.audit, job.batchId)).slice(0, UNDO_SAMPLE).map((event) => event.id);
    const undoing = performance.now();
    for (let start = 0; start < sample.length; start += RESTORE_CHUNK) await repositories.restorer.restoreMany(sample.slice(start, start + RESTORE_CHUNK), principal);
    const undoMsPerEvent = (performance.now() - undoing) / sample.length;
    // The undo gave tasks back: its notifications are raised before the store goes.
    await rules.settled();
    return { rows: ids.length, patch, notifications, undoMsPerEvent, selectMs, jobMs, job: await repositories.bulkJobs.find(job.id), idle, during, loop, cpu };
  } finally {
    await jobs?.close();
    await bus?.close();
    await db.destroy();
  }
}
