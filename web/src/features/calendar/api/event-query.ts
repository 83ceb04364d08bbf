import { graphql } from '../../../__generated__/gql';

/** One event as it is now: what the editor compares its form with after a CONFLICT. */
export const EventQuery = graphql(`
  query Event($id: ID!) {
    event(id: $id) {
      ...EventFields
    }
  }
`);
