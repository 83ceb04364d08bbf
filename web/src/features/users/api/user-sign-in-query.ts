import { graphql } from '../../../__generated__/gql';

/** The login account of a listed user (by e-mail), for those who may read accounts. */
export const UserSignInQuery = graphql(`
  query UserSignIn($id: ID!) {
    user(id: $id) {
      id
      account {
        id
        role
        active
        lastSignInAt
        invitedUntil
        emailVerified
      }
    }
  }
`);
