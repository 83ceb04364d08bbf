import type { KeyUse } from './models.js';
import type { ApiKeyRepository } from './repository.js';

/** How often the uses noted are written: a key's `lastUsedAt` is at most this late. */
export const USAGE_FLUSH_MS = 5000;

/**
 * When and from where each key was last used. A request only notes it here (a map entry, no write); the notes are
 * written in one statement every few seconds, before a list of keys is read, and when the app closes.
 */
export class KeyUsage {
  private pending = new Map<string, { at: number; from: string }>();
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: Pick<ApiKeyRepository, 'recordUses'>,
    private readonly report: (error: unknown) => void,
    flushMs = USAGE_FLUSH_MS,
  ) {
    this.timer = setInterval(() => void this.flush().catch(report), flushMs).unref();
  }

  note(id: string, from: string, at = Date.now()): void {
    this.pending.set(id, { at, from });
  }

  /** Writes what was noted; resolves once it and every write before it are done. */
  flush(): Promise<void> {
    if (this.pending.size === 0) return this.writing;
    const uses: KeyUse[] = [...this.pending].map(([id, { at, from }]) => ({ id, at: new Date(at).toISOString(), from }));
    this.pending = new Map();
    this.writing = this.writing.catch(this.report).then(() => this.store.recordUses(uses));
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
