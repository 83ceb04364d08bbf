import { graphql } from '../../__generated__/gql';

export const SearchPageFields = graphql(`
  fragment SearchPageFields on SearchPage {
    id
    target
    isBookmarked
    title
    icon
    link
  }
`);

export const NavbarSearchQuery = graphql(`
  query NavbarSearch($q: String!) {
    search(q: $q) {
      groupTitle
      searchLimit
      data {
        __typename
        ... on SearchPage {
          ...SearchPageFields
        }
        ... on SearchFile {
          title
          by
          size
          file
        }
        ... on SearchContact {
          title
          email
          img
          date
        }
      }
    }
  }
`);

export const BookmarksQuery = graphql(`
  query NavbarBookmarks {
    bookmarks {
      ...SearchPageFields
    }
  }
`);

export const BookmarkSuggestionsQuery = graphql(`
  query BookmarkSuggestions {
    bookmarkSuggestions {
      ...SearchPageFields
    }
  }
`);

export const ToggleBookmarkMutation = graphql(`
  mutation ToggleBookmark($id: ID!) {
    toggleBookmark(id: $id) {
      ...SearchPageFields
    }
  }
`);
