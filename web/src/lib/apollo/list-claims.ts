import type { ApolloCache } from '@apollo/client';

/** How long a claim is remembered: far longer than a mutation's round trip, so its echo always finds it. */
const CLAIM_TTL_MS = 60_000;
const claims = new WeakMap<ApolloCache, Map<string, number>>();

/**
 * A new row reaches the cache twice: from the mutation that made it and from the live event that mutation
 * published (in either order, the socket is often faster than the HTTP answer). Counting it into cached
 * pages twice would be wrong, so whichever arrives first claims `Type:id` and applies the change; the
 * other finds the claim and leaves the lists alone.
 */
export function claimNewRow(cache: ApolloCache, typename: string, id: string): boolean {
  let recent = claims.get(cache);
  if (!recent) {
    recent = new Map();
    claims.set(cache, recent);
  }
  const now = Date.now();
  for (const [key, at] of recent) if (now - at > CLAIM_TTL_MS) recent.delete(key);
  const key = `${typename}:${id}`;
  if (recent.has(key)) return false;
  recent.set(key, now);
  return true;
}

/** A removed row's id may be given out again (new ids are the maximum plus one): its claim goes with it. */
export function releaseRow(cache: ApolloCache, typename: string, id: string): void {
  claims.get(cache)?.delete(`${typename}:${id}`);
}
