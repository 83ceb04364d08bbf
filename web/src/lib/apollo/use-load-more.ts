import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback, useRef, useState } from 'react';
import { nextPage } from './growing-list';

/**
 * Asks for the page after the rows loaded so far, one at a time. The answer is written to the cache like
 * any read, where the list's field policy merges it (growing-list.ts), and every query watching the list
 * sees it grow. (Written as a plain network read rather than `fetchMore`, whose own notification of the
 * watching query was at times lost in the browser: the cache grew, the list on screen did not.) A failed
 * page pauses loading on scroll until asked again by hand.
 */
export function useLoadMore<V extends { page?: number | null; perPage?: number | null }>(
  query: TypedDocumentNode<unknown, V> | DocumentNode,
  variables: V,
  loaded: number,
  perPage: number,
) {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const key = JSON.stringify(variables);
  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      await client.query({ query, variables: { ...(JSON.parse(key) as V), page: nextPage(loaded, perPage), perPage }, fetchPolicy: 'network-only' });
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [client, query, key, loaded, perPage]);
  return { loadMore, loading, failed };
}
