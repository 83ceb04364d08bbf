import type { ApolloCache } from '@apollo/client';

/** How long a mark is remembered: far longer than a mutation's round trip, so its echo always finds it. */
const TTL_MS = 60_000;
const claims = new WeakMap<ApolloCache, Map<string, number>>();
const removals = new WeakMap<ApolloCache, Map<string, number>>();

/** The marks of one kind kept for `cache`, the expired ones dropped. */
function marks(of: WeakMap<ApolloCache, Map<string, number>>, cache: ApolloCache): Map<string, number> {
  let recent = of.get(cache);
  if (!recent) {
    recent = new Map();
    of.set(cache, recent);
  }
  const now = Date.now();
  for (const [key, at] of recent) if (now - at > TTL_MS) recent.delete(key);
  return recent;
}

/**
 * A new row reaches the cache twice: from the mutation that made it and from the live event that mutation
 * published (in either order, the socket is often faster than the HTTP answer). Counting it into cached
 * pages twice would be wrong, so whichever arrives first claims `Type:id` and applies the change; the
 * other finds the claim and leaves the lists alone.
 */
export function claimNewRow(cache: ApolloCache, typename: string, id: string): boolean {
  const key = `${typename}:${id}`;
  // A new row with the id of one removed earlier (ids are the maximum plus one) is not that row.
  marks(removals, cache).delete(key);
  const recent = marks(claims, cache);
  if (recent.has(key)) return false;
  recent.set(key, Date.now());
  return true;
}

/** A removed row's id may be given out again (new ids are the maximum plus one): its claim goes with it. */
export function releaseRow(cache: ApolloCache, typename: string, id: string): void {
  claims.get(cache)?.delete(`${typename}:${id}`);
}

/**
 * A deleted row reaches the cache twice as well. When the live event comes first it takes the row out of
 * the pages and evicts the record; this session's mutation answer then writes the record back before its
 * `update` runs, which would find it and take the row out again (a second "total − 1", pages dropped and
 * re-read for nothing). The live feed marks the removal here; the answer's `update` finds the mark.
 */
export function markRemovedLive(cache: ApolloCache, typename: string, id: string): void {
  marks(removals, cache).set(`${typename}:${id}`, Date.now());
}

/**
 * For a remove function, before it touches the lists: true when the live event already removed the row;
 * the record the mutation answer wrote back is evicted again, and there is nothing else to do.
 */
export function removedByLiveEcho(cache: ApolloCache, typename: string, id: string): boolean {
  if (!marks(removals, cache).delete(`${typename}:${id}`)) return false;
  const ref = cache.identify({ __typename: typename, id });
  if (ref) {
    cache.evict({ id: ref });
    cache.gc();
  }
  return true;
}
