import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

/**
 * One live subscription of the shell or a page. Its payloads are not written to the cache by Apollo
 * (`no-cache`): `apply` writes them itself, so it can tell what the cache held before the event (a row
 * already removed by this session's own mutation, a message already appended) and apply each change once.
 * Nothing re-renders per event except what reads the changed cache entries.
 */
export function useLiveSubscription<TData, TVariables extends OperationVariables = OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  apply: (data: TData, cache: ApolloCache) => void,
  options: { skip?: boolean; variables?: TVariables } = {},
): void {
  // The latest `apply` (it may close over props) without restarting the subscription when it changes.
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useSubscription(document as TypedDocumentNode<TData, OperationVariables>, {
    variables: options.variables,
    skip: options.skip,
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (data.data) latest.current(data.data as TData, client.cache);
    },
  });
}
