import type { Resolvers } from '../__generated__/resolvers-types.js';
import { InvalidInputError } from '../errors.js';
import { idFromGraphQL } from '../common/graphql-ids.js';

/** Navbar search and bookmarks over SearchRepository; the same abilities as the REST routes. */
export const searchResolvers: Resolvers = {
  Query: {
    searchGroups: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Auth');
      return ctx.repositories.search.groups();
    },
    search: (_parent, { q }, ctx) => {
      ctx.authorize('read', 'Auth');
      if (q.length > 200) throw new InvalidInputError('Search text is longer than 200 characters');
      return ctx.repositories.search.search(q);
    },
    bookmarkSuggestions: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Auth');
      return ctx.repositories.search.suggestions();
    },
    bookmarks: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Auth');
      return ctx.repositories.search.bookmarks();
    },
  },
  Mutation: {
    toggleBookmark: (_parent, { id }, ctx) => {
      ctx.authorize('update', 'Bookmark');
      return ctx.repositories.search.toggleBookmark(idFromGraphQL(id, 'page entry id'));
    },
  },
  // The three entry shapes differ by their own fields: pages have a link, contacts an e-mail.
  SearchItem: {
    __resolveType: (item) => ('link' in item ? 'SearchPage' : 'email' in item ? 'SearchContact' : 'SearchFile'),
  },
};
