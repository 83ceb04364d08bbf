import { graphql } from '../../../__generated__/gql';

export const UpdateEventMutation = graphql(`
  mutation UpdateEvent($id: ID!, $input: EventUpdateInput!) {
    updateEvent(id: $id, input: $input) {
      ...EventFields
    }
  }
`);
