import type { ApolloCache } from '@apollo/client';
import { liveChangeHeard } from '../apollo/reads-in-flight.js';
import type { RemoteChange } from './remote-change.js';

/**
 * How a live payload enters the normalized cache. The subscription runs `no-cache`: `apply` writes the
 * payload itself, so it can tell what the cache held before the event (a row already removed by this
 * session's own mutation, a message already appended) and apply each change once. It answers the records
 * it changed, for the editors open on them (lib/live/remote-changes.ts).
 */
export type LiveApply<TData> = (data: TData, cache: ApolloCache) => readonly RemoteChange[] | void;

/**
 * How a feed's payloads relate to reads: by default each is a change to records some read may hold, so reads in
 * flight when it arrives read again (lib/apollo/reads-in-flight.ts); `transient` signals (someone typing) no read holds.
 */
export interface LiveFeedOptions {
  transient?: boolean;
}

/** A live payload into the cache: the reads it overtook will read again, then `apply` writes it; answers what it changed. */
export function receiveLivePayload<TData>(cache: ApolloCache, data: TData, apply: LiveApply<TData>, { transient = false }: LiveFeedOptions = {}): readonly RemoteChange[] {
  if (!transient) liveChangeHeard(cache);
  return apply(data, cache) ?? [];
}
