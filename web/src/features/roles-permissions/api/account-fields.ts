import { graphql } from '../../../__generated__/gql.js';

export const AccountFields = graphql(`
  fragment AccountFields on Account {
    id
    email
    fullName
    username
    avatar
    role
    active
    lastSignInAt
    invitedUntil
    twoStepEnabled
    emailVerified
  }
`);
