import { graphql } from '../../../__generated__/gql';

export const RemoveEventMutation = graphql(`
  mutation RemoveEvent($id: ID!) {
    removeEvent(id: $id) {
      id
    }
  }
`);
