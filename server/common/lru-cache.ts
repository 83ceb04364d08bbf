/**
 * Map keeps insertion order: re-inserting on a hit makes the first key the least recently used. A hit
 * re-inserts only once the cache is half full, the only time order can decide an eviction soon: the hot
 * paths (tokens, accounts, kept answers) look up on every request, and a re-insert costs two more hashings.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined && this.entries.size * 2 > this.maxEntries) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}
