import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { RemoteChange } from './remote-change';
import { reportRemoteChange } from './remote-changes';

/**
 * How a live payload enters the normalized cache. The subscription runs `no-cache`: `apply` writes the
 * payload itself, so it can tell what the cache held before the event (a row already removed by this
 * session's own mutation, a message already appended) and apply each change once. It answers the records
 * it changed, for the editors open on them (lib/live/remote-changes.ts).
 */
export type LiveApply<TData> = (data: TData, cache: ApolloCache) => readonly RemoteChange[] | void;

/** One live subscription of the shell; nothing re-renders per event except what reads the changed cache entries. */
export function useLiveSubscription<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, apply: LiveApply<TData>): void {
  // The latest `apply` without restarting the subscription when it changes.
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useSubscription(document as TypedDocumentNode<TData, OperationVariables>, {
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (!data.data) return;
      const changes = latest.current(data.data as TData, client.cache);
      for (const change of changes ?? []) reportRemoteChange(change);
    },
  });
}
