import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { apolloClient } from './client';

/**
 * Starts a query a page is about to ask, with the variables it will ask (a route's data preload, started by
 * the router as the navigation begins): the page's `useQuery` then finds the answer in the cache, or shares the
 * request still in flight. Errors are left to the page, which shows them when it asks (the promise then
 * holds undefined). `network-only` asks again even when the cache holds an answer (a page that must read the
 * current state when opened). The answer is there for a preload that depends on it.
 */
export function preloadQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  fetchPolicy: 'cache-first' | 'network-only' = 'cache-first',
): Promise<TData | undefined> {
  return apolloClient
    .query<TData, TVariables>({ query, variables, fetchPolicy } as Parameters<typeof apolloClient.query<TData, TVariables>>[0])
    .then(({ data }) => data ?? undefined, () => undefined);
}
