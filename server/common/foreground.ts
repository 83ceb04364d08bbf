/**
 * How long background work waits at most for the requests under way to end before its next step: a server never
 * idle still moves its jobs, a step at a time.
 */
export const PATIENCE_MS = 20;

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
    for (const resume of this.waiting) resume();
    this.waiting.clear();
  }

  /** Counts `work` as foreground until it settles (work not made by a request: a bench's reads). */
  track<T>(work: () => Promise<T>): Promise<T> {
    this.enter();
    return work().finally(() => this.leave());
  }

  /** Resolves once no request is under way, or after PATIENCE_MS. */
  clear(): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const resume = () => {
        clearTimeout(timer);
        this.waiting.delete(resume);
        resolve();
      };
      const timer = setTimeout(resume, PATIENCE_MS);
      this.waiting.add(resume);
    });
  }
}

export const foreground = new Foreground();
