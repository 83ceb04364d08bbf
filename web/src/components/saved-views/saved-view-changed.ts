import type { ApolloCache } from '@apollo/client';
import type { SavedViewChangedSubscription as Changed } from '../../__generated__/graphql';

/**
 * A list's views as cached are dropped on any change to them: a menu showing them reads them again (views are few,
 * and sharing, unsharing and defaults decide per person who sees what, which the server knows best).
 */
export function forgetSavedViews(cache: ApolloCache, list: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedViews', args: { list } });
  cache.gc();
}

export function applySavedViewChanged(data: Changed, cache: ApolloCache): void {
  forgetSavedViews(cache, data.savedViewChanged.list);
}
