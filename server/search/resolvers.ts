import type { Resolvers } from '../__generated__/resolvers-types.js';
import { InvalidInputError } from '../common/errors.js';
import { idFromGraphQL } from '../common/graphql-ids.js';

/** Navbar search and bookmarks over SearchRepository; the same abilities as the REST routes. */
export const searchResolvers: Resolvers = {
  Query: {
    searchGroups: (_parent, _args, ctx) => {
      return ctx.repositories.search.groups(ctx.authorize('read', 'Auth').accountId);
    },
    search: (_parent, { q }, ctx) => {
      const { accountId } = ctx.authorize('read', 'Auth');
      if (q.length > 200) throw new InvalidInputError('Search text is longer than 200 characters');
      return ctx.repositories.search.search(accountId, q);
    },
    bookmarkSuggestions: (_parent, _args, ctx) => {
      return ctx.repositories.search.suggestions(ctx.authorize('read', 'Auth').accountId);
    },
    bookmarks: (_parent, _args, ctx) => {
      return ctx.repositories.search.bookmarks(ctx.authorize('read', 'Auth').accountId);
    },
  },
  Mutation: {
    toggleBookmark: (_parent, { id }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Bookmark');
      return ctx.repositories.search.toggleBookmark(accountId, idFromGraphQL(id, 'page entry id'));
    },
  },
  // The three entry shapes differ by their own fields: pages have a link, contacts an e-mail.
  SearchItem: {
    __resolveType: (item) => ('link' in item ? 'SearchPage' : 'email' in item ? 'SearchContact' : 'SearchFile'),
  },
};
