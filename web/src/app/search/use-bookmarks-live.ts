import { graphql } from '../../__generated__/gql';
import { useLiveSubscription } from '../../lib/live/use-live-subscription';
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

/** Bookmarks toggled in another session: the star and the navbar list follow (idempotent for this session's own toggles). */
export function useBookmarksLive(): void {
  useLiveSubscription(BookmarkChangedSubscription, ({ bookmarkChanged }, cache) => {
    cache.writeFragment({ fragment: SearchPageFields, data: bookmarkChanged.page });
    applyBookmarkToggle(cache, bookmarkChanged.page);
  });
}
