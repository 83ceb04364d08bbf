import type { KeyCredential } from '../access/caller.js';
import { LruCache } from '../common/lru-cache.js';
import type { ApiKeyRecord } from './models.js';
import type { ApiKeyRepository } from './repository.js';
import { hashSecret, isLive } from './rules.js';

/** What a request needs of a key: whose it is, what it may do, until when. */
export interface IndexedKey {
  accountId: number;
  credential: KeyCredential;
  /** Epoch ms; null: it does not expire. */
  expiresAt: number | null;
}

/** How long the index serves without hearing of changes (the event bus is down) before it is read again. */
export const INDEX_RECHECK_MS = 1000;
/** A key the index does not know makes it read again, at most this often (later ones wait): a flood of unknown keys reads little. */
export const MISS_RELOAD_MS = 200;

/**
 * Every unrevoked key of every account by its secret's hash, in memory: a request hashes what it sent and looks it
 * up, without reading the database. The index is read whole at start, told of this instance's new and revoked keys
 * at once, and of other instances' by the `apiKey` live event (PostgreSQL LISTEN/NOTIFY: milliseconds). When it
 * cannot hear them (the bus is down) it is read again when older than a second. A key it does not know waits for a
 * read under way, or for the next one, begun at most MISS_RELOAD_MS after the last: a key made on another instance
 * works at once however events go, and unknown keys cost at most a few reads a second (and wait for them).
 */
export class ApiKeyIndex {
  private byHash = new Map<string, IndexedKey>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loadStartedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;
  private scheduled: Promise<void> | undefined;
  /**
   * The hash of each key seen lately, by its text: hashing costs more than the rest of a key's lookup. Only keys
   * found are kept (unknown ones would push them out); the hash alone decides, so a revoked key is still refused.
   */
  private readonly hashes = new LruCache<string>(1000);
  /** Changes heard while a read is under way, replayed on what it read (its rows may predate them). */
  private changes: ((keys: Map<string, IndexedKey>) => void)[] = [];

  constructor(
    private readonly store: Pick<ApiKeyRepository, 'unrevoked'>,
    /** Whether another instance's changes reach this one as they happen (the event bus receives). */
    private readonly hearing: () => boolean,
    private readonly recheckMs = INDEX_RECHECK_MS,
  ) {}

  /** The key whose secret this is while it opens anything; a promise when the index must be read first. */
  find(secret: string, now = Date.now()): IndexedKey | null | Promise<IndexedKey | null> {
    let hash = this.hashes.get(secret);
    if (hash === undefined) {
      hash = hashSecret(secret);
      if (this.byHash.has(hash)) this.hashes.set(secret, hash);
    }
    const found = this.byHash.get(hash);
    const again = () => this.live(this.byHash.get(hash), Date.now());
    if (found) return now - this.loadedAt >= this.recheckMs && !this.hearing() ? this.load().then(again) : this.live(found, now);
    if (this.loading) return this.loading.then(again);
    const wait = this.loadStartedAt + MISS_RELOAD_MS - now;
    return (wait <= 0 ? this.load() : this.loadAfter(wait)).then(again);
  }

  /** One read `ms` from now, shared by every unknown key until then. */
  private loadAfter(ms: number): Promise<void> {
    this.scheduled ??= new Promise<void>((resolve) => setTimeout(resolve, ms).unref()).then(() => {
      this.scheduled = undefined;
      return this.load();
    });
    return this.scheduled;
  }

  /** Reads every unrevoked key again; concurrent callers share one read. */
  load(): Promise<void> {
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** A key made or changed: known at once on this instance. */
  put(key: ApiKeyRecord): void {
    if (key.revokedAt !== null) return this.forget(key.id);
    const indexed = indexedOf(key);
    this.change((keys) => keys.set(key.secretHash, indexed));
  }

  /** A key revoked, here or on another instance: refused from the next request. */
  forget(id: string): void {
    this.change((keys) => {
      for (const [hash, key] of keys) if (key.credential.id === id) keys.delete(hash);
    });
  }

  private change(apply: (keys: Map<string, IndexedKey>) => void): void {
    apply(this.byHash);
    if (this.loading) this.changes.push(apply);
  }

  private live(key: IndexedKey | undefined, now: number): IndexedKey | null {
    return key && (key.expiresAt === null || key.expiresAt > now) ? key : null;
  }

  private async read(): Promise<void> {
    const readAt = Date.now();
    this.loadStartedAt = readAt;
    this.changes = [];
    const keys = await this.store.unrevoked();
    const byHash = new Map<string, IndexedKey>();
    for (const key of keys) {
      if (isLive(key, readAt)) byHash.set(key.secretHash, indexedOf(key));
    }
    // A key revoked (or made) while the rows were read may be missing from them: what was heard since counts.
    for (const apply of this.changes) apply(byHash);
    this.changes = [];
    this.byHash = byHash;
    this.loadedAt = readAt;
  }
}

function indexedOf(key: ApiKeyRecord): IndexedKey {
  return { accountId: key.accountId, credential: { id: key.id, name: key.name, access: key.access }, expiresAt: key.expiresAt === null ? null : Date.parse(key.expiresAt) };
}
