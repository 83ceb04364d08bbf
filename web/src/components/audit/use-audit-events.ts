import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AuditEventsQueryVariables } from '../../__generated__/graphql';
import { applyAuditEventAdded } from '../../lib/audit/cache';
import { AuditEventAddedSubscription, AuditEventsQuery } from '../../lib/audit/documents';
import { useLiveSubscription } from '../../lib/live/use-live-subscription';

/**
 * A page of the log newest first, with new events arriving live (lib/audit/cache.ts places them in every
 * cached list they match) and the next page on request. For those who may read the log only.
 */
export function useAuditEvents(variables: AuditEventsQueryVariables, fetchPolicy: 'cache-first' | 'cache-and-network' = 'cache-and-network') {
  const client = useApolloClient();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  // The live feed runs only while a log view is open: coming back, the cached rows are shown and read again
  // (unless the route has just read them: `cache-first`).
  const { data, previousData, loading, error, refetch } = useQuery(AuditEventsQuery, { variables, fetchPolicy });
  useLiveSubscription(AuditEventAddedSubscription, applyAuditEventAdded);
  const page = (data ?? previousData)?.auditEvents;

  async function loadMore() {
    if (!page?.nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      // A plain read: the list's field policy appends it to the cached rows (lib/audit/cache.ts).
      await client.query({ query: AuditEventsQuery, variables: { ...variables, after: page.nextCursor }, fetchPolicy: 'network-only' });
      setMoreFailed(false);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    events: page?.items ?? [],
    hasMore: Boolean(page?.nextCursor),
    /** The first read (nothing to show yet). */
    loading: loading && !page,
    refreshing: loading && Boolean(page),
    error,
    retry: () => void refetch(),
    loadMore: () => void loadMore(),
    loadingMore,
    moreFailed,
  };
}
