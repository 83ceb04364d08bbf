import { graphql } from '../../../__generated__/gql';

/** The first user of the default list order (ascending by full name), opened by /apps/user/view. */
export const FirstUserQuery = graphql(`
  query FirstUser {
    users(page: 1, perPage: 1) {
      items {
        id
      }
    }
  }
`);
