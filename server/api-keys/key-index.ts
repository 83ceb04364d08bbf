import type { KeyCredential } from '../access/caller.js';
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

/**
 * Every unrevoked key of every account by its secret's hash, in memory: a request hashes what it sent and looks it
 * up, without reading the database. The index is read whole at start, told of this instance's new and revoked keys
 * at once, and of other instances' by the `apiKey` live event (PostgreSQL LISTEN/NOTIFY: milliseconds). When it
 * cannot hear them (the bus is down) it is read again when older than a second; a key it does not know makes it read
 * again too, at most once a second, so a key made on another instance works at once however events go.
 */
export class ApiKeyIndex {
  private byHash = new Map<string, IndexedKey>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly store: Pick<ApiKeyRepository, 'unrevoked'>,
    /** Whether another instance's changes reach this one as they happen (the event bus receives). */
    private readonly hearing: () => boolean,
    private readonly recheckMs = INDEX_RECHECK_MS,
  ) {}

  /** The key whose secret this is while it opens anything; a promise when the index must be read first. */
  find(secret: string, now = Date.now()): IndexedKey | null | Promise<IndexedKey | null> {
    const hash = hashSecret(secret);
    const stale = now - this.loadedAt >= this.recheckMs;
    const found = this.byHash.get(hash);
    if (stale && (!found || !this.hearing())) return this.load().then(() => this.live(this.byHash.get(hash), Date.now()));
    return this.live(found, now);
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
    this.byHash.set(key.secretHash, { accountId: key.accountId, credential: { id: key.id, name: key.name, access: key.access }, expiresAt: key.expiresAt === null ? null : Date.parse(key.expiresAt) });
  }

  /** A key revoked, here or on another instance: refused from the next request. */
  forget(id: string): void {
    for (const [hash, key] of this.byHash) if (key.credential.id === id) this.byHash.delete(hash);
  }

  private live(key: IndexedKey | undefined, now: number): IndexedKey | null {
    return key && (key.expiresAt === null || key.expiresAt > now) ? key : null;
  }

  private async read(): Promise<void> {
    const readAt = Date.now();
    const keys = await this.store.unrevoked();
    const byHash = new Map<string, IndexedKey>();
    this.byHash = byHash;
    for (const key of keys) if (isLive(key, readAt)) this.put(key);
    this.loadedAt = readAt;
  }
}
