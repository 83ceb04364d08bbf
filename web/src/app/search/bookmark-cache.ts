import type { ApolloCache, Reference } from '@apollo/client';
import type { SearchPageFieldsFragment } from '../../__generated__/graphql.js';

/**
 * After a bookmark toggle: the page entry itself is already updated by normalization (its
 * isBookmarked comes back with its id); this adds it to, or removes it from, the cached
 * `bookmarks` list so the navbar changes at once without refetching (spec section 4).
 */
export function applyBookmarkToggle(cache: ApolloCache, page: SearchPageFieldsFragment): void {
  const id = cache.identify({ __typename: 'SearchPage', id: page.id });
  if (!id) return;
  cache.modify<{ bookmarks: readonly Reference[] }>({
    fields: {
      bookmarks(existing, { readField, toReference }) {
        const others = existing.filter((ref) => readField('id', ref) !== page.id);
        if (!page.isBookmarked) return others;
        const ref = toReference(id);
        return ref ? [...others, ref] : others;
      },
    },
  });
}

/** The optimistic answer of the toggle: the same entry with its flag flipped. */
export function optimisticToggle(page: SearchPageFieldsFragment): { toggleBookmark: SearchPageFieldsFragment & { __typename: 'SearchPage' } } {
  return { toggleBookmark: { ...page, __typename: 'SearchPage', isBookmarked: !page.isBookmarked } };
}
