import { describe, expect, it } from 'vitest';
import { LruCache } from '../../server/common/lru-cache.js';

describe('LruCache', () => {
  it('evicts the least recently used entry once full, a hit counting as a use', () => {
    const cache = new LruCache<number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
    expect(cache.size).toBe(3);
  });

  it('replaces the value of a key set again without growing', () => {
    const cache = new LruCache<string>(2);
    cache.set('k', 'old');
    cache.set('k', 'new');
    expect(cache.get('k')).toBe('new');
    expect(cache.size).toBe(1);
  });
});
