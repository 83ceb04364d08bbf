import { graphql } from '../../../__generated__/gql';

export const UpdateTaskMutation = graphql(`
  mutation UpdateTask($id: ID!, $input: TaskUpdateInput!) {
    updateTask(id: $id, input: $input) {
      ...TaskFields
    }
  }
`);
