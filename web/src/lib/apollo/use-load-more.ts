import { useCallback, useRef, useState } from 'react';
import { nextPage } from './growing-list';

/**
 * Asks for the page after the rows loaded so far (the field policy merges it, see growing-list.ts), one
 * at a time. A failed page pauses loading on scroll until asked again by hand.
 */
export function useLoadMore(fetchMore: (options: { variables: { page: number; perPage: number } }) => Promise<unknown>, loaded: number, perPage: number) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      await fetchMore({ variables: { page: nextPage(loaded, perPage), perPage } });
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [fetchMore, loaded, perPage]);
  return { loadMore, loading, failed };
}
