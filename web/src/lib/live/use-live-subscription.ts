import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { reportRemoteChange } from './remote-changes';
import { receiveLivePayload, type LiveApply, type LiveFeedOptions } from './receive-live-payload';

/** One live subscription of the shell; nothing re-renders per event except what reads the changed cache entries. */
export function useLiveSubscription<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  apply: LiveApply<TData>,
  { transient = false }: LiveFeedOptions = {},
): void {
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
      for (const change of receiveLivePayload(client.cache, data.data as TData, latest.current, { transient })) reportRemoteChange(change);
    },
  });
}
