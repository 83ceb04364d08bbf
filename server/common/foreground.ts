/**
 * How long background work waits at most for the requests under way to end before its next step: a server never
 * idle still moves its jobs, a step at a time.
 */
export const PATIENCE_MS = 20;

/** Told of each wait of background work: how long, and whether the patience ran out (the requests had not ended). */
export type WaitObserver = (waitedMs: number, patienceRanOut: boolean) => void;

/**
 * Requests being answered come before work that goes on after its request (bulk jobs, imports). A job gives way
 * between its steps: before each chunk, and around each of its database statements (server/db/connection.ts), it
 * waits while a request is under way, at most PATIENCE_MS. On a machine of few cores a job otherwise takes turns
 * with a person's read at every await, and the read waits for the job's work in the process and in the database
 * (bench/README.md, issue 40). One per process: the cores are the process's, whichever app serves the request. The
 * count lives in shared memory, so the bulk jobs' worker thread gives way too (server/composition/job-thread.ts).
 */
export class Foreground {
  /** Requests under way, in memory a worker thread can share (`follow`): one count per process. */
  private count = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  private readonly observers = new Set<WaitObserver>();

  /** The memory holding the count, for a worker thread to `follow`. */
  get shared(): SharedArrayBuffer {
    return this.count.buffer as SharedArrayBuffer;
  }

  /** Takes the count of another thread's foreground (a worker thread: its jobs give way to the main thread's requests). */
  follow(shared: SharedArrayBuffer): void {
    this.count = new Int32Array(shared);
  }

  /** Whether a request is under way now. */
  get busy(): boolean {
    return Atomics.load(this.count, 0) > 0;
  }

  enter(): void {
    Atomics.add(this.count, 0, 1);
  }

  leave(): void {
    if (Atomics.sub(this.count, 0, 1) > 1) return;
    Atomics.store(this.count, 0, 0);
    Atomics.notify(this.count, 0);
  }

  /** Counts `work` as foreground until it settles (work not made by a request: a bench's reads). */
  track<T>(work: () => Promise<T>): Promise<T> {
    this.enter();
    return work().finally(() => this.leave());
  }

  /** Resolves once no request is under way, or after PATIENCE_MS. */
  async clear(): Promise<void> {
    if (!this.busy) return;
    const started = performance.now();
    let patienceRanOut = false;
    for (let now = started; ; now = performance.now()) {
      const requests = Atomics.load(this.count, 0);
      if (requests <= 0) break;
      const left = started + PATIENCE_MS - now;
      if (left <= 0) {
        patienceRanOut = true;
        break;
      }
      // Woken when the count changes (the last request ended: `leave` notifies), or when the patience runs out.
      const wait = Atomics.waitAsync(this.count, 0, requests, left);
      if (wait.async) await wait.value;
    }
    this.noteWait(performance.now() - started, patienceRanOut);
  }

  /** Tells the observers of a wait: this thread's, or one a worker thread following this count reported. */
  noteWait(waitedMs: number, patienceRanOut: boolean): void {
    for (const observer of this.observers) observer(waitedMs, patienceRanOut);
  }

  /** Tells `observer` of every wait from now on (metrics); answers how to stop. */
  observeWaits(observer: WaitObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }
}

export const foreground = new Foreground();
