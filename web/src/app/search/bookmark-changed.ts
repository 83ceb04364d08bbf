import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../__generated__/gql';
import type { BookmarkChangedSubscription as BookmarkChanged } from '../../__generated__/graphql';
import { applyBookmarkToggle } from './bookmark-cache';
import { SearchPageFields } from './documents';

export const BookmarkChangedSubscription = graphql(`
  subscription BookmarkChanged {
    bookmarkChanged {
      page {
        ...SearchPageFields
      }
    }
  }
`);

/** A bookmark toggled in another session: the star and the navbar list follow (idempotent for this session's own toggles). */
export function applyBookmarkChanged({ bookmarkChanged }: BookmarkChanged, cache: ApolloCache): void {
  cache.writeFragment({ fragment: SearchPageFields, data: bookmarkChanged.page });
  applyBookmarkToggle(cache, bookmarkChanged.page);
}
