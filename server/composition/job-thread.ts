import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RawRuleOf } from '@casl/ability';
import type { AppAbility } from '../access/abilities.js';
import type { Principal } from '../access/caller.js';
import type { JobRunner, PlannedJob } from '../bulk-jobs/kinds.js';
import type { BulkJobRecord } from '../bulk-jobs/models.js';
import type { BulkJobRepository } from '../bulk-jobs/repository.js';
import { foreground } from '../common/foreground.js';
import type { Revisions } from '../common/revisions.js';
import type { Face } from '../common/write-scope.js';
import type { TransportLog } from '../events/pg-listener.js';

/** Where the worker thread finds the database, as the app does (DATABASE_URL, DATABASE_SCHEMA, the live events' channel). */
export interface JobThreadOptions {
  databaseUrl: string;
  schema?: string;
  channel?: string;
}

/** What the worker thread starts with. */
export interface JobThreadData extends JobThreadOptions {
  /** The app's count of requests under way (common/foreground.ts): the thread's jobs give way to them. */
  foreground: SharedArrayBuffer;
}

/** A principal as it crosses to the thread: its ability as CASL's raw rules, built again there. */
export type PlainPrincipal = Omit<Principal, 'ability'> & { rules: RawRuleOf<AppAbility>[] };

export type ToThread =
  | { type: 'start'; job: BulkJobRecord; kind: string; params: unknown; ids: readonly number[]; principal: PlainPrincipal; face: Face }
  | { type: 'close' };

export type FromThread =
  | { type: 'ended'; jobId: string }
  /** A write of the thread's repositories settled: the app's answers kept between requests end there too. */
  | { type: 'changed'; domain: string }
  /** One of the thread's waits for the app's requests (the metrics' aurora_background_wait_seconds). */
  | { type: 'waited'; ms: number; patienceRanOut: boolean }
  /** What the thread would log (its bus's transport, a live event not published, a notification not raised). */
  | { type: 'log'; level: keyof TransportLog; details: object; message: string };

/** The worker thread's module: its .ts source under tsx (development, tests), its built .js otherwise. */
function threadEntry(): URL {
  const here = fileURLToPath(import.meta.url);
  return new URL(`./job-thread-entry${here.slice(here.lastIndexOf('.'))}`, import.meta.url);
}

function spawn(data: JobThreadData): Worker {
  const entry = threadEntry();
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData: data });
  // A worker does not inherit the loader tsx registered in this thread: the thread registers it before its module.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { eval: true, workerData: data });
}

/**
 * The bulk jobs of an app on PostgreSQL, run in a worker thread of their own: its own heap, pool, event bus and
 * repositories over the same database, like another instance in the same process. A job's chunks allocate
 * hundreds of megabytes of rows, audit events and JSON; in the thread that answers requests, each of the young
 * generation's collections (11–22 ms, several a second) lands in the middle of someone's read (bench/README.md,
 * issue 40). The job's record is made here, so the mutation answers at once; the thread runs it and reports its
 * end. Its writes publish through PostgreSQL as another instance's do, and raise their notifications there.
 *
 * The thread starts with the first job and stays for the next. If it dies, the jobs it ran end `failed`, and the
 * next job starts another.
 */
export class ThreadJobs implements JobRunner {
  private worker: Worker | undefined;
  /** The jobs the thread runs, each with what ends its promise. */
  private readonly running = new Map<string, () => void>();
  private readonly ended = new Set<Promise<void>>();

  constructor(
    private readonly jobs: BulkJobRepository,
    private readonly options: JobThreadOptions,
    private readonly revisions: Revisions,
    private readonly log: TransportLog,
  ) {}

  async start<P>(job: PlannedJob<P>): Promise<BulkJobRecord> {
    const record = await this.jobs.create({ kind: job.kind.name, ownerId: job.principal.accountId, total: job.ids.length });
    const { ability, ...principal } = job.principal;
    const ended = new Promise<void>((resolve) => this.running.set(record.id, resolve));
    this.ended.add(ended);
    void ended.then(() => this.ended.delete(ended));
    try {
      this.thread().postMessage({
        type: 'start',
        job: record,
        kind: job.kind.name,
        params: job.params,
        ids: job.ids,
        principal: { ...principal, rules: ability.rules },
        face: job.face,
      } satisfies ToThread);
    } catch (err) {
      // Never handed over (parameters that cannot be copied to a thread): the job ends here, and the caller hears why.
      this.running.get(record.id)?.();
      this.running.delete(record.id);
      await this.jobs.finish(record.id, 'failed');
      throw err;
    }
    return record;
  }

  async settled(): Promise<void> {
    while (this.ended.size > 0) await Promise.all(this.ended);
  }

  /** Lets the thread close its pool and bus, then ends it. */
  async close(): Promise<void> {
    await this.settled();
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ type: 'close' } satisfies ToThread);
    await exited;
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = spawn({ ...this.options, foreground: foreground.shared });
    worker.on('message', (message: FromThread) => this.heard(message));
    worker.on('error', (err) => this.log.error({ err }, 'the bulk jobs thread failed'));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      void this.orphaned();
    });
    this.worker = worker;
    return worker;
  }

  private heard(message: FromThread): void {
    switch (message.type) {
      case 'ended':
        this.running.get(message.jobId)?.();
        this.running.delete(message.jobId);
        return;
      case 'changed':
        this.revisions.changed(message.domain);
        return;
      case 'waited':
        foreground.noteWait(message.ms, message.patienceRanOut);
        return;
      case 'log':
        this.log[message.level](message.details, message.message);
        return;
    }
  }

  /** The thread is gone with jobs under way: they end `failed` (a record already ended stays as it is). */
  private async orphaned(): Promise<void> {
    const left = [...this.running];
    this.running.clear();
    for (const [id, end] of left) {
      await this.jobs.finish(id, 'failed').catch((err: unknown) => this.log.error({ err, job: id }, 'ending a job of the lost thread failed'));
      end();
    }
  }
}
