import { graphql } from '../../../__generated__/gql';

export const AddEventMutation = graphql(`
  mutation AddEvent($input: EventInput!) {
    addEvent(input: $input) {
      ...EventFields
    }
  }
`);
