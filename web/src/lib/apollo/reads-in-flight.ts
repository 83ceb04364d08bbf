import { ApolloLink, type ApolloCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { finalize, tap } from 'rxjs';

interface Read {
  /** A live change was heard while this read was on its way. */
  overtaken: boolean;
  answered: boolean;
}

const running = new WeakMap<ApolloCache, Set<Read>>();

/**
 * A live change can be committed while a read is on its way: the server ran the read before the change, its
 * answer reaches the client after the live event, and writing the answer puts the list back as it was, without
 * the change (a live event only edits what the cache already holds). This link keeps the reads in flight of
 * each cache; a read that a live change overtook (`liveChangeHeard`) is read once more from the network when its
 * answer is in. That second read starts after the change was published, so it holds it. The same covers the
 * reads a reconnect refetches.
 */
export function createReadsInFlightLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const { client } = operation;
    let reads = running.get(client.cache);
    if (!reads) running.set(client.cache, (reads = new Set()));
    const read: Read = { overtaken: false, answered: false };
    reads.add(read);
    return forward(operation).pipe(
      tap({ next: () => void (read.answered = true) }),
      finalize(() => {
        reads.delete(read);
        if (!read.overtaken || !read.answered) return;
        // After the answer is written: Apollo writes it as it passes on, within this turn. A failed second read
        // leaves the first answer in place, as a failed refetch would; the next live change or visit reads again.
        setTimeout(() => {
          client.query({ query: operation.query, variables: operation.variables, fetchPolicy: 'network-only' }).catch(() => undefined);
        });
      }),
    );
  });
}

/** A live change reached `cache`: every read in flight that it overtook reads once more when answered. */
export function liveChangeHeard(cache: ApolloCache): void {
  for (const read of running.get(cache) ?? []) read.overtaken = true;
}
