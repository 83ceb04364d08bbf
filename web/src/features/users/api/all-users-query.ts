import { graphql } from '../../../__generated__/gql';

/** Every user, for the status counters above the list. */
export const AllUsersQuery = graphql(`
  query AllUsers {
    allUsers {
      id
      status
    }
  }
`);
