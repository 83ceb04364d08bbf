import { describe, expect, it } from 'vitest';
import { applyBookmarkToggle, optimisticToggle } from '../../web/src/app/search/bookmark-cache.js';
import {
  BookmarkSuggestionsDocument,
  NavbarBookmarksDocument,
  ToggleBookmarkDocument,
} from '../../web/src/__generated__/graphql.js';
import { useCountingClient } from './support.js';

const live = useCountingClient();

function toggle(page: { id: string; target: string; isBookmarked: boolean; title: string; icon: string; link: string }) {
  return live.client.mutate({
    mutation: ToggleBookmarkDocument,
    variables: { id: page.id },
    optimisticResponse: optimisticToggle(page),
    update: (cache, { data }) => {
      if (data) applyBookmarkToggle(cache, data.toggleBookmark);
    },
  });
}

describe('bookmark toggle updates the normalized cache (no refetch)', () => {
  it('adding a bookmark: the star and the navbar list change at once, then stay with the server answer', async () => {
    const { data: suggestions } = await live.client.query({ query: BookmarkSuggestionsDocument });
    const { data: initial } = await live.client.query({ query: NavbarBookmarksDocument });
    const page = suggestions!.bookmarkSuggestions.find((p) => !p.isBookmarked)!;
    expect(initial!.bookmarks.map((b) => b.id)).not.toContain(page.id);
    live.operations = [];

    const pending = toggle(page);
    // Optimistic layer: visible before the server has answered.
    const optimistic = live.client.cache.readQuery({ query: NavbarBookmarksDocument, optimistic: true });
    expect(optimistic!.bookmarks.map((b) => b.id)).toContain(page.id);
    await pending;

    const bookmarks = live.client.cache.readQuery({ query: NavbarBookmarksDocument })!.bookmarks;
    expect(bookmarks.map((b) => b.id)).toEqual([...initial!.bookmarks.map((b) => b.id), page.id]);
    const star = live.client.cache.readQuery({ query: BookmarkSuggestionsDocument })!.bookmarkSuggestions.find((p) => p.id === page.id);
    expect(star?.isBookmarked).toBe(true);
    expect(live.operations).toEqual(['ToggleBookmark']);

    // The cache agrees with the server.
    const fresh = await live.client.query({ query: NavbarBookmarksDocument, fetchPolicy: 'network-only' });
    expect(fresh.data!.bookmarks.map((b) => b.id).sort()).toEqual(bookmarks.map((b) => b.id).sort());
  });

  it('removing a bookmark drops it from the cached list and unsets the star, with only the mutation on the wire', async () => {
    const { data } = await live.client.query({ query: NavbarBookmarksDocument });
    await live.client.query({ query: BookmarkSuggestionsDocument });
    const page = data!.bookmarks[0];
    live.operations = [];

    await toggle(page);

    expect(live.client.cache.readQuery({ query: NavbarBookmarksDocument })!.bookmarks.map((b) => b.id)).not.toContain(page.id);
    const star = live.client.cache.readQuery({ query: BookmarkSuggestionsDocument })!.bookmarkSuggestions.find((p) => p.id === page.id);
    expect(star?.isBookmarked).toBe(false);
    expect(live.operations).toEqual(['ToggleBookmark']);
  });

  it('a refused toggle rolls the optimistic change back', async () => {
    const { data } = await live.client.query({ query: NavbarBookmarksDocument });
    const before = data!.bookmarks.map((b) => b.id);
    const ghost = { id: '9999', target: 'ghost', isBookmarked: false, title: 'Нет такой', icon: 'star', link: '/nowhere' };

    await expect(toggle(ghost)).rejects.toThrow(/not found/i);
    expect(live.client.cache.readQuery({ query: NavbarBookmarksDocument })!.bookmarks.map((b) => b.id)).toEqual(before);
  });
});
