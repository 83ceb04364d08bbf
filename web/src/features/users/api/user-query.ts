import { graphql } from '../../../__generated__/gql';

/** One user for the user view. */
export const UserQuery = graphql(`
  query User($id: ID!) {
    user(id: $id) {
      ...UserFields
    }
  }
`);
