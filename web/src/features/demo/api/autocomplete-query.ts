import { graphql } from '../../../__generated__/gql';

/** Autocomplete entries whose title contains q (server-side, case-insensitive), at most `limit`. */
export const AutocompleteQuery = graphql(`
  query DemoAutocomplete($q: String, $limit: PositiveInt) {
    autocomplete(q: $q, limit: $limit) {
      id
      title
      rank
    }
  }
`);
