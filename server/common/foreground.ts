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
 * (bench/README.md, issue 40). One per process: the cores are the process's, whichever app serves the request.
 */
export class Foreground {
  private active = 0;
  private readonly waiting = new Set<() => void>();
  private readonly observers = new Set<WaitObserver>();

  /** Whether a request is under way now. */
  get busy(): boolean {
    return this.active > 0;
  }

  enter(): void {
    this.active++;
  }

  leave(): void {
    if (--this.active > 0) return;
    this.active = 0;
    for (const resume of [...this.waiting]) resume();
  }

  /** Counts `work` as foreground until it settles (work not made by a request: a bench's reads). */
  track<T>(work: () => Promise<T>): Promise<T> {
    this.enter();
    return work().finally(() => this.leave());
  }

  /** Resolves once no request is under way, or after PATIENCE_MS. */
  clear(): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    const started = performance.now();
    return new Promise((resolve) => {
      const resume = (patienceRanOut: boolean) => {
        clearTimeout(timer);
        this.waiting.delete(requestsEnded);
        for (const observer of this.observers) observer(performance.now() - started, patienceRanOut);
        resolve();
      };
      const requestsEnded = () => resume(false);
      const timer = setTimeout(() => resume(true), PATIENCE_MS);
      this.waiting.add(requestsEnded);
    });
  }

  /** Tells `observer` of every wait from now on (metrics); answers how to stop. */
  observeWaits(observer: WaitObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }
}

export const foreground = new Foreground();
