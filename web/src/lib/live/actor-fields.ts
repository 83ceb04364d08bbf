import { graphql } from '../../__generated__/gql';

/** Who made a change a live event reports (an account); the edit-conflict notice names them. */
export const LiveActorFields = graphql(`
  fragment LiveActorFields on Actor {
    id
    fullName
    avatar
  }
`);
