import { graphql } from '../../../__generated__/gql';

/** One task as it is now: what the editor compares its form with after a CONFLICT. */
export const TaskQuery = graphql(`
  query Task($id: ID!) {
    task(id: $id) {
      ...TaskFields
    }
  }
`);
