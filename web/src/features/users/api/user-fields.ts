import { graphql } from '../../../__generated__/gql.js';

/**
 * Every field of a listed user. The list reads them all because the cache update after an add
 * compares the new user with the cached rows on whichever column the list is sorted by.
 */
export const UserFields = graphql(`
  fragment UserFields on User {
    id
    fullName
    username
    email
    role
    currentPlan
    status
    billing
    avatar
    company
    country
    contact
  }
`);
